-- Words written with one weight, as a tsvector (positions carry the weight).
CREATE OR REPLACE FUNCTION search_weighted(words text[], weight text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    '''' || replace(replace(word, '\', '\\'), '''', '''''') || ''':' || least(n, 16383) || weight,
    ' '), '')::tsvector
  FROM unnest(words) WITH ORDINALITY AS w(word, n)
  WHERE word <> ''
$$;
