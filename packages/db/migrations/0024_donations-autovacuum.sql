-- Issuing a receipt updates its donation (receipt_issued_at), which leaves the old row version
-- in the partial index of waiting requests until VACUUM removes it. With PostgreSQL's default
-- (vacuum at 20 % dead rows) a million-donation table gathers up to 200,000 of them, and the
-- queue's count and first page walk each one: 883 ms for 8,448 waiting requests after 100,000
-- receipts (decision 0044). Vacuum this table at 2 % instead.
ALTER TABLE "donations" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000);
