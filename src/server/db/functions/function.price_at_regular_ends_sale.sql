-- A new price at or above the regular price ends the sale (decision 053), whoever writes
-- it: a bulk change or an import that raises prices, or an edit sending the price alone.
-- A write that sets the regular price itself is left to the table's check, which refuses a
-- regular price not above the price.
CREATE OR REPLACE FUNCTION "price_at_regular_ends_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."regular_price_tk" := NULL;
	NEW."sale_ends_at" := NULL;
	RETURN NEW;
END
$$;
