CREATE TABLE "provider_keys" (
	"provider" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"ciphertext" text NOT NULL,
	"tag" text NOT NULL,
	"last4" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishable_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"allowed_origins" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_start_pk" PRIMARY KEY("key","window_start")
);
