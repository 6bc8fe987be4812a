-- Issue 15, measured (bench:http, 20,000 tickets): the thread tables' read policies asked "is the ticket visible?" as
-- `ticket_id IN (SELECT id FROM support_tickets)`, which builds the set of every visible ticket id once per statement
-- and per correlated subquery — 20,000 ids for head office, a policy-filtered scan of the whole table for a franchisee.
-- Same meaning, cheaper shape: head office passes outright, a franchisee's tickets are found through the created_by
-- and location indexes.
ALTER POLICY support_ticket_messages_read ON support_ticket_messages USING (
  (SELECT app_is_head_office()) OR ticket_id IN (
    SELECT t.id FROM support_tickets t
     WHERE t.created_by = (SELECT app_user_id())
        OR t.location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
ALTER POLICY support_ticket_attachments_read ON support_ticket_attachments USING (
  (SELECT app_is_head_office()) OR ticket_id IN (
    SELECT t.id FROM support_tickets t
     WHERE t.created_by = (SELECT app_user_id())
        OR t.location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
--> statement-breakpoint
ALTER POLICY support_ticket_history_read ON support_ticket_history USING (
  (SELECT app_is_head_office()) OR ticket_id IN (
    SELECT t.id FROM support_tickets t
     WHERE t.created_by = (SELECT app_user_id())
        OR t.location_id IN (SELECT id FROM locations WHERE owner_id = (SELECT app_user_id()))));
