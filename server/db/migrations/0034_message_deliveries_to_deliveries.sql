-- Messages sent before the notification path (issue 39) keep their record there: a notification per
-- message, its recipients (the accounts it went to, mailed or not) and an e-mail delivery for each one
-- that was to be mailed ('pending' is now 'queued'; 'skipped' ones were never to be mailed).
INSERT INTO "notifications" ("kind", "subject", "text", "audience_label", "message_id", "created_by_id", "created_at")
SELECT 'message', "subject", "body", "audience_label", "id", "sent_by_id", "created_at" FROM "family_messages" ORDER BY "id";
--> statement-breakpoint
INSERT INTO "notification_recipients" ("notification_id", "user_id")
SELECT n."id", d."user_id" FROM "message_deliveries" d JOIN "notifications" n ON n."message_id" = d."message_id"
WHERE d."user_id" IS NOT NULL ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "deliveries" ("notification_id", "user_id", "channel", "address", "status", "attempts", "last_error", "next_attempt_at", "sent_at", "created_at")
SELECT n."id", d."user_id", 'email', d."email", CASE d."status" WHEN 'pending' THEN 'queued' ELSE d."status" END,
  d."attempts", d."last_error", d."next_attempt_at", d."sent_at", d."created_at"
FROM "message_deliveries" d JOIN "notifications" n ON n."message_id" = d."message_id"
WHERE d."status" <> 'skipped';
--> statement-breakpoint
DROP TABLE "message_deliveries" CASCADE;