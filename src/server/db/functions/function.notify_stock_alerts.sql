-- Back in stock (decision 078): when a product can be ordered again (its stock goes from none
-- to some, or a product with stock stops being "coming soon"), every alert waiting on it is
-- marked notified and gets its notice, in the transaction that changed the product: however
-- the stock moved (the admin's form, a bulk change, an import, a cancelled order's return),
-- it moved through change_stocks on this row. The notice relay queues the sending once the
-- change commits, and the notice's unique key means one notice per alert, whichever instance
-- or worker moved the stock.
CREATE OR REPLACE FUNCTION "notify_stock_alerts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH due AS (
		UPDATE stock_alerts SET notified_at = now()
		WHERE product_id = NEW.id AND notified_at IS NULL AND stopped_at IS NULL
		RETURNING id, channel, contact
	)
	INSERT INTO notices (key, stock_alert_id, event, channel, audience, recipient)
	SELECT 'stock-alert:' || due.id || ':' || due.channel, due.id, 'back-in-stock', due.channel,
		'customer', due.contact
	FROM due
	ON CONFLICT (key) DO NOTHING;
	RETURN NULL;
END
$$;
