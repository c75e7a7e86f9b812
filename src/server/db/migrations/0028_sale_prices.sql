-- Sale prices (docs/product.md#sale-prices, decision 053): a product on sale keeps the
-- price it had before in regular_price_tk, shown struck through beside the price charged;
-- sale_ends_at, when set, is when the sale duty (products/sale-end.ts) puts the regular
-- price back.
ALTER TABLE "products"
	ADD COLUMN "regular_price_tk" integer,
	ADD COLUMN "sale_ends_at" timestamptz,
	ADD CONSTRAINT "products_regular_price_above_price" CHECK ("regular_price_tk" > "price_tk"),
	ADD CONSTRAINT "products_sale_end_needs_regular_price" CHECK ("sale_ends_at" IS NULL OR "regular_price_tk" IS NOT NULL);
--> statement-breakpoint
-- The sale duty asks for the sales past their end; only products with an end are indexed.
CREATE INDEX "products_sale_ends_idx" ON "products" ("sale_ends_at") WHERE "sale_ends_at" IS NOT NULL;
