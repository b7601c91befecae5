CREATE TABLE "conversation_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"secret_nonce" text,
	"secret_ciphertext" text,
	"secret_tag" text,
	"secret_rotated_at" timestamp with time zone,
	"retention_days" integer
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"thread_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" serial NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"tokens" integer,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback_rating" text,
	"feedback_comment" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_thread_id_id_pk" PRIMARY KEY("thread_id","id")
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"visitor_id" text NOT NULL,
	"user_id" text,
	"publishable_key" text,
	"origin" text,
	"personality_id" text,
	"model" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_settings" ADD CONSTRAINT "conversation_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_thread_seq_idx" ON "thread_messages" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE INDEX "threads_customer_updated_idx" ON "threads" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "threads_customer_visitor_idx" ON "threads" USING btree ("customer_id","visitor_id","updated_at");--> statement-breakpoint
CREATE INDEX "threads_visitor_idx" ON "threads" USING btree ("visitor_id");