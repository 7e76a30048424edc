ALTER TABLE "campaign_updates" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD COLUMN "body_html_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
-- The spec's categories in Hindi (the seed's CATEGORIES_HI), for a site that has them already.
UPDATE "categories" SET "name_hi" = v.name_hi FROM (VALUES ('urgent', 'ज़रूरी'), ('children', 'बच्चे'), ('animals', 'पशु'), ('disability', 'दिव्यांगजन'), ('disaster-relief', 'आपदा राहत'), ('education', 'शिक्षा'), ('elderly', 'बुज़ुर्ग'), ('faith', 'आस्था'), ('hunger', 'भूख'), ('medical', 'चिकित्सा'), ('diy', 'ख़ुद करें (DIY)'), ('women', 'महिलाएँ')) AS v(slug, name_hi) WHERE "categories"."slug" = v.slug AND "categories"."name_hi" IS NULL;
