CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_type" text NOT NULL,
	"description" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"current_task" text
);
--> statement-breakpoint
CREATE TABLE "ai_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"model" text,
	"customer_id" integer,
	"tokens" integer DEFAULT 0 NOT NULL,
	"latency_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_containers" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"current_size" integer DEFAULT 0 NOT NULL,
	"max_size" integer NOT NULL,
	"storage_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"encryption_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_documents" ADD CONSTRAINT "storage_documents_container_id_storage_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."storage_containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_jobs_status_idx" ON "ai_jobs" USING btree ("status");