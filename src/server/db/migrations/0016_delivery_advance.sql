-- Cash on delivery in two parts: where the shop's rule asks for it, the delivery charge is
-- paid online before the parcel leaves (a normal row in payments) and the rest in cash.
-- The cash the courier collects is computed here, once, for every reader.
ALTER TABLE "orders"
	-- The delivery charge asked online in advance; null for an order paid in one part.
	ADD COLUMN "advance_tk" integer CHECK ("advance_tk" > 0),
	-- What of it the gateway confirmed: 0 until then, then all of it.
	ADD COLUMN "advance_paid_tk" integer NOT NULL DEFAULT 0,
	ADD CONSTRAINT "orders_advance_paid_whole"
		CHECK ("advance_paid_tk" = 0 OR "advance_paid_tk" = "advance_tk");
--> statement-breakpoint
ALTER TABLE "orders"
	-- Cash still to hand over at the door: the total less the advance paid, while cash is due.
	ADD COLUMN "cash_to_collect_tk" integer GENERATED ALWAYS AS (
		CASE WHEN "payment_method" = 'cod' AND "payment_status" = 'due'
			THEN "total_tk" - "advance_paid_tk" ELSE 0 END
	) STORED;
