-- Issue 37: brand-standards audits (decision 023). Templates are versioned (each edit a new immutable row); an audit
-- keeps the version it was started with; answers and photos carry their own unique idempotency key.
CREATE TABLE "audit_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL REFERENCES "brands"("id"),
	"name" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_templates_brand_idx" ON "audit_templates" USING btree ("brand_id");
--> statement-breakpoint
CREATE TABLE "audit_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL REFERENCES "audit_templates"("id") ON DELETE cascade,
	"version" integer NOT NULL,
	"pass_mark_percent" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"created_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_template_versions_uq" UNIQUE("template_id","version"),
	CONSTRAINT "audit_template_versions_pass_mark" CHECK ("pass_mark_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE cascade,
	"template_id" uuid NOT NULL REFERENCES "audit_templates"("id"),
	"template_version_id" uuid REFERENCES "audit_template_versions"("id"),
	"auditor_id" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"scheduled_for" date NOT NULL,
	"cadence" text DEFAULT 'once' NOT NULL,
	"announced" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"score_tenths" integer,
	"critical_failures" integer,
	"passed" boolean,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"created_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audits_score" CHECK ("score_tenths" is null or ("score_tenths" between 0 and 1000))
);
--> statement-breakpoint
CREATE INDEX "audits_location_idx" ON "audits" USING btree ("location_id","scheduled_for");
--> statement-breakpoint
CREATE INDEX "audits_auditor_idx" ON "audits" USING btree ("auditor_id","status");
--> statement-breakpoint
CREATE TABLE "audit_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL REFERENCES "audits"("id") ON DELETE cascade,
	"question_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"na" boolean DEFAULT false NOT NULL,
	"value" jsonb,
	"comment" text,
	"answered_at" timestamp with time zone NOT NULL,
	"answered_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_answers_key_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "audit_answers_audit_idx" ON "audit_answers" USING btree ("audit_id","question_id");
--> statement-breakpoint
CREATE TABLE "audit_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL REFERENCES "audits"("id") ON DELETE cascade,
	"location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE cascade,
	"question_id" text NOT NULL,
	"prompt" text NOT NULL,
	"severity" text NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response_comment" text,
	"response_photo_id" uuid,
	"responded_at" timestamp with time zone,
	"responded_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"closed_at" timestamp with time zone,
	"closed_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"reopen_count" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_actions_question_uq" UNIQUE("audit_id","question_id")
);
--> statement-breakpoint
CREATE INDEX "audit_actions_location_idx" ON "audit_actions" USING btree ("location_id","status");
--> statement-breakpoint
CREATE TABLE "audit_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL REFERENCES "audits"("id") ON DELETE cascade,
	"question_id" text,
	"action_id" uuid REFERENCES "audit_actions"("id") ON DELETE cascade,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_photos_key_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "audit_photos_audit_idx" ON "audit_photos" USING btree ("audit_id");
