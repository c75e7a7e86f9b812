-- Every change to the delivery settings (the zones, the districts' zones, the pickup points,
-- the extras kept in settings under 'delivery') gives them a new token in the same
-- transaction, so a shop that kept the settings of the old token reads them again with
-- its next order (features/delivery/kept-settings.ts). Tokens are random, never counted,
-- so no two databases, or two states of one, share one.
CREATE OR REPLACE FUNCTION "replace_delivery_settings_token"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE delivery_settings_token SET token = gen_random_uuid();
	RETURN NULL;
END
$$;
