ALTER TABLE "auth_outbox" ADD COLUMN "mail_status" text;--> statement-breakpoint
ALTER TABLE "auth_outbox" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "auth_outbox" ADD COLUMN "mailed_at" timestamp with time zone;