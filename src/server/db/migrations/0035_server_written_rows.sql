-- Issue 32, point 4: rows only head office or the server should write (decision 018). Measured as app_user with a
-- franchisee's identity, one wrong statement could rewrite an approved sales day with no history row, resolve or
-- escalate one's own ticket with a forged first response, mark a quiz passed with a made-up certificate number, and
-- insert download rows to inflate a count. Policies cannot see the row before the change, so the franchisee's
-- transitions are checked by triggers; the training progress and download rows are now written by the server as the
-- owner (asOwner, after the service's checks), so app_user loses INSERT/UPDATE on them.

-- ---------------------------------------------------------------- sales: the service's transitions only
-- A franchisee edits a draft (draft → draft | submitted), corrects a reported day (any other status → corrected, with a
-- new submitted_at, filed in daily_sales_history in the same transaction: checked at commit), or attaches a proof
-- to a reported day (proof columns only). Anything else, such as new figures on an approved day that stays approved
-- or goes back to submitted, is refused.
CREATE OR REPLACE FUNCTION daily_sales_franchisee_transition() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF OLD.status = 'draft' AND NEW.status IN ('draft', 'submitted') THEN
    RETURN NEW;
  END IF;
  IF OLD.status <> 'draft' AND NEW.status = 'corrected' AND NEW.submitted_at IS DISTINCT FROM OLD.submitted_at THEN
    RETURN NEW;
  END IF;
  IF OLD.status <> 'draft'
     AND (NEW.gross_centavos, NEW.discounts_centavos, NEW.refunds_centavos, NEW.net_centavos, NEW.transactions,
          NEW.cash_centavos, NEW.card_centavos, NEW.digital_centavos, NEW.notes, NEW.status, NEW.source, NEW.reported_by,
          NEW.submitted_at)
         IS NOT DISTINCT FROM
         (OLD.gross_centavos, OLD.discounts_centavos, OLD.refunds_centavos, OLD.net_centavos, OLD.transactions,
          OLD.cash_centavos, OLD.card_centavos, OLD.digital_centavos, OLD.notes, OLD.status, OLD.source, OLD.reported_by,
          OLD.submitted_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a sales day cannot be changed from % to % this way', OLD.status, NEW.status USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_sales_franchisee_transition BEFORE UPDATE ON daily_sales
  FOR EACH ROW WHEN (current_user = 'app_user') EXECUTE FUNCTION daily_sales_franchisee_transition();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_sales_correction_filed() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM daily_sales_history h
     WHERE h.sales_id = NEW.id AND h.to_status = 'corrected' AND h.created_at >= transaction_timestamp()
  ) THEN
    RAISE EXCEPTION 'a correction of a reported sales day needs its history entry' USING ERRCODE = '42501';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER daily_sales_correction_filed AFTER UPDATE ON daily_sales DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (current_user = 'app_user' AND OLD.status <> 'draft' AND NEW.submitted_at IS DISTINCT FROM OLD.submitted_at)
  EXECUTE FUNCTION daily_sales_correction_filed();
--> statement-breakpoint
DROP POLICY IF EXISTS daily_sales_correct ON daily_sales;
--> statement-breakpoint
CREATE POLICY daily_sales_correct ON daily_sales FOR UPDATE
  USING (status IN ('draft', 'submitted', 'approved', 'rejected', 'corrected')
         AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))
  WITH CHECK (status IN ('draft', 'submitted', 'corrected')
              AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
--> statement-breakpoint
-- ---------------------------------------------------------------- support tickets: the franchisee's own columns
-- Head office (franchisor, admin) works tickets under withRls with every granted column. A franchisee only closes,
-- reopens (resolved → open, which clears resolved_at) and touches last_activity_at/updated_at by replying or
-- attaching: never the priority, the assignee, the first response or a resolution.
DROP POLICY IF EXISTS support_tickets_update ON support_tickets;
--> statement-breakpoint
CREATE POLICY support_tickets_update ON support_tickets FOR UPDATE
  USING ((SELECT app_is_head_office()) OR created_by = (SELECT app_user_id())
         OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))
  WITH CHECK ((SELECT app_is_head_office())
              OR ((created_by = (SELECT app_user_id())
                   OR location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))
                  AND status IN ('open', 'in_progress', 'resolved', 'closed')));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_tickets_franchisee_columns() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF app_is_head_office() THEN
    RETURN NEW;
  END IF;
  IF NEW.priority IS DISTINCT FROM OLD.priority
     OR NEW.assigned_to IS DISTINCT FROM OLD.assigned_to
     OR NEW.first_response_at IS DISTINCT FROM OLD.first_response_at
     OR (NEW.resolved_at IS DISTINCT FROM OLD.resolved_at AND NOT (NEW.resolved_at IS NULL AND OLD.status = 'resolved' AND NEW.status = 'open'))
     OR (NEW.closed_at IS DISTINCT FROM OLD.closed_at AND NEW.status <> 'closed')
     OR (NEW.status IS DISTINCT FROM OLD.status
         AND NOT ((OLD.status IN ('open', 'in_progress', 'resolved') AND NEW.status = 'closed')
                  OR (OLD.status = 'resolved' AND NEW.status = 'open'))) THEN
    RAISE EXCEPTION 'a franchisee may only close, reopen or reply to a ticket' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER support_tickets_franchisee_columns BEFORE UPDATE ON support_tickets
  FOR EACH ROW WHEN (current_user = 'app_user') EXECUTE FUNCTION support_tickets_franchisee_columns();
--> statement-breakpoint
-- ---------------------------------------------------------------- training: graded and completed by the server
-- Enrolment, lessons read, attempts, scores, completion and certificate numbers are written by the training service
-- as the owner after its checks (the answer key is owner-only anyway); a learner's statements only read them.
REVOKE INSERT, UPDATE ON training_module_progress FROM app_user;
--> statement-breakpoint
REVOKE INSERT, UPDATE ON training_quiz_attempts FROM app_user;
--> statement-breakpoint
REVOKE INSERT, UPDATE ON training_enrolments FROM app_user;
--> statement-breakpoint
DROP POLICY IF EXISTS training_module_progress_own ON training_module_progress;
--> statement-breakpoint
DROP POLICY IF EXISTS training_module_progress_own_update ON training_module_progress;
--> statement-breakpoint
DROP POLICY IF EXISTS training_quiz_attempts_own ON training_quiz_attempts;
--> statement-breakpoint
DROP POLICY IF EXISTS training_enrolments_own ON training_enrolments;
--> statement-breakpoint
DROP POLICY IF EXISTS training_enrolments_own_update ON training_enrolments;
--> statement-breakpoint
-- ---------------------------------------------------------------- marketing: downloads counted by the server
-- A download row is written by the marketing service as the owner when it streams the file, never by a statement.
REVOKE INSERT, UPDATE ON marketing_asset_downloads FROM app_user;
--> statement-breakpoint
DROP POLICY IF EXISTS marketing_asset_downloads_own ON marketing_asset_downloads;
