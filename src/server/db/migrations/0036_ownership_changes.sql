-- Issue 32, point 10 (decision 019): what the previous and the new owner of a location see after it changes owner.
-- locations.owner_since is the Manila day the current owner took the location over (null: since it was created);
-- the locations service sets it when head office changes the owner.
ALTER TABLE locations ADD COLUMN IF NOT EXISTS owner_since date;
--> statement-breakpoint
-- Restrictive policies (ANDed with the permissive ones of 0015/0021, which stay as they are). Head office passes;
-- a franchisee's statements see only what their own period of ownership, or their own correspondence, holds.
--
-- Sales: the days before owner_since are the previous owner's. They stay with the location for head office
-- (royalties, audit), but the new owner neither reads nor writes them.
CREATE POLICY daily_sales_owner_period ON daily_sales AS RESTRICTIVE FOR ALL
  USING ((SELECT app_is_head_office()) OR EXISTS (
    SELECT 1 FROM locations l WHERE l.id = daily_sales.location_id AND (l.owner_since IS NULL OR daily_sales.sales_date >= l.owner_since)))
  WITH CHECK ((SELECT app_is_head_office()) OR EXISTS (
    SELECT 1 FROM locations l WHERE l.id = daily_sales.location_id AND (l.owner_since IS NULL OR daily_sales.sales_date >= l.owner_since)));
--> statement-breakpoint
CREATE POLICY daily_sales_history_owner_period ON daily_sales_history AS RESTRICTIVE FOR ALL
  USING ((SELECT app_is_head_office()) OR sales_id IN (SELECT id FROM daily_sales))
  WITH CHECK ((SELECT app_is_head_office()) OR sales_id IN (SELECT id FROM daily_sales));
--> statement-breakpoint
-- Months (the rollup and royalty statements): a month the new owner held from its first day. The month of a change
-- made after the 1st mixes both owners' days, so it is head office's alone.
CREATE POLICY sales_monthly_owner_period ON sales_monthly AS RESTRICTIVE FOR SELECT
  USING ((SELECT app_is_head_office()) OR EXISTS (
    SELECT 1 FROM locations l WHERE l.id = sales_monthly.location_id AND (l.owner_since IS NULL OR sales_monthly.month >= l.owner_since)));
--> statement-breakpoint
CREATE POLICY royalty_statements_owner_period ON royalty_statements AS RESTRICTIVE FOR SELECT
  USING ((SELECT app_is_head_office()) OR EXISTS (
    SELECT 1 FROM locations l WHERE l.id = royalty_statements.location_id AND (l.owner_since IS NULL OR royalty_statements.period_month >= l.owner_since)));
--> statement-breakpoint
CREATE POLICY royalty_adjustments_owner_period ON royalty_adjustments AS RESTRICTIVE FOR SELECT
  USING ((SELECT app_is_head_office()) OR statement_id IN (SELECT id FROM royalty_statements));
--> statement-breakpoint
CREATE POLICY royalty_status_history_owner_period ON royalty_status_history AS RESTRICTIVE FOR SELECT
  USING ((SELECT app_is_head_office()) OR statement_id IN (SELECT id FROM royalty_statements));
--> statement-breakpoint
-- Support tickets are their raiser's correspondence with head office about a location: a franchisee opens a ticket
-- they raised, while they own its location (or it has none). After a change of owner the previous owner no longer
-- opens it, nor does the new owner, who never wrote it. Messages, attachments and history follow their ticket
-- (their policies read support_tickets through its policies).
CREATE POLICY support_tickets_raiser_owns ON support_tickets AS RESTRICTIVE FOR ALL
  USING ((SELECT app_is_head_office()) OR (created_by = (SELECT app_user_id())
    AND (location_id IS NULL OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))))
  WITH CHECK ((SELECT app_is_head_office()) OR (created_by = (SELECT app_user_id())
    AND (location_id IS NULL OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))));
