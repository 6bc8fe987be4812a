-- Issue 14: suppliers and purchasing are head office's data (decision 002). Head office (franchisor, admin) reads it
-- under withRls; only the franchisor writes, and only the columns its routes edit. Derived figures (the suppliers'
-- rating, on-time and fill rates), received quantities and receipts are written by the purchasing service as the
-- owner, in the same transaction as the stock ledger's movement, so no request can type them in.
-- The policies call the settings functions in scalar subqueries: evaluated once per statement (an init plan), so the
-- planner keeps its row estimates and walks the indexes for a page of 20 instead of joining whole tables.
CREATE SEQUENCE IF NOT EXISTS purchase_order_number_seq;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE purchase_order_number_seq TO app_user;
--> statement-breakpoint
ALTER TABLE suppliers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY suppliers_read ON suppliers FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY suppliers_create ON suppliers FOR INSERT
  WITH CHECK ((SELECT app_role()) = 'franchisor' AND rating IS NULL AND on_time_rate IS NULL AND fill_rate IS NULL);
--> statement-breakpoint
CREATE POLICY suppliers_edit ON suppliers FOR UPDATE USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT ON suppliers TO app_user;
--> statement-breakpoint
GRANT UPDATE (code, name, description, type, status, contact_name, contact_email, contact_phone, website, address, lead_time_days, minimum_order_centavos, updated_at) ON suppliers TO app_user;
--> statement-breakpoint
ALTER TABLE supplier_products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY supplier_products_read ON supplier_products FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY supplier_products_write ON supplier_products FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON supplier_products TO app_user;
--> statement-breakpoint
ALTER TABLE supplier_product_costs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY supplier_product_costs_read ON supplier_product_costs FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY supplier_product_costs_write ON supplier_product_costs FOR INSERT
  WITH CHECK ((SELECT app_role()) = 'franchisor' AND changed_by = (SELECT app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT ON supplier_product_costs TO app_user;
--> statement-breakpoint
ALTER TABLE supplier_contracts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY supplier_contracts_read ON supplier_contracts FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY supplier_contracts_create ON supplier_contracts FOR INSERT
  WITH CHECK ((SELECT app_role()) = 'franchisor' AND expiry_notified_at IS NULL);
--> statement-breakpoint
CREATE POLICY supplier_contracts_edit ON supplier_contracts FOR UPDATE
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor');
--> statement-breakpoint
GRANT SELECT, INSERT ON supplier_contracts TO app_user;
--> statement-breakpoint
GRANT UPDATE (contract_number, title, start_date, end_date, payment_terms, pricing_terms, value_centavos, status, document_key, document_name, document_type, terminated_at, updated_at) ON supplier_contracts TO app_user;
--> statement-breakpoint
ALTER TABLE purchase_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY purchase_orders_read ON purchase_orders FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY purchase_orders_create ON purchase_orders FOR INSERT
  WITH CHECK ((SELECT app_role()) = 'franchisor' AND status = 'draft' AND received_at IS NULL);
--> statement-breakpoint
CREATE POLICY purchase_orders_edit ON purchase_orders FOR UPDATE
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor' AND status IN ('draft', 'submitted', 'acknowledged', 'cancelled'));
--> statement-breakpoint
GRANT SELECT, INSERT ON purchase_orders TO app_user;
--> statement-breakpoint
GRANT UPDATE (expected_date, notes, total_centavos, status, submitted_at, acknowledged_at, cancelled_at, cancel_reason, emailed_at, updated_at) ON purchase_orders TO app_user;
--> statement-breakpoint
ALTER TABLE purchase_order_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY purchase_order_lines_read ON purchase_order_lines FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY purchase_order_lines_write ON purchase_order_lines FOR ALL
  USING ((SELECT app_role()) = 'franchisor') WITH CHECK ((SELECT app_role()) = 'franchisor' AND quantity_received = 0);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON purchase_order_lines TO app_user;
--> statement-breakpoint
GRANT UPDATE (quantity_ordered, unit_cost_centavos) ON purchase_order_lines TO app_user;
--> statement-breakpoint
ALTER TABLE purchase_order_receipts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY purchase_order_receipts_read ON purchase_order_receipts FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
GRANT SELECT ON purchase_order_receipts TO app_user;
--> statement-breakpoint
ALTER TABLE purchase_order_status_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY purchase_order_status_history_read ON purchase_order_status_history FOR SELECT USING ((SELECT app_is_head_office()));
--> statement-breakpoint
CREATE POLICY purchase_order_status_history_write ON purchase_order_status_history FOR INSERT
  WITH CHECK ((SELECT app_role()) = 'franchisor' AND actor_id = (SELECT app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT ON purchase_order_status_history TO app_user;
