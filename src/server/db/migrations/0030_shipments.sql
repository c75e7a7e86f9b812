-- Courier parcels (docs/product.md#couriers): one per order, booked through a courier's
-- merchant API. The row is written before the courier is called ('booking'), so a retry
-- after a timeout finds it and asks the courier by invoice instead of booking again.
CREATE TABLE "shipments" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"courier" text NOT NULL,
	"invoice" text NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"cash_to_collect_tk" integer NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"courier_status" text,
	"cash_collected_tk" integer,
	"delivery_fee_tk" integer,
	"pathao_city_id" integer,
	"pathao_zone_id" integer,
	"pathao_area_id" integer,
	"message" text,
	"booked_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_check_at" timestamp with time zone,
	"check_failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipments_courier_known" CHECK ("courier" IN ('steadfast', 'pathao')),
	CONSTRAINT "shipments_state_known" CHECK ("state" IN ('booking', 'booked', 'delivered', 'partial', 'returned', 'failed')),
	CONSTRAINT "shipments_cash_not_negative" CHECK ("cash_to_collect_tk" >= 0 AND ("cash_collected_tk" IS NULL OR "cash_collected_tk" >= 0) AND ("delivery_fee_tk" IS NULL OR "delivery_fee_tk" >= 0)),
	CONSTRAINT "shipments_check_failures_not_negative" CHECK ("check_failures" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_invoice" ON "shipments" ("courier", "invoice");
--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_consignment" ON "shipments" ("courier", "consignment_id") WHERE "consignment_id" IS NOT NULL;
--> statement-breakpoint
-- The status duty's work list: parcels the courier has not finished with, by when to ask next.
CREATE INDEX "shipments_to_check" ON "shipments" ("next_check_at") WHERE "state" IN ('booked', 'partial');
