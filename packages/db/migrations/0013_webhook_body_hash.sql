ALTER TABLE "payment_events" ADD COLUMN "body_sha256" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_body_uq" ON "payment_events" USING btree ("provider","body_sha256");