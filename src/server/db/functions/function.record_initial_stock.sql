-- A new product's stock is its initial ledger entry, however the product was added
-- (the admin's form, the demo catalogue, a test fixture). A writer adding many products
-- with their stock (a catalogue import) names the entry's reason and note with two settings
-- local to its transaction, so their stock needs no second write.
CREATE OR REPLACE FUNCTION "record_initial_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO stock_ledger (product_id, change, reason, actor_role, actor_id, actor_name, stock_after, note)
	SELECT NEW.id, NEW.stock,
		coalesce(nullif(current_setting('circuit_haat.initial_stock_reason', true), ''), 'initial'),
		CASE WHEN NEW.created_by IS NULL THEN 'system' ELSE 'admin' END,
		NEW.created_by, (SELECT name FROM users WHERE id = NEW.created_by), NEW.stock,
		nullif(current_setting('circuit_haat.initial_stock_note', true), '');
	RETURN NEW;
END
$$;
