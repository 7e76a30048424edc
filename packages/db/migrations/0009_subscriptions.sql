CREATE TYPE "public"."subscription_mode" AS ENUM('gateway', 'reminder');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('created', 'authenticated', 'active', 'paused', 'halted', 'cancelled', 'completed');--> statement-breakpoint
CREATE TABLE "subscription_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"campaign_id" integer NOT NULL,
	"user_id" integer,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_mobile" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"whatsapp_updates" boolean DEFAULT true NOT NULL,
	"mode" "subscription_mode" NOT NULL,
	"status" "subscription_status" DEFAULT 'created' NOT NULL,
	"provider_plan_id" text,
	"provider_subscription_id" text,
	"anchor_day" integer NOT NULL,
	"next_period" text,
	"next_due_at" timestamp with time zone,
	"manage_token" text NOT NULL,
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_amount_min" CHECK ("subscriptions"."amount_paise" >= 30000),
	CONSTRAINT "subscriptions_anchor_day" CHECK ("subscriptions"."anchor_day" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "subscription_notices" ADD CONSTRAINT "subscription_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_notices_uq" ON "subscription_notices" USING btree ("subscription_id","period","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_reference_uq" ON "subscriptions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_idempotency_uq" ON "subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_uq" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_due_at") WHERE "subscriptions"."status" in ('active', 'authenticated');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_period_uq" ON "orders" USING btree ("subscription_id","period");