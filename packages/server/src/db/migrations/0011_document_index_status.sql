ALTER TABLE "storage_documents" ADD COLUMN "index_status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_documents" ADD COLUMN "index_error" text;--> statement-breakpoint
ALTER TABLE "storage_documents" ADD COLUMN "vector_model" text;--> statement-breakpoint
CREATE INDEX "storage_documents_index_status_idx" ON "storage_documents" USING btree ("index_status");--> statement-breakpoint
-- Documents indexed before indexing was queued are searchable already.
UPDATE "storage_documents" SET "index_status" = 'ready' WHERE EXISTS (SELECT 1 FROM "knowledge_chunks" k WHERE k."document_id" = "storage_documents"."id");
