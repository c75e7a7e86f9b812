-- A model number followed by a word naming another model of it (Ti, SUPER, XT...) is no
-- longer an exact model key (function.search_model_keys.sql): every document is built
-- again, by the backfill that runs after the migrations.
UPDATE products SET search_document = NULL;
