CREATE OR REPLACE TRIGGER search_synonyms_notify_search_words
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonym_groups
FOR EACH STATEMENT EXECUTE FUNCTION notify_search_words_changed();
