-- Records which transactions changed what the catalogue and its rendered pages show.
-- Every instance checks a few times a second whether one of these committed since its
-- last check, and only then forgets its cached answers. Unlike a notification, recording
-- a change takes no database-wide lock, so the stock taken by orders is recorded too.
CREATE OR REPLACE FUNCTION "record_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalogue_changes" ("xid") VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
