-- Orders staff take by phone (decision 083): the staff member who took an order for its
-- customer, and the payment links sent to the customer by SMS. A link's token is only in
-- the SMS; the table keeps its SHA-256. A link is used once and dies with the order's
-- payment hold.
ALTER TABLE "orders" ADD COLUMN "taken_by" uuid;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "pay_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_token_hash_unique" ON "pay_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "pay_links_order_idx" ON "pay_links" USING btree ("order_id");
