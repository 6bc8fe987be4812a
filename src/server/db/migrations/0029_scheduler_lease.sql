ALTER TABLE "scheduled_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- A run claimed before this migration keeps the old rule: it counts as dead 30 minutes after it started.
UPDATE "scheduled_jobs" SET "lease_until" = "last_started_at" + interval '30 minutes' WHERE "running_by" IS NOT NULL;
