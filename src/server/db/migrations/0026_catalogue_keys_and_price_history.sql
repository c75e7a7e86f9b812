-- A catalogue of thousands (docs/product.md#catalogue, decision 051): every product gets the
-- shop's own code (sku) and a readable address (slug); earlier slugs are kept so shared links
-- keep working; every price a product had is recorded; the stock ledger takes imports.
ALTER TABLE "products"
	ADD COLUMN "sku" text,
	ADD COLUMN "slug" text;
--> statement-breakpoint
-- One-time fill for the products already in the shop: the slug from the name (letters and
-- digits of ASCII, the rest hyphens; functions/product_slug.sql does the same for new names
-- and also transliterates Bangla), a number added where two names make the same slug, and
-- the SKU the slug in capitals.
WITH "base" AS (
	SELECT "id", coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'product') AS "b",
		row_number() OVER (PARTITION BY coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'product') ORDER BY "created_at", "id") AS "n"
	FROM "products"
)
UPDATE "products" SET
	"slug" = CASE WHEN "base"."n" = 1 THEN "base"."b" ELSE "base"."b" || '-' || "base"."n" END,
	"sku" = upper(left(CASE WHEN "base"."n" = 1 THEN "base"."b" ELSE "base"."b" || '-' || "base"."n" END, 64))
FROM "base" WHERE "base"."id" = "products"."id";
--> statement-breakpoint
ALTER TABLE "products"
	ALTER COLUMN "sku" SET NOT NULL,
	ALTER COLUMN "slug" SET NOT NULL,
	ADD CONSTRAINT "products_sku_printable" CHECK (char_length("sku") BETWEEN 1 AND 64 AND "sku" !~ '[[:cntrl:]]' AND "sku" = btrim("sku")),
	ADD CONSTRAINT "products_slug_shape" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("slug") <= 100);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" (lower("sku"));
--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" ("slug");
--> statement-breakpoint
-- The slugs a product had before its current one: /products/<old slug> answers 301 to the
-- current address. A slug later taken by another product's name belongs to that product.
CREATE TABLE "product_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"replaced_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "product_slugs_product_idx" ON "product_slugs" ("product_id");
--> statement-breakpoint
-- Every price a product had, with who set it and from where (functions/record_price_change.sql).
CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"price_tk" integer NOT NULL,
	"regular_price_tk" integer,
	"source" text NOT NULL CHECK ("source" IN ('form', 'import', 'bulk', 'sale-end', 'system')),
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_name" text,
	"created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" ("product_id", "id");
--> statement-breakpoint
-- The price each product has now is the start of its history.
INSERT INTO "price_history" ("product_id", "price_tk", "source", "created_at")
SELECT "id", "price_tk", 'system', "updated_at" FROM "products" ORDER BY "created_at", "id";
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_check";
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_check"
	CHECK ("reason" IN ('initial', 'order', 'cancel', 'adjustment', 'received', 'payment-expired', 'import'));
