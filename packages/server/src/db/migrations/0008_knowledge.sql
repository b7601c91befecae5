CREATE TABLE "knowledge_bindings" (
	"personality_id" text NOT NULL,
	"container_id" text NOT NULL,
	CONSTRAINT "knowledge_bindings_personality_id_container_id_pk" PRIMARY KEY("personality_id","container_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"container_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text,
	"sealed" text,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(text, ''))) STORED,
	"blind_tsv" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "memory_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"personality_id" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_documents" ADD COLUMN "media_type" text DEFAULT 'text/plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_documents" ADD COLUMN "encrypted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_bindings" ADD CONSTRAINT "knowledge_bindings_container_id_storage_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."storage_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_document_id_storage_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."storage_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_document_idx" ON "knowledge_chunks" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_container_idx" ON "knowledge_chunks" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_blind_tsv_idx" ON "knowledge_chunks" USING gin ("blind_tsv");--> statement-breakpoint
CREATE INDEX "memory_entries_space_idx" ON "memory_entries" USING btree ("personality_id","subject");--> statement-breakpoint
CREATE INDEX "memory_entries_subject_idx" ON "memory_entries" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "memory_entries_tsv_idx" ON "memory_entries" USING gin ("tsv");