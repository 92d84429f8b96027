-- Every other table a signed-in answer is read from bumps table_versions like the tables of migrations
-- 0006, 0028 and 0030, so an API process may keep a signed-in caller's answer while nothing it was read
-- from has changed, in any process (server/http/kept-answers.ts, CALLER_TABLES in
-- server/db/schema/versions.ts). Unversioned stay the sign-in machinery (tokens, throttles), the
-- payment sandbox and the two append-only logs (audit_log, recruiter_profile_views): no answer is kept
-- that reads them (UNVERSIONED_TABLES).
CREATE OR REPLACE TRIGGER "aid_applications_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aid_applications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "athlete_comments_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "athlete_comments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "athlete_profiles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "athlete_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "calendar_editor_requests_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_editor_requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "children_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "children" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "coach_program_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coach_program_grants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contact_messages_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "emergency_info_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "emergency_info" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "family_messages_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "family_messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "gallery_submissions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "leads_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "message_deliveries_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "office_media_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "payments_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "recruiter_access_requests_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recruiter_access_requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "refund_requests_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refund_requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "refunds_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refunds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "registrations_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registrations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "site_builds_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_builds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "team_coaches_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_coaches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "team_players_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_players" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "waiver_reminders_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "waiver_reminders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "waiver_signatures_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "waiver_signatures" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
