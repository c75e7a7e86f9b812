-- A new product's stock is its initial ledger entry, however the product was added
-- (the admin's form, the demo catalogue, a test fixture).
CREATE OR REPLACE FUNCTION "record_initial_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO stock_ledger (product_id, change, reason, actor_role, actor_id, actor_name, stock_after)
	SELECT NEW.id, NEW.stock, 'initial',
		CASE WHEN NEW.created_by IS NULL THEN 'system' ELSE 'admin' END,
		NEW.created_by, (SELECT name FROM users WHERE id = NEW.created_by), NEW.stock;
	RETURN NEW;
END
$$;
