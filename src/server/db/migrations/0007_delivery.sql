-- Delivery by district: zones with their charges and times, every district's zone, the shop's
-- pickup points, and each product's shipping weight. The defaults are the shop's launch
-- prices (docs/product.md#delivery); the admin changes them under Delivery settings.
CREATE TABLE "delivery_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"home_charge" integer NOT NULL,
	"home_eta" text NOT NULL,
	"express_charge" integer,
	"express_eta" text,
	CONSTRAINT "delivery_zones_charges_not_negative" CHECK ("home_charge" >= 0 AND coalesce("express_charge", 0) >= 0),
	CONSTRAINT "delivery_zones_express_whole" CHECK (("express_charge" IS NULL) = ("express_eta" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "district_zones" (
	"district" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL REFERENCES "delivery_zones"("id")
);
--> statement-breakpoint
-- A point that is taken away stays (inactive) so that orders collected there keep its name.
CREATE TABLE "pickup_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "delivery_zones" ("id", "name", "position", "home_charge", "home_eta", "express_charge", "express_eta") VALUES
  ('inside-dhaka', 'Inside Dhaka', 1, 80, '1-2 days', 200, 'Next day'),
  ('dhaka-suburbs', 'Dhaka suburbs', 2, 110, '2-3 days', NULL, NULL),
  ('outside-dhaka', 'Outside Dhaka', 3, 150, '3-5 days', NULL, NULL);
--> statement-breakpoint
INSERT INTO "district_zones" ("district", "zone_id") VALUES
  ('Barguna', 'outside-dhaka'),
  ('Barishal', 'outside-dhaka'),
  ('Bhola', 'outside-dhaka'),
  ('Jhalokati', 'outside-dhaka'),
  ('Patuakhali', 'outside-dhaka'),
  ('Pirojpur', 'outside-dhaka'),
  ('Bandarban', 'outside-dhaka'),
  ('Brahmanbaria', 'outside-dhaka'),
  ('Chandpur', 'outside-dhaka'),
  ('Chattogram', 'outside-dhaka'),
  ('Cumilla', 'outside-dhaka'),
  ('Cox''s Bazar', 'outside-dhaka'),
  ('Feni', 'outside-dhaka'),
  ('Khagrachhari', 'outside-dhaka'),
  ('Lakshmipur', 'outside-dhaka'),
  ('Noakhali', 'outside-dhaka'),
  ('Rangamati', 'outside-dhaka'),
  ('Dhaka', 'inside-dhaka'),
  ('Faridpur', 'outside-dhaka'),
  ('Gazipur', 'dhaka-suburbs'),
  ('Gopalganj', 'outside-dhaka'),
  ('Kishoreganj', 'outside-dhaka'),
  ('Madaripur', 'outside-dhaka'),
  ('Manikganj', 'outside-dhaka'),
  ('Munshiganj', 'outside-dhaka'),
  ('Narayanganj', 'dhaka-suburbs'),
  ('Narsingdi', 'outside-dhaka'),
  ('Rajbari', 'outside-dhaka'),
  ('Shariatpur', 'outside-dhaka'),
  ('Tangail', 'outside-dhaka'),
  ('Bagerhat', 'outside-dhaka'),
  ('Chuadanga', 'outside-dhaka'),
  ('Jashore', 'outside-dhaka'),
  ('Jhenaidah', 'outside-dhaka'),
  ('Khulna', 'outside-dhaka'),
  ('Kushtia', 'outside-dhaka'),
  ('Magura', 'outside-dhaka'),
  ('Meherpur', 'outside-dhaka'),
  ('Narail', 'outside-dhaka'),
  ('Satkhira', 'outside-dhaka'),
  ('Jamalpur', 'outside-dhaka'),
  ('Mymensingh', 'outside-dhaka'),
  ('Netrokona', 'outside-dhaka'),
  ('Sherpur', 'outside-dhaka'),
  ('Bogura', 'outside-dhaka'),
  ('Chapainawabganj', 'outside-dhaka'),
  ('Joypurhat', 'outside-dhaka'),
  ('Naogaon', 'outside-dhaka'),
  ('Natore', 'outside-dhaka'),
  ('Pabna', 'outside-dhaka'),
  ('Rajshahi', 'outside-dhaka'),
  ('Sirajganj', 'outside-dhaka'),
  ('Dinajpur', 'outside-dhaka'),
  ('Gaibandha', 'outside-dhaka'),
  ('Kurigram', 'outside-dhaka'),
  ('Lalmonirhat', 'outside-dhaka'),
  ('Nilphamari', 'outside-dhaka'),
  ('Panchagarh', 'outside-dhaka'),
  ('Rangpur', 'outside-dhaka'),
  ('Thakurgaon', 'outside-dhaka'),
  ('Habiganj', 'outside-dhaka'),
  ('Moulvibazar', 'outside-dhaka'),
  ('Sunamganj', 'outside-dhaka'),
  ('Sylhet', 'outside-dhaka');
--> statement-breakpoint
INSERT INTO "pickup_points" ("name", "address", "phone", "hours", "position") VALUES
  ('Circuit Haat, BCS Computer City', 'Shop 512, Level 5, BCS Computer City, IDB Bhaban, Agargaon, Dhaka 1207', '+880 1711-555010', '10 am to 8 pm, closed Tuesdays', 1);
--> statement-breakpoint
-- Shipping weight; one kilogram until the admin says otherwise.
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 1000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_known" CHECK ("weight_grams" BETWEEN 1 AND 100000);
--> statement-breakpoint
-- The charge for each whole kg above the first, and the subtotal from which home delivery is free
-- (null: never).
INSERT INTO "settings" ("key", "value") VALUES ('delivery', '{"extraKgCharge":20,"freeDeliveryThreshold":null}')
ON CONFLICT ("key") DO NOTHING;
