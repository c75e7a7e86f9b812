-- A plural of a plain word ends without its "s" (cards = card, fans = fan, not glass).
CREATE OR REPLACE FUNCTION search_fold(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN word ~ '^[a-z]{2,}[a-rt-z]s$' THEN left(word, -1) ELSE word END
$$;
