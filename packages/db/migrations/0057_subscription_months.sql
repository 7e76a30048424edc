CREATE TABLE "subscription_months" (
	"subscription_id" bigint NOT NULL,
	"period" text NOT NULL,
	"order_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_months_subscription_id_period_pk" PRIMARY KEY("subscription_id","period")
);
--> statement-breakpoint
-- Monthly's months move off orders (issue 44: payments keeps payments only). The old code wrote
-- orders.subscription_id and period itself; a release with this migration is stop, migrate,
-- start (docs/DEPLOY.md). The lock keeps a month from being made between the copy and the drop.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "subscription_months" ("subscription_id", "period", "order_id", "created_at")
  SELECT "subscription_id", "period", "id", "created_at" FROM "orders" WHERE "subscription_id" IS NOT NULL AND "period" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
DROP INDEX "orders_subscription_period_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "standing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every month's order was one the abandoned-checkout sweep left alone: it still is.
UPDATE "orders" SET "standing" = true WHERE "subscription_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_months" ADD CONSTRAINT "subscription_months_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_months" ADD CONSTRAINT "subscription_months_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_months_order_uq" ON "subscription_months" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "subscription_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "period";