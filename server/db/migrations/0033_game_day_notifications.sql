CREATE TABLE "availability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer,
	"event_id" integer,
	"team_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"answer" text,
	"answered_by_id" integer,
	"answered_via" text,
	"answered_at" timestamp with time zone,
	"present" boolean,
	"attendance_by_id" integer,
	"attendance_at" timestamp with time zone,
	CONSTRAINT "availability_one_occasion" CHECK (("availability"."game_id" is null) <> ("availability"."event_id" is null))
);
--> statement-breakpoint
CREATE TABLE "practice_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"title" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"starts_on" date NOT NULL,
	"until" date NOT NULL,
	"exceptions" date[] DEFAULT '{}'::date[] NOT NULL,
	"location_text" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_phones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_phones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"user_id" integer,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"held" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "notification_recipients_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"non_essential" boolean DEFAULT true NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"essential" boolean DEFAULT false NOT NULL,
	"audience_label" text DEFAULT '' NOT NULL,
	"message_id" integer,
	"game_id" integer,
	"event_id" integer,
	"team_id" integer,
	"dedupe_key" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms_messages" (
	"sid" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"body" text NOT NULL,
	"outcome" text NOT NULL,
	"error_code" integer,
	"status_callback" text,
	"deliver_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "state_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "state_changed_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "original_kickoff" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "min_players" integer;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_attendance_by_id_users_id_fk" FOREIGN KEY ("attendance_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_series" ADD CONSTRAINT "practice_series_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_series" ADD CONSTRAINT "practice_series_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_phones" ADD CONSTRAINT "account_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_id_family_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."family_messages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_game_player_unique" ON "availability" USING btree ("game_id","registration_id") WHERE "availability"."game_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_event_player_unique" ON "availability" USING btree ("event_id","registration_id") WHERE "availability"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "availability_team_idx" ON "availability" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_phones_user_unique" ON "account_phones" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_once_per_channel" ON "deliveries" USING btree ("notification_id","user_id","channel");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "deliveries_provider_ref_idx" ON "deliveries" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "notification_recipients_user_idx" ON "notification_recipients" USING btree ("user_id","notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_unique" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_message_idx" ON "notifications" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "notifications_game_idx" ON "notifications" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_sms_messages_to_idx" ON "sandbox_sms_messages" USING btree ("to","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_practice_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."practice_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_kickoff_idx" ON "games" USING btree ("kickoff");
--> statement-breakpoint
-- Issue 39: the notification path's tables a signed-in answer reads bump table_versions like every
-- caller table (CALLER_TABLES, migration 0031); deliveries and the SMS sandbox stay unversioned.
CREATE OR REPLACE TRIGGER "notifications_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notification_recipients_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notification_recipients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notification_settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notification_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "account_phones_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_phones" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "push_subscriptions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "push_subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "availability_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "practice_series_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "practice_series" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
