-- The owner's synonyms change what a search finds: cached catalogue answers are forgotten on
-- every instance, as for a product change (migrations 0002 and 0013 define the functions).
CREATE OR REPLACE TRIGGER search_synonyms_record_catalogue_change
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonym_groups
FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_change();
