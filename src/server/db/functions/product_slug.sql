-- A product's readable address from its name (decision 051): lowercase ASCII letters and
-- digits joined by single hyphens, at most 80 characters. Bangla is written in Latin letters
-- (a simple letter-by-letter reading, enough for an address); other characters are dropped.
CREATE OR REPLACE FUNCTION "product_slug_base"("name" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(lower(
		(SELECT string_agg(coalesce(
			'{"অ":"o","আ":"a","ই":"i","ঈ":"i","উ":"u","ঊ":"u","ঋ":"ri","এ":"e","ঐ":"oi","ও":"o","ঔ":"ou",
			  "ক":"k","খ":"kh","গ":"g","ঘ":"gh","ঙ":"ng","চ":"ch","ছ":"chh","জ":"j","ঝ":"jh","ঞ":"n",
			  "ট":"t","ঠ":"th","ড":"d","ঢ":"dh","ণ":"n","ত":"t","থ":"th","দ":"d","ধ":"dh","ন":"n",
			  "প":"p","ফ":"f","ব":"b","ভ":"bh","ম":"m","য":"j","র":"r","ল":"l","শ":"sh","ষ":"sh",
			  "স":"s","হ":"h","ড়":"r","ঢ়":"rh","য়":"y","ৎ":"t","ং":"ng","ঃ":"h","ঁ":"n",
			  "া":"a","ি":"i","ী":"i","ু":"u","ূ":"u","ৃ":"ri","ে":"e","ৈ":"oi","ো":"o","ৌ":"ou",
			  "্":"","়":"","০":"0","১":"1","২":"2","৩":"3","৪":"4","৫":"5","৬":"6","৭":"7","৮":"8","৯":"9"}'::jsonb ->> "ch",
			"ch"), '' ORDER BY "n")
		FROM regexp_split_to_table("name", '') WITH ORDINALITY AS "chars"("ch", "n"))),
		'[^a-z0-9]+', '-', 'g')), 80)), ''), 'product')
$$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_keys" BEFORE INSERT OR UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_keys"();
