-- Keeps each product's search document (and the search lexicon) current whatever writes the
-- product: the admin forms, the demo data, a restore, an import. Stock and price changes
-- leave the document alone.
CREATE OR REPLACE FUNCTION products_search_document() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := search_document_of(NEW.name, NEW.brand, NEW.category, NEW.specs, NEW.details);
  INSERT INTO search_lexicon (word)
  SELECT unnest(search_lexicon_words(
    NEW.name || ' ' || NEW.brand || ' ' || search_spec_text(NEW.specs) || ' ' || left(NEW.details, 5000)))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER products_search_document
BEFORE INSERT OR UPDATE OF name, brand, category, specs, details ON products
FOR EACH ROW EXECUTE FUNCTION products_search_document();

-- Rows written before the document existed (the column starts empty; a change to how
-- documents are built empties it again in a migration) are filled here, once.
INSERT INTO search_lexicon (word)
SELECT DISTINCT unnest(search_lexicon_words(
  name || ' ' || brand || ' ' || search_spec_text(specs) || ' ' || left(details, 5000)))
FROM products WHERE search_document IS NULL
ON CONFLICT DO NOTHING;

UPDATE products
SET search_document = search_document_of(name, brand, category, specs, details)
WHERE search_document IS NULL;
