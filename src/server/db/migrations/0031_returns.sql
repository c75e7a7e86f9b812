-- Courier returns (docs/product.md#couriers): a parcel the courier brings back makes its
-- order `returned`, and its units come back on the shelf through the stock ledger with the
-- reason `return` once staff have it in hand.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known"
	CHECK ("status" IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'));
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_check";
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_check"
	CHECK ("reason" IN ('initial', 'order', 'cancel', 'adjustment', 'received', 'payment-expired', 'import', 'return'));
--> statement-breakpoint
-- A booking whose courier never answered is asked about by invoice when it falls due, so
-- the status duty's work list takes those rows too.
DROP INDEX "shipments_to_check";
--> statement-breakpoint
CREATE INDEX "shipments_to_check" ON "shipments" ("next_check_at") WHERE "state" IN ('booking', 'booked', 'partial');
