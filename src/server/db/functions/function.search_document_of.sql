-- A product's search document: A the name, its model keys and its SKU written together
-- after a '=' (a query equal to the SKU finds it first), B the brand, C the category and
-- spec values, D the details.
CREATE OR REPLACE FUNCTION search_document_of(
  name text, brand text, category text, specs jsonb, details text, sku text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_weighted(search_words(name) || search_model_keys(name) || search_sku_key(sku), 'A')
    || search_weighted(search_words(brand), 'B')
    || search_weighted(search_words(category || ' ' || search_spec_text(specs)), 'C')
    || search_weighted(search_words(left(details, 5000)), 'D')
$$;
