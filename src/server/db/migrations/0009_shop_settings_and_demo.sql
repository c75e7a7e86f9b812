-- Demo data is marked, so the owner can remove it and the dashboard can tell a real
-- catalogue from the demo one. New rows are never demo: only the seed sets the mark.
ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A shop seeded before the mark existed: its demo products are the ones nobody created,
-- dated one second apart from the demo catalogue's epoch (2025-09-01 10:00 Dhaka time).
UPDATE "products" SET "demo" = true
WHERE "created_by" IS NULL
  AND "created_at" >= '2025-09-01T04:00:00Z'
  AND "created_at" < '2025-09-01T04:01:00Z';
--> statement-breakpoint
-- ...its demo reviews are the seeded ones: no account, a demo reviewer's email and date.
UPDATE "reviews" SET "demo" = true
WHERE "user_id" IS NULL
  AND ("email", "created_at") IN (VALUES
    ('tanvir.ahmed93@gmail.com', '2025-09-14T15:10:00Z'::timestamptz),
    ('nusrat.jahan.dhk@gmail.com', '2025-09-22T13:45:00Z'),
    ('rakib.hasan@yahoo.com', '2025-10-03T17:05:00Z'),
    ('farhana.akter@outlook.com', '2025-10-09T08:30:00Z'),
    ('sabbir.hossain21@gmail.com', '2025-10-18T16:15:00Z'),
    ('mehedi.hasan.ctg@gmail.com', '2025-10-27T14:40:00Z'),
    ('ayesha.siddiqua@gmail.com', '2025-11-05T12:20:00Z'),
    ('shahriar.rahman@gmail.com', '2025-11-16T15:55:00Z'),
    ('jannatul.ferdous@yahoo.com', '2025-11-28T10:05:00Z'),
    ('arif.chowdhury@gmail.com', '2025-12-06T07:35:00Z'),
    ('sumaiya.islam@gmail.com', '2025-12-15T14:25:00Z'),
    ('nazmul.huda@outlook.com', '2025-12-29T16:50:00Z'),
    ('rumana.afroz@gmail.com', '2026-01-08T05:15:00Z'),
    ('tahmid.rahman@gmail.com', '2026-01-17T13:00:00Z'));
--> statement-breakpoint
-- ...and its demo pictures are the ones its demo products were seeded with.
UPDATE "images" SET "demo" = true
WHERE "id" IN (
  SELECT substring("image_url" from '/images/([0-9a-f]{32})\.webp') FROM "products" WHERE "demo"
);
--> statement-breakpoint
-- A shop that already has products made its choice about demo data: never seed again,
-- even after its demo products are removed and the catalogue is empty.
INSERT INTO "settings" ("key", "value")
SELECT 'demo_data', 'seeded' WHERE EXISTS (SELECT 1 FROM "products")
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- The shop's settings (key 'shop') are read by every instance and kept in memory: a
-- change notifies them all when, and only if, it commits (the same LISTEN/NOTIFY
-- connection as the catalogue's cache, features/products/catalogue-notifications.ts).
CREATE FUNCTION "notify_shop_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('shop_settings_changed', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_written_notify_shop" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW WHEN (NEW."key" = 'shop') EXECUTE FUNCTION "notify_shop_settings_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_deleted_notify_shop" AFTER DELETE ON "settings" FOR EACH ROW WHEN (OLD."key" = 'shop') EXECUTE FUNCTION "notify_shop_settings_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_truncated_notify_shop" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_settings_changed"();
