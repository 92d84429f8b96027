CREATE TABLE "link_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"user_id" integer,
	"athlete_profile_id" integer,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiver_signatures" DROP CONSTRAINT "waiver_signatures_child_id_children_id_fk";
--> statement-breakpoint
ALTER TABLE "waiver_signatures" ALTER COLUMN "child_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "guardian_approved_via" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "guardian_approved_email" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "guardian_approved_ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD COLUMN "athlete_user_id" integer;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD COLUMN "participant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_athlete_profile_id_athlete_profiles_id_fk" FOREIGN KEY ("athlete_profile_id") REFERENCES "public"."athlete_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_hash_unique" ON "link_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "link_tokens_user_idx" ON "link_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "link_tokens_athlete_idx" ON "link_tokens" USING btree ("athlete_profile_id");--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_signatures_athlete_version_unique" ON "waiver_signatures" USING btree ("athlete_user_id","version");