-- Ownership policies as semi-joins instead of a per-row function call: the planner evaluates
-- "my locations" once (a hashed subplan), which keeps franchisee queries fast on 100,000+ orders.
-- The subqueries run under the same row-level security, so they see only the caller's own rows.
DROP POLICY IF EXISTS location_stock_access ON location_stock;
--> statement-breakpoint
CREATE POLICY location_stock_access ON location_stock
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()))
  WITH CHECK (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
DROP POLICY IF EXISTS orders_access ON orders;
--> statement-breakpoint
CREATE POLICY orders_access ON orders
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()))
  WITH CHECK (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
DROP POLICY IF EXISTS order_items_access ON order_items;
--> statement-breakpoint
CREATE POLICY order_items_access ON order_items
  USING (app_is_head_office() OR order_id IN (SELECT o.id FROM orders o WHERE o.location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())))
  WITH CHECK (app_is_head_office() OR order_id IN (SELECT o.id FROM orders o WHERE o.location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())));
--> statement-breakpoint
DROP POLICY IF EXISTS order_status_history_access ON order_status_history;
--> statement-breakpoint
CREATE POLICY order_status_history_access ON order_status_history
  USING (app_is_head_office() OR order_id IN (SELECT o.id FROM orders o WHERE o.location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())))
  WITH CHECK (app_is_head_office() OR order_id IN (SELECT o.id FROM orders o WHERE o.location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id())));
--> statement-breakpoint
DROP POLICY IF EXISTS daily_sales_access ON daily_sales;
--> statement-breakpoint
CREATE POLICY daily_sales_access ON daily_sales
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()))
  WITH CHECK (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
DROP POLICY IF EXISTS invoices_access ON invoices;
--> statement-breakpoint
CREATE POLICY invoices_access ON invoices
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()))
  WITH CHECK (app_is_head_office());
