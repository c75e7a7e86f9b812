-- What a product cost the shop (optional, staff only: never in a public answer), and the
-- cost each order line was sold at, copied when the order is placed so that a later change
-- of cost does not rewrite past margins (decision 081). Null: the cost is not known.
ALTER TABLE "products" ADD COLUMN "cost_price_tk" integer
	CONSTRAINT "products_cost_price_range" CHECK ("cost_price_tk" BETWEEN 0 AND 100000000);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cost_price_tk" integer
	CONSTRAINT "order_lines_cost_price_not_negative" CHECK ("cost_price_tk" >= 0);
--> statement-breakpoint
-- The sales report reads orders by the time they were placed, whatever their status.
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");
