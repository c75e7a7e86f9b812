-- The warranty desk (decision 088): a serial per unit sold, warranty claims and their steps.
-- Products say whether their units get a serial: staff's choice, or by category.
ALTER TABLE "products" ADD COLUMN "serial_tracked_choice" boolean;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serial_tracked" boolean GENERATED ALWAYS AS (coalesce(serial_tracked_choice, category in ('cpu', 'gpu', 'motherboard', 'memory', 'storage', 'psu', 'monitor'))) STORED;
--> statement-breakpoint
-- One row per unit's serial. A sale is an online order's line, or (order_id null) a sale made
-- before the shop went online, with its own reference and date. Only one `sold` row may carry
-- a serial: the partial unique index settles two staff recording it for two orders at once.
CREATE TABLE "sold_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE cascade,
	"line_no" integer,
	"unit_no" integer NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id"),
	"serial" text NOT NULL,
	"offline_ref" text,
	"sold_on" date,
	"origin_unit_id" uuid REFERENCES "sold_units"("id"),
	"state" text DEFAULT 'sold' NOT NULL,
	"recorded_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	FOREIGN KEY ("order_id", "line_no") REFERENCES "order_lines"("order_id", "line_no") ON DELETE cascade,
	CONSTRAINT "sold_units_sale_known" CHECK (("sold_units"."order_id" is not null and "sold_units"."line_no" is not null and "sold_units"."sold_on" is null and "sold_units"."offline_ref" is null)
        or ("sold_units"."order_id" is null and "sold_units"."line_no" is null and "sold_units"."sold_on" is not null and "sold_units"."offline_ref" is not null)),
	CONSTRAINT "sold_units_serial_form" CHECK ("sold_units"."serial" ~ '^[ -~]{1,64}$' and "sold_units"."serial" = upper("sold_units"."serial") and "sold_units"."serial" = btrim("sold_units"."serial")),
	CONSTRAINT "sold_units_unit_no_positive" CHECK ("sold_units"."unit_no" >= 1),
	CONSTRAINT "sold_units_state_known" CHECK ("sold_units"."state" in ('sold', 'corrected', 'released', 'replaced'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sold_units_serial_live" ON "sold_units" USING btree ("serial") WHERE "sold_units"."state" = 'sold';
--> statement-breakpoint
CREATE UNIQUE INDEX "sold_units_unit_live" ON "sold_units" USING btree ("order_id","line_no","unit_no") WHERE "sold_units"."state" = 'sold' and "sold_units"."order_id" is not null;
--> statement-breakpoint
CREATE INDEX "sold_units_serial_idx" ON "sold_units" USING btree ("serial");
--> statement-breakpoint
CREATE INDEX "sold_units_order_idx" ON "sold_units" USING btree ("order_id","line_no");
--> statement-breakpoint
-- Claims: one open claim per unit (by its first sale's unit, so a replacement cannot be
-- claimed again while the claim that gave it is open).
CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"unit_id" uuid NOT NULL REFERENCES "sold_units"("id"),
	"origin_unit_id" uuid NOT NULL REFERENCES "sold_units"("id"),
	"serial" text NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id"),
	"order_id" uuid REFERENCES "orders"("id") ON DELETE set null,
	"customer_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"problem" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"reject_reason" text,
	"replacement_unit_id" uuid REFERENCES "sold_units"("id"),
	"opened_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "warranty_claims_images_at_most_4" CHECK (cardinality("warranty_claims"."images") <= 4),
	CONSTRAINT "warranty_claims_state_known" CHECK ("warranty_claims"."state" in ('received', 'with-supplier', 'repaired', 'replaced', 'rejected', 'returned-to-customer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_number_unique" ON "warranty_claims" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_one_open" ON "warranty_claims" USING btree ("origin_unit_id") WHERE "warranty_claims"."state" <> 'returned-to-customer';
--> statement-breakpoint
CREATE INDEX "warranty_claims_board_idx" ON "warranty_claims" USING btree ("state","created_at");
--> statement-breakpoint
CREATE INDEX "warranty_claims_customer_idx" ON "warranty_claims" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE TABLE "warranty_claim_events" (
	"event_no" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "warranty_claims"("id") ON DELETE cascade,
	"state" text NOT NULL,
	"note" text,
	"actor_role" text NOT NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claim_events_actor_role_check" CHECK ("warranty_claim_events"."actor_role" in ('customer', 'admin', 'system'))
);
--> statement-breakpoint
CREATE INDEX "warranty_claim_events_claim_idx" ON "warranty_claim_events" USING btree ("claim_id","event_no");
--> statement-breakpoint
-- A claim's step tells its customer through the notice queue, as an order's does.
ALTER TABLE "notices" ADD COLUMN "warranty_claim_event_id" bigint REFERENCES "warranty_claim_events"("event_no") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_about_one";
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_about_one" CHECK (num_nonnulls("notices"."order_id", "notices"."stock_alert_id", "notices"."warranty_claim_event_id") = 1);
--> statement-breakpoint
-- A unit handed over in place of a faulty one leaves stock through the ledger.
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason_check";
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason_check" CHECK ("stock_ledger"."reason" in ('initial', 'order', 'cancel', 'adjustment', 'received', 'payment-expired', 'import', 'return', 'warranty-replacement'));
