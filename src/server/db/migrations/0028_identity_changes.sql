-- Decision 014: each process keeps signed-in callers resolved for a few seconds. Any change to a user's sessions,
-- account or profile (sign-out, revocation, role, status, two-factor, e-mail) is announced on this channel, delivered
-- on commit, so that every process forgets that user at once, however the row was changed.
CREATE OR REPLACE FUNCTION fh_announce_identity_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fh_identity_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER auth_sessions_identity_change AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION fh_announce_identity_change('user_id');--> statement-breakpoint
CREATE TRIGGER auth_users_identity_change AFTER UPDATE OR DELETE ON auth_users
  FOR EACH ROW EXECUTE FUNCTION fh_announce_identity_change('id');--> statement-breakpoint
CREATE TRIGGER user_profiles_identity_change AFTER UPDATE OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION fh_announce_identity_change('id');
--> statement-breakpoint
-- A network-wide setting (e.g. two-factor required for head office) changes what every caller may do: '*' tells every
-- process to forget what it cached from app_settings.
CREATE OR REPLACE FUNCTION fh_announce_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fh_identity_changes', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER app_settings_change AFTER INSERT OR UPDATE OR DELETE ON app_settings
  FOR EACH STATEMENT EXECUTE FUNCTION fh_announce_settings_change();
