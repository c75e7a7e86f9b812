-- Not for a change of stock alone: every order makes one, and a notification takes a
-- database-wide lock until the commit is on disk, which would put all orders in single
-- file. Stock shown from a cache is instead at most a second old (its answers' age limit).
CREATE OR REPLACE TRIGGER "products_edited_notify_catalogue" AFTER UPDATE ON "products" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at')) EXECUTE FUNCTION "notify_catalogue_changed"();
