-- LINE for staff (merchant users and riders) and per-tenant LINE settings in the database
-- (docs/line.md "Staff" and "Settings").

-- A staff member's linked LINE account: a rider's login OTP goes to LINE when linked, and a merchant
-- user's LINE logout revokes the token kept here. One LINE user per staff member and kind, and one
-- staff member per LINE user and kind, per tenant.
CREATE TABLE line_staff_accounts (
  tenant_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('merchant', 'rider')),
  user_id text NOT NULL,
  line_user_id text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  access_token_enc text,
  linked_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, kind, user_id)
);
CREATE UNIQUE INDEX line_staff_accounts_line ON line_staff_accounts (tenant_id, kind, line_user_id);

-- A sign-in started by a signed-in staff member to link LINE (not to sign a customer in).
ALTER TABLE oidc_logins ADD COLUMN link_kind text;
ALTER TABLE oidc_logins ADD COLUMN link_user_id text;

-- A tenant's LINE channels, edited by a super admin. Secrets are sealed with the server secret
-- (AES-256-GCM, providers/secret-box.ts); the environment is the fallback for every field.
CREATE TABLE line_settings (
  tenant_id text PRIMARY KEY,
  login_channel_id text,
  login_channel_secret_enc text,
  messaging_channel_id text,
  messaging_channel_secret_enc text,
  messaging_access_token_enc text,
  oa_id text,
  return_url text,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
