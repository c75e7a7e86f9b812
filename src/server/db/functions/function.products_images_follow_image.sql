-- Writers that know only image_url (older code, scripts, the spec's fields) keep working:
-- a row written without pictures gets [image_url], and a new image_url with the pictures
-- left as they were replaces them all, as PATCH with only `image` does.
CREATE OR REPLACE FUNCTION "products_images_follow_image"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(NEW."images") = 0 THEN
		NEW."images" := ARRAY[NEW."image_url"];
	ELSIF TG_OP = 'UPDATE' AND NEW."image_url" IS DISTINCT FROM OLD."image_url"
		AND NEW."images" IS NOT DISTINCT FROM OLD."images" THEN
		NEW."images" := ARRAY[NEW."image_url"];
	END IF;
	RETURN NEW;
END
$$;
