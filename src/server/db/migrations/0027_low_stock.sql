-- Low stock (docs/product.md#low-stock): a product's own threshold, in place of the shop's
-- (settings key 'low_stock', default 3, read by low_stock_threshold() in db/functions). Null:
-- the shop's threshold applies. A product is low when its stock is at most its threshold.
ALTER TABLE "products" ADD COLUMN "low_stock_at" integer
	CONSTRAINT "products_low_stock_at_range" CHECK ("low_stock_at" BETWEEN 0 AND 100000);
--> statement-breakpoint
-- One row per day the low-stock summary went to the shop's notification address: the
-- summary's job inserts the day's row in the transaction that sends it, so a second
-- instance (or a retried job) finds the day taken and sends nothing.
CREATE TABLE "low_stock_summaries" (
	"day" date PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"products" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_stock_summaries_products_counted" CHECK ("products" >= 0)
);
