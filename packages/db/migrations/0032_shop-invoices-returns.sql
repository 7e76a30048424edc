CREATE TYPE "public"."invoice_kind" AS ENUM('tax-invoice', 'bill-of-supply', 'credit-note');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'rejected', 'received', 'refunded');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"vendor_id" integer NOT NULL,
	"series" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_vendor_id_series_pk" PRIMARY KEY("vendor_id","series")
);
--> statement-breakpoint
CREATE TABLE "shop_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_order_id" bigint NOT NULL,
	"vendor_id" integer NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"number" text NOT NULL,
	"issued_on" text NOT NULL,
	"against_id" bigint,
	"total_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_order_id" bigint NOT NULL,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"vendor_note" text,
	"refund_reference" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "shop_returns_amount_positive" CHECK ("shop_returns"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD CONSTRAINT "shop_invoices_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD CONSTRAINT "shop_invoices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD CONSTRAINT "shop_invoices_against_id_shop_invoices_id_fk" FOREIGN KEY ("against_id") REFERENCES "public"."shop_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_returns" ADD CONSTRAINT "shop_returns_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_invoices_vendor_number_uq" ON "shop_invoices" USING btree ("vendor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_invoices_order_uq" ON "shop_invoices" USING btree ("shop_order_id") WHERE "shop_invoices"."kind" <> 'credit-note';--> statement-breakpoint
CREATE INDEX "shop_invoices_order_idx" ON "shop_invoices" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_returns_order_idx" ON "shop_returns" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "shop_returns_status_idx" ON "shop_returns" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_returns_open_uq" ON "shop_returns" USING btree ("shop_order_id") WHERE "shop_returns"."status" in ('requested', 'approved', 'received');