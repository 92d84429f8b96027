CREATE TABLE "table_version_flushes" (
	"transaction_id" bigint PRIMARY KEY DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "registrations_subject_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_via" text;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_subject_unique" ON "registrations" USING btree ("subject") WHERE "registrations"."status" <> 'refunded';