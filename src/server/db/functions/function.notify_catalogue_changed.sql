-- A change to the catalogue (products: price, details, soft delete; reviews: ratings)
-- notifies the app instances in the same transaction, so each empties its cache of
-- public catalogue answers when, and only if, the change commits.
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', '');
	RETURN NULL;
END
$$;
