-- Personal records are found by account id, never by email: an email can come back with
-- a new account after the old one was deleted, and the old orders must not come with it.
-- Orders already have (user_id, created_at); reviews get the same for "My Review", and
-- the email indexes, which nothing reads any more, go (every order pays for them).
--
-- No backfill of user_id: every order and review ever written carries its author's id
-- from the start, so a null user_id means the author's account was deleted (or it is a
-- demo review that never had one). Any account holding that email now was created after
-- the record, and matching it by email is exactly the mistake this migration retires.
CREATE INDEX IF NOT EXISTS "reviews_user_idx" ON "reviews" ("user_id", "created_at");
--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_email_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_email_idx";
--> statement-breakpoint
-- "Verified purchase": does this account have a delivered order of this product?
CREATE INDEX IF NOT EXISTS "orders_delivered_idx" ON "orders" ("user_id", "product_id") WHERE "status" = 'delivered';
--> statement-breakpoint
-- Counting what a customer holds in unconfirmed orders, inside every order placement.
CREATE INDEX IF NOT EXISTS "orders_pending_user_idx" ON "orders" ("user_id", "product_id") WHERE "status" = 'pending';
--> statement-breakpoint
-- The shop's limits on units held in unconfirmed orders, per customer: one product and in
-- total. Kept in settings as {"perProduct":n,"total":m}; this function is the one place
-- their defaults live (3: the largest pack; 10: a whole build's worth of parts), so the
-- admin screen and the order placement can never disagree.
CREATE FUNCTION "order_hold_limits"() RETURNS json LANGUAGE sql STABLE AS $$
	SELECT json_build_object(
		'perProduct', coalesce((s.value::jsonb ->> 'perProduct')::int, 3),
		'total', coalesce((s.value::jsonb ->> 'total')::int, 10)
	)
	FROM (SELECT 1) AS one
	LEFT JOIN settings s ON s.key = 'order_limits'
$$;
--> statement-breakpoint
-- place_order of 0003, now also refusing an order that would take the customer's units in
-- unconfirmed ('pending') orders past the shop's limits. Same arguments and answer shape,
-- plus what the customer holds and the limits, for the refusal's message.
--
-- The lock on the customer's row queues one customer's concurrent orders behind each
-- other on every instance; the statement after it takes a fresh snapshot, so its counts
-- see every order the customer placed before. Nothing is written unless every check passes.
CREATE OR REPLACE FUNCTION "place_order"(
	p_user uuid, p_product uuid, p_quantity integer, p_limit integer,
	p_name text, p_email text, p_phone text, p_address text
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
	outcome json;
	-- A plain value, not clock_timestamp() in the query: a volatile call cannot bound the
	-- index scan, which then reads every order the customer ever placed.
	since timestamptz;
BEGIN
	PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
	since := clock_timestamp() - interval '1 minute';
	WITH recent AS (
		SELECT count(*)::int AS placed,
			ceil(extract(epoch FROM (min(created_at) + interval '1 minute' - clock_timestamp())))::int
				AS retry_after
		FROM orders
		WHERE user_id = p_user AND created_at > since
	),
	held AS (
		SELECT coalesce(sum(quantity) FILTER (WHERE product_id = p_product), 0)::int AS product,
			coalesce(sum(quantity), 0)::int AS total
		FROM orders
		WHERE user_id = p_user AND status = 'pending'
	),
	limits AS (
		SELECT (l ->> 'perProduct')::int AS per_product, (l ->> 'total')::int AS total, l AS json
		FROM order_hold_limits() AS l
	),
	taken AS (
		UPDATE products SET stock = stock - p_quantity, updated_at = now()
		WHERE id = p_product AND deleted_at IS NULL AND stock >= p_quantity
			AND (SELECT placed FROM recent) < p_limit
			AND (SELECT product FROM held) + p_quantity <= (SELECT per_product FROM limits)
			AND (SELECT total FROM held) + p_quantity <= (SELECT total FROM limits)
		RETURNING name, image_url, price_tk
	),
	recorded AS (
		INSERT INTO orders (user_id, product_id, product_name, product_image, unit_price_tk,
			quantity, total_tk, customer_name, email, phone, address)
		SELECT p_user, p_product, name, image_url, price_tk, p_quantity, price_tk * p_quantity,
			p_name, p_email, p_phone, p_address
		FROM taken
		-- Named as the query builder names them, so the row needs no mapping.
		RETURNING id, user_id AS "userId", product_id AS "productId",
			product_name AS "productName", product_image AS "productImage",
			unit_price_tk AS "unitPriceTk", quantity, total_tk AS "totalTk",
			customer_name AS "customerName", email, phone, address, status,
			created_at AS "createdAt", updated_at AS "updatedAt"
	)
	SELECT json_build_object(
		'placed', recent.placed,
		'retryAfter', recent.retry_after,
		'order', (SELECT to_json(recorded) FROM recorded),
		-- For the refusal's message; as the statement began (null: not sold).
		'stock', (SELECT stock FROM products WHERE id = p_product AND deleted_at IS NULL),
		'held', json_build_object('product', held.product, 'total', held.total),
		'limits', limits.json
	) INTO outcome FROM recent, held, limits;
	RETURN outcome;
END
$$;
