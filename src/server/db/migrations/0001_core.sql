-- Core: distribution centres, customers, merchant users, riders, OTPs, web config, audit log.
-- Every tenant-owned table starts its primary key with tenant_id (see docs/ARCHITECTURE.md).

-- Catalogue search (0100+) needs trigram indexes; created here so every later migration can rely on it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE tenant_counters (
  tenant_id text NOT NULL,
  name text NOT NULL,
  value bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, name)
);

CREATE TABLE distribution_centers (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  dist_name text NOT NULL,
  dist_shortname text NOT NULL DEFAULT '',
  full_address text NOT NULL DEFAULT '',
  photo_path text NOT NULL DEFAULT '',
  lat double precision,
  lon double precision,
  line_channel_name text,
  line_oa_url text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sale_unit)
);

CREATE TABLE customers (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  customer_profile_code text NOT NULL,
  mobile_no text NOT NULL,
  password_hash text,
  customer_name text NOT NULL,
  email text,
  status text NOT NULL DEFAULT 'A' CHECK (status IN ('A', 'I')),
  company_code text NOT NULL DEFAULT '',
  authorize_amount numeric(14, 2) NOT NULL DEFAULT 0,
  debt_amount numeric(14, 2) NOT NULL DEFAULT 0,
  is_sap_customer boolean NOT NULL DEFAULT false,
  route_step2 text NOT NULL DEFAULT '',
  account_code text,
  tax_no text,
  shop_photo_image text,
  pic_file_name text,
  person_type text,
  new_customer text NOT NULL DEFAULT 'N' CHECK (new_customer IN ('Y', 'N')),
  address text NOT NULL DEFAULT '',
  province_id text,
  province_name text,
  ampher_id text,
  ampher_name text,
  town_id text,
  town_name text,
  zip text,
  phone text,
  lat double precision,
  lon double precision,
  default_sale_unit text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code),
  UNIQUE (tenant_id, mobile_no)
);

CREATE TABLE customer_centers (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  sale_unit text NOT NULL,
  customer_type text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, customer_code, sale_unit),
  FOREIGN KEY (tenant_id, customer_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sale_unit) REFERENCES distribution_centers (tenant_id, sale_unit)
);

CREATE TABLE merchant_users (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  username text NOT NULL,
  name text NOT NULL,
  mobile_no text NOT NULL,
  email text,
  password_hash text,
  role smallint NOT NULL CHECK (role IN (1, 3, 4, 5, 7, 8)),
  status text NOT NULL DEFAULT 'A' CHECK (status IN ('A', 'I')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  UNIQUE (tenant_id, mobile_no)
);

CREATE TABLE merchant_user_centers (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  sale_unit text NOT NULL,
  PRIMARY KEY (tenant_id, user_id, sale_unit),
  FOREIGN KEY (tenant_id, user_id) REFERENCES merchant_users (tenant_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sale_unit) REFERENCES distribution_centers (tenant_id, sale_unit)
);

CREATE TABLE riders (
  tenant_id text NOT NULL,
  rider_id text NOT NULL,
  name text NOT NULL,
  mobile_no text NOT NULL,
  password_hash text,
  sale_unit text,
  status text NOT NULL DEFAULT 'A' CHECK (status IN ('A', 'I')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, rider_id),
  UNIQUE (tenant_id, mobile_no)
);

-- One row per OTP sent. The code itself is never stored, only its hash.
CREATE TABLE otp_codes (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  audience text NOT NULL CHECK (audience IN ('customer', 'merchant', 'rider')),
  mobile_no text NOT NULL,
  purpose text NOT NULL,
  ref_code text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX otp_codes_lookup ON otp_codes (tenant_id, audience, mobile_no, created_at DESC);

-- Remote web-config overrides over the bundle's flag defaults.
CREATE TABLE web_config (
  tenant_id text NOT NULL,
  opt text NOT NULL,
  opt_value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, opt)
);

CREATE TABLE audit_log (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_kind text NOT NULL,
  actor_id text NOT NULL,
  actor_name text NOT NULL DEFAULT '',
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX audit_log_recent ON audit_log (tenant_id, at DESC);
