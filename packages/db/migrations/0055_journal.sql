CREATE TABLE "journal_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"line" text NOT NULL,
	"debit" text NOT NULL,
	"credit" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"subject" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_postings_amount_positive" CHECK ("journal_postings"."amount_paise" > 0),
	CONSTRAINT "journal_postings_two_accounts" CHECK ("journal_postings"."debit" <> "journal_postings"."credit")
);
--> statement-breakpoint
-- ---- Every vendor_ledger row moves into the journal (issue 44, decision 0071) ----
-- Accounts by party: the vendor's own two carry its id; the foundation's and the taxes are named.
-- A sale's four rows keep their order as source (a replayed delivery still posts nothing), a
-- withdrawal's rows their payout; a refund's rows (refund, commission-back, tcs-back, tds-back)
-- are numbered per order in the order they were written, as the new code numbers later ones;
-- anything else (a correction) keeps its old id as its source.
-- Locked first: a row an old process writes meanwhile waits, then fails on the dropped table,
-- instead of landing after the copy and being lost.
LOCK TABLE "vendor_ledger" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "journal_postings" ("source", "line", "debit", "credit", "amount_paise", "subject", "at")
SELECT
	CASE
		WHEN l."shop_order_id" IS NOT NULL AND l."kind" IN ('sale', 'commission', 'tcs', 'tds') THEN 'shop-order:' || l."shop_order_id"
		WHEN l."payout_id" IS NOT NULL AND l."kind" IN ('payout', 'payout-paid', 'payout-returned') THEN 'payout:' || l."payout_id"
		WHEN l."shop_order_id" IS NOT NULL AND l."kind" IN ('refund', 'commission-back', 'tcs-back', 'tds-back')
			THEN 'shop-order:' || l."shop_order_id" || ':refund:' || row_number() OVER (PARTITION BY l."shop_order_id", l."kind" ORDER BY l."id")
		ELSE 'shop-entry:migrated:' || l."id"
	END,
	l."kind",
	CASE l."debit" WHEN 'vendor' THEN 'vendor:' || l."vendor_id" WHEN 'payout-pending' THEN 'vendor:' || l."vendor_id" || ':payout-pending'
		WHEN 'collected' THEN 'foundation:collected' WHEN 'commission' THEN 'foundation:commission' WHEN 'bank' THEN 'foundation:bank'
		WHEN 'tcs' THEN 'tax:tcs' WHEN 'tds' THEN 'tax:tds' ELSE l."debit" END,
	CASE l."credit" WHEN 'vendor' THEN 'vendor:' || l."vendor_id" WHEN 'payout-pending' THEN 'vendor:' || l."vendor_id" || ':payout-pending'
		WHEN 'collected' THEN 'foundation:collected' WHEN 'commission' THEN 'foundation:commission' WHEN 'bank' THEN 'foundation:bank'
		WHEN 'tcs' THEN 'tax:tcs' WHEN 'tds' THEN 'tax:tds' ELSE l."credit" END,
	l."amount_paise",
	CASE WHEN l."shop_order_id" IS NOT NULL THEN 'shop-order:' || l."shop_order_id" WHEN l."payout_id" IS NOT NULL THEN 'payout:' || l."payout_id" END,
	l."at"
FROM "vendor_ledger" l
ORDER BY l."id";--> statement-breakpoint
DROP TABLE "vendor_ledger" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_postings_source_line_uq" ON "journal_postings" USING btree ("source","line");--> statement-breakpoint
CREATE INDEX "journal_postings_debit_idx" ON "journal_postings" USING btree ("debit","at","id");--> statement-breakpoint
CREATE INDEX "journal_postings_credit_idx" ON "journal_postings" USING btree ("credit","at","id");--> statement-breakpoint
CREATE INDEX "journal_postings_subject_idx" ON "journal_postings" USING btree ("subject");