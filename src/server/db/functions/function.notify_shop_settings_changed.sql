-- The shop's settings (key 'shop') are read by every instance and kept in memory: a
-- change notifies them all when, and only if, it commits (the same LISTEN/NOTIFY
-- connection as the catalogue's cache).
CREATE OR REPLACE FUNCTION "notify_shop_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('shop_settings_changed', '');
	RETURN NULL;
END
$$;
