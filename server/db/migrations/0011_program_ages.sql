ALTER TABLE "programs" ADD COLUMN "min_age" integer DEFAULT 11 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_age" integer DEFAULT 17 NOT NULL;