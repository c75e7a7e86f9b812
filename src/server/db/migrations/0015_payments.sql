-- Online payments (bKash, SSLCommerz): one row per attempt to pay an order, every answer
-- of the gateway kept beside it, and on the order the time its held stock is released.
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"method" text NOT NULL CHECK ("method" in ('bkash', 'sslcommerz')),
	-- Our own reference, sent as bKash's merchantInvoiceNumber and SSLCommerz's tran_id.
	"reference" text NOT NULL,
	"amount_tk" integer NOT NULL CHECK ("amount_tk" > 0),
	"currency" text NOT NULL DEFAULT 'BDT',
	"status" text NOT NULL DEFAULT 'initiated'
		CHECK ("status" in ('initiated', 'paid', 'failed', 'cancelled', 'expired', 'refunded')),
	"refunded_tk" integer NOT NULL DEFAULT 0,
	"redirect_url" text,
	"gateway_payment_id" text,
	"trx_id" text,
	"val_id" text,
	"bank_tran_id" text,
	"risk_review" boolean NOT NULL DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_refund_within_paid" CHECK ("refunded_tk" >= 0 AND "refunded_tk" <= "amount_tk")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_id_unique" ON "payments" ("method", "gateway_payment_id")
	WHERE "gateway_payment_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" ("order_id", "created_at");
--> statement-breakpoint
CREATE INDEX "payments_open" ON "payments" ("created_at") WHERE "status" = 'initiated';
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
	-- What happened: create, callback, ipn, execute, query, validate, refund, status ...
	"kind" text NOT NULL,
	-- The payment's status after this event, when it changed it.
	"status" text,
	"body" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" ("payment_id", "id");
--> statement-breakpoint
ALTER TABLE "orders"
	-- Until when an unpaid online order holds its stock; null for cash on delivery.
	ADD COLUMN "payment_due_by" timestamp with time zone,
	-- Something the shop must look at: money to give back, or a payment to review.
	ADD COLUMN "payment_flag" text CHECK ("payment_flag" in ('refund-due', 'review')),
	DROP CONSTRAINT "orders_payment_status_known",
	ADD CONSTRAINT "orders_payment_status_known" CHECK ("payment_status" in ('due', 'paid', 'void', 'refunded'));
--> statement-breakpoint
CREATE INDEX "orders_payment_due" ON "orders" ("payment_due_by")
	WHERE "payment_due_by" IS NOT NULL AND "payment_status" = 'due';
