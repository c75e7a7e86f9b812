-- What a product cost the shop (optional, staff only: never in a public answer), and the
-- cost each order line was sold at, copied when the order is placed so that a later change
-- of cost does not rewrite past margins (decision 081). Null: the cost is not known.
ALTER TABLE "products" ADD COLUMN "cost_price_tk" integer
	CONSTRAINT "products_cost_price_range" CHECK ("cost_price_tk" BETWEEN 0 AND 100000000);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cost_price_tk" integer
	CONSTRAINT "order_lines_cost_price_not_negative" CHECK ("cost_price_tk" >= 0);
--> statement-breakpoint
-- The sales report reads orders by the time they were placed, whatever their status. A
-- block-range index: orders are written in time order, so it is small and narrows a period
-- to its blocks, and the planner never prefers it to the customer's own indexes for the
-- order placement's "orders of the last minute" (a btree on the time alone made a rush's
-- orders look cheaper to read than the customer's own; placement-standing.test.ts).
CREATE INDEX "orders_created_brin" ON "orders" USING brin ("created_at");
