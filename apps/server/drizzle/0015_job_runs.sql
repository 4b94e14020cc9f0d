CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_due_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text
);
