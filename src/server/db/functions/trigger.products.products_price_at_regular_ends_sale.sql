CREATE OR REPLACE TRIGGER "products_price_at_regular_ends_sale" BEFORE UPDATE OF "price_tk" ON "products"
	FOR EACH ROW
	WHEN (NEW."regular_price_tk" IS NOT NULL AND NEW."price_tk" >= NEW."regular_price_tk"
		AND NEW."regular_price_tk" IS NOT DISTINCT FROM OLD."regular_price_tk")
	EXECUTE FUNCTION "price_at_regular_ends_sale"();
