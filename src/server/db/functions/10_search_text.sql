-- How search reads text (docs/decisions/050-search.md). The query side is
-- src/server/features/search/search-words.ts; search-words.test.ts keeps the two equal.
--
-- search_clean: compatibility-normalised lower case; the joiners Bangla spellings may carry
-- dropped; an inch mark after a number read as the word "inch" (24" = 24 inch); anything but
-- Latin letters, digits and Bangla is a space between words.
CREATE OR REPLACE FUNCTION search_clean(raw text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(lower(normalize(raw, NFKC)), '[\u200c\u200d]', '', 'g'),
      '([0-9])\s*("|''''|\u2033|\u201d)', '\1 inch ', 'g'),
    '[^0-9a-z\u0980-\u09ff]+', ' ', 'g'))
$$;
-- A plural of a plain word ends without its "s" (cards = card, fans = fan, not glass).
CREATE OR REPLACE FUNCTION search_fold(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN word ~ '^[a-z]{2,}[a-rt-z]s$' THEN left(word, -1) ELSE word END
$$;
-- The words a text is found by: each word, and the letter and digit runs of a word that mixes
-- them (rtx4060 is also rtx and 4060; i5-14400f is i, 5, 14400 and f), plurals folded.
-- Words longer than 40 characters are no words a shopper types.
CREATE OR REPLACE FUNCTION search_words(raw text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT search_fold(piece)), '{}')
  FROM regexp_split_to_table(search_clean(raw), ' ') AS word
  CROSS JOIN LATERAL (
    SELECT word
    UNION ALL
    SELECT run[1] FROM regexp_matches(word, '[0-9]+|[^0-9]+', 'g') AS run
    WHERE word ~ '[0-9]' AND word ~ '[^0-9]'
  ) AS pieces(piece)
  WHERE word <> '' AND length(word) <= 40
$$;
-- The model keys of a name: every run of one to four of its words holding a digit, written
-- together after a '#' ("MSI GeForce RTX 4060 Ventus" gives #rtx4060, #4060ventus, ...). A
-- query written together the same way is an exact model number.
CREATE OR REPLACE FUNCTION search_model_keys(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  WITH words AS (
    SELECT word, n FROM regexp_split_to_table(search_clean(name), ' ') WITH ORDINALITY AS w(word, n)
    WHERE word <> ''
  )
  SELECT coalesce(array_agg(DISTINCT key), '{}') FROM (
    SELECT '#' || string_agg(b.word, '' ORDER BY b.n) AS key
    FROM words a
    CROSS JOIN generate_series(0, 3) AS span
    JOIN words b ON b.n BETWEEN a.n AND a.n + span
    GROUP BY a.n, span
    HAVING count(*) = span + 1 AND bool_or(b.word ~ '[0-9]')
  ) AS keys
  WHERE length(key) <= 60
$$;
-- The spec values as words; a number carries the unit its key names (capacityGb 1000 is
-- "1000 gb", sizeIn 24 is "24 inch"); yes/no values say nothing a shopper types.
CREATE OR REPLACE FUNCTION search_spec_text(specs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE
      WHEN jsonb_typeof(value) = 'number' AND key ~ '(Gb|Mm|W|Hz|In|Mts|Ghz)$' THEN
        value::text || ' ' || CASE substring(key FROM '(Gb|Mm|W|Hz|In|Mts|Ghz)$')
          WHEN 'In' THEN 'inch' ELSE lower(substring(key FROM '(Gb|Mm|W|Hz|In|Mts|Ghz)$')) END
      ELSE value::text
    END, ' '), '')
  FROM jsonb_each(CASE WHEN jsonb_typeof(specs) = 'object' THEN specs ELSE '{}' END)
  WHERE jsonb_typeof(value) IN ('string', 'number', 'array')
$$;
-- Words written with one weight, as a tsvector (positions carry the weight).
CREATE OR REPLACE FUNCTION search_weighted(words text[], weight text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    '''' || replace(replace(word, '\', '\\'), '''', '''''') || ''':' || least(n, 16383) || weight,
    ' '), '')::tsvector
  FROM unnest(words) WITH ORDINALITY AS w(word, n)
  WHERE word <> ''
$$;
-- A product's search document: A the name and its model keys, B the brand, C the category
-- and spec values, D the details.
CREATE OR REPLACE FUNCTION search_document_of(
  name text, brand text, category text, specs jsonb, details text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_weighted(search_words(name) || search_model_keys(name), 'A')
    || search_weighted(search_words(brand), 'B')
    || search_weighted(search_words(category || ' ' || search_spec_text(specs)), 'C')
    || search_weighted(search_words(left(details, 5000)), 'D')
$$;
-- The plain words (Latin letters, four to 30) of a text, as written: what a misspelt query
-- word is compared with.
CREATE OR REPLACE FUNCTION search_lexicon_words(raw text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word), '{}')
  FROM regexp_split_to_table(search_clean(raw), ' ') AS word
  WHERE word ~ '^[a-z]{4,30}$'
$$;
