-- Invoices, stock movements and location alerts are franchisee-readable for their own locations only.
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY invoices_access ON invoices USING (app_is_head_office() OR app_owns_location(location_id)) WITH CHECK (app_is_head_office());
--> statement-breakpoint
ALTER TABLE stock_movements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY stock_movements_access ON stock_movements
  USING (app_is_head_office() OR (location_id IS NOT NULL AND app_owns_location(location_id)))
  WITH CHECK (app_is_head_office() OR (location_id IS NOT NULL AND app_owns_location(location_id)));
--> statement-breakpoint
ALTER TABLE stock_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY stock_alerts_access ON stock_alerts
  USING (app_is_head_office() OR (location_id IS NOT NULL AND app_owns_location(location_id)))
  WITH CHECK (app_is_head_office());
--> statement-breakpoint
ALTER TABLE order_approvals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY order_approvals_access ON order_approvals USING (app_is_head_office() OR app_owns_order(order_id)) WITH CHECK (app_is_head_office());
