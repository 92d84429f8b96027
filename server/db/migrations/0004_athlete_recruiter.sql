CREATE TABLE "athlete_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "athlete_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_profile_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"program_id" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athlete_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "athlete_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"guardian_email" text DEFAULT '' NOT NULL,
	"guardian_approved_at" timestamp with time zone,
	"guardian_approved_by" integer,
	"guardian_declined_at" timestamp with time zone,
	"approval_requested_at" timestamp with time zone,
	"date_of_birth" date,
	"gender" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"primary_sport" text DEFAULT '' NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_team" text DEFAULT '' NOT NULL,
	"jersey_number" text DEFAULT '' NOT NULL,
	"height" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL,
	"speed_40" text DEFAULT '' NOT NULL,
	"vertical" text DEFAULT '' NOT NULL,
	"bench" text DEFAULT '' NOT NULL,
	"squat" text DEFAULT '' NOT NULL,
	"deadlift" text DEFAULT '' NOT NULL,
	"broad_jump" text DEFAULT '' NOT NULL,
	"strength_metrics" text DEFAULT '' NOT NULL,
	"season_stats" text DEFAULT '' NOT NULL,
	"years_playing" numeric(4, 1),
	"past_teams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tournaments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"awards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"academic_standing" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"grade_level" text DEFAULT '' NOT NULL,
	"gpa" text DEFAULT '' NOT NULL,
	"academic_achievements" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"career_goals" text DEFAULT '' NOT NULL,
	"role_model" text DEFAULT '' NOT NULL,
	"leadership" text DEFAULT '' NOT NULL,
	"hs_sports_enabled" boolean DEFAULT false NOT NULL,
	"hs_sports" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"club_experience" text DEFAULT '' NOT NULL,
	"club_highlights" text DEFAULT '' NOT NULL,
	"highlight_video_url" text DEFAULT '' NOT NULL,
	"profile_photo_url" text DEFAULT '' NOT NULL,
	"action_photo_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlight_media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"waiver_acknowledged" boolean DEFAULT false NOT NULL,
	"safe_sport_acknowledged" boolean DEFAULT false NOT NULL,
	"recruiter_visible" boolean DEFAULT false NOT NULL,
	"coach_feedback_note" text,
	"coach_feedback_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_access_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruiter_access_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_profile_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruiter_profile_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recruiter_id" integer,
	"recruiter_email" text NOT NULL,
	"athlete_profile_id" integer NOT NULL,
	"context" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" text,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location_text" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_comments" ADD CONSTRAINT "athlete_comments_athlete_profile_id_athlete_profiles_id_fk" FOREIGN KEY ("athlete_profile_id") REFERENCES "public"."athlete_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_comments" ADD CONSTRAINT "athlete_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_comments" ADD CONSTRAINT "athlete_comments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD CONSTRAINT "athlete_profiles_guardian_approved_by_users_id_fk" FOREIGN KEY ("guardian_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_access_requests" ADD CONSTRAINT "recruiter_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_access_requests" ADD CONSTRAINT "recruiter_access_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_profile_views" ADD CONSTRAINT "recruiter_profile_views_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_profile_views" ADD CONSTRAINT "recruiter_profile_views_athlete_profile_id_athlete_profiles_id_fk" FOREIGN KEY ("athlete_profile_id") REFERENCES "public"."athlete_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_comments_profile_idx" ON "athlete_comments" USING btree ("athlete_profile_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_profiles_user_unique" ON "athlete_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "athlete_profiles_guardian_idx" ON "athlete_profiles" USING btree (lower("guardian_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_access_requests_user_unique" ON "recruiter_access_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recruiter_access_requests_status_idx" ON "recruiter_access_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "recruiter_profile_views_athlete_idx" ON "recruiter_profile_views" USING btree ("athlete_profile_id","viewed_at");--> statement-breakpoint
CREATE INDEX "recruiter_profile_views_recruiter_idx" ON "recruiter_profile_views" USING btree ("recruiter_id","viewed_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_program_idx" ON "events" USING btree ("program_id","starts_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_athlete_profile_id_athlete_profiles_id_fk" FOREIGN KEY ("athlete_profile_id") REFERENCES "public"."athlete_profiles"("id") ON DELETE set null ON UPDATE no action;