CREATE TABLE "config_files" (
	"filename" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"is_valid" boolean NOT NULL,
	"errors" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"client" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_at" bigint NOT NULL,
	"locked_until" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "config_history_filename_idx" ON "config_history" USING btree ("filename","id");