-- Notifications are personal: a user reads, marks and deletes only their own. Inserting is allowed only
-- for oneself; notifications for others are created by the server (owner role), never by a request's app_user.
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notifications_select ON notifications FOR SELECT USING (recipient_id = app_user_id());
--> statement-breakpoint
CREATE POLICY notifications_update ON notifications FOR UPDATE USING (recipient_id = app_user_id()) WITH CHECK (recipient_id = app_user_id());
--> statement-breakpoint
CREATE POLICY notifications_delete ON notifications FOR DELETE USING (recipient_id = app_user_id());
--> statement-breakpoint
CREATE POLICY notifications_insert ON notifications FOR INSERT WITH CHECK (recipient_id = app_user_id() AND (sender_id IS NULL OR sender_id = app_user_id()));
--> statement-breakpoint
ALTER TABLE user_notification_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_notification_preferences_own ON user_notification_preferences
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
--> statement-breakpoint
-- Outbox and announcement log are server-side only.
REVOKE ALL ON notification_emails, announcements FROM app_user;
