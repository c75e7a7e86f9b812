-- The words search reads a query with (the owner's synonyms, the search lexicon) changed:
-- every app instance forgets what it kept of them (src/server/features/search/
-- search-words-store.ts), when, and only if, the change commits.
CREATE OR REPLACE FUNCTION "notify_search_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('search_words_changed', '');
	RETURN NULL;
END
$$;
