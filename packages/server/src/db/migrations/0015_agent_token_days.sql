CREATE TABLE "agent_token_days" (
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_token_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE INDEX "agent_tasks_agent_running" ON "agent_tasks" USING btree ("agent_id") WHERE "agent_tasks"."status" in ('running', 'waiting_approval');--> statement-breakpoint
INSERT INTO "agent_token_days" ("agent_id", "day", "tokens")
SELECT t."agent_id", (s."created_at" AT TIME ZONE 'UTC')::date, sum(s."tokens")
FROM "agent_task_steps" s JOIN "agent_tasks" t ON t."id" = s."task_id"
WHERE s."tokens" <> 0
GROUP BY 1, 2;
