-- Only when something a search reads changed: an edit of the details or the pictures, or the
-- updated_at of a save that changed nothing, copies nothing.
CREATE OR REPLACE TRIGGER products_search_row_changed AFTER UPDATE ON products
FOR EACH ROW
WHEN ((OLD.price_tk, OLD.stock, OLD.low_stock_at, OLD.created_at, OLD.deleted_at,
  OLD.category, OLD.brand, OLD.sort_name, OLD.search_document, OLD.specs)
  IS DISTINCT FROM (NEW.price_tk, NEW.stock, NEW.low_stock_at, NEW.created_at, NEW.deleted_at,
  NEW.category, NEW.brand, NEW.sort_name, NEW.search_document, NEW.specs))
EXECUTE FUNCTION products_search_row();
