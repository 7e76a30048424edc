CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"donation_id" bigint NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_pan" text NOT NULL,
	"donor_address" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"transaction_reference" text NOT NULL,
	"donated_at" timestamp with time zone NOT NULL,
	"campaign_title" text NOT NULL,
	"regime" jsonb NOT NULL,
	"foundation" jsonb NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_donation_id_unique" UNIQUE("donation_id")
);
--> statement-breakpoint
CREATE TABLE "tax_regimes" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_year" text NOT NULL,
	"act_name" text NOT NULL,
	"section" text NOT NULL,
	"section_code" text NOT NULL,
	"certificate_form" text NOT NULL,
	"statement_form" text NOT NULL,
	"rule" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_regimes_from_year_unique" UNIQUE("from_year")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_sequence_uq" ON "receipts" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "receipts_email_idx" ON "receipts" USING btree ("donor_email");--> statement-breakpoint
-- The names each Act gives the deduction, its forms and rule (decision 0024 cites the sources).
-- Staff correct them in the console; receipts copy the row that applied when they were issued.
INSERT INTO "tax_regimes" ("from_year", "act_name", "section", "section_code", "certificate_form", "statement_form", "rule") VALUES
  ('1962-63', 'Income-tax Act, 1961', 'section 80G', '80G', 'Form 10BE', 'Form 10BD', 'Rule 18AB of the Income-tax Rules, 1962'),
  ('2026-27', 'Income-tax Act, 2025', 'section 133', '133', 'Form 114', 'Form 113', 'Rule 190 of the Income-tax Rules, 2026')
ON CONFLICT ("from_year") DO NOTHING;
