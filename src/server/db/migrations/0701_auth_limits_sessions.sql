-- Issue 20 (sec-auth): per-account login limits and server-side sessions.

-- Failed attempts per account (mobile number) per tenant and scope, shared by every server process:
-- 'login:customer' | 'login:merchant' | 'login:rider' (password and OTP answers together),
-- 'otp-request:<audience>' (every request counts) and 'register'. A row is an open window of
-- attempts; locked_until is set when the window reaches the scope's limit.
CREATE TABLE auth_attempts (
  tenant_id text NOT NULL,
  scope text NOT NULL,
  account text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (tenant_id, scope, account)
);

-- One row per signed-in session; every customer, merchant and rider token carries its id (`sid`).
-- A token is accepted only while its row is not revoked and renew_until (the absolute limit of the
-- session, renewals included) has not passed. actor_id: the merchant user of an impersonation.
CREATE TABLE auth_sessions (
  tenant_id text NOT NULL,
  session_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('customer', 'merchant', 'rider')),
  user_id text NOT NULL,
  actor_id text,
  created_at timestamptz NOT NULL,
  renew_until timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  PRIMARY KEY (tenant_id, session_id)
);
CREATE INDEX auth_sessions_user ON auth_sessions (tenant_id, kind, user_id);
CREATE INDEX auth_sessions_actor ON auth_sessions (tenant_id, actor_id) WHERE actor_id IS NOT NULL;

-- Deactivating an account (by any path: back office, import, SQL by ops) ends its sessions, and for
-- a merchant user also the customer sessions they opened by impersonation. Every process drops its
-- cached answer on the notice (auth/session-store.ts).
CREATE FUNCTION auth_revoke_on_deactivate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := TG_ARGV[0];
  uid text := to_jsonb(NEW) ->> TG_ARGV[1];
BEGIN
  UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'deactivated'
   WHERE tenant_id = NEW.tenant_id AND revoked_at IS NULL
     AND ((kind = k AND user_id = uid) OR (k = 'merchant' AND actor_id = uid));
  PERFORM pg_notify('talad_sessions', json_build_object('tenantId', NEW.tenant_id, 'kind', k, 'userId', uid)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER merchant_users_deactivated AFTER UPDATE OF status ON merchant_users
  FOR EACH ROW WHEN (OLD.status = 'A' AND NEW.status IS DISTINCT FROM 'A')
  EXECUTE FUNCTION auth_revoke_on_deactivate('merchant', 'user_id');
CREATE TRIGGER customers_deactivated AFTER UPDATE OF status ON customers
  FOR EACH ROW WHEN (OLD.status = 'A' AND NEW.status IS DISTINCT FROM 'A')
  EXECUTE FUNCTION auth_revoke_on_deactivate('customer', 'customer_code');
CREATE TRIGGER riders_deactivated AFTER UPDATE OF status ON riders
  FOR EACH ROW WHEN (OLD.status = 'A' AND NEW.status IS DISTINCT FROM 'A')
  EXECUTE FUNCTION auth_revoke_on_deactivate('rider', 'rider_id');
