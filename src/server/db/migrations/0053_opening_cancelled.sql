-- Head office may cancel an opening that will not go ahead (issue 35, decision 021): the project ends `cancelled`
-- with the day and the reason, the store is closed. Nothing on a cancelled checklist moves again, for a franchisee's
-- session too: their own item writes need the project still under way.
ALTER TABLE opening_projects DROP CONSTRAINT opening_projects_status_check;
--> statement-breakpoint
ALTER TABLE opening_projects ADD CONSTRAINT opening_projects_status_check CHECK (status in ('in_progress', 'opened', 'cancelled'));
--> statement-breakpoint
ALTER TABLE opening_projects ADD COLUMN cancelled_on date;
--> statement-breakpoint
ALTER TABLE opening_projects ADD COLUMN cancel_reason text;
--> statement-breakpoint
DROP POLICY opening_items_own_update ON opening_items;
--> statement-breakpoint
CREATE POLICY opening_items_own_update ON opening_items FOR UPDATE
  USING (owner_side = 'franchisee' AND kind <> 'system'
    AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))
    AND project_id IN (SELECT id FROM opening_projects WHERE status = 'in_progress'))
  WITH CHECK (owner_side = 'franchisee'
    AND ((kind = 'task' AND state = 'done') OR (kind IN ('document', 'photo') AND state = 'submitted'))
    AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))
    AND project_id IN (SELECT id FROM opening_projects WHERE status = 'in_progress'));
