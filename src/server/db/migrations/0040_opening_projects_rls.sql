-- Issue 35 (decision 002, 021): a franchisee reads the opening projects and checklist items of their own locations and
-- updates their own items (the service decides which: their side, not system-linked); head office (franchisor, admin)
-- reads everything; the franchisor and admin start openings, review uploads and open stores. Templates and starter
-- inventory are head office's. New stores' codes come from opening_location_code_seq, used by the server as the owner.
ALTER TABLE opening_template_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY opening_template_items_read ON opening_template_items FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY opening_template_items_write ON opening_template_items FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON opening_template_items TO app_user;
--> statement-breakpoint
ALTER TABLE opening_starter_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY opening_starter_lines_read ON opening_starter_lines FOR SELECT USING (
  (SELECT app_is_head_office())
  OR brand_id IN (SELECT brand_id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY opening_starter_lines_write ON opening_starter_lines FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON opening_starter_lines TO app_user;
--> statement-breakpoint
ALTER TABLE opening_projects ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY opening_projects_read ON opening_projects FOR SELECT USING (
  (SELECT app_is_head_office())
  OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY opening_projects_write ON opening_projects FOR ALL
  USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON opening_projects TO app_user;
--> statement-breakpoint
ALTER TABLE opening_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY opening_items_read ON opening_items FOR SELECT USING (
  (SELECT app_is_head_office())
  OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY opening_items_head_office ON opening_items FOR ALL
  USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY opening_items_own_update ON opening_items FOR UPDATE
  USING (owner_side = 'franchisee' AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))
  WITH CHECK (owner_side = 'franchisee' AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON opening_items TO app_user;
--> statement-breakpoint
GRANT UPDATE (state, file_key, file_name, file_type, file_size, review_note, completed_by, completed_at, reviewed_by, reviewed_at,
  due_on, updated_at) ON opening_items TO app_user;
