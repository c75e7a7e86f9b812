-- The shop's owner: a role above admin, held by one account at most.
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('customer', 'admin', 'owner'));
--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_owner" ON "users" USING btree ("role") WHERE "users"."role" = 'owner';
--> statement-breakpoint
-- A shop that already has admins keeps running as it did: its oldest admin (the account
-- that set the shop up under the former rule) becomes the owner, so no setup link is offered.
UPDATE "users" SET "role" = 'owner'
WHERE "id" = (
  SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1
)
AND NOT EXISTS (SELECT 1 FROM "users" WHERE "role" = 'owner');
