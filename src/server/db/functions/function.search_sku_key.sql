-- A SKU as one lexeme: lower case, letters and digits only, after a '=' so it never meets a
-- word or a model key ("CH-GPU-0042" gives =chgpu0042). The query side writes a whole query
-- the same way (search-words.ts, skuKey).
CREATE OR REPLACE FUNCTION search_sku_key(sku text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN coalesce(lower(regexp_replace(sku, '[^0-9a-zA-Z]', '', 'g')), '') = '' THEN '{}'::text[]
    ELSE ARRAY['=' || lower(regexp_replace(sku, '[^0-9a-zA-Z]', '', 'g'))] END
$$;
