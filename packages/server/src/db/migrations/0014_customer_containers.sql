ALTER TABLE "storage_documents" DROP CONSTRAINT "storage_documents_container_id_storage_containers_id_fk";
--> statement-breakpoint
ALTER TABLE "storage_containers" ADD COLUMN "owner_customer_id" integer;--> statement-breakpoint
ALTER TABLE "storage_containers" ADD CONSTRAINT "storage_containers_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_documents" ADD CONSTRAINT "storage_documents_container_id_storage_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."storage_containers"("id") ON DELETE cascade ON UPDATE no action;