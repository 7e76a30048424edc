CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payee_kind" text NOT NULL,
	"payee_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" "payout_status" DEFAULT 'requested' NOT NULL,
	"utr" text,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"first_approved_by" integer,
	"first_approved_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text,
	"provider_key" text,
	"provider_fund_account_id" text,
	"provider_payout_id" text,
	"provider_status" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
-- ---- Every vendor_payouts row moves over as a payout of the payee kind 'vendor' (decision 0072) ----
-- Locked first: a withdrawal an old process commits meanwhile waits, then fails on the dropped
-- table, instead of landing after the copy and being lost. Ids are kept: the journal's postings of
-- a withdrawal name it (`payout:<id>`), as do the audit log's events and RazorpayX's reference_id;
-- the sequence goes on after every id ever handed out (the old sequence's, the journal's), so no
-- new payout meets an old one's postings.
LOCK TABLE "vendor_payouts" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "payouts" ("id", "payee_kind", "payee_id", "amount_paise", "status", "utr", "note", "decided_by", "decided_at",
	"first_approved_by", "first_approved_at", "requested_at", "provider", "provider_key", "provider_fund_account_id",
	"provider_payout_id", "provider_status", "updated_at")
SELECT "id", 'vendor', "vendor_id", "amount_paise", "status", "utr", "note", "decided_by", "decided_at",
	"first_approved_by", "first_approved_at", "requested_at", "provider", "provider_key", "provider_fund_account_id",
	"provider_payout_id", "provider_status", "updated_at"
FROM "vendor_payouts" ORDER BY "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('payouts', 'id'), GREATEST(
	1,
	COALESCE((SELECT max("id") FROM "payouts"), 0),
	(SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "vendor_payouts_id_seq"),
	COALESCE((SELECT max(substring("source" FROM 8)::bigint) FROM "journal_postings" WHERE "source" ~ '^payout:[0-9]{1,18}$'), 0)
), (SELECT count(*) > 0 FROM "payouts") OR (SELECT is_called FROM "vendor_payouts_id_seq") OR EXISTS (SELECT 1 FROM "journal_postings" WHERE "source" ~ '^payout:[0-9]{1,18}$'));--> statement-breakpoint
DROP TABLE "vendor_payouts" CASCADE;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_payee_idx" ON "payouts" USING btree ("payee_kind","payee_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_utr_uq" ON "payouts" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_uq" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_key_uq" ON "payouts" USING btree ("provider_key");