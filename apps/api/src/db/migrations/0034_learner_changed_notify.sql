-- The learner answer cache of each API process (platform/learner-cache.ts, decisions/036) hears here that a
-- learner's enrolments changed, whichever code path changed them: an enrolment added (a payment, a voucher, a
-- Prakerja redeem), its progress (a completion), its programme's copied fields (migration 0013's triggers), its
-- access or redeem state, or its removal. The payload is the learner's id, once per learner and statement (the
-- triggers run once per statement, over its transition table); PostgreSQL sends it when the transaction commits.
CREATE OR REPLACE FUNCTION notify_learner_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('learner_changed', changed.user_id::text)
      FROM (SELECT DISTINCT user_id FROM new_rows) AS changed;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('learner_changed', changed.user_id::text)
      FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) AS changed;
  ELSE
    PERFORM pg_notify('learner_changed', changed.user_id::text)
      FROM (SELECT DISTINCT user_id FROM old_rows) AS changed;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER program_users_inserted_notify
  AFTER INSERT ON program_users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_changed();--> statement-breakpoint
CREATE TRIGGER program_users_updated_notify
  AFTER UPDATE ON program_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_changed();--> statement-breakpoint
CREATE TRIGGER program_users_deleted_notify
  AFTER DELETE ON program_users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_changed();
