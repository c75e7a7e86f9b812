-- A product's name in lower case, stored (decision 101): relevance and the name sort order
-- products by it, and computing lower(name) for every product a broad search finds cost a
-- fifth of that search's set (0.4 ms of 2.0 for 1,418 products).
ALTER TABLE products ADD COLUMN sort_name text GENERATED ALWAYS AS (lower(name)) STORED;
