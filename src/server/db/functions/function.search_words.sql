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
