-- How search reads text (docs/decisions/050-search.md). The query side is
-- src/server/features/search/search-words.ts; search-words.test.ts keeps the two equal.
--
-- search_clean: compatibility-normalised lower case; Bangla digits read as the digits they
-- are (৪০৬০ = 4060: a Bangla keyboard types them); the joiners Bangla spellings may carry
-- dropped; an inch mark after a number read as the word "inch" (24" = 24 inch); anything but
-- Latin letters, digits and Bangla is a space between words.
CREATE OR REPLACE FUNCTION search_clean(raw text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(
        translate(lower(normalize(raw, NFKC)), '০১২৩৪৫৬৭৮৯', '0123456789'),
        '[\u200c\u200d]', '', 'g'),
      '([0-9])\s*("|''''|\u2033|\u201d)', '\1 inch ', 'g'),
    '[^0-9a-z\u0980-\u09ff]+', ' ', 'g'))
$$;
