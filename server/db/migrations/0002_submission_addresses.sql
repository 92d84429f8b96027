ALTER TABLE "contact_messages" ADD COLUMN "ip_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_submissions" ADD COLUMN "ip_address" text DEFAULT '' NOT NULL;