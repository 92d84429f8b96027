DROP INDEX "registrations_subject_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_via" text;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_subject_unique" ON "registrations" USING btree ("subject") WHERE "registrations"."status" <> 'refunded';