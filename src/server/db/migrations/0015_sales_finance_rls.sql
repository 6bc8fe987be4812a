-- Issue 13: row-level security, grants and the monthly sales rollup for sales and finance (decision 002).
-- Franchisees enter and correct their own locations' daily sales under withRls; review (approve/reject), royalties,
-- payments and invoices are written by head office services as the owner role. Everything franchisee-owned is
-- readable only for the location's owner (and head office).
UPDATE daily_sales SET submitted_at = created_at WHERE submitted_at IS NULL AND status <> 'draft';
--> statement-breakpoint
UPDATE invoices SET paid_centavos = amount_centavos WHERE status = 'paid';
--> statement-breakpoint
DROP POLICY IF EXISTS daily_sales_access ON daily_sales;
--> statement-breakpoint
CREATE POLICY daily_sales_read ON daily_sales FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
CREATE POLICY daily_sales_report ON daily_sales FOR INSERT
  WITH CHECK (status IN ('draft', 'submitted') AND location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
CREATE POLICY daily_sales_correct ON daily_sales FOR UPDATE
  USING (location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()))
  WITH CHECK (status IN ('draft', 'submitted', 'corrected') AND location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
-- The figures and the franchisee's own state changes only; review columns (reviewed_by/at, rejection_reason) and the
-- location and day of a row are not writable by app_user.
GRANT SELECT, INSERT ON daily_sales TO app_user;
--> statement-breakpoint
GRANT UPDATE (gross_centavos, discounts_centavos, refunds_centavos, net_centavos, transactions, cash_centavos, card_centavos, digital_centavos, notes, proof_key, proof_name, status, source, reported_by, submitted_at, updated_at) ON daily_sales TO app_user;
--> statement-breakpoint
ALTER TABLE daily_sales_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY daily_sales_history_read ON daily_sales_history FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
CREATE POLICY daily_sales_history_write ON daily_sales_history FOR INSERT
  WITH CHECK (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
GRANT SELECT, INSERT ON daily_sales_history TO app_user;
--> statement-breakpoint
ALTER TABLE sales_monthly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sales_monthly_read ON sales_monthly FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
GRANT SELECT ON sales_monthly TO app_user;
--> statement-breakpoint
ALTER TABLE royalty_statements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY royalty_statements_read ON royalty_statements FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
ALTER TABLE royalty_adjustments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY royalty_adjustments_read ON royalty_adjustments FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
ALTER TABLE royalty_status_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY royalty_status_history_read ON royalty_status_history FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
ALTER TABLE invoice_payments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY invoice_payments_read ON invoice_payments FOR SELECT
  USING (app_is_head_office() OR location_id IN (SELECT id FROM locations WHERE owner_id = app_user_id()));
--> statement-breakpoint
GRANT SELECT ON royalty_statements, royalty_adjustments, royalty_status_history, invoice_payments TO app_user;
--> statement-breakpoint
-- The monthly rollup follows every write to daily_sales, whoever writes (a franchisee under withRls, head office, the
-- seed, an import): statement-level triggers sum each statement's changed rows (transition tables) once per location
-- and month, so a 5,000-row import costs one upsert per month touched, not 5,000. The function runs as the owner, so
-- app_user needs no write grant on sales_monthly.
CREATE OR REPLACE FUNCTION daily_sales_rollup() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT location_id, sales_date, status, net_centavos, gross_centavos, transactions, 1 AS sgn FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT location_id, sales_date, status, net_centavos, gross_centavos, transactions, -1 AS sgn FROM old_rows'
    ELSE 'SELECT location_id, sales_date, status, net_centavos, gross_centavos, transactions, 1 AS sgn FROM new_rows
          UNION ALL SELECT location_id, sales_date, status, net_centavos, gross_centavos, transactions, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO sales_monthly AS m (location_id, month, reported_days, reported_net_centavos, reported_gross_centavos, reported_transactions, approved_days, approved_net_centavos, updated_at)
    SELECT location_id, date_trunc('month', sales_date)::date,
      coalesce(sum(sgn) FILTER (WHERE status <> 'draft'), 0),
      coalesce(sum(sgn * net_centavos) FILTER (WHERE status <> 'draft'), 0),
      coalesce(sum(sgn * gross_centavos) FILTER (WHERE status <> 'draft'), 0),
      coalesce(sum(sgn * transactions) FILTER (WHERE status <> 'draft'), 0),
      coalesce(sum(sgn) FILTER (WHERE status = 'approved'), 0),
      coalesce(sum(sgn * net_centavos) FILTER (WHERE status = 'approved'), 0),
      now()
    FROM (%s) d
    GROUP BY 1, 2
    ON CONFLICT (location_id, month) DO UPDATE SET
      reported_days = m.reported_days + EXCLUDED.reported_days,
      reported_net_centavos = m.reported_net_centavos + EXCLUDED.reported_net_centavos,
      reported_gross_centavos = m.reported_gross_centavos + EXCLUDED.reported_gross_centavos,
      reported_transactions = m.reported_transactions + EXCLUDED.reported_transactions,
      approved_days = m.approved_days + EXCLUDED.approved_days,
      approved_net_centavos = m.approved_net_centavos + EXCLUDED.approved_net_centavos,
      updated_at = now()
  $q$, changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER daily_sales_rollup_insert AFTER INSERT ON daily_sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER daily_sales_rollup_update AFTER UPDATE ON daily_sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER daily_sales_rollup_delete AFTER DELETE ON daily_sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_sales_rollup();
--> statement-breakpoint
INSERT INTO sales_monthly (location_id, month, reported_days, reported_net_centavos, reported_gross_centavos, reported_transactions, approved_days, approved_net_centavos)
SELECT location_id, date_trunc('month', sales_date)::date,
  count(*) FILTER (WHERE status <> 'draft'),
  coalesce(sum(net_centavos) FILTER (WHERE status <> 'draft'), 0),
  coalesce(sum(gross_centavos) FILTER (WHERE status <> 'draft'), 0),
  coalesce(sum(transactions) FILTER (WHERE status <> 'draft'), 0),
  count(*) FILTER (WHERE status = 'approved'),
  coalesce(sum(net_centavos) FILTER (WHERE status = 'approved'), 0)
FROM daily_sales GROUP BY 1, 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Only the triggers run it (a trigger fires without an EXECUTE check); nobody calls it directly.
REVOKE EXECUTE ON FUNCTION daily_sales_rollup() FROM PUBLIC;

