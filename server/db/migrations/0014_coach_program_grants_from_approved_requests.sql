-- Calendar-editor rights become per program: every coach's approved requests become grants of
-- their programs (the account-wide users.can_edit_calendar held exactly while one stood approved;
-- the flag is dropped by the next migration). One grant per coach and program, from its latest
-- decision.
INSERT INTO "coach_program_grants" ("user_id", "program_id", "request_id", "granted_by", "granted_at")
SELECT DISTINCT ON (r."user_id", r."program_id")
       r."user_id", r."program_id", r."id", r."reviewed_by", coalesce(r."reviewed_at", r."created_at")
FROM "calendar_editor_requests" r
WHERE r."status" = 'APPROVED'
ORDER BY r."user_id", r."program_id", r."reviewed_at" DESC NULLS LAST, r."id" DESC;
