-- An order's delivery charge kept as its two parts, so the order page and the invoice explain
-- it: the zone's charge for the method, and the extra-kg charge for the weight above the
-- first kg. Both are null while the charge is to be confirmed, and otherwise add up to it.
ALTER TABLE "orders"
	ADD COLUMN "delivery_zone_charge_tk" integer,
	ADD COLUMN "delivery_weight_charge_tk" integer;
--> statement-breakpoint
-- Orders placed before the parts were kept: the weight part is worked out from the lines'
-- weights at the shop's extra-kg charge now (never more than the charge itself), the rest is
-- the zone's. Pickup and free delivery (a charge of 0) are 0 and 0.
UPDATE "orders" o SET
	"delivery_weight_charge_tk" = w.part,
	"delivery_zone_charge_tk" = o."delivery_charge_tk" - w.part
FROM (
	SELECT ord."id", least(
		ord."delivery_charge_tk",
		coalesce((SELECT ("value"::json->>'extraKgCharge')::int FROM "settings" WHERE "key" = 'delivery'), 0)
			* greatest(0, ceil(coalesce((SELECT sum(l."weight_grams" * l."quantity")
				FROM "order_lines" l WHERE l."order_id" = ord."id"), 0) / 1000.0)::int - 1)
	) AS part
	FROM "orders" ord WHERE ord."delivery_charge_tk" IS NOT NULL
) w
WHERE w."id" = o."id";
--> statement-breakpoint
ALTER TABLE "orders"
	-- Both parts or neither (a row written without them reads as all zone charge).
	ADD CONSTRAINT "orders_delivery_parts_add_up" CHECK (
		("delivery_zone_charge_tk" IS NULL AND "delivery_weight_charge_tk" IS NULL)
		OR ("delivery_zone_charge_tk" >= 0 AND "delivery_weight_charge_tk" >= 0
			AND "delivery_zone_charge_tk" + "delivery_weight_charge_tk" = "delivery_charge_tk")
	);
