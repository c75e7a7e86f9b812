-- Placing an order is the shop's hottest write. As one function it is one statement,
-- one round trip and its own transaction: lock the customer, count their recent
-- orders, take the stock, record the order. See src/server/features/orders/place-order.ts.
--
-- Locking the customer's row queues one customer's concurrent orders behind each
-- other (other customers are not held up); the next statement takes a fresh snapshot,
-- so its count sees every order the customer placed before. Two buyers racing for the
-- last unit serialise on the product row; the loser's update matches no row and
-- nothing is written. Name, picture and price come from the product row.
CREATE FUNCTION "place_order"(
	p_user uuid, p_product uuid, p_quantity integer, p_limit integer,
	p_name text, p_email text, p_phone text, p_address text
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
	outcome json;
BEGIN
	PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
	WITH recent AS (
		SELECT count(*)::int AS placed,
			ceil(extract(epoch FROM (min(created_at) + interval '1 minute' - clock_timestamp())))::int
				AS retry_after
		FROM orders
		WHERE user_id = p_user AND created_at > clock_timestamp() - interval '1 minute'
	),
	taken AS (
		UPDATE products SET stock = stock - p_quantity, updated_at = now()
		WHERE id = p_product AND deleted_at IS NULL AND stock >= p_quantity
			AND (SELECT placed FROM recent) < p_limit
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
		'stock', (SELECT stock FROM products WHERE id = p_product AND deleted_at IS NULL)
	) INTO outcome FROM recent;
	RETURN outcome;
END
$$;
