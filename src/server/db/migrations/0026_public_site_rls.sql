-- Issue 16: the public site's content, contact messages and franchise applications are head office's data
-- (decision 002). Visitors never query these tables: the public routes read only what is published, and write
-- contact messages, uploads and applications, through the server as the owner with explicit filters. Head office
-- works them under withRls: franchisor and admin read; the blog is written by franchisor and admin (blog.manage),
-- the home page and microsites by the franchisor only (site.manage); applications and contact messages are moved by
-- head office, and only in the columns their routes change. The timeline of an application is append-only.
CREATE SEQUENCE IF NOT EXISTS application_reference_seq;
--> statement-breakpoint
ALTER TABLE blog_posts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY blog_posts_read ON blog_posts FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY blog_posts_write ON blog_posts FOR ALL USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON blog_posts TO app_user;
--> statement-breakpoint
ALTER TABLE brand_microsites ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY brand_microsites_read ON brand_microsites FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY brand_microsites_write ON brand_microsites FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor' AND updated_by = (SELECT app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON brand_microsites TO app_user;
--> statement-breakpoint
ALTER TABLE brand_packages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY brand_packages_read ON brand_packages FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY brand_packages_write ON brand_packages FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON brand_packages TO app_user;
--> statement-breakpoint
ALTER TABLE site_testimonials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY site_testimonials_read ON site_testimonials FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY site_testimonials_write ON site_testimonials FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON site_testimonials TO app_user;
--> statement-breakpoint
ALTER TABLE contact_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY contact_messages_read ON contact_messages FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY contact_messages_handle ON contact_messages FOR UPDATE
  USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT ON contact_messages TO app_user;
--> statement-breakpoint
GRANT UPDATE (status, handled_by, handled_at) ON contact_messages TO app_user;
--> statement-breakpoint
ALTER TABLE franchise_applications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY franchise_applications_read ON franchise_applications FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY franchise_applications_move ON franchise_applications FOR UPDATE
  USING ((SELECT app_is_head_office())) WITH CHECK ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT ON franchise_applications TO app_user;
--> statement-breakpoint
GRANT UPDATE (status, invitation_id, updated_at) ON franchise_applications TO app_user;
--> statement-breakpoint
ALTER TABLE application_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY application_documents_read ON application_documents FOR SELECT
  USING ((SELECT app_is_head_office()) AND application_id IS NOT NULL);
--> statement-breakpoint
GRANT SELECT (id, application_id, kind, storage_key, filename, content_type, size_bytes, created_at) ON application_documents TO app_user;
--> statement-breakpoint
ALTER TABLE application_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY application_events_read ON application_events FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY application_events_add ON application_events FOR INSERT
  WITH CHECK ((SELECT app_is_head_office()) AND actor_id = (SELECT app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT ON application_events TO app_user;
