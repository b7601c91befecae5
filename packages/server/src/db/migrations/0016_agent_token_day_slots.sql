ALTER TABLE "agent_token_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_token_days" DROP CONSTRAINT "agent_token_days_agent_id_day_pk";--> statement-breakpoint
ALTER TABLE "agent_token_days" ADD CONSTRAINT "agent_token_days_agent_id_day_slot_pk" PRIMARY KEY("agent_id","day","slot");
