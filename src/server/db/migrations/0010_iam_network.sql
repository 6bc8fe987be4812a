-- IAM console and network structure (IAM issue): brand identity, location details and lifecycle with history,
-- token invitations, and the append-only audit log.
ALTER TABLE "brands" ADD COLUMN "tagline" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_url" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "cover_url" text;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "primary_color" text DEFAULT '#1D4ED8' NOT NULL;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "secondary_color" text DEFAULT '#F59E0B' NOT NULL;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_status_check" CHECK ("brands"."status" in ('active', 'inactive'));
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "email" text;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "closed_on" date;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "operating_hours" jsonb;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "monthly_sales_target_centavos" bigint;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "royalty_rate_bps" integer;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "marketing_fee_rate_bps" integer;
--> statement-breakpoint
-- The old two-value status becomes the location lifecycle: active → open, inactive → closed.
UPDATE "locations" SET "status" = CASE "status" WHEN 'active' THEN 'open' WHEN 'inactive' THEN 'closed' ELSE "status" END;
--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "status" SET DEFAULT 'planning';
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_status_check" CHECK ("locations"."status" in ('planning', 'construction', 'training', 'open', 'closed', 'sold'));
--> statement-breakpoint
CREATE TABLE "location_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_status_history" ADD CONSTRAINT "location_status_history_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "location_status_history" ADD CONSTRAINT "location_status_history_changed_by_auth_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "location_status_history_location_idx" ON "location_status_history" USING btree ("location_id","changed_at");
--> statement-breakpoint
-- Existing locations get their first history row so every location has one.
INSERT INTO "location_status_history" ("location_id", "from_status", "to_status", "note", "changed_at")
  SELECT "id", NULL, "status", 'Status before the location lifecycle was introduced', "created_at" FROM "locations";
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "full_name" text;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "token_hash" text;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "location_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash");
--> statement-breakpoint
-- Invitations made before tokens existed keep working for a week from their creation, as before they never expired.
UPDATE "invitations" SET "sent_at" = "created_at", "expires_at" = greatest("created_at", now()) + interval '7 days';
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");
--> statement-breakpoint
-- Append-only for everyone, the owner included: the trigger fires for superusers too.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS
$$ BEGIN
  RAISE EXCEPTION 'audit_log is append-only: entries cannot be changed or deleted' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Default privileges (0001) gave app_user SELECT, INSERT, UPDATE, DELETE on every new table; take back the writes
-- that would change history. Inserts stay open (audited changes made inside an RLS transaction); reads are
-- head office's, or one's own entries.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM app_user;
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_log_read ON "audit_log" FOR SELECT USING (app_is_head_office() OR actor_id = app_user_id());
--> statement-breakpoint
CREATE POLICY audit_log_insert ON "audit_log" FOR INSERT WITH CHECK (true);
--> statement-breakpoint
-- Status history is franchisee-readable for their own locations; only head office writes it.
ALTER TABLE "location_status_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY location_status_history_access ON "location_status_history"
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()))
  WITH CHECK (app_is_head_office());
--> statement-breakpoint
-- Invitations carry token hashes: the server's business only, never read under a user's identity.
REVOKE ALL ON "invitations" FROM app_user;
