ALTER TABLE "waiver_signatures" DROP CONSTRAINT "waiver_signatures_child_id_children_id_fk";
--> statement-breakpoint
ALTER TABLE "waiver_signatures" ALTER COLUMN "child_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD COLUMN "athlete_user_id" integer;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD COLUMN "participant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_signatures_athlete_version_unique" ON "waiver_signatures" USING btree ("athlete_user_id","version");