-- The one way stock changes (src/server/features/stock/stock.ts calls it; so does the
-- order placement): move it by p_change unless that would take it below zero, and write
-- the ledger row with the stock after. No row: the product is unknown or too short.
-- PL/pgSQL rather than SQL: a SQL function's statements are planned again on every call
-- (an order calls it once per product), while PL/pgSQL keeps its plans for the connection.
CREATE OR REPLACE FUNCTION "change_stock"(
	p_product uuid, p_change integer, p_reason text, p_order uuid,
	p_actor_role text, p_actor_id uuid, p_actor_name text, p_note text
) RETURNS SETOF "stock_ledger" LANGUAGE plpgsql AS $$
DECLARE
	v_stock integer;
BEGIN
	UPDATE products SET stock = stock + p_change, updated_at = now()
	WHERE id = p_product AND stock + p_change >= 0
	RETURNING stock INTO v_stock;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	RETURN QUERY
	INSERT INTO stock_ledger (product_id, change, reason, order_id, actor_role, actor_id,
		actor_name, stock_after, note)
	VALUES (p_product, p_change, p_reason, p_order, p_actor_role, p_actor_id, p_actor_name,
		v_stock, p_note)
	RETURNING *;
END
$$;
