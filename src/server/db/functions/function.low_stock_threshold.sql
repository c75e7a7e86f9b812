-- The stock at or below which a product counts as low: its own threshold, else the shop's
-- (settings key 'low_stock', {"lowStockAt": n}), else 3. The one place the default lives:
-- the Manage Products filter, the admin overview and the daily summary all ask it.
CREATE OR REPLACE FUNCTION "low_stock_threshold"("own" integer) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT coalesce(
		"own",
		(SELECT (s.value::jsonb ->> 'lowStockAt')::int FROM settings s WHERE s.key = 'low_stock'),
		3
	)
$$;
