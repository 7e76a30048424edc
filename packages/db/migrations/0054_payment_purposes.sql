-- Payments knows no purpose by name (issue 44): a purpose is what a module registered at
-- start-up, stored as text; and every refund of an order, in part or whole, is a row here.
ALTER TABLE "orders" DROP CONSTRAINT "orders_gift_has_campaign";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "purpose" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."order_purpose";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_has_campaign" CHECK ("orders"."purpose" <> 'gift' or "orders"."campaign_id" is not null);--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"provider_refund_id" text,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key_uq" ON "payment_refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
-- What went back before this table existed, one row an order: a refunded gift's refund (net of
-- the charges staff kept, where a request recorded them), and a purchase's refunds to its buyer.
INSERT INTO "payment_refunds" ("order_id", "key", "amount_paise", "provider_refund_id", "by", "created_at")
SELECT o."id", 'whole:' || o."reference", coalesce(r."refund_paise", o."total_paise"), r."provider_refund_id", coalesce(o."settled_by", 'migration'), o."updated_at"
FROM "orders" o
LEFT JOIN LATERAL (
	SELECT rr."refund_paise", rr."provider_refund_id" FROM "refund_requests" rr
	WHERE rr."order_id" = o."id" AND rr."status" = 'refunded' ORDER BY rr."id" DESC LIMIT 1
) r ON true
WHERE o."status" = 'refunded' AND coalesce(r."refund_paise", o."total_paise") > 0;--> statement-breakpoint
INSERT INTO "payment_refunds" ("order_id", "key", "amount_paise", "by", "created_at")
SELECT so."payment_order_id", 'migration:shop:' || so."payment_order_id", sum(so."refunded_paise"), 'migration', max(so."updated_at")
FROM "shop_orders" so
JOIN "orders" o ON o."id" = so."payment_order_id" AND o."status" = 'paid'
GROUP BY so."payment_order_id"
HAVING sum(so."refunded_paise") > 0;
