-- Rows written before the document existed (the column starts empty; a change to how
-- documents are built empties it again in a migration) are filled here, once.
INSERT INTO search_lexicon (word)
SELECT DISTINCT unnest(search_lexicon_words(
  name || ' ' || brand || ' ' || search_spec_text(specs) || ' ' || left(details, 5000)))
FROM products WHERE search_document IS NULL
ON CONFLICT DO NOTHING;

UPDATE products
SET search_document = search_document_of(name, brand, category, specs, details, sku)
WHERE search_document IS NULL;
