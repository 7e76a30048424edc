CREATE TYPE "public"."order_status" AS ENUM('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('simulator', 'upi', 'razorpay');--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer,
	"amount_paise" bigint NOT NULL,
	"tip_paise" bigint DEFAULT 0 NOT NULL,
	"urgent_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_mobile" text NOT NULL,
	"donor_pan" text,
	"donor_address" text,
	"whatsapp_updates" boolean DEFAULT true NOT NULL,
	"hide_name" boolean DEFAULT false NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "order_status" DEFAULT 'created' NOT NULL,
	"utr" text,
	"utr_submitted_at" timestamp with time zone,
	"provider_order_id" text,
	"provider_payment_id" text,
	"failure_reason" text,
	"settled_by" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_paise" > 0),
	CONSTRAINT "orders_parts_nonneg" CHECK ("orders"."tip_paise" >= 0 and "orders"."urgent_paise" >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_paise" = "orders"."amount_paise" + "orders"."tip_paise" + "orders"."urgent_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_pan" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_address" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_uq" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_utr_uq" ON "orders" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_uq" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("status","utr_submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_order_uq" ON "donations" USING btree ("order_id");