-- Trigram search for names (campaign titles, account names): pg_trgm ships with PostgreSQL (contrib) and PGlite; trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_events_created_idx";--> statement-breakpoint
DROP INDEX "campaign_applications_queue_idx";--> statement-breakpoint
DROP INDEX "contact_messages_inbox_idx";--> statement-breakpoint
DROP INDEX "refund_requests_queue_idx";--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "campaign_applications_created_idx" ON "campaign_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_title_trgm_idx" ON "campaigns" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donations_receipt_queue_idx" ON "donations" USING btree ("receipt_requested_at","id") WHERE "donations"."status" = 'paid' and "donations"."receipt_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_urgent_created_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."urgent_paise" > 0;--> statement-breakpoint
CREATE INDEX "orders_reference_prefix_idx" ON "orders" USING btree ("reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_utr_prefix_idx" ON "orders" USING btree ("utr" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("donor_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_mobile_prefix_idx" ON "orders" USING btree ("donor_mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_created_idx" ON "subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_email_prefix_idx" ON "subscribers" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaign_applications_queue_idx" ON "campaign_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "refund_requests_queue_idx" ON "refund_requests" USING btree ("status","created_at","id");--> statement-breakpoint
-- Statistics for the new expression indexes (lower(email)): without them the planner guesses a
-- prefix search matches thousands of rows and walks the newest-first index past every order (a
-- search by email took 2.9 s at a million orders instead of 0.05 ms, bench scale).
ANALYZE "orders";--> statement-breakpoint
ANALYZE "users";--> statement-breakpoint
ANALYZE "subscribers";--> statement-breakpoint
ANALYZE "campaigns";
