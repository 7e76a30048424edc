ALTER TABLE "campaign_products" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "subtitle_hi" text;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "link_label_hi" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "role_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "place_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "quote_hi" text;