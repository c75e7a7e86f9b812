-- Bangla digits are read as the digits they are (function.search_clean.sql: ৪০৬০ = 4060):
-- every document is built again, by the backfill that runs after the migrations, and the
-- narrow search copies follow them through their trigger (decision 161).
UPDATE products SET search_document = NULL;
