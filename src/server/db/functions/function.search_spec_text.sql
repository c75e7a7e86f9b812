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
