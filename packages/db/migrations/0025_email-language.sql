ALTER TABLE "campaign_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;