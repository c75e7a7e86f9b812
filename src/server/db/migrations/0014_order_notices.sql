-- Shipping an order records the courier and the parcel's tracking code. Existing orders
-- keep null: they were shipped (if at all) before the shop asked for them.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_code" text;
--> statement-breakpoint
-- Order notices: one row per message (an order's event, one channel, one recipient),
-- written in the transaction that changed the order, with a job in graphile-worker's
-- queue. `key` is the idempotency key the providers see; unique, so one occurrence of
-- an event is never recorded (or sent) twice.
CREATE TABLE IF NOT EXISTS "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"channel" text NOT NULL,
	"audience" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "notices_channel_known" CHECK ("channel" in ('email', 'sms')),
	CONSTRAINT "notices_audience_known" CHECK ("audience" in ('customer', 'admin')),
	CONSTRAINT "notices_status_known" CHECK ("status" in ('queued', 'sent', 'failed', 'not-configured'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notices_key_unique" ON "notices" USING btree ("key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notices_created_idx" ON "notices" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notices_order_idx" ON "notices" USING btree ("order_id","event","channel");
