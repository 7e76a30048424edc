CREATE TABLE "spending_gift_notices" (
	"donation_id" bigint PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_key" text;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_type" text;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_width" integer;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_height" integer;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_redacted_by" integer;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_url" text;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "bill_thumb_url" text;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spending_items" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spending_gift_notices" ADD CONSTRAINT "spending_gift_notices_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_gift_notices" ADD CONSTRAINT "spending_gift_notices_item_id_spending_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."spending_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_items" ADD CONSTRAINT "spending_items_bill_redacted_by_users_id_fk" FOREIGN KEY ("bill_redacted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;