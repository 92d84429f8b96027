CREATE TABLE "site_builds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_builds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"versions" jsonb NOT NULL,
	"folder" text,
	"log_tail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_builds_one_updating" ON "site_builds" USING btree ("state") WHERE "site_builds"."state" = 'updating';--> statement-breakpoint
CREATE INDEX "site_builds_state_idx" ON "site_builds" USING btree ("state","id");