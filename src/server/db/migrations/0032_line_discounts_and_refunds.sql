-- A discounted order's lines keep their share of the discount, and the units refunded, so a
-- refund of some lines gives back what was paid for them (docs/product.md#offers-coupons,
-- decision 059).
ALTER TABLE "order_lines" ADD COLUMN "discount_tk" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_within_line" CHECK ("discount_tk" >= 0 AND "discount_tk" <= "line_total_tk");
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_within_quantity" CHECK ("refunded_quantity" >= 0 AND "refunded_quantity" <= "quantity");
--> statement-breakpoint
-- Orders discounted before the shares were kept: their discount (unless it was free
-- delivery, which belongs to the delivery charge) is spread over all their lines by their
-- totals, largest remainder first, as checkout now spreads it over the lines it covers.
WITH "discounted" AS (
	SELECT o."id", o."discount_tk"::bigint AS "discount", o."subtotal_tk"::bigint AS "subtotal"
	FROM "orders" o
	WHERE o."discount_tk" > 0 AND o."discount_tk" <= o."subtotal_tk"
		AND NOT EXISTS (SELECT 1 FROM "coupons" c WHERE c."code" = o."coupon_code" AND c."kind" = 'free-delivery')
), "shares" AS (
	SELECT l."order_id", l."line_no", d."discount",
		d."discount" * l."line_total_tk" / d."subtotal" AS "base",
		d."discount" * l."line_total_tk" % d."subtotal" AS "lost"
	FROM "order_lines" l JOIN "discounted" d ON d."id" = l."order_id"
), "ranked" AS (
	SELECT "order_id", "line_no", "base",
		"discount" - sum("base") OVER (PARTITION BY "order_id") AS "short",
		row_number() OVER (PARTITION BY "order_id" ORDER BY "lost" DESC, "line_no") AS "rank"
	FROM "shares"
)
UPDATE "order_lines" l SET "discount_tk" = r."base" + CASE WHEN r."rank" <= r."short" THEN 1 ELSE 0 END
FROM "ranked" r WHERE l."order_id" = r."order_id" AND l."line_no" = r."line_no";
