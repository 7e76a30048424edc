ALTER TABLE "blogs" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "excerpt_hi" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "body_html_hi" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "summary_hi" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "story_markdown_hi" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "story_html_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_hi" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "body_html_hi" text;