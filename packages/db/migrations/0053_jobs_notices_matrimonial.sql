CREATE TABLE "career_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"sender_id" integer,
	"body" text NOT NULL,
	"state" text NOT NULL,
	"held_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"pay_min_paise" bigint,
	"pay_max_paise" bigint,
	"closes_on" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"held_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_by" integer,
	"vendor_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "career_posts_pay_ck" CHECK ("career_posts"."pay_min_paise" is null or "career_posts"."pay_max_paise" is null or "career_posts"."pay_min_paise" <= "career_posts"."pay_max_paise")
);
--> statement-breakpoint
CREATE TABLE "career_resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"pdf_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_resumes_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "marriage_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marriage_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marriage_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_profile_id" integer NOT NULL,
	"to_profile_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marriage_interests_state_ck" CHECK ("marriage_interests"."state" in ('sent', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "marriage_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"original_key" text NOT NULL,
	"blurred_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marriage_photos_state_ck" CHECK ("marriage_photos"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "marriage_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"first_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"city" text NOT NULL,
	"languages" text[] NOT NULL,
	"community" text DEFAULT '' NOT NULL,
	"education" text NOT NULL,
	"occupation" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"id_checked_by" integer,
	"id_checked_at" timestamp with time zone,
	"declared_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marriage_profiles_state_ck" CHECK ("marriage_profiles"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "marriage_profiles_gender_ck" CHECK ("marriage_profiles"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "marriage_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"ticket_reference" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_found_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"happened_on" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"resolved_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lost_found_notices_side_ck" CHECK ("lost_found_notices"."side" in ('lost', 'found')),
	CONSTRAINT "lost_found_notices_kind_ck" CHECK ("lost_found_notices"."kind" in ('pet', 'document', 'thing')),
	CONSTRAINT "lost_found_notices_renewals_ck" CHECK ("lost_found_notices"."renewals" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "lost_found_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_found_relay_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"relay_id" integer NOT NULL,
	"from_owner" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_found_relays" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"share_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_found_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_post_id_career_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."career_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_messages" ADD CONSTRAINT "career_messages_application_id_career_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_messages" ADD CONSTRAINT "career_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_messages" ADD CONSTRAINT "career_messages_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_posts" ADD CONSTRAINT "career_posts_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_posts" ADD CONSTRAINT "career_posts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_posts" ADD CONSTRAINT "career_posts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_resumes" ADD CONSTRAINT "career_resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_blocks" ADD CONSTRAINT "marriage_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_blocks" ADD CONSTRAINT "marriage_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_interests" ADD CONSTRAINT "marriage_interests_from_profile_id_marriage_profiles_id_fk" FOREIGN KEY ("from_profile_id") REFERENCES "public"."marriage_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_interests" ADD CONSTRAINT "marriage_interests_to_profile_id_marriage_profiles_id_fk" FOREIGN KEY ("to_profile_id") REFERENCES "public"."marriage_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_photos" ADD CONSTRAINT "marriage_photos_profile_id_marriage_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."marriage_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_photos" ADD CONSTRAINT "marriage_photos_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_profiles" ADD CONSTRAINT "marriage_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_profiles" ADD CONSTRAINT "marriage_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_profiles" ADD CONSTRAINT "marriage_profiles_id_checked_by_users_id_fk" FOREIGN KEY ("id_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_reports" ADD CONSTRAINT "marriage_reports_profile_id_marriage_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."marriage_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_reports" ADD CONSTRAINT "marriage_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_reports" ADD CONSTRAINT "marriage_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_notices" ADD CONSTRAINT "lost_found_notices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_notices" ADD CONSTRAINT "lost_found_notices_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_notices" ADD CONSTRAINT "lost_found_notices_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_photos" ADD CONSTRAINT "lost_found_photos_notice_id_lost_found_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."lost_found_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_relay_messages" ADD CONSTRAINT "lost_found_relay_messages_relay_id_lost_found_relays_id_fk" FOREIGN KEY ("relay_id") REFERENCES "public"."lost_found_relays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_relays" ADD CONSTRAINT "lost_found_relays_notice_id_lost_found_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."lost_found_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_relays" ADD CONSTRAINT "lost_found_relays_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_reports" ADD CONSTRAINT "lost_found_reports_notice_id_lost_found_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."lost_found_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_reports" ADD CONSTRAINT "lost_found_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_applications_once_uq" ON "career_applications" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "career_applications_user_idx" ON "career_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_messages_application_idx" ON "career_messages" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "career_messages_state_idx" ON "career_messages" USING btree ("state");--> statement-breakpoint
CREATE INDEX "career_posts_state_idx" ON "career_posts" USING btree ("state","closes_at");--> statement-breakpoint
CREATE INDEX "career_posts_poster_idx" ON "career_posts" USING btree ("posted_by");--> statement-breakpoint
CREATE INDEX "marriage_access_log_at_idx" ON "marriage_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "marriage_access_log_user_idx" ON "marriage_access_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marriage_blocks_pair_uq" ON "marriage_blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "marriage_blocks_blocked_idx" ON "marriage_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marriage_interests_pair_uq" ON "marriage_interests" USING btree ("from_profile_id","to_profile_id");--> statement-breakpoint
CREATE INDEX "marriage_interests_to_idx" ON "marriage_interests" USING btree ("to_profile_id");--> statement-breakpoint
CREATE INDEX "marriage_photos_profile_idx" ON "marriage_photos" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marriage_profiles_user_uq" ON "marriage_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marriage_profiles_list_idx" ON "marriage_profiles" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "marriage_reports_state_idx" ON "marriage_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "lost_found_notices_live_idx" ON "lost_found_notices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lost_found_notices_owner_idx" ON "lost_found_notices" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lost_found_photos_position_uq" ON "lost_found_photos" USING btree ("notice_id","position");--> statement-breakpoint
CREATE INDEX "lost_found_relay_messages_relay_idx" ON "lost_found_relay_messages" USING btree ("relay_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lost_found_relays_sender_uq" ON "lost_found_relays" USING btree ("notice_id","sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lost_found_reports_reporter_uq" ON "lost_found_reports" USING btree ("notice_id","reporter_id");--> statement-breakpoint
-- The help desk's clock for a missing or found child (lost and found's child route): staff act within the hour.
INSERT INTO "support_clocks" ("topic","answer_amount","answer_unit","resolve_amount","resolve_unit","source","source_hi") VALUES
('missing_child',1,'hours',24,'hours','Our safeguarding rule: act on a missing or found child within 1 hour; the Juvenile Justice (Care and Protection of Children) Act 2015, s.32: a found child is reported to the police or Childline (1098) within 24 hours','हमारा बाल-सुरक्षा नियम: लापता या मिले बच्चे पर 1 घंटे में कार्रवाई; किशोर न्याय (बालकों की देखरेख और संरक्षण) अधिनियम 2015, धारा 32: मिले हुए बच्चे की सूचना 24 घंटे में पुलिस या चाइल्डलाइन (1098) को');
