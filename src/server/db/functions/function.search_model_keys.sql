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
