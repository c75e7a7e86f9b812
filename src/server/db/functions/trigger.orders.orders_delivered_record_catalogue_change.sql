-- A public review is marked "verified purchase" while its author has a delivered order
-- of the product: an order becoming (or ceasing to be) delivered changes the reviews shown.
CREATE OR REPLACE TRIGGER "orders_delivered_record_catalogue_change" AFTER UPDATE ON "orders" FOR EACH ROW WHEN ((OLD."status" = 'delivered') IS DISTINCT FROM (NEW."status" = 'delivered') OR (NEW."status" = 'delivered' AND OLD."user_id" IS DISTINCT FROM NEW."user_id")) EXECUTE FUNCTION "record_catalogue_change"();
