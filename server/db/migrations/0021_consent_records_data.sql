-- Approvals given before guardians had to prove their e-mail address (issue 17 item 2) came from
-- whoever registered that address first: they stop counting. Each such profile goes back to
-- pending (not declined), so the athlete can ask again and the guardian approves by the mailed link
-- or from a confirmed parent account.
UPDATE "athlete_profiles"
SET "guardian_approved_at" = NULL, "guardian_approved_by" = NULL, "updated_at" = now()
WHERE "guardian_approved_at" IS NOT NULL AND "guardian_approved_via" IS NULL;
--> statement-breakpoint
-- Receipts of payments that succeeded before receipt_sent_at existed were mailed when they settled.
UPDATE "payments" SET "receipt_sent_at" = coalesce("settled_at", "created_at")
WHERE "status" = 'succeeded' AND "receipt_sent_at" IS NULL;
--> statement-breakpoint
-- Signatures given before participant_name existed keep the child's name as it is now (the closest
-- record of the name as signed), so they still read after the child is removed.
UPDATE "waiver_signatures" AS s
SET "participant_name" = trim(c."first_name" || ' ' || c."last_name")
FROM "children" AS c
WHERE c."id" = s."child_id" AND s."participant_name" = '';
