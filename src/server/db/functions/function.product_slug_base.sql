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
