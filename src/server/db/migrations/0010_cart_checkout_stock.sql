-- Carts, saved addresses, orders of many lines with numbers, delivery, payment and a
-- timeline, and one owner of stock: every change is a row of the stock ledger.
-- Safe on a running shop's data: existing orders become one-line orders, and every
-- product's current stock becomes its first ledger entry.

-- A signed-in customer's cart: one row per product (a visitor's cart lives in the browser).
CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	-- A product is deleted outright only when nothing was ever ordered of it (demo data).
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 10),
	"price_when_added" integer NOT NULL,
	"added_at" timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY ("user_id", "product_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"label" text NOT NULL DEFAULT '',
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"district" text NOT NULL,
	"area" text NOT NULL,
	"line" text NOT NULL,
	"is_default" boolean NOT NULL DEFAULT false,
	"created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" ("user_id", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" ("user_id") WHERE "is_default";
--> statement-breakpoint
-- Order numbers: existing orders are numbered in the order they were placed.
CREATE SEQUENCE "order_number_seq";
--> statement-breakpoint
ALTER TABLE "orders"
	ADD COLUMN "number" bigint,
	ADD COLUMN "contact_name" text,
	ADD COLUMN "district" text,
	ADD COLUMN "area" text,
	ADD COLUMN "zone" text,
	ADD COLUMN "delivery_method" text NOT NULL DEFAULT 'home',
	ADD COLUMN "pickup_point" jsonb,
	ADD COLUMN "delivery_charge_tk" integer,
	ADD COLUMN "subtotal_tk" integer,
	ADD COLUMN "payment_method" text NOT NULL DEFAULT 'cod',
	ADD COLUMN "payment_status" text NOT NULL DEFAULT 'due',
	ADD COLUMN "note" text,
	ADD COLUMN "line_count" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
-- Orders made before delivery was charged keep the total their customer agreed to:
-- a delivery charge of 0, not "to be confirmed".
UPDATE "orders" o SET
	"number" = n.number,
	"contact_name" = o."customer_name",
	"subtotal_tk" = o."total_tk",
	"delivery_charge_tk" = 0,
	"payment_status" = CASE o."status" WHEN 'delivered' THEN 'paid' WHEN 'cancelled' THEN 'void' ELSE 'due' END
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS number FROM "orders") n
WHERE n."id" = o."id";
--> statement-breakpoint
SELECT setval('order_number_seq', coalesce((SELECT max("number") FROM "orders"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "orders"
	ALTER COLUMN "number" SET DEFAULT nextval('order_number_seq'),
	ALTER COLUMN "number" SET NOT NULL,
	ALTER COLUMN "contact_name" SET NOT NULL,
	ALTER COLUMN "subtotal_tk" SET NOT NULL,
	-- A cart line holds up to 10 units, and an order's flat quantity counts all its units.
	DROP CONSTRAINT "orders_quantity_pack",
	ADD CONSTRAINT "orders_quantity_positive" CHECK ("quantity" >= 1),
	ADD CONSTRAINT "orders_delivery_method_known" CHECK ("delivery_method" in ('home', 'express', 'pickup')),
	ADD CONSTRAINT "orders_payment_method_known" CHECK ("payment_method" in ('cod', 'bkash', 'sslcommerz')),
	ADD CONSTRAINT "orders_payment_status_known" CHECK ("payment_status" in ('due', 'paid', 'void')),
	ADD CONSTRAINT "orders_delivery_charge_not_negative" CHECK ("delivery_charge_tk" >= 0);
--> statement-breakpoint
ALTER SEQUENCE "order_number_seq" OWNED BY "orders"."number";
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" ("number");
--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" ("phone");
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id"),
	"product_name" text NOT NULL,
	"product_image" text NOT NULL,
	"unit_price_tk" integer NOT NULL,
	"quantity" integer NOT NULL CHECK ("quantity" >= 1),
	"line_total_tk" integer NOT NULL,
	"weight_grams" integer NOT NULL DEFAULT 1000,
	PRIMARY KEY ("order_id", "line_no")
);
--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" ("product_id");
--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "line_no", "product_id", "product_name", "product_image",
	"unit_price_tk", "quantity", "line_total_tk")
SELECT "id", 1, "product_id", "product_name", "product_image", "unit_price_tk", "quantity",
	"unit_price_tk" * "quantity"
FROM "orders";
--> statement-breakpoint
-- Every status an order reached, when, and who moved it (actor_id: null for the shop itself
-- or an account deleted since; the name is kept as it was).
CREATE TABLE "order_events" (
	"event_no" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"actor_role" text NOT NULL CHECK ("actor_role" in ('customer', 'admin', 'system')),
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_name" text,
	"note" text,
	"created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" ("order_id", "event_no");
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "actor_role", "actor_id", "actor_name", "created_at")
SELECT "id", 'pending', 'customer', "user_id", "customer_name", "created_at" FROM "orders";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "actor_role", "note", "created_at")
SELECT "id", "status", 'system', 'Status when order timelines began', "updated_at"
FROM "orders" WHERE "status" <> 'pending';
--> statement-breakpoint
-- A customer's checkout keys: the same key answers the same order for 24 hours.
CREATE TABLE "checkout_keys" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
CREATE INDEX "checkout_keys_created_idx" ON "checkout_keys" ("created_at");
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"entry_no" bigint GENERATED ALWAYS AS IDENTITY,
	-- Only a product never ordered is ever deleted outright (demo data): its ledger goes too.
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"change" integer NOT NULL,
	"reason" text NOT NULL CHECK ("reason" in ('initial', 'order', 'cancel', 'adjustment', 'received', 'payment-expired')),
	"order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
	"actor_role" text NOT NULL CHECK ("actor_role" in ('customer', 'admin', 'system')),
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_name" text,
	"stock_after" integer NOT NULL CHECK ("stock_after" >= 0),
	"note" text,
	"created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" ("product_id", "entry_no");
--> statement-breakpoint
CREATE INDEX "stock_ledger_order_idx" ON "stock_ledger" ("order_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
-- Stock before the ledger began: one initial entry per product, so that for every
-- product stock = the sum of its ledger's changes.
INSERT INTO "stock_ledger" ("product_id", "change", "reason", "actor_role", "stock_after", "note", "created_at")
SELECT "id", "stock", 'initial', 'system', "stock", 'Stock when the ledger began', "created_at"
FROM "products" ORDER BY "created_at", "id";
--> statement-breakpoint
-- The one way stock changes (src/server/features/stock/stock.ts calls it; so does
-- record_order): move it by p_change unless that would take it below zero, and write
-- the ledger row with the stock after. No row: the product is unknown or too short.
CREATE FUNCTION "change_stock"(
	p_product uuid, p_change integer, p_reason text, p_order uuid,
	p_actor_role text, p_actor_id uuid, p_actor_name text, p_note text
) RETURNS SETOF "stock_ledger" LANGUAGE sql AS $$
	WITH moved AS (
		UPDATE products SET stock = stock + p_change, updated_at = now()
		WHERE id = p_product AND stock + p_change >= 0
		RETURNING id, stock
	)
	INSERT INTO stock_ledger (product_id, change, reason, order_id, actor_role, actor_id,
		actor_name, stock_after, note)
	SELECT moved.id, p_change, p_reason, p_order, p_actor_role, p_actor_id, p_actor_name,
		moved.stock, p_note
	FROM moved
	RETURNING *
$$;
--> statement-breakpoint
-- A new product's stock is its initial ledger entry, however the product was added
-- (the admin's form, the demo catalogue, a test fixture).
CREATE FUNCTION "record_initial_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO stock_ledger (product_id, change, reason, actor_role, actor_id, actor_name, stock_after)
	SELECT NEW.id, NEW.stock, 'initial',
		CASE WHEN NEW.created_by IS NULL THEN 'system' ELSE 'admin' END,
		NEW.created_by, (SELECT name FROM users WHERE id = NEW.created_by), NEW.stock;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_initial_stock" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "record_initial_stock"();
--> statement-breakpoint
-- Orders are placed by src/server/features/orders/order-placement.ts now, one code for
-- the spec's single-product order and the cart's checkout.
DROP FUNCTION IF EXISTS "place_order"(uuid, uuid, integer, integer, text, text, text, text);
--> statement-breakpoint
-- Units a customer holds in unconfirmed orders are now counted over order lines.
DROP INDEX IF EXISTS "orders_pending_user_idx";
--> statement-breakpoint
CREATE INDEX "orders_pending_user_idx" ON "orders" ("user_id") WHERE "status" = 'pending';
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_delivered_idx";
--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" ("user_id") WHERE "status" = 'delivered';
