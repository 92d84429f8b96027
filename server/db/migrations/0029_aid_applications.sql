CREATE TABLE "aid_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aid_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"child_id" integer,
	"child_name" text DEFAULT '' NOT NULL,
	"season_id" integer NOT NULL,
	"household_size" integer NOT NULL,
	"statement" text NOT NULL,
	"document" text,
	"document_type" text,
	"document_name" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"award_kind" text,
	"award_value" integer,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"allow_reuse" boolean DEFAULT false NOT NULL,
	"decision_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aid_applications_status_known" CHECK ("aid_applications"."status" in ('pending', 'awarded', 'declined', 'withdrawn')),
	CONSTRAINT "aid_applications_award_shape" CHECK (("aid_applications"."award_kind" is null and "aid_applications"."award_value" is null) or ("aid_applications"."award_kind" = 'percent' and "aid_applications"."award_value" between 1 and 100) or ("aid_applications"."award_kind" = 'amount' and "aid_applications"."award_value" > 0))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "aid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "aid_application_id" integer;--> statement-breakpoint
ALTER TABLE "aid_applications" ADD CONSTRAINT "aid_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_applications" ADD CONSTRAINT "aid_applications_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_applications" ADD CONSTRAINT "aid_applications_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_applications" ADD CONSTRAINT "aid_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aid_applications_live_child_season" ON "aid_applications" USING btree ("child_id","season_id") WHERE "aid_applications"."status" in ('pending', 'awarded');--> statement-breakpoint
CREATE INDEX "aid_applications_user_idx" ON "aid_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "aid_applications_status_idx" ON "aid_applications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_aid_application_id_aid_applications_id_fk" FOREIGN KEY ("aid_application_id") REFERENCES "public"."aid_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Registrations made before financial aid were charged the price list's fee in full.
UPDATE "registrations" SET "fee_cents" = "amount_cents" WHERE "fee_cents" IS NULL;