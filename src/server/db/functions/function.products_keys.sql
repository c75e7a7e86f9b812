-- Keeps sku and slug filled and unique, whoever writes the row (the form, an import, the
-- demo catalogue, a test): a new product without a SKU gets its slug in capitals; a new
-- name gets a new slug, and the old slug is kept in product_slugs so its links answer 301.
CREATE OR REPLACE FUNCTION "products_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	base text;
	candidate text;
	n integer := 1;
BEGIN
	IF TG_OP = 'INSERT' OR NEW."name" IS DISTINCT FROM OLD."name" OR NEW."slug" IS NULL THEN
		base := product_slug_base(NEW."name");
		IF TG_OP = 'UPDATE' AND OLD."slug" ~ ('^' || base || '(-[0-9]+)?$') THEN
			NEW."slug" := OLD."slug";
		ELSE
			candidate := base;
			WHILE EXISTS (SELECT 1 FROM "products" WHERE "slug" = candidate AND "id" <> NEW."id") LOOP
				n := n + 1;
				candidate := base || '-' || n;
			END LOOP;
			NEW."slug" := candidate;
		END IF;
	END IF;
	IF TG_OP = 'UPDATE' AND NEW."slug" IS DISTINCT FROM OLD."slug" THEN
		INSERT INTO "product_slugs" ("slug", "product_id") VALUES (OLD."slug", OLD."id")
		ON CONFLICT ("slug") DO UPDATE SET "product_id" = EXCLUDED."product_id", "replaced_at" = now();
	END IF;
	IF NEW."sku" IS NULL THEN
		base := upper(left(NEW."slug", 60));
		candidate := base;
		n := 1;
		WHILE EXISTS (SELECT 1 FROM "products" WHERE lower("sku") = lower(candidate) AND "id" <> NEW."id") LOOP
			n := n + 1;
			candidate := base || '-' || n;
		END LOOP;
		NEW."sku" := candidate;
	END IF;
	RETURN NEW;
END
$$;
