CREATE OR REPLACE TRIGGER "products_initial_stock" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "record_initial_stock"();
