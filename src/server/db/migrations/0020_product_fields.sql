-- Product fields a shopper can trust (docs/product.md#add-product, decision 042): the
-- warranty, up to six pictures, and a default shipping weight per category.
ALTER TABLE "products"
	-- Months of warranty; 0 = none. The kind says who honours it.
	ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL,
	ADD COLUMN "warranty_kind" text DEFAULT 'brand' NOT NULL,
	-- The product's pictures, the main one first; image_url is always the first.
	ADD COLUMN "images" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "images" = ARRAY["image_url"];
--> statement-breakpoint
ALTER TABLE "products"
	ADD CONSTRAINT "products_warranty_months_range" CHECK ("warranty_months" BETWEEN 0 AND 120),
	ADD CONSTRAINT "products_warranty_kind_known" CHECK ("warranty_kind" IN ('brand', 'shop', 'service')),
	ADD CONSTRAINT "products_images_count" CHECK (cardinality("images") BETWEEN 1 AND 6),
	ADD CONSTRAINT "products_images_main_first" CHECK ("images"[1] = "image_url");
--> statement-breakpoint
-- Writers that know only image_url (older code, scripts, the spec's fields) keep working:
-- a row written without pictures gets [image_url], and a new image_url with the pictures
-- left as they were replaces them all, as PATCH with only `image` does.
CREATE FUNCTION "products_images_follow_image"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(NEW."images") = 0 THEN
		NEW."images" := ARRAY[NEW."image_url"];
	ELSIF TG_OP = 'UPDATE' AND NEW."image_url" IS DISTINCT FROM OLD."image_url"
		AND NEW."images" IS NOT DISTINCT FROM OLD."images" THEN
		NEW."images" := ARRAY[NEW."image_url"];
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_images_follow_image" BEFORE INSERT OR UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_images_follow_image"();
--> statement-breakpoint
-- The demo catalogue's warranties: what Bangladeshi distributors give for each kind of
-- part. The seed applies the same function to the products it adds.
CREATE FUNCTION "demo_warranty"("category" text, "specs" jsonb, OUT "months" integer, OUT "kind" text)
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN "category" = 'psu' THEN CASE
			WHEN "specs"->>'efficiency' IN ('80 PLUS Platinum', '80 PLUS Titanium') THEN 120
			WHEN "specs"->>'efficiency' = '80 PLUS Gold' THEN 84
			WHEN "specs"->>'efficiency' = '80 PLUS Bronze' THEN 60
			ELSE 36 END
		WHEN "category" IN ('cpu', 'gpu', 'motherboard', 'monitor', 'storage') THEN 36
		WHEN "category" = 'memory' THEN 120
		WHEN "category" = 'cooler' THEN 24
		ELSE 12 END,
	CASE WHEN "category" IN ('case', 'other') THEN 'service' ELSE 'brand' END
$$;
--> statement-breakpoint
UPDATE "products" SET ("warranty_months", "warranty_kind") =
	(SELECT "months", "kind" FROM demo_warranty("category", "specs")) WHERE "demo";
--> statement-breakpoint
-- The weight a new product gets when the form leaves it out; the owner changes these on
-- the dashboard. Changing one never rewrites the weights products already have.
CREATE TABLE "category_weights" (
	"category" text PRIMARY KEY NOT NULL,
	"weight_grams" integer NOT NULL,
	CONSTRAINT "category_weights_known" CHECK ("weight_grams" BETWEEN 1 AND 100000)
);
--> statement-breakpoint
INSERT INTO "category_weights" ("category", "weight_grams") VALUES
	('cpu', 500), ('gpu', 2000), ('motherboard', 1500), ('memory', 200), ('storage', 300),
	('psu', 2500), ('case', 9000), ('cooler', 1200), ('monitor', 6000), ('other', 1000);
--> statement-breakpoint
-- The warranty each order line was sold with, copied at ordering so a later edit of the
-- product never changes a past invoice; null for lines ordered before it was recorded.
ALTER TABLE "order_lines"
	ADD COLUMN "warranty_months" integer,
	ADD COLUMN "warranty_kind" text,
	ADD CONSTRAINT "order_lines_warranty_whole" CHECK (("warranty_months" IS NULL) = ("warranty_kind" IS NULL));
