ALTER TABLE "products" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_html_hi" text;