-- The phone as an identity of its own (decision 082): an account has an email, a phone or
-- both. A phone is kept in its local form (01XXXXXXXXX, as checkout's phone rule writes it),
-- one account each; phone_verified_at is when an SMS code sent to it was entered.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_local" CHECK ("users"."phone" ~ '^01[3-9][0-9]{8}$');
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_phone" CHECK ("users"."email" is not null or "users"."phone" is not null);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");
--> statement-breakpoint
-- An order by a phone account without an email has no email to copy.
ALTER TABLE "orders" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
-- The one live sign-in code of each phone, hashed: a new code replaces the row, a correct
-- code or the fifth wrong try deletes it.
CREATE TABLE "phone_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_purpose_known" CHECK ("phone_codes"."purpose" in ('sign-in', 'checkout'))
);
--> statement-breakpoint
-- Every code SMS the shop sent, by phone and by (hashed) client address: the limits count
-- these rows, so a refused or failed send counts nothing.
CREATE TABLE "phone_code_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"client" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "phone_code_sends_phone" ON "phone_code_sends" USING btree ("phone","sent_at");
--> statement-breakpoint
CREATE INDEX "phone_code_sends_client" ON "phone_code_sends" USING btree ("client","sent_at");
--> statement-breakpoint
CREATE INDEX "phone_code_sends_sent" ON "phone_code_sends" USING btree ("sent_at");
