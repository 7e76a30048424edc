ALTER TABLE "campaign_applications" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "story_markdown" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Campaigns that were live have gone live (the column's default dated them now); a campaigner's
-- draft nobody has given to has not: its first publish gives it its address from its title.
UPDATE "campaigns" SET "published_at" = "created_at" WHERE "status" <> 'draft' OR "owner_id" IS NULL OR "backers" > 0;--> statement-breakpoint
UPDATE "campaigns" SET "published_at" = NULL WHERE "status" = 'draft' AND "owner_id" IS NOT NULL AND "backers" = 0;
