-- The one way stock changes (src/server/features/stock/stock.ts calls it; so does the
-- order placement, in the statement that writes the order): moves each product's stock by
-- its change unless that would take it below zero, and writes each move's ledger row with
-- the stock after. A move refused (the product is unknown or too short) has no row, and
-- the caller rolls its transaction back. One product once per call, each with its change.
-- Set-based: one update and one insert for all the moves of an order, where a call per
-- product ran two statements (and the products' statement triggers) for each.
CREATE OR REPLACE FUNCTION "change_stocks"(
	p_products uuid[], p_changes integer[], p_reason text, p_order uuid,
	p_actor_role text, p_actor_id uuid, p_actor_name text, p_note text
) RETURNS SETOF "stock_ledger" LANGUAGE plpgsql AS $$
BEGIN
	-- A single move (most orders, every stock adjustment) needs neither the check for
	-- repeated products nor the ordered lock: it names one product, and locks one row.
	IF cardinality(p_products) IS DISTINCT FROM cardinality(p_changes)
		OR (cardinality(p_products) > 1
			AND cardinality(p_products) <> (SELECT count(DISTINCT p) FROM unnest(p_products) p)) THEN
		RAISE EXCEPTION 'change_stocks: one move per product, each with its change';
	END IF;
	IF cardinality(p_products) > 1 THEN
		-- In id order, as every transaction locks products, whatever order the update takes.
		PERFORM 1 FROM products WHERE id = ANY(p_products) ORDER BY id FOR NO KEY UPDATE;
	END IF;
	RETURN QUERY
	WITH moved AS (
		UPDATE products p SET stock = p.stock + m.change, updated_at = now()
		FROM unnest(p_products, p_changes) WITH ORDINALITY AS m(product_id, change, n)
		WHERE p.id = m.product_id AND p.stock + m.change >= 0
		RETURNING p.id, m.change, p.stock, m.n
	)
	INSERT INTO stock_ledger (product_id, change, reason, order_id, actor_role, actor_id,
		actor_name, stock_after, note)
	SELECT moved.id, moved.change, p_reason, p_order, p_actor_role, p_actor_id, p_actor_name,
		moved.stock, p_note
	FROM moved ORDER BY moved.n
	RETURNING *;
END
$$;
