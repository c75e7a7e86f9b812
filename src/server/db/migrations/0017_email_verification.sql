-- Proof that an account's owner reads its email (issue 34, F1 and F7): a mailed link, or
-- Google saying it verified the address. Only a proven email may be made admin through
-- ADMIN_EMAILS, or be sent mail that repeats text the customer typed.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
-- Accounts already linked to Google were linked or created only for an email Google had
-- verified (docs/decisions/038-email-verification.md). Password accounts start unproven.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "google_sub" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "email_verifications" (
	-- Only the SHA-256 of the mailed token: a leaked table verifies nothing.
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	-- The address the link was mailed to: using it proves this address and no other.
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");
