-- Back-in-stock alerts (decision 078): a shopper's request to be told, by SMS or mail, when an
-- out-of-stock product has stock again. One waiting alert per product and contact (the
-- partial unique index); the products_back_in_stock trigger marks the waiting alerts of a
-- product notified and writes their notices when its stock goes from none to some, in the
-- transaction that moved it. `stop_token` is the unguessable key of the link that stops a
-- contact's alerts without signing in.
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"stop_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_channel_known" CHECK ("stock_alerts"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_stop_token_unique" ON "stock_alerts" USING btree ("stop_token");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_one_waiting" ON "stock_alerts" USING btree ("product_id","channel","contact") WHERE "stock_alerts"."notified_at" is null and "stock_alerts"."stopped_at" is null;
--> statement-breakpoint
CREATE INDEX "stock_alerts_contact_idx" ON "stock_alerts" USING btree ("channel","contact");
--> statement-breakpoint
-- A notice is about an order or about a stock alert, never both.
ALTER TABLE "notices" ALTER COLUMN "order_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "stock_alert_id" uuid REFERENCES "stock_alerts"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_about_one" CHECK (("notices"."order_id" is null) <> ("notices"."stock_alert_id" is null));
--> statement-breakpoint
-- How a product is sold besides its stock: normal (by stock), preorder (ordered while out of
-- stock) or coming-soon (shown, never ordered).
ALTER TABLE "products" ADD COLUMN "availability" text DEFAULT 'normal' NOT NULL
	CONSTRAINT "products_availability_known" CHECK ("availability" in ('normal', 'preorder', 'coming-soon'));
