-- The session cache of each API process (platform/session-cache.ts, decisions/035) hears here that a user's
-- session ended, whichever code path ended it: a session revoked or deleted, or its account disabled or deleted.
-- The payload is the user's id; PostgreSQL sends it when the transaction commits, and once per transaction for
-- the same id.
CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_ended', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_ended', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify
  AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_ended();--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();--> statement-breakpoint
CREATE TRIGGER users_disabled_notify
  AFTER UPDATE OF disabled_at ON users
  FOR EACH ROW WHEN (OLD.disabled_at IS NULL AND NEW.disabled_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_ended();--> statement-breakpoint
CREATE TRIGGER users_deleted_notify
  AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
