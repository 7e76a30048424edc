ALTER TABLE "product_variants" ALTER COLUMN "attributes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "attributes" SET DATA TYPE json USING "attributes"::json;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "attributes" SET DEFAULT '{}'::json;
