CREATE TABLE "site_rebuild_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_rebuild_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_builds" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_builds" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_rebuild_requests" ADD CONSTRAINT "site_rebuild_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Staff's Rebuild now (issue 41 item 9) bumps table_versions like the tables behind the pages
-- (migration 0006), so the server that builds the site sees the request as a change.
CREATE OR REPLACE TRIGGER "site_rebuild_requests_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_rebuild_requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
