-- The learner answer cache of each API process (platform/learner-cache.ts, decisions/036) hears here that a
-- learner's enrolments changed, whichever code path changed them: an enrolment added (a payment, a voucher, a
-- Prakerja redeem), its progress (a completion), its programme's copied fields (migration 0013's triggers), its
-- access or redeem state, or its removal. The payload is the learner's id, once per learner and statement (the
-- triggers run once per statement, over its transition table); PostgreSQL sends it when the transaction commits.
-- A statement that changes more than 1,000 learners at once (a programme's new activity updates the copy on each of
-- its enrolments) sends one '*' instead: every process then drops every learner's answers, rather than each
-- commit queueing a hundred thousand notifications.
CREATE OR REPLACE FUNCTION notify_learner_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT user_id) INTO changed
      FROM (SELECT user_id FROM new_rows UNION ALL SELECT user_id FROM old_rows) AS touched;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO changed FROM old_rows;
  END IF;
  IF cardinality(changed) > 1000 THEN
    PERFORM pg_notify('learner_changed', '*');
  ELSIF changed IS NOT NULL THEN
    PERFORM pg_notify('learner_changed', learner::text) FROM unnest(changed) AS learner;
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
