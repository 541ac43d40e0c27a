-- Coupons per customer and the points ledger (docs/orders.md).

CREATE TABLE coupons (
  tenant_id text NOT NULL,
  coupon_id text NOT NULL,
  customer_code text NOT NULL,
  -- NULL: usable at every centre of the tenant.
  sale_unit text,
  promotion_id text NOT NULL DEFAULT '',
  name_th text NOT NULL DEFAULT '',
  name_en text NOT NULL DEFAULT '',
  coupon_type text NOT NULL CHECK (coupon_type IN ('value', 'percent')),
  value numeric(14, 2) NOT NULL CHECK (value > 0),
  minimum_order numeric(14, 2) NOT NULL DEFAULT 0,
  max_discount numeric(14, 2) NOT NULL DEFAULT 0,
  date_begin date,
  date_end date,
  -- 'N' unused, 'Y' used (set inside the order transaction that uses it).
  lock text NOT NULL DEFAULT 'N' CHECK (lock IN ('N', 'Y')),
  locked_at timestamptz,
  order_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, coupon_id),
  FOREIGN KEY (tenant_id, customer_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE
);
CREATE INDEX coupons_customer ON coupons (tenant_id, customer_code, lock);

-- Row-lock anchor per customer: every points spend locks it first, so two concurrent spends of
-- the same customer are serialised on PostgreSQL.
CREATE TABLE points_accounts (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code)
);

-- Received batches ('earn', 'adjust' with points > 0) carry `remaining` and an expiry day; spends
-- take from the batches that expire first and record where they took from (`allocations`).
-- The usable balance is the sum of `remaining` over batches not yet expired: never negative.
CREATE TABLE points_ledger (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  customer_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('earn', 'spend', 'refund', 'adjust')),
  points numeric(14, 2) NOT NULL,
  remaining numeric(14, 2) NOT NULL DEFAULT 0 CHECK (remaining >= 0),
  expires_on date,
  allocations jsonb,
  order_id text,
  sale_unit text,
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX points_ledger_customer ON points_ledger (tenant_id, customer_code, created_at DESC);
CREATE INDEX points_ledger_batches ON points_ledger (tenant_id, customer_code, expires_on) WHERE remaining > 0;
