CREATE OR REPLACE TRIGGER "products_price_history" AFTER INSERT OR UPDATE OF "price_tk", "regular_price_tk" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "record_price_change"();
