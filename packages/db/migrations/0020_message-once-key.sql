ALTER TABLE "messages" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_once_key_uq" ON "messages" USING btree ("once_key");