CREATE TABLE "donation_pool_days" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"paid_paise" bigint NOT NULL,
	CONSTRAINT "donation_pool_days_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
ALTER TABLE "donation_pool_days" ADD CONSTRAINT "donation_pool_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept by the database itself, so every path that pays, refunds, moves or deletes a gift (the
-- app, a fix by hand, a bulk load) keeps the days equal to the gifts (issue 26).
CREATE FUNCTION "donation_pool_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' AND OLD.paid_at IS NOT NULL THEN
    UPDATE donation_pool_days SET paid_paise = paid_paise - OLD.amount_paise
      WHERE campaign_id = OLD.campaign_id AND day = (OLD.paid_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' AND NEW.paid_at IS NOT NULL THEN
    INSERT INTO donation_pool_days (campaign_id, day, paid_paise)
      VALUES (NEW.campaign_id, (NEW.paid_at AT TIME ZONE 'UTC')::date, NEW.amount_paise)
      ON CONFLICT (campaign_id, day) DO UPDATE SET paid_paise = donation_pool_days.paid_paise + EXCLUDED.paid_paise;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "donations_pool_days" AFTER INSERT OR DELETE OR UPDATE OF "status", "paid_at", "amount_paise", "campaign_id" ON "donations"
  FOR EACH ROW EXECUTE FUNCTION "donation_pool_days_keep"();
--> statement-breakpoint
INSERT INTO "donation_pool_days" ("campaign_id", "day", "paid_paise")
  SELECT "campaign_id", ("paid_at" AT TIME ZONE 'UTC')::date, sum("amount_paise") FROM "donations"
  WHERE "status" = 'paid' AND "paid_at" IS NOT NULL GROUP BY 1, 2;
