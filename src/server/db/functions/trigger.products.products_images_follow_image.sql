CREATE OR REPLACE TRIGGER "products_images_follow_image" BEFORE INSERT OR UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_images_follow_image"();
