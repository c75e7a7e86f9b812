-- A refund is written here, with the units and amount it gives back, before its gateway is
-- asked (decision 068): a second refund of the same payment while one is in doubt is refused
-- by the unique index, and a refund whose answer was lost stays pending until the payment
-- sweeper has asked the gateway what became of it.
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE cascade,
	"amount_tk" integer NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_tk_check" CHECK ("payment_refunds"."amount_tk" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_pending" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "payment_refunds_payment" ON "payment_refunds" USING btree ("payment_id","created_at");
