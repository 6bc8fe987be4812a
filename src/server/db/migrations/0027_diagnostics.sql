CREATE TABLE "client_error_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"route" text NOT NULL,
	"user_id" uuid,
	"build_version" text,
	"browser" text,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_changed_by" uuid,
	"status_changed_at" timestamp with time zone,
	CONSTRAINT "client_error_groups_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_runs" (
	"suite" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"passed" integer NOT NULL,
	"failed" integer NOT NULL,
	"skipped" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"run_by" uuid,
	"role" text,
	"source" text NOT NULL,
	"checks" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slow_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"request_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vital_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_error_groups" ADD CONSTRAINT "client_error_groups_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_error_groups" ADD CONSTRAINT "client_error_groups_status_changed_by_auth_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_runs" ADD CONSTRAINT "diagnostic_runs_run_by_auth_users_id_fk" FOREIGN KEY ("run_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_error_groups_last_seen_idx" ON "client_error_groups" USING btree ("status","last_seen_at");--> statement-breakpoint
CREATE INDEX "slow_requests_recorded_idx" ON "slow_requests" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "web_vital_samples_recorded_idx" ON "web_vital_samples" USING btree ("recorded_at");--> statement-breakpoint
-- Owner only (decision 002): the server reads and writes these itself; app_user holds no privilege, and row-level
-- security without a policy refuses everything should a grant ever be added by mistake.
ALTER TABLE diagnostic_runs ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE client_error_groups ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE web_vital_samples ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE slow_requests ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE diagnostic_runs ADD CONSTRAINT diagnostic_runs_status_check CHECK (status IN ('pass', 'fail', 'skipped'));--> statement-breakpoint
ALTER TABLE diagnostic_runs ADD CONSTRAINT diagnostic_runs_source_check CHECK (source IN ('server', 'browser'));--> statement-breakpoint
ALTER TABLE client_error_groups ADD CONSTRAINT client_error_groups_status_check CHECK (status IN ('open', 'resolved', 'ignored'));--> statement-breakpoint
ALTER TABLE client_error_groups ADD CONSTRAINT client_error_groups_kind_check CHECK (kind IN ('error', 'unhandledrejection', 'render'));--> statement-breakpoint
ALTER TABLE web_vital_samples ADD CONSTRAINT web_vital_samples_metric_check CHECK (metric IN ('LCP', 'INP', 'FID', 'CLS'));
