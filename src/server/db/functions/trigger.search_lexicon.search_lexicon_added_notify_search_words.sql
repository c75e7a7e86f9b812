CREATE OR REPLACE TRIGGER search_lexicon_added_notify_search_words
AFTER INSERT ON search_lexicon
REFERENCING NEW TABLE AS added_words
FOR EACH STATEMENT EXECUTE FUNCTION notify_search_words_added();
