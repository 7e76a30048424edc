CREATE TYPE "public"."ticket_state" AS ENUM('new', 'open', 'waiting', 'resolved', 'closed', 'merged');--> statement-breakpoint
ALTER TYPE "public"."message_channel" ADD VALUE 'whatsapp';--> statement-breakpoint
CREATE TABLE "seller_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer,
	"subject" text NOT NULL,
	"shared_phone" text,
	"status" text DEFAULT 'open' NOT NULL,
	"buyer_source" text DEFAULT '' NOT NULL,
	"report_ticket_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_inquiry_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_canned" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_hi" text NOT NULL,
	"action" text DEFAULT 'none' NOT NULL,
	"set_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_clocks" (
	"topic" text PRIMARY KEY NOT NULL,
	"answer_amount" integer,
	"answer_unit" text,
	"resolve_amount" integer,
	"resolve_unit" text,
	"source" text NOT NULL,
	"source_hi" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_inbound" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"sender" text NOT NULL,
	"outcome" text NOT NULL,
	"ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_inbound_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" integer,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"via" text DEFAULT 'web' NOT NULL,
	"email_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"requester_id" integer,
	"requester_email" text NOT NULL,
	"requester_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"state" "ticket_state" DEFAULT 'new' NOT NULL,
	"about_kind" text,
	"about_id" text,
	"source" text DEFAULT 'web' NOT NULL,
	"source_id" text,
	"assignee_id" integer,
	"answer_amount" integer,
	"answer_unit" text,
	"resolve_amount" integer,
	"resolve_unit" text,
	"answer_due_at" timestamp with time zone,
	"resolve_due_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"paused_since" timestamp with time zone,
	"merged_into_id" integer,
	"follows_id" integer,
	"rating" text,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "whatsapp_updates" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "whatsapp_updates" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "seller_inquiries" ADD CONSTRAINT "seller_inquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inquiries" ADD CONSTRAINT "seller_inquiries_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inquiry_messages" ADD CONSTRAINT "seller_inquiry_messages_inquiry_id_seller_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."seller_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_pauses" ADD CONSTRAINT "support_pauses_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_inquiries_vendor_idx" ON "seller_inquiries" USING btree ("vendor_id","last_message_at");--> statement-breakpoint
CREATE INDEX "seller_inquiries_buyer_idx" ON "seller_inquiries" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_inquiry_messages_inquiry_idx" ON "seller_inquiry_messages" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "support_attachments_ticket_idx" ON "support_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_email_idx" ON "support_messages" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "support_pauses_ticket_idx" ON "support_pauses" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "support_tickets_requester_idx" ON "support_tickets" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" USING btree ("state","resolve_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_source_uq" ON "support_tickets" USING btree ("source","source_id") WHERE "support_tickets"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_provider_idx" ON "messages" USING btree ("provider_id");--> statement-breakpoint
INSERT INTO "support_clocks" ("topic","answer_amount","answer_unit","resolve_amount","resolve_unit","source","source_hi") VALUES
('grievance',24,'hours',15,'days','Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules 2021, rule 3(2)(a): acknowledge within 24 hours, dispose of within 15 days','सूचना प्रौद्योगिकी (मध्यवर्ती दिशानिर्देश और डिजिटल मीडिया आचार संहिता) नियम 2021, नियम 3(2)(क): 24 घंटे में पावती, 15 दिन में निपटारा'),
('intimate_image',24,'hours',24,'hours','Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules 2021, rule 3(2)(b): act within 24 hours on a morphed or intimate image or an impersonation','सूचना प्रौद्योगिकी (मध्यवर्ती दिशानिर्देश और डिजिटल मीडिया आचार संहिता) नियम 2021, नियम 3(2)(ख): बदली गई या निजी तस्वीर या प्रतिरूपण पर 24 घंटे में कार्रवाई'),
('refund',7,'working_days',NULL,NULL,'Our refund policy: a response within 7 working days','हमारी धनवापसी नीति: 7 कार्य दिवसों में जवाब'),
('shop_order',48,'hours',1,'months','Consumer Protection (E-Commerce) Rules 2020, rule 4(5): the grievance officer acknowledges within 48 hours and redresses within one month','उपभोक्ता संरक्षण (ई-कॉमर्स) नियम 2020, नियम 4(5): शिकायत अधिकारी 48 घंटे में पावती और एक महीने में निवारण'),
('referral',48,'working_hours',1,'months','Consumer Protection (Direct Selling) Rules 2021: the grievance officer acknowledges within 48 working hours and redresses within one month','उपभोक्ता संरक्षण (प्रत्यक्ष बिक्री) नियम 2021: शिकायत अधिकारी 48 कार्य घंटों में पावती और एक महीने में निवारण'),
('other',2,'working_days',10,'working_days','Set by the foundation''s staff','फ़ाउंडेशन के कर्मचारियों द्वारा तय');
--> statement-breakpoint
-- The national holidays (the three fixed by law); staff add the year's gazetted holidays.
INSERT INTO "support_holidays" ("day","name","name_hi") VALUES
('2026-01-26','Republic Day','गणतंत्र दिवस'),('2026-08-15','Independence Day','स्वतंत्रता दिवस'),('2026-10-02','Gandhi Jayanti','गांधी जयंती'),
('2027-01-26','Republic Day','गणतंत्र दिवस'),('2027-08-15','Independence Day','स्वतंत्रता दिवस'),('2027-10-02','Gandhi Jayanti','गांधी जयंती'),
('2028-01-26','Republic Day','गणतंत्र दिवस'),('2028-08-15','Independence Day','स्वतंत्रता दिवस'),('2028-10-02','Gandhi Jayanti','गांधी जयंती');
