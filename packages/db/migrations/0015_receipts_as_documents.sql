ALTER TABLE "receipts" DROP CONSTRAINT "receipts_donation_id_unique";--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "donor_pan" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_aadhaar" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "donor_aadhaar_masked" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "donation_type" text DEFAULT 'others' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "signed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "replaces_number" text;--> statement-breakpoint
ALTER TABLE "tax_regimes" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_donation_valid_uq" ON "receipts" USING btree ("donation_id") WHERE "receipts"."cancelled_at" is null;--> statement-breakpoint
-- What people call each Act's deduction (decision 0028): pages, emails, titles and number prefixes.
UPDATE "tax_regimes" SET "short_name" = '80G' WHERE "from_year" = '1962-63' AND "short_name" = '';--> statement-breakpoint
UPDATE "tax_regimes" SET "short_name" = 'Section 133' WHERE "from_year" = '2026-27' AND "short_name" = '';--> statement-breakpoint
-- Every donation is to a campaign, for the purpose it names: a specific grant (decision 0028).
UPDATE "receipts" SET "donation_type" = 'specific';
