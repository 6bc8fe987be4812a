-- A franchisee's own writes to their checklist are only what the API lets them do: tick a task, or hand in a
-- document or photo for review. System items are completed by the server (as the owner role), and acceptance is
-- head office's, so a franchisee's session cannot mark either done even past the service (issue 35, decision 021).
DROP POLICY opening_items_own_update ON opening_items;
--> statement-breakpoint
CREATE POLICY opening_items_own_update ON opening_items FOR UPDATE
  USING (owner_side = 'franchisee' AND kind <> 'system'
    AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())))
  WITH CHECK (owner_side = 'franchisee'
    AND ((kind = 'task' AND state = 'done') OR (kind IN ('document', 'photo') AND state = 'submitted'))
    AND location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id())));
