-- New words in the search lexicon: notified only when a statement added one, so the many
-- product writes that bring no new word (their words are already known: ON CONFLICT DO
-- NOTHING) leave what the app instances keep alone.
CREATE OR REPLACE FUNCTION "notify_search_words_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM added_words) THEN
		PERFORM pg_notify('search_words_changed', '');
	END IF;
	RETURN NULL;
END
$$;
