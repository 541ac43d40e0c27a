-- Card / QR gateways behind one provider interface (docs/payments.md).

-- Orders may be paid through a gateway: the spec's method labels (card variants, GHL wallets, …).
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN (
  'COD', 'BANK', 'THAIQR', 'AR', 'REDEEMED',
  'CREDIT_CARD', 'QR', 'LINEPAY', 'VI', 'MA', 'EQ',
  'GHL_THAIQR', 'GHL_QRCS', 'GHL_ALIPAY', 'GHL_RABBITLINEPAY', 'GHL_WECHATPAY'));

-- Which provider takes which methods, per tenant and centre ('' = every centre of the tenant; a
-- centre's own row wins). Credentials are not here: they come from the environment
-- (PAYMENT_<PROVIDER>_<NAME>_<TENANT>[_<SALEUNIT>]) or sealed in `secrets` (SecretBox).
CREATE TABLE payment_gateways (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL DEFAULT '',
  provider text NOT NULL CHECK (provider IN ('sandbox', 'kbank', '2c2p', 'ghl')),
  methods jsonb NOT NULL DEFAULT '[]'::jsonb,
  enabled boolean NOT NULL DEFAULT true,
  -- Minutes a started payment may stay unfinished before it expires.
  ttl_minutes integer NOT NULL DEFAULT 15 CHECK (ttl_minutes BETWEEN 1 AND 1440),
  -- Non-secret options (merchant id, endpoints) and sealed secrets: {"merchantId": "…", "secrets": {"secretKey": "<sealed>"}}.
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sale_unit, provider)
);

-- One row per try to pay an order through a gateway (a declined card, then a retry = two rows).
CREATE TABLE payment_attempts (
  tenant_id text NOT NULL,
  attempt_id text NOT NULL,
  -- Creation order (several attempts can start within one clock tick).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  order_id text NOT NULL,
  sale_unit text NOT NULL,
  provider text NOT NULL,
  method text NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  currency text NOT NULL DEFAULT 'THB',
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'DECLINED', 'EXPIRED', 'REFUND_DUE', 'REFUNDED')),
  provider_ref text NOT NULL DEFAULT '',
  redirect_url text,
  qr_payload text,
  failure text,
  refund_ref text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  refunded_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, attempt_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, order_id) ON DELETE CASCADE
);
CREATE INDEX payment_attempts_order ON payment_attempts (tenant_id, order_id, created_at);
CREATE INDEX payment_attempts_pending ON payment_attempts (expires_at) WHERE status = 'PENDING';
CREATE INDEX payment_attempts_day ON payment_attempts (tenant_id, provider, created_at);

-- Every server-to-server notification and status answer, accepted or refused. An accepted event is
-- recorded once per (tenant, provider, event_key): the same event again changes nothing.
CREATE TABLE payment_events (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  provider text NOT NULL,
  event_key text,
  attempt_id text,
  source text NOT NULL CHECK (source IN ('notify', 'query', 'refund')),
  outcome text NOT NULL CHECK (outcome IN ('settled', 'declined', 'duplicate', 'refused', 'pending', 'expired', 'refunded')),
  status text,
  amount_satang bigint,
  reason text,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX payment_events_key ON payment_events (tenant_id, provider, event_key) WHERE outcome IN ('settled', 'declined');
CREATE INDEX payment_events_attempt ON payment_events (tenant_id, attempt_id);

-- The local sandbox gateway's own books (what "the bank" knows): its hosted page writes here.
CREATE TABLE payment_sandbox_charges (
  tenant_id text NOT NULL,
  charge_id text NOT NULL,
  attempt_id text NOT NULL,
  amount_satang bigint NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'DECLINED', 'REFUNDED')),
  refunded_satang bigint NOT NULL DEFAULT 0,
  method text NOT NULL,
  return_url text NOT NULL,
  notify_url text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, charge_id)
);
