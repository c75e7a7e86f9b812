-- The one way stock changes (src/server/features/stock/stock.ts calls it; so does the
-- order placement): move it by p_change unless that would take it below zero, and write
-- the ledger row with the stock after. No row: the product is unknown or too short.
CREATE OR REPLACE FUNCTION "change_stock"(
	p_product uuid, p_change integer, p_reason text, p_order uuid,
	p_actor_role text, p_actor_id uuid, p_actor_name text, p_note text
) RETURNS SETOF "stock_ledger" LANGUAGE sql AS $$
	WITH moved AS (
		UPDATE products SET stock = stock + p_change, updated_at = now()
		WHERE id = p_product AND stock + p_change >= 0
		RETURNING id, stock
	)
	INSERT INTO stock_ledger (product_id, change, reason, order_id, actor_role, actor_id,
		actor_name, stock_after, note)
	SELECT moved.id, p_change, p_reason, p_order, p_actor_role, p_actor_id, p_actor_name,
		moved.stock, p_note
	FROM moved
	RETURNING *
$$;
