-- Card EMI (decision 086): an order paid in instalments through SSLCommerz records the plan
-- the shopper chose, all three parts or none, so the order page and the invoice can show it.
ALTER TABLE "orders" ADD COLUMN "emi_bank" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emi_months" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emi_monthly_tk" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_emi_whole" CHECK (("orders"."emi_bank" is null and "orders"."emi_months" is null and "orders"."emi_monthly_tk" is null)
        or ("orders"."emi_bank" is not null and "orders"."emi_months" between 3 and 36 and "orders"."emi_monthly_tk" > 0 and "orders"."payment_method" = 'sslcommerz'));
--> statement-breakpoint
-- The EMI plans and the products kept out of them are settings the product pages and cards
-- show ("EMI from Tk X/month"): saving either drops every instance's cached catalogue.
CREATE TRIGGER "emi_settings_written_record_catalogue_change" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW WHEN (NEW."key" in ('emi_plans', 'emi_exclusions')) EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "emi_settings_deleted_record_catalogue_change" AFTER DELETE ON "settings" FOR EACH ROW WHEN (OLD."key" in ('emi_plans', 'emi_exclusions')) EXECUTE FUNCTION "record_catalogue_change"();
