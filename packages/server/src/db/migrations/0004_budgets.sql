CREATE TABLE "budget_usage" (
	"day" text NOT NULL,
	"scope" text NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"images" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_usage_day_scope_pk" PRIMARY KEY("day","scope")
);
