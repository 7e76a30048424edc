CREATE TYPE "public"."update_status" AS ENUM('pending', 'published', 'rejected');--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "status" "update_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "posted_by" integer;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "outside_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updates_trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_updates_pending_idx" ON "campaign_updates" USING btree ("created_at") WHERE "campaign_updates"."status" = 'pending';