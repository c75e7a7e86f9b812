CREATE OR REPLACE TRIGGER products_search_document
BEFORE INSERT OR UPDATE OF name, brand, category, specs, details, sku ON products
FOR EACH ROW EXECUTE FUNCTION products_search_document();
