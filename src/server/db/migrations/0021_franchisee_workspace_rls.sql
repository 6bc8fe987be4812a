-- Issue 15: the franchisee workspace (decision 002). Franchisees read what belongs to their locations (contract
-- package, tickets) or their brands (published training, active marketing assets) and write only their own progress,
-- downloads, documents, upgrade requests and tickets; head office (franchisor, admin) reads everything; only the
-- franchisor authors training and assets and manages agreements; both head-office roles answer tickets.
-- "Own locations" and "own brands" read the locations table under its own policy (a franchisee sees only theirs).
-- Settings functions are called in scalar subqueries (evaluated once per statement, decision 009).
CREATE SEQUENCE IF NOT EXISTS support_ticket_number_seq;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE support_ticket_number_seq TO app_user;
--> statement-breakpoint
-- ---------------------------------------------------------------- training
ALTER TABLE training_programs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_programs_read ON training_programs FOR SELECT USING (
  (SELECT app_is_head_office())
  OR (status = 'published' AND brand_id IN (SELECT brand_id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
CREATE POLICY training_programs_write ON training_programs FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON training_programs TO app_user;
--> statement-breakpoint
ALTER TABLE training_modules ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_modules_read ON training_modules FOR SELECT USING (
  (SELECT app_is_head_office()) OR program_id IN (SELECT id FROM training_programs));
--> statement-breakpoint
CREATE POLICY training_modules_write ON training_modules FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON training_modules TO app_user;
--> statement-breakpoint
ALTER TABLE training_module_prerequisites ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_module_prerequisites_read ON training_module_prerequisites FOR SELECT USING (
  (SELECT app_is_head_office()) OR module_id IN (SELECT id FROM training_modules));
--> statement-breakpoint
CREATE POLICY training_module_prerequisites_write ON training_module_prerequisites FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON training_module_prerequisites TO app_user;
--> statement-breakpoint
ALTER TABLE training_lessons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_lessons_read ON training_lessons FOR SELECT USING (
  (SELECT app_is_head_office()) OR module_id IN (SELECT id FROM training_modules));
--> statement-breakpoint
CREATE POLICY training_lessons_write ON training_lessons FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON training_lessons TO app_user;
--> statement-breakpoint
-- The answer key (correct_index) is not readable by app_user at all: learners get the questions without it, and the
-- grading and the authoring view read it as the owner after the service's own checks.
ALTER TABLE training_quiz_questions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_quiz_questions_read ON training_quiz_questions FOR SELECT USING (
  (SELECT app_is_head_office()) OR module_id IN (SELECT id FROM training_modules));
--> statement-breakpoint
CREATE POLICY training_quiz_questions_write ON training_quiz_questions FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT (id, module_id, position, prompt, options, created_at, updated_at) ON training_quiz_questions TO app_user;
--> statement-breakpoint
GRANT INSERT, DELETE ON training_quiz_questions TO app_user;
--> statement-breakpoint
GRANT UPDATE (position, prompt, options, correct_index, updated_at) ON training_quiz_questions TO app_user;
--> statement-breakpoint
ALTER TABLE training_module_progress ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_module_progress_read ON training_module_progress FOR SELECT USING (
  (SELECT app_is_head_office()) OR user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY training_module_progress_own ON training_module_progress FOR INSERT
  WITH CHECK (user_id = (SELECT app_user_id()) AND module_id IN (SELECT id FROM training_modules));
--> statement-breakpoint
CREATE POLICY training_module_progress_own_update ON training_module_progress FOR UPDATE
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT ON training_module_progress TO app_user;
--> statement-breakpoint
GRANT UPDATE (last_lesson_id, completed_lesson_ids, quiz_passed, best_score_percent, completed_at, updated_at) ON training_module_progress TO app_user;
--> statement-breakpoint
ALTER TABLE training_quiz_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_quiz_attempts_read ON training_quiz_attempts FOR SELECT USING (
  (SELECT app_is_head_office()) OR user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY training_quiz_attempts_own ON training_quiz_attempts FOR INSERT
  WITH CHECK (user_id = (SELECT app_user_id()) AND module_id IN (SELECT id FROM training_modules));
--> statement-breakpoint
GRANT SELECT, INSERT ON training_quiz_attempts TO app_user;
--> statement-breakpoint
ALTER TABLE training_enrolments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY training_enrolments_read ON training_enrolments FOR SELECT USING (
  (SELECT app_is_head_office()) OR user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY training_enrolments_own ON training_enrolments FOR INSERT
  WITH CHECK (user_id = (SELECT app_user_id()) AND program_id IN (SELECT id FROM training_programs) AND completed_at IS NULL);
--> statement-breakpoint
CREATE POLICY training_enrolments_own_update ON training_enrolments FOR UPDATE
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT ON training_enrolments TO app_user;
--> statement-breakpoint
GRANT UPDATE (completed_at, certificate_number) ON training_enrolments TO app_user;
--> statement-breakpoint
-- ---------------------------------------------------------------- marketing
ALTER TABLE marketing_assets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY marketing_assets_read ON marketing_assets FOR SELECT USING (
  (SELECT app_is_head_office())
  OR (status = 'active' AND (brand_id IS NULL OR brand_id IN (SELECT brand_id FROM locations WHERE owner_id = (SELECT app_user_id())))));
--> statement-breakpoint
CREATE POLICY marketing_assets_write ON marketing_assets FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor' AND download_count >= 0);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON marketing_assets TO app_user;
--> statement-breakpoint
GRANT UPDATE (brand_id, title, description, type, category, status, valid_from, valid_until, video_url, file_key, file_name, file_type, file_size, thumbnail_key, updated_at) ON marketing_assets TO app_user;
--> statement-breakpoint
ALTER TABLE marketing_asset_downloads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY marketing_asset_downloads_read ON marketing_asset_downloads FOR SELECT USING (
  (SELECT app_is_head_office()) OR user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY marketing_asset_downloads_own ON marketing_asset_downloads FOR INSERT WITH CHECK (
  user_id = (SELECT app_user_id())
  AND asset_id IN (SELECT id FROM marketing_assets)
  AND ((location_id IS NULL AND (SELECT app_is_head_office()))
       OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
GRANT SELECT, INSERT ON marketing_asset_downloads TO app_user;
--> statement-breakpoint
-- The asset's download_count follows its download rows; the trigger runs as the owner (app_user cannot write it).
CREATE OR REPLACE FUNCTION marketing_asset_download_count() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE marketing_assets a SET download_count = a.download_count + n.c
    FROM (SELECT asset_id, count(*)::int AS c FROM new_rows GROUP BY asset_id) n
   WHERE a.id = n.asset_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER marketing_asset_downloads_count AFTER INSERT ON marketing_asset_downloads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marketing_asset_download_count();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION marketing_asset_download_count() FROM PUBLIC;
--> statement-breakpoint
-- ---------------------------------------------------------------- contract package
ALTER TABLE franchise_agreements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY franchise_agreements_read ON franchise_agreements FOR SELECT USING (
  (SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY franchise_agreements_write ON franchise_agreements FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT ON franchise_agreements TO app_user;
--> statement-breakpoint
GRANT UPDATE (package_code, term_start, term_end, territory, renewal_status, signed_on, updated_at) ON franchise_agreements TO app_user;
--> statement-breakpoint
ALTER TABLE franchise_agreement_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY franchise_agreement_history_read ON franchise_agreement_history FOR SELECT USING (
  (SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY franchise_agreement_history_write ON franchise_agreement_history FOR INSERT
  WITH CHECK ((SELECT app_role()) = 'franchisor' AND changed_by = (SELECT app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT ON franchise_agreement_history TO app_user;
--> statement-breakpoint
ALTER TABLE location_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY location_documents_read ON location_documents FOR SELECT USING (
  (SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY location_documents_upload ON location_documents FOR INSERT WITH CHECK (
  uploaded_by = (SELECT app_user_id()) AND review_status = 'pending' AND reviewed_by IS NULL AND expiry_notified_at IS NULL
  AND ((SELECT app_role()) = 'franchisor' OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
CREATE POLICY location_documents_review ON location_documents FOR UPDATE
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
-- A franchisee may withdraw their own upload while it awaits review; head office may remove any.
CREATE POLICY location_documents_remove ON location_documents FOR DELETE USING (
  (SELECT app_role()) = 'franchisor'
  OR (review_status = 'pending' AND uploaded_by = (SELECT app_user_id())
      AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON location_documents TO app_user;
--> statement-breakpoint
GRANT UPDATE (title, expires_on, review_status, review_note, reviewed_by, reviewed_at, updated_at) ON location_documents TO app_user;
--> statement-breakpoint
ALTER TABLE location_milestones ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY location_milestones_read ON location_milestones FOR SELECT USING (
  (SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY location_milestones_write ON location_milestones FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT ON location_milestones TO app_user;
--> statement-breakpoint
GRANT UPDATE (state, due_on, completed_on, note, updated_by, updated_at) ON location_milestones TO app_user;
--> statement-breakpoint
ALTER TABLE package_upgrade_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY package_upgrade_requests_read ON package_upgrade_requests FOR SELECT USING (
  (SELECT app_is_head_office()) OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY package_upgrade_requests_ask ON package_upgrade_requests FOR INSERT WITH CHECK (
  requested_by = (SELECT app_user_id()) AND status = 'pending' AND decided_by IS NULL
  AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
-- Head office decides; the franchisee who asked may only withdraw a pending request.
CREATE POLICY package_upgrade_requests_decide ON package_upgrade_requests FOR UPDATE
  USING ((SELECT app_role()) = 'franchisor' OR (status = 'pending' AND requested_by = (SELECT app_user_id())))
  WITH CHECK ((SELECT app_role()) = 'franchisor' OR (status = 'withdrawn' AND decided_by IS NULL));
--> statement-breakpoint
GRANT SELECT, INSERT ON package_upgrade_requests TO app_user;
--> statement-breakpoint
GRANT UPDATE (status, decided_by, decided_at, decision_note) ON package_upgrade_requests TO app_user;
--> statement-breakpoint
-- ---------------------------------------------------------------- support
ALTER TABLE support_tickets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY support_tickets_read ON support_tickets FOR SELECT USING (
  (SELECT app_is_head_office()) OR created_by = (SELECT app_user_id())
  OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
CREATE POLICY support_tickets_raise ON support_tickets FOR INSERT WITH CHECK (
  (SELECT app_role()) = 'franchisee' AND created_by = (SELECT app_user_id()) AND status = 'open' AND assigned_to IS NULL
  AND first_response_at IS NULL
  AND (location_id IS NULL OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
CREATE POLICY support_tickets_update ON support_tickets FOR UPDATE USING (
  (SELECT app_is_head_office()) OR created_by = (SELECT app_user_id())
  OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
GRANT SELECT, INSERT ON support_tickets TO app_user;
--> statement-breakpoint
GRANT UPDATE (status, priority, assigned_to, first_response_at, resolved_at, closed_at, last_activity_at, updated_at) ON support_tickets TO app_user;
--> statement-breakpoint
ALTER TABLE support_ticket_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY support_ticket_messages_read ON support_ticket_messages FOR SELECT USING (ticket_id IN (SELECT id FROM support_tickets));
--> statement-breakpoint
CREATE POLICY support_ticket_messages_write ON support_ticket_messages FOR INSERT
  WITH CHECK (author_id = (SELECT app_user_id()) AND ticket_id IN (SELECT id FROM support_tickets));
--> statement-breakpoint
GRANT SELECT, INSERT ON support_ticket_messages TO app_user;
--> statement-breakpoint
ALTER TABLE support_ticket_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY support_ticket_attachments_read ON support_ticket_attachments FOR SELECT USING (ticket_id IN (SELECT id FROM support_tickets));
--> statement-breakpoint
CREATE POLICY support_ticket_attachments_write ON support_ticket_attachments FOR INSERT
  WITH CHECK (uploaded_by = (SELECT app_user_id()) AND ticket_id IN (SELECT id FROM support_tickets));
--> statement-breakpoint
GRANT SELECT, INSERT ON support_ticket_attachments TO app_user;
--> statement-breakpoint
ALTER TABLE support_ticket_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY support_ticket_history_read ON support_ticket_history FOR SELECT USING (ticket_id IN (SELECT id FROM support_tickets));
--> statement-breakpoint
CREATE POLICY support_ticket_history_write ON support_ticket_history FOR INSERT
  WITH CHECK (changed_by = (SELECT app_user_id()) AND ticket_id IN (SELECT id FROM support_tickets));
--> statement-breakpoint
GRANT SELECT, INSERT ON support_ticket_history TO app_user;
