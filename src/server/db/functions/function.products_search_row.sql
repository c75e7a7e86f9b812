-- Copies what a search reads of a product into its row of product_search_rows (decision 161),
-- whatever writes the product: the forms, an import, the stock ledger, the sale duty, a
-- restore. A deleted product's row goes with it (ON DELETE CASCADE).
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
