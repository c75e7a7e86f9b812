-- The columns a search reads of each product, in a narrow table of their own (decision 161).
-- A products row carries its details, pictures, specs and search document, about 1.1 kB: a
-- broad search visited a page for every 7 products it found and walked 30 columns of each
-- to reach the document and the name. Here a product is about 790 bytes, ten to a page,
-- and the columns a search reads come first. The columns keep the names they have on
-- products, so every condition written over products reads these rows unchanged.
-- Kept by the products_search_row trigger (db/functions), created here as well so that no
-- write between this migration and the start's function files goes uncopied.
CREATE TABLE "product_search_rows" (
	"id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"price_tk" integer NOT NULL,
	"stock" integer NOT NULL,
	"low_stock_at" integer,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"sort_name" text,
	"search_document" tsvector,
	"specs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_rows_search_idx" ON "product_search_rows" USING gin ("search_document") WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "product_search_rows_specs_idx" ON "product_search_rows" USING gin ("specs" jsonb_path_ops) WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_rows (id, price_tk, stock, low_stock_at, created_at,
    deleted_at, category, brand, sort_name, search_document, specs)
  VALUES (NEW.id, NEW.price_tk, NEW.stock, NEW.low_stock_at, NEW.created_at, NEW.deleted_at,
    NEW.category, NEW.brand, NEW.sort_name, NEW.search_document, NEW.specs)
  ON CONFLICT (id) DO UPDATE SET price_tk = EXCLUDED.price_tk, stock = EXCLUDED.stock,
    low_stock_at = EXCLUDED.low_stock_at, created_at = EXCLUDED.created_at,
    deleted_at = EXCLUDED.deleted_at, category = EXCLUDED.category, brand = EXCLUDED.brand,
    sort_name = EXCLUDED.sort_name, search_document = EXCLUDED.search_document,
    specs = EXCLUDED.specs;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_row_added AFTER INSERT ON products
FOR EACH ROW EXECUTE FUNCTION products_search_row();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_row_changed AFTER UPDATE ON products
FOR EACH ROW
WHEN ((OLD.price_tk, OLD.stock, OLD.low_stock_at, OLD.created_at, OLD.deleted_at,
  OLD.category, OLD.brand, OLD.sort_name, OLD.search_document, OLD.specs)
  IS DISTINCT FROM (NEW.price_tk, NEW.stock, NEW.low_stock_at, NEW.created_at, NEW.deleted_at,
  NEW.category, NEW.brand, NEW.sort_name, NEW.search_document, NEW.specs))
EXECUTE FUNCTION products_search_row();
--> statement-breakpoint
INSERT INTO "product_search_rows" (id, price_tk, stock, low_stock_at, created_at, deleted_at,
  category, brand, sort_name, search_document, specs)
SELECT id, price_tk, stock, low_stock_at, created_at, deleted_at, category, brand, sort_name,
  search_document, specs
FROM "products";
