CREATE TABLE "challenge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"display_name" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	"certificate_id" text,
	"certificate_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"units_centi" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"photo_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_logs_units_ck" CHECK ("challenge_logs"."units_centi" > 0)
);
--> statement-breakpoint
CREATE TABLE "challenge_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"pledger_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"rate_paise" bigint NOT NULL,
	"cap_paise" bigint NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"units_centi" integer,
	"amount_paise" bigint,
	"order_reference" text,
	"state" text DEFAULT 'open' NOT NULL,
	"told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_pledges_money_ck" CHECK ("challenge_pledges"."rate_paise" > 0 and "challenge_pledges"."cap_paise" >= "challenge_pledges"."rate_paise"),
	CONSTRAINT "challenge_pledges_cap_ck" CHECK ("challenge_pledges"."amount_paise" is null or ("challenge_pledges"."amount_paise" >= 0 and "challenge_pledges"."amount_paise" <= "challenge_pledges"."cap_paise"))
);
--> statement-breakpoint
CREATE TABLE "challenge_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"story" text NOT NULL,
	"story_hi" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit_hi" text DEFAULT '' NOT NULL,
	"goal_centi" integer NOT NULL,
	"max_per_log_centi" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"campaign_id" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "credential_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"public_key_multibase" text NOT NULL,
	"secret_key_multibase" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_keys_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"issue_key" text NOT NULL,
	"kind" text NOT NULL,
	"holder_id" integer,
	"email" text,
	"status_index" serial NOT NULL,
	"document" jsonb NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	CONSTRAINT "credentials_issue_key_unique" UNIQUE("issue_key"),
	CONSTRAINT "credentials_status_index_unique" UNIQUE("status_index")
);
--> statement-breakpoint
CREATE TABLE "learning_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_hi" text DEFAULT '' NOT NULL,
	"pass_mark" integer,
	"published" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "learning_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_markdown_hi" text DEFAULT '' NOT NULL,
	"body_html_hi" text DEFAULT '' NOT NULL,
	"youtube_id" text,
	"duration_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"max_watched_seconds" integer DEFAULT 0 NOT NULL,
	"last_report_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"passed" boolean NOT NULL,
	"certificate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"question_hi" text DEFAULT '' NOT NULL,
	"choices" jsonb NOT NULL,
	"answer" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_student_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"youtube_id" text NOT NULL,
	"child_appears" boolean NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"guardian_name" text,
	"guardian_relation" text,
	"consent_method" text,
	"consent_at" timestamp with time zone,
	"consent_recorded_by" integer,
	"consent_withdrawn_at" timestamp with time zone,
	"takedown_reason" text,
	"taken_down_at" timestamp with time zone,
	"taken_down_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_team_id_challenge_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."challenge_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_logs" ADD CONSTRAINT "challenge_logs_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_pledges" ADD CONSTRAINT "challenge_pledges_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_pledges" ADD CONSTRAINT "challenge_pledges_pledger_id_users_id_fk" FOREIGN KEY ("pledger_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_teams" ADD CONSTRAINT "challenge_teams_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lessons" ADD CONSTRAINT "learning_lessons_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_questions" ADD CONSTRAINT "learning_quiz_questions_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_student_videos" ADD CONSTRAINT "learning_student_videos_consent_recorded_by_users_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_student_videos" ADD CONSTRAINT "learning_student_videos_taken_down_by_users_id_fk" FOREIGN KEY ("taken_down_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_person_uq" ON "challenge_entries" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_entries_user_idx" ON "challenge_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_logs_entry_idx" ON "challenge_logs" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "challenge_pledges_entry_idx" ON "challenge_pledges" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_teams_name_uq" ON "challenge_teams" USING btree ("challenge_id","name");--> statement-breakpoint
CREATE INDEX "credentials_holder_idx" ON "credentials" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "credentials_issued_idx" ON "credentials" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_lessons_course_position" ON "learning_lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_progress_user_lesson" ON "learning_progress" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "learning_quiz_attempts_user_course" ON "learning_quiz_attempts" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_quiz_attempts_one_pass" ON "learning_quiz_attempts" USING btree ("user_id","course_id") WHERE passed;