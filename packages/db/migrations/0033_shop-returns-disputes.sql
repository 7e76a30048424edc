CREATE TYPE "public"."dispute_status" AS ENUM('open', 'refunded', 'closed');--> statement-breakpoint
CREATE TABLE "shop_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_order_id" bigint NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"resolution" text,
	"refund_paise" bigint DEFAULT 0 NOT NULL,
	"refund_reference" text,
	"resolved_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "shop_disputes_refund_nonneg" CHECK ("shop_disputes"."refund_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "sms_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "return_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_returns" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "return_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_disputes" ADD CONSTRAINT "shop_disputes_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_disputes" ADD CONSTRAINT "shop_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_disputes_order_idx" ON "shop_disputes" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_disputes_status_idx" ON "shop_disputes" USING btree ("status","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_disputes_open_uq" ON "shop_disputes" USING btree ("shop_order_id") WHERE "shop_disputes"."status" = 'open';--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_return_window" CHECK ("vendors"."return_window_days" between 0 and 30);