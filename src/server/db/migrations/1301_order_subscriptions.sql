-- Recurring orders (docs/subscriptions.md). A subscription repeats a set of lines on a schedule;
-- each run is one row keyed by (subscription, run date) and places at most one order, through
-- the idempotent order path with the key 'subscription:<id>:<run date>'.
CREATE SEQUENCE IF NOT EXISTS order_subscription_seq;

CREATE TABLE IF NOT EXISTS order_subscriptions (
  tenant_id text NOT NULL,
  subscription_id text NOT NULL,
  customer_code text NOT NULL,
  sale_unit text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'cancelled', 'ended')),
  frequency text NOT NULL CHECK (frequency IN ('week', '2weeks', 'month')),
  weekday smallint CHECK (weekday BETWEEN 0 AND 6),
  month_day smallint CHECK (month_day BETWEEN 1 AND 31),
  start_date date NOT NULL,
  end_date date,
  -- The next run the ticker will create (null once the schedule has ended or it is cancelled).
  next_run_date date,
  payment_method text NOT NULL CHECK (payment_method IN ('COD', 'BANK', 'AR')),
  ship_to_code text NOT NULL,
  remark text NOT NULL DEFAULT '',
  lines jsonb NOT NULL,
  source_order_id text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, subscription_id)
);
CREATE INDEX IF NOT EXISTS order_subscriptions_customer ON order_subscriptions (tenant_id, customer_code, created_at DESC);
CREATE INDEX IF NOT EXISTS order_subscriptions_centre ON order_subscriptions (tenant_id, sale_unit, created_at DESC);
CREATE INDEX IF NOT EXISTS order_subscriptions_due ON order_subscriptions (next_run_date) WHERE status = 'active';

CREATE TABLE IF NOT EXISTS order_subscription_runs (
  tenant_id text NOT NULL,
  subscription_id text NOT NULL,
  run_date date NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'placed', 'failed', 'skipped')),
  order_id text,
  attempts integer NOT NULL DEFAULT 0,
  message text NOT NULL DEFAULT '',
  -- Lines left out of the order and why: [{ P_Code, Reason }]
  left_out jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, subscription_id, run_date),
  FOREIGN KEY (tenant_id, subscription_id) REFERENCES order_subscriptions (tenant_id, subscription_id)
);
CREATE INDEX IF NOT EXISTS order_subscription_runs_pending ON order_subscription_runs (run_date) WHERE status = 'pending';
