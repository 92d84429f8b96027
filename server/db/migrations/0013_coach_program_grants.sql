CREATE TABLE "coach_program_grants" (
	"user_id" integer NOT NULL,
	"program_id" text NOT NULL,
	"request_id" integer,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_program_grants_user_id_program_id_pk" PRIMARY KEY("user_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "coach_program_grants" ADD CONSTRAINT "coach_program_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_program_grants" ADD CONSTRAINT "coach_program_grants_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_program_grants" ADD CONSTRAINT "coach_program_grants_request_id_calendar_editor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."calendar_editor_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_program_grants" ADD CONSTRAINT "coach_program_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;