CREATE OR REPLACE TRIGGER search_lexicon_changed_notify_search_words
AFTER UPDATE OR DELETE OR TRUNCATE ON search_lexicon
FOR EACH STATEMENT EXECUTE FUNCTION notify_search_words_changed();
