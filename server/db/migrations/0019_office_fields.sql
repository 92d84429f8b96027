ALTER TABLE "press_articles" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "press_articles" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "age_groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "registration_opens_on" date;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "registration_closes_on" date;