-- Hold limits that fit a shop selling whole PCs (decision 039). A customer may hold 5 of one
-- product and 40 units in all in orders the shop has not confirmed yet, unless the owner saved
-- other limits: two whole builds fit. order_hold_limits() stays the one place the defaults live.
CREATE OR REPLACE FUNCTION "order_hold_limits"() RETURNS json LANGUAGE sql STABLE AS $$
	SELECT json_build_object(
		'perProduct', coalesce((s.value::jsonb ->> 'perProduct')::int, 5),
		'total', coalesce((s.value::jsonb ->> 'total')::int, 40)
	)
	FROM (SELECT 1) AS one
	LEFT JOIN settings s ON s.key = 'order_limits'
$$;
--> statement-breakpoint
-- The owner's own limit for one product (a graphics card in short supply): units one customer
-- may hold of it in unconfirmed orders, in place of the shop's limit per product. Null: the
-- shop's limit applies.
ALTER TABLE "products" ADD COLUMN "hold_limit" integer
	CONSTRAINT "products_hold_limit_positive" CHECK ("hold_limit" BETWEEN 1 AND 100000);
