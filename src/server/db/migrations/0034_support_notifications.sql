-- Issue 32, point 6: support ticket replies and status changes were filed as system announcements, so a franchisee
-- who switched announcements off stopped hearing that head office answered. They get their own type,
-- support_ticket_update, and their own switch, support_updates (on by default, like the spec's other categories).
ALTER TABLE user_notification_preferences ADD COLUMN IF NOT EXISTS support_updates boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The rows already sent: every support notification links to a ticket (the franchisee's request page or head
-- office's ticket page); announcements never linked there.
UPDATE notifications
   SET type = 'support_ticket_update',
       metadata = (metadata - 'category') || jsonb_build_object('ticket_id', substring(action_url from '([0-9a-f-]{36})$'))
 WHERE type = 'system_announcement'
   AND (action_url ~ '^/franchisee/support-requests/[0-9a-f-]{36}$' OR action_url ~ '^/support-tickets/[0-9a-f-]{36}$');
