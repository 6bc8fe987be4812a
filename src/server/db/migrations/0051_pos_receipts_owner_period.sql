-- Issue 32, point 10 (decision 019): the POS feed's receipts follow the location's days. A receipt dated (its
-- business date, sales_date) before locations.owner_since is the previous owner's, like the daily_sales row it rolled
-- up into: head office still reads it, the new owner does not. Restrictive, ANDed with pos_receipts_read (0041),
-- which stays as it is. app_user only reads receipts (the pos service writes them as the owner role), hence FOR SELECT.
CREATE POLICY pos_receipts_owner_period ON pos_receipts AS RESTRICTIVE FOR SELECT
  USING ((SELECT app_is_head_office()) OR EXISTS (
    SELECT 1 FROM locations l WHERE l.id = pos_receipts.location_id AND (l.owner_since IS NULL OR pos_receipts.sales_date >= l.owner_since)));
