CREATE OR REPLACE TRIGGER search_synonyms_notify_catalogue
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonym_groups
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
