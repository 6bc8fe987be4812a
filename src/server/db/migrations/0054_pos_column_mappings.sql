-- Issue 36, "without a POS API": a location's saved column mapping for its POS export (decision 022). Its owner
-- reads and writes it (their own locations only); head office reads every location's.
CREATE TABLE "pos_column_mappings" (
  "location_id" uuid PRIMARY KEY NOT NULL REFERENCES "locations"("id") ON DELETE cascade,
  "columns" jsonb NOT NULL,
  "date_format" text NOT NULL,
  "updated_by" uuid REFERENCES "auth_users"("id") ON DELETE set null,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "pos_column_mappings_date_format_check" CHECK ("date_format" IN ('YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'))
);
--> statement-breakpoint
ALTER TABLE pos_column_mappings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY pos_column_mappings_read ON pos_column_mappings FOR SELECT
  USING ((SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY pos_column_mappings_insert ON pos_column_mappings FOR INSERT
  WITH CHECK (location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY pos_column_mappings_update ON pos_column_mappings FOR UPDATE
  USING (location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))
  WITH CHECK (location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON pos_column_mappings TO app_user;
