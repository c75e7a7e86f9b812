-- The units one customer holds in orders the shop has not confirmed yet, of each of the
-- given products, as {"<product id>": units}: what the hold limits count a new order
-- against (src/server/features/orders/placement-limits.ts). An order of one line carries
-- its product and units on its own row; only orders of several lines are looked up in
-- order_lines, each by its own key (`offset 0` keeps the planner from going the other way,
-- through every line of a popular product). The customer's orders are found once, by the
-- customer index, and materialised: asked for "this customer's pending orders" directly,
-- a generic plan picks the status index whenever the statistics hold few pending orders,
-- and then reads every pending order of every customer (placement-standing.test.ts).
-- Its own function, called only when a limit could be reached: the placement's statement
-- then neither runs nor sets up this part for the usual order. PL/pgSQL keeps the plan
-- for the connection's life.
CREATE OR REPLACE FUNCTION "customer_units_held"(p_user uuid, p_products uuid[])
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (
		WITH theirs AS MATERIALIZED (
			SELECT id, status, product_id, quantity, line_count FROM orders WHERE user_id = p_user
		), line AS (
			SELECT product_id, quantity FROM theirs WHERE status = 'pending' AND line_count = 1
			UNION ALL
			SELECT l.product_id, l.quantity FROM theirs o CROSS JOIN LATERAL (
				SELECT product_id, quantity FROM order_lines WHERE order_id = o.id OFFSET 0
			) l WHERE o.status = 'pending' AND o.line_count > 1
		)
		SELECT coalesce(json_object_agg(product_id, units), '{}') FROM (
			SELECT product_id, sum(quantity)::int AS units FROM line
			WHERE product_id = ANY(p_products) GROUP BY product_id
		) held
	);
END
$$;
