-- The shop's limits on units one customer holds in unconfirmed orders: of one product and
-- in total. Kept in settings as {"perProduct":n,"total":m}; this function is the one place
-- their defaults live, so the admin screen and the order placement can never disagree.
-- The defaults fit a shop selling whole PCs (decision 039): 5 of one product and 40 units
-- in all, two whole builds' worth.
-- PL/pgSQL, not SQL: PostgreSQL 17 plans the body of a SQL function that cannot be inlined
-- on every call, and every order placed calls this one; PL/pgSQL keeps its plan for the
-- connection's life.
CREATE OR REPLACE FUNCTION "order_hold_limits"() RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (
		SELECT json_build_object(
			'perProduct', coalesce((s.value::jsonb ->> 'perProduct')::int, 5),
			'total', coalesce((s.value::jsonb ->> 'total')::int, 40)
		)
		FROM (SELECT 1) AS one
		LEFT JOIN settings s ON s.key = 'order_limits'
	);
END
$$;
