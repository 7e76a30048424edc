CREATE TABLE "shop_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_search_words_trgm_idx" ON "shop_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published' and moderation = 'visible';--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("min_price_paise","id") WHERE status = 'published' and moderation = 'visible';--> statement-breakpoint
CREATE INDEX "products_listed_price_desc_idx" ON "products" USING btree ("max_price_paise" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published' and moderation = 'visible';--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category_id","published_at" DESC NULLS LAST) WHERE status = 'published' and moderation = 'visible';--> statement-breakpoint
INSERT INTO "shop_search_words" ("word") SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("search_text"), '[[:space:][:punct:]]+') w WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]' ON CONFLICT DO NOTHING;
