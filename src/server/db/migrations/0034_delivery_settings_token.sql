-- An order reads the delivery settings in force in the statement that locks its products.
-- The shop keeps them between orders under this token, which every change to them replaces
-- in its own transaction (function.replace_delivery_settings_token.sql and its triggers):
-- an order reads the token, one row, and the settings themselves only when the token is
-- not the one kept (decision 065).
CREATE TABLE "delivery_settings_token" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "delivery_settings_token_one_row" CHECK ("delivery_settings_token"."only")
);
--> statement-breakpoint
INSERT INTO "delivery_settings_token" DEFAULT VALUES;
