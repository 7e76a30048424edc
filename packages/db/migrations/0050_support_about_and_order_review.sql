ALTER TABLE "shop_orders" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "review_ticket" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "about_label" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "about_path" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "about_admin_path" text;