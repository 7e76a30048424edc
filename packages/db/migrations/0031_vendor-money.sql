CREATE TYPE "public"."payout_status" AS ENUM('requested', 'paid', 'rejected');--> statement-breakpoint
CREATE TABLE "vendor_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"debit" text NOT NULL,
	"credit" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"shop_order_id" bigint,
	"payout_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_ledger_amount_positive" CHECK ("vendor_ledger"."amount_paise" > 0),
	CONSTRAINT "vendor_ledger_two_accounts" CHECK ("vendor_ledger"."debit" <> "vendor_ledger"."credit")
);
--> statement-breakpoint
CREATE TABLE "vendor_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" "payout_status" DEFAULT 'requested' NOT NULL,
	"utr" text,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_payouts_amount_positive" CHECK ("vendor_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "withholding_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"effective_from" text NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withholding_rates_kind" CHECK ("withholding_rates"."kind" in ('gst-tcs', 'tds-ecommerce')),
	CONSTRAINT "withholding_rates_rate" CHECK ("withholding_rates"."rate_bp" between 0 and 2000)
);
--> statement-breakpoint
ALTER TABLE "shop_categories" ADD COLUMN "commission_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_payout_id_vendor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."vendor_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_rates" ADD CONSTRAINT "withholding_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_ledger_vendor_idx" ON "vendor_ledger" USING btree ("vendor_id","at","id");--> statement-breakpoint
CREATE INDEX "vendor_ledger_order_idx" ON "vendor_ledger" USING btree ("shop_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_order_kind_uq" ON "vendor_ledger" USING btree ("shop_order_id","kind") WHERE "vendor_ledger"."kind" in ('sale', 'commission', 'tcs', 'tds');--> statement-breakpoint
CREATE INDEX "vendor_payouts_vendor_idx" ON "vendor_payouts" USING btree ("vendor_id","requested_at");--> statement-breakpoint
CREATE INDEX "vendor_payouts_status_idx" ON "vendor_payouts" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payouts_utr_uq" ON "vendor_payouts" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_rates_kind_from_uq" ON "withholding_rates" USING btree ("kind","effective_from");--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_commission" CHECK ("shop_categories"."commission_bp" between 0 and 5000);--> statement-breakpoint
-- The rates in force when the shop opened (decision 0049): staff add later ones in the console.
INSERT INTO "withholding_rates" ("kind", "rate_bp", "effective_from", "source") VALUES
  ('gst-tcs', 100, '2018-10-01', 'CGST Act s.52; Notifications 52/2018-CT and 02/2018-IT: 0.5 % CGST + 0.5 % SGST, or 1 % IGST'),
  ('gst-tcs', 50, '2024-07-10', 'Notifications 15/2024-CT and 01/2024-IT: 0.25 % CGST + 0.25 % SGST, or 0.5 % IGST'),
  ('tds-ecommerce', 75, '2020-10-01', 'Income-tax Act 1961 s.194-O (1 %), cut to 0.75 % until 31 March 2021'),
  ('tds-ecommerce', 100, '2021-04-01', 'Income-tax Act 1961 s.194-O'),
  ('tds-ecommerce', 10, '2024-10-01', 'Finance (No. 2) Act 2024: s.194-O at 0.1 %; Income-tax Act 2025 s.393(1) Table Sl. 8(v) from 1 April 2026 (to verify)')
ON CONFLICT DO NOTHING;
