-- One product's move through change_stocks (the one way stock changes): no row when the
-- product is unknown or too short.
CREATE OR REPLACE FUNCTION "change_stock"(
	p_product uuid, p_change integer, p_reason text, p_order uuid,
	p_actor_role text, p_actor_id uuid, p_actor_name text, p_note text
) RETURNS SETOF "stock_ledger" LANGUAGE plpgsql AS $$
BEGIN
	RETURN QUERY SELECT * FROM change_stocks(ARRAY[p_product], ARRAY[p_change], p_reason,
		p_order, p_actor_role, p_actor_id, p_actor_name, p_note);
END
$$;
