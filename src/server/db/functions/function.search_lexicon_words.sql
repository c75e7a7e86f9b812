-- The plain words (Latin letters, four to 30) of a text, as written: what a misspelt query
-- word is compared with.
CREATE OR REPLACE FUNCTION search_lexicon_words(raw text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word), '{}')
  FROM regexp_split_to_table(search_clean(raw), ' ') AS word
  WHERE word ~ '^[a-z]{4,30}$'
$$;
