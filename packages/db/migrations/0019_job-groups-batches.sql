CREATE TABLE "batch_lines" (
	"batch_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"input" jsonb NOT NULL,
	"status" text,
	"message" text,
	"reference" text,
	"ok" boolean,
	"done_at" timestamp with time zone,
	CONSTRAINT "batch_lines_batch_id_line_no_pk" PRIMARY KEY("batch_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer,
	"created_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_lines" ADD CONSTRAINT "batch_lines_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("queue","priority" DESC NULLS LAST,"run_at","id") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;