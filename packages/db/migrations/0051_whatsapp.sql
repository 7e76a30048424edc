ALTER TABLE "consents" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "whatsapp_template" jsonb;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD COLUMN "keyword_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone");