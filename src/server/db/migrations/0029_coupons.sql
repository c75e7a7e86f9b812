-- Coupons (docs/product.md#offers-coupons, decision 054). A deleted coupon keeps its row
-- (deleted_at) so the orders that used it still name it; its code is free for a new one.
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_tk" integer,
	"min_subtotal_tk" integer DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "coupons_code_format" CHECK ("code" ~ '^[A-Z0-9-]{3,32}$'),
	CONSTRAINT "coupons_kind_known" CHECK ("kind" IN ('percent', 'amount', 'free-delivery')),
	CONSTRAINT "coupons_value_fits_kind" CHECK (("kind" = 'percent' AND "value" BETWEEN 1 AND 100) OR ("kind" = 'amount' AND "value" >= 1) OR ("kind" = 'free-delivery' AND "value" = 0)),
	CONSTRAINT "coupons_max_discount_percent_only" CHECK ("max_discount_tk" IS NULL OR ("kind" = 'percent' AND "max_discount_tk" >= 1)),
	CONSTRAINT "coupons_min_subtotal_not_negative" CHECK ("min_subtotal_tk" >= 0),
	CONSTRAINT "coupons_ends_after_start" CHECK ("starts_at" IS NULL OR "ends_at" IS NULL OR "ends_at" > "starts_at"),
	CONSTRAINT "coupons_limits_positive" CHECK (("max_uses" IS NULL OR "max_uses" >= 1) AND ("max_uses_per_customer" IS NULL OR "max_uses_per_customer" >= 1)),
	-- The use count is taken by a conditional update in the checkout's transaction: never past the limit.
	CONSTRAINT "coupons_uses_within_limit" CHECK ("uses" >= 0 AND ("max_uses" IS NULL OR "uses" <= "max_uses"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" ("code") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- One row per order that used a coupon; a cancel deletes it and gives the use back.
CREATE TABLE "coupon_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"coupon_id" uuid NOT NULL REFERENCES "coupons"("id"),
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"discount_tk" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_discount_not_negative" CHECK ("discount_tk" >= 0)
);
--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user" ON "coupon_uses" ("coupon_id", "user_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_tk" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_order" CHECK ("discount_tk" >= 0 AND "discount_tk" <= "subtotal_tk" + coalesce("delivery_charge_tk", 0));
--> statement-breakpoint
-- Manage Orders' filter by coupon.
CREATE INDEX "orders_coupon_idx" ON "orders" ("coupon_code", "created_at") WHERE "coupon_code" IS NOT NULL;
