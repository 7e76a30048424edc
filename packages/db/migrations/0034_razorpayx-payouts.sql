ALTER TYPE "public"."payout_status" ADD VALUE 'processing' BEFORE 'paid';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'reversed';--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD COLUMN "provider_key" text;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD COLUMN "provider_fund_account_id" text;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD COLUMN "provider_payout_id" text;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_payout_kind_uq" ON "vendor_ledger" USING btree ("payout_id","kind") WHERE "vendor_ledger"."kind" in ('payout', 'payout-paid', 'payout-returned');--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payouts_provider_payout_uq" ON "vendor_payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payouts_provider_key_uq" ON "vendor_payouts" USING btree ("provider_key");