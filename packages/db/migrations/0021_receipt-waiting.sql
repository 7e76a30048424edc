DROP INDEX "donations_receipt_queue_idx";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_issued_at" timestamp with time zone;--> statement-breakpoint
-- The receipts issued before the column: each donation's valid receipt, as the queue read it.
UPDATE "donations" SET "receipt_issued_at" = r."issued_at" FROM "receipts" r WHERE r."donation_id" = "donations"."id" AND r."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "donations_receipt_waiting_idx" ON "donations" USING btree ("receipt_requested_at","id") WHERE "donations"."status" = 'paid' and "donations"."receipt_requested_at" is not null and "donations"."receipt_issued_at" is null;--> statement-breakpoint
ANALYZE "donations";
