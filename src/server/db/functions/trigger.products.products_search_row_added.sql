CREATE OR REPLACE TRIGGER products_search_row_added AFTER INSERT ON products
FOR EACH ROW EXECUTE FUNCTION products_search_row();
