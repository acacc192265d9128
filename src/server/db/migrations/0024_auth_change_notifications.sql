-- Each instance keeps recently checked sessions and plans in memory (src/server/auth/session-cache.ts)
-- and LISTENs on this channel (auth-change-listener.ts). Every change that can make such an entry
-- wrong says which user it concerns, at commit, whoever makes it (any instance, the CLI, plain SQL):
-- a session ended or refreshed, the user changed (role, ban, e-mail, deletion), the subscription
-- changed. NOTIFY is transactional: a rolled-back change tells nobody.
CREATE OR REPLACE FUNCTION scout_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'scout_auth_changes',
    (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END) ->> TG_ARGV[0]
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_auth_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION scout_notify_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_auth_change AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION scout_notify_auth_change('id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_auth_change AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION scout_notify_auth_change('user_id');
