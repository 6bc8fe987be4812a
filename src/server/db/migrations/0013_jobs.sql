-- Issue 12: the job scheduler's state (decision 006). Owner only: app_user gets no grant (default privileges from
-- 0011 keep a new table closed; decision 002 lists it).
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"schedule" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb,
	"last_error" text,
	"running_by" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
