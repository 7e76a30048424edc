CREATE TYPE "public"."order_purpose" AS ENUM('gift', 'shop');--> statement-breakpoint
CREATE TYPE "public"."shop_order_status" AS ENUM('placed', 'paid', 'accepted', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" bigint NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_id_variant_id_pk" PRIMARY KEY("cart_id","variant_id"),
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owned" CHECK (("carts"."token_hash" is null) <> ("carts"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_order_id" bigint NOT NULL,
	"variant_id" integer,
	"product_id" integer,
	"title" text NOT NULL,
	"variant_label" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_order_lines_quantity" CHECK ("shop_order_lines"."quantity" > 0),
	CONSTRAINT "shop_order_lines_price" CHECK ("shop_order_lines"."unit_price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"payment_order_id" bigint NOT NULL,
	"vendor_id" integer NOT NULL,
	"buyer_id" integer,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"ship_to" jsonb NOT NULL,
	"status" "shop_order_status" DEFAULT 'placed' NOT NULL,
	"total_paise" bigint NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"courier" text,
	"tracking_number" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"refund_due_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_total_positive" CHECK ("shop_orders"."total_paise" > 0),
	CONSTRAINT "shop_orders_refunds" CHECK ("shop_orders"."refunded_paise" >= 0 and "shop_orders"."refunded_paise" <= "shop_orders"."refund_due_paise" and "shop_orders"."refund_due_paise" <= "shop_orders"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purpose" "order_purpose" DEFAULT 'gift' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_payment_order_id_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "carts_token_uq" ON "carts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_uq" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "shop_order_lines_order_idx" ON "shop_order_lines" USING btree ("shop_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_reference_uq" ON "shop_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "shop_orders_payment_idx" ON "shop_orders" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_vendor_idx" ON "shop_orders" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_orders_buyer_idx" ON "shop_orders" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_orders_holds_idx" ON "shop_orders" USING btree ("hold_until") WHERE "shop_orders"."status" = 'placed';--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_has_campaign" CHECK ("orders"."purpose" <> 'gift' or "orders"."campaign_id" is not null);