-- Keeps each product's search document (and the search lexicon) current whatever writes the
-- product: the admin forms, the demo data, a restore, an import. Stock and price changes
-- leave the document alone.
CREATE OR REPLACE FUNCTION products_search_document() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := search_document_of(NEW.name, NEW.brand, NEW.category, NEW.specs, NEW.details, NEW.sku);
  INSERT INTO search_lexicon (word)
  SELECT unnest(search_lexicon_words(
    NEW.name || ' ' || NEW.brand || ' ' || search_spec_text(NEW.specs) || ' ' || left(NEW.details, 5000)))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
