CREATE TABLE "child_guardians" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "child_guardians_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by_id" integer,
	"user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_id" integer,
	"recorded_by_name" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_payments_amount_positive" CHECK ("office_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"customer_id" text,
	"card_brand" text,
	"card_last4" text,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "payment_plans_amounts" CHECK ("payment_plans"."deposit_cents" >= 0 and "payment_plans"."total_cents" >= "payment_plans"."deposit_cents")
);
--> statement-breakpoint
CREATE TABLE "plan_installments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text,
	"failure_code" text,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_installments_amount" CHECK ("plan_installments"."amount_cents" >= 0 and "plan_installments"."refunded_cents" >= 0 and "plan_installments"."refunded_cents" <= "plan_installments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "league_prices" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fee_cents" integer NOT NULL,
	"uniform_cents" integer NOT NULL,
	"referee_training_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_prices_one_row" CHECK ("league_prices"."id" = 1),
	CONSTRAINT "league_prices_amounts" CHECK ("league_prices"."fee_cents" >= 0 and "league_prices"."uniform_cents" >= 0 and "league_prices"."referee_training_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"season_id" integer,
	"program_id" text,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_uses_within_limit" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"child_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_prices" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"fee_cents" integer NOT NULL,
	"uniform_cents" integer NOT NULL,
	"early_bird_cents" integer,
	"early_bird_until" date,
	"late_fee_cents" integer,
	"late_fee_from" date,
	"sibling_second_cents" integer DEFAULT 0 NOT NULL,
	"sibling_later_cents" integer DEFAULT 0 NOT NULL,
	"division_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_in_full" boolean DEFAULT true NOT NULL,
	"plan_deposit_cents" integer,
	"plan_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_prices_amounts" CHECK ("season_prices"."fee_cents" >= 0 and "season_prices"."uniform_cents" >= 0 and coalesce("season_prices"."early_bird_cents", 0) >= 0 and coalesce("season_prices"."late_fee_cents", 0) >= 0 and "season_prices"."sibling_second_cents" >= 0 and "season_prices"."sibling_later_cents" >= 0 and coalesce("season_prices"."plan_deposit_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_clover_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"source_id" text NOT NULL,
	"brand" text NOT NULL,
	"first6" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" text NOT NULL,
	"exp_year" text NOT NULL,
	"outcome" text NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "child_guardians" ADD CONSTRAINT "child_guardians_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_guardians" ADD CONSTRAINT "child_guardians_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_guardians" ADD CONSTRAINT "child_guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_payments" ADD CONSTRAINT "office_payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_payments" ADD CONSTRAINT "office_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_installments" ADD CONSTRAINT "plan_installments_registration_id_payment_plans_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."payment_plans"("registration_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_prices" ADD CONSTRAINT "season_prices_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_guardians_user_idx" ON "child_guardians" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_guardians_one_live" ON "child_guardians" USING btree ("child_id","email") WHERE "child_guardians"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "office_payments_key_unique" ON "office_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "office_payments_registration_idx" ON "office_payments" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_installments_number_unique" ON "plan_installments" USING btree ("registration_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_installments_key_unique" ON "plan_installments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "plan_installments_due_idx" ON "plan_installments" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_registration_unique" ON "promo_redemptions" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_one_per_child" ON "promo_redemptions" USING btree ("promo_code_id","child_key");--> statement-breakpoint
-- Issue 37 (hand-written): the league price list of src/domain/fees.ts becomes the one row of
-- league_prices, so every season without a price of its own keeps costing $250.00 (uniform and
-- equipment $85.00; referee training $250.00) until the office changes it.
INSERT INTO "league_prices" ("id", "fee_cents", "uniform_cents", "referee_training_cents") VALUES (1, 25000, 8500, 25000) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "league_prices_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "league_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "season_prices_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "child_guardians_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "child_guardians" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "office_payments_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_payments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "payment_plans_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "plan_installments_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_installments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "promo_codes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_codes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "promo_redemptions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_redemptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
