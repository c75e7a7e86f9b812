-- The demo catalogue's warranties: what Bangladeshi distributors give for each kind of
-- part. The seed applies it to the products it adds.
CREATE OR REPLACE FUNCTION "demo_warranty"("category" text, "specs" jsonb, OUT "months" integer, OUT "kind" text)
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
