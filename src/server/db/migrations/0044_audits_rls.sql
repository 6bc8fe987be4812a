-- Issue 37: who sees and writes audits (decision 002, decision 023). Head office (franchisor, admin) reads
-- everything; only the franchisor edits templates; head office schedules, performs and approves audits. A
-- franchisee reads their own locations' approved audits (answers, photos, template version) and announced audits
-- before they happen, never an unannounced one before its report is approved; they read their corrective actions
-- and answer open ones (status open -> answered only) with a photo of their own.
ALTER TABLE audit_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_templates_read ON audit_templates FOR SELECT USING (
  (SELECT app_is_head_office())
  OR brand_id IN (SELECT brand_id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY audit_templates_write ON audit_templates FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON audit_templates TO app_user;
--> statement-breakpoint
ALTER TABLE audit_template_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_template_versions_read ON audit_template_versions FOR SELECT USING (
  (SELECT app_is_head_office()) OR id IN (SELECT template_version_id FROM audits WHERE status = 'approved'));
--> statement-breakpoint
CREATE POLICY audit_template_versions_write ON audit_template_versions FOR INSERT
  WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_template_versions TO app_user;
--> statement-breakpoint
ALTER TABLE audits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audits_read ON audits FOR SELECT USING (
  (SELECT app_is_head_office())
  OR (location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))
      AND (status = 'approved' OR (announced AND status IN ('scheduled', 'in_progress', 'submitted')))));
--> statement-breakpoint
CREATE POLICY audits_write ON audits FOR INSERT WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY audits_update ON audits FOR UPDATE
  USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON audits TO app_user;
--> statement-breakpoint
ALTER TABLE audit_answers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_answers_read ON audit_answers FOR SELECT USING (
  (SELECT app_is_head_office()) OR audit_id IN (SELECT id FROM audits WHERE status = 'approved'));
--> statement-breakpoint
CREATE POLICY audit_answers_write ON audit_answers FOR INSERT WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_answers TO app_user;
--> statement-breakpoint
ALTER TABLE audit_actions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_actions_read ON audit_actions FOR SELECT USING (
  (SELECT app_is_head_office())
  OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY audit_actions_write ON audit_actions FOR INSERT WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY audit_actions_update ON audit_actions FOR UPDATE USING (
  (SELECT app_is_head_office())
  OR (status = 'open' AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))))
  WITH CHECK (
  (SELECT app_is_head_office())
  OR (status = 'answered' AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON audit_actions TO app_user;
--> statement-breakpoint
ALTER TABLE audit_photos ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_photos_read ON audit_photos FOR SELECT USING (
  (SELECT app_is_head_office())
  OR uploaded_by = (SELECT app_user_id())
  OR audit_id IN (SELECT id FROM audits WHERE status = 'approved'));
--> statement-breakpoint
CREATE POLICY audit_photos_write ON audit_photos FOR INSERT WITH CHECK (
  (SELECT app_is_head_office())
  OR (uploaded_by = (SELECT app_user_id()) AND action_id IN (SELECT id FROM audit_actions WHERE status = 'open')));
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_photos TO app_user;
