ALTER TABLE "shop_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "refund_shortfall_paise" bigint DEFAULT 0 NOT NULL;