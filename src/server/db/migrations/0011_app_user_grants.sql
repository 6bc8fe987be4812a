-- Defence in depth (issue 10, decision 002). Until now app_user held SELECT, INSERT, UPDATE, DELETE on every table
-- (0001 and its default privileges) and row-level security alone decided; tables without RLS (auth_users, the
-- catalogue, warehouse stock, brands) were open to any request. From here app_user holds exactly what the code that
-- runs under withRls needs, table by table and column by column; everything else is the owner's (asOwner, services
-- that use the pool directly, the auth library, migrations, the seed). The full list and the reasons are in
-- docs/decisions/002-row-level-security.md.
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM app_user;
--> statement-breakpoint
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM app_user;
--> statement-breakpoint
-- New tables and sequences start closed: a later migration grants what its routes need.
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM app_user;
--> statement-breakpoint
-- Personal data: each user's own rows (policies from 0003/0005).
GRANT SELECT, INSERT, UPDATE, DELETE ON addresses, payment_methods, cart_items, ordering_selections, user_notification_preferences, notifications TO app_user;
--> statement-breakpoint
-- Profiles: one's own row (head office: all) is readable; only the self-service columns are writable. Role, status,
-- e-mail, last sign-in and metadata are written by the owner role (IAM, invitations, sign-in), never by app_user.
GRANT SELECT ON user_profiles TO app_user;
--> statement-breakpoint
GRANT UPDATE (full_name, avatar_url, time_zone, preferences, updated_at) ON user_profiles TO app_user;
--> statement-breakpoint
-- Orders: a franchisee places orders for own locations (checkout) and may only move an own order from
-- pending_approval to cancelled; amounts, shipping data and every other transition are head office's (owner role).
GRANT SELECT, INSERT ON orders, order_items, order_status_history TO app_user;
--> statement-breakpoint
GRANT UPDATE (status, updated_at) ON orders TO app_user;
--> statement-breakpoint
DROP POLICY IF EXISTS orders_access ON orders;
--> statement-breakpoint
CREATE POLICY orders_read ON orders FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
CREATE POLICY orders_place ON orders FOR INSERT
  WITH CHECK (app_is_head_office() OR (status = 'pending_approval' AND location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())));
--> statement-breakpoint
CREATE POLICY orders_cancel ON orders FOR UPDATE
  USING (app_is_head_office() OR (status = 'pending_approval' AND location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())))
  WITH CHECK (app_is_head_office() OR (status = 'cancelled' AND location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())));
--> statement-breakpoint
-- Read-only to app_user: invoices, approvals, stock and its ledger, alerts and sales are written by the owner role
-- (approvals, shipping, the stock ledger, the seed). The stock ledger is the only writer of stock.
GRANT SELECT ON invoices, order_approvals, warehouse_stock, location_stock, stock_movements, stock_alerts, daily_sales TO app_user;
--> statement-breakpoint
-- Catalogue and brands: readable by every signed-in role; written by head office only (today the catalogue
-- service writes as the owner; a head-office request under withRls may write too).
GRANT SELECT, INSERT, UPDATE ON categories, products, brands TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON product_brands TO app_user;
--> statement-breakpoint
ALTER TABLE categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY categories_read ON categories FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY categories_head_office ON categories USING (app_is_head_office()) WITH CHECK (app_is_head_office());
--> statement-breakpoint
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY products_read ON products FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY products_head_office ON products USING (app_is_head_office()) WITH CHECK (app_is_head_office());
--> statement-breakpoint
ALTER TABLE product_brands ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_brands_read ON product_brands FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY product_brands_head_office ON product_brands USING (app_is_head_office()) WITH CHECK (app_is_head_office());
--> statement-breakpoint
ALTER TABLE brands ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY brands_read ON brands FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY brands_head_office ON brands USING (app_is_head_office()) WITH CHECK (app_is_head_office());
--> statement-breakpoint
-- Network: franchisees read their own locations and their history; head office creates and edits them (policies
-- from 0001/0010). Nobody deletes a location or rewrites its history as app_user.
GRANT SELECT, INSERT, UPDATE ON locations TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT ON location_status_history TO app_user;
--> statement-breakpoint
-- Audit log: append-only; an entry written under a user's identity names that user as its actor.
GRANT SELECT, INSERT ON audit_log TO app_user;
--> statement-breakpoint
DROP POLICY IF EXISTS audit_log_insert ON audit_log;
--> statement-breakpoint
CREATE POLICY audit_log_insert ON audit_log FOR INSERT WITH CHECK (actor_id = app_user_id());
--> statement-breakpoint
-- Sequences: order numbers (checkout) and audit ids. Invoice numbers are drawn by the owner role only.
GRANT USAGE ON SEQUENCE order_number_seq, audit_log_id_seq TO app_user;
--> statement-breakpoint
-- The last policies that called the SECURITY DEFINER ownership functions become semi-joins (as 0008 did for the
-- others), so app_user can call no function that runs with the owner's rights; then the functions go.
DROP POLICY IF EXISTS ordering_selections_own ON ordering_selections;
--> statement-breakpoint
CREATE POLICY ordering_selections_own ON ordering_selections USING (user_id = app_user_id())
  WITH CHECK (user_id = app_user_id() AND location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
DROP POLICY IF EXISTS cart_items_own ON cart_items;
--> statement-breakpoint
CREATE POLICY cart_items_own ON cart_items USING (user_id = app_user_id())
  WITH CHECK (user_id = app_user_id() AND location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
DROP POLICY IF EXISTS stock_movements_access ON stock_movements;
--> statement-breakpoint
CREATE POLICY stock_movements_read ON stock_movements FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
DROP POLICY IF EXISTS stock_alerts_access ON stock_alerts;
--> statement-breakpoint
CREATE POLICY stock_alerts_read ON stock_alerts FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
DROP POLICY IF EXISTS order_approvals_access ON order_approvals;
--> statement-breakpoint
CREATE POLICY order_approvals_read ON order_approvals FOR SELECT
  USING (app_is_head_office() OR order_id IN (SELECT o.id FROM orders o WHERE o.location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())));
--> statement-breakpoint
DROP FUNCTION IF EXISTS app_owns_location(uuid);
--> statement-breakpoint
DROP FUNCTION IF EXISTS app_owns_order(uuid);
