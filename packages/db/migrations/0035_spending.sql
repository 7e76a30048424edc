CREATE TYPE "public"."spending_status" AS ENUM('proposed', 'approved', 'rejected', 'superseded');--> statement-breakpoint
CREATE TABLE "foundation_additions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foundation_additions_amount_positive" CHECK ("foundation_additions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "spending_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spending_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"status" "spending_status" DEFAULT 'proposed' NOT NULL,
	"spent_on" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"category_id" integer NOT NULL,
	"payee" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer,
	"unit" text,
	"replaces_id" bigint,
	"proposed_by" integer,
	"first_approved_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"rejected_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_items_amount_positive" CHECK ("spending_items"."amount_paise" > 0),
	CONSTRAINT "spending_items_spent_on" CHECK ("spending_items"."spent_on" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "spending_items_quantity_positive" CHECK ("spending_items"."quantity" is null or "spending_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "foundation_additions" ADD CONSTRAINT "foundation_additions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foundation_additions" ADD CONSTRAINT "foundation_additions_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_items" ADD CONSTRAINT "spending_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_items" ADD CONSTRAINT "spending_items_category_id_spending_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."spending_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_items" ADD CONSTRAINT "spending_items_replaces_id_spending_items_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."spending_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_items" ADD CONSTRAINT "spending_items_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_items" ADD CONSTRAINT "spending_items_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_items" ADD CONSTRAINT "spending_items_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foundation_additions_campaign_idx" ON "foundation_additions" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spending_categories_name_uq" ON "spending_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "spending_items_campaign_idx" ON "spending_items" USING btree ("campaign_id","status","spent_on","id");--> statement-breakpoint
CREATE INDEX "spending_items_status_idx" ON "spending_items" USING btree ("status","created_at");--> statement-breakpoint
-- What money is spent on, to start with; staff keep the list.
INSERT INTO "spending_categories" ("name", "name_hi", "sort") VALUES
  ('Medicine and treatment', 'दवा और इलाज', 1),
  ('Food', 'भोजन', 2),
  ('Education', 'शिक्षा', 3),
  ('Shelter', 'आश्रय', 4),
  ('Clothing and blankets', 'कपड़े और कंबल', 5),
  ('Logistics and transport', 'ढुलाई और परिवहन', 6),
  ('Other', 'अन्य', 7);
