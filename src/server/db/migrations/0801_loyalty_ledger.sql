-- Loyalty ledger: the points journal becomes append-only, lots move to their own table
-- (docs/loyalty.md). Builds on 0202_coupons_points.sql.

-- Per-tenant points rules, edited in the back office. No row: the defaults below.
CREATE TABLE loyalty_settings (
  tenant_id text PRIMARY KEY,
  -- 'days' (a lot lives lifetime_days days) or 'month_end' (through the last day of the
  -- lifetime_months-th month after the month it was earned in).
  expiry_rule text NOT NULL DEFAULT 'days' CHECK (expiry_rule IN ('days', 'month_end')),
  lifetime_days integer NOT NULL DEFAULT 365 CHECK (lifetime_days BETWEEN 1 AND 3650),
  lifetime_months integer NOT NULL DEFAULT 12 CHECK (lifetime_months BETWEEN 1 AND 120),
  baht_per_point numeric(14, 2) NOT NULL DEFAULT 100 CHECK (baht_per_point > 0),
  expire_soon_days integer NOT NULL DEFAULT 30 CHECK (expire_soon_days BETWEEN 1 AND 365),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Lots: the spendable state of every received entry (earn, positive adjust, reward). A projection
-- of the journal: `remaining` = points − what spends/expiries took (their `allocations`) + what
-- refunds gave back. The reconciliation test replays the journal and compares.
CREATE TABLE points_lots (
  tenant_id text NOT NULL,
  lot_id bigint NOT NULL,
  customer_code text NOT NULL,
  points numeric(14, 2) NOT NULL CHECK (points > 0),
  remaining numeric(14, 2) NOT NULL CHECK (remaining >= 0 AND remaining <= points),
  expires_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, lot_id)
);
CREATE INDEX points_lots_open ON points_lots (tenant_id, customer_code, expires_on, lot_id) INCLUDE (remaining) WHERE remaining > 0;

INSERT INTO points_lots (tenant_id, lot_id, customer_code, points, remaining, expires_on, created_at)
SELECT tenant_id, id, customer_code, points, remaining, expires_on, created_at FROM points_ledger WHERE points > 0 AND kind IN ('earn', 'adjust');

ALTER TABLE points_ledger DROP CONSTRAINT IF EXISTS points_ledger_kind_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_kind_check
  CHECK (kind IN ('earn', 'spend', 'refund', 'adjust', 'expire', 'reward', 'voucher'));
DROP INDEX IF EXISTS points_ledger_batches;
ALTER TABLE points_ledger DROP COLUMN remaining;
-- The lot an expiry entry closes; the caller's key of a spend/reward/adjustment (idempotency).
ALTER TABLE points_ledger ADD COLUMN lot_id bigint;
ALTER TABLE points_ledger ADD COLUMN idem_key text;
-- Who wrote a staff adjustment (merchant user id); its reason is `remark`.
ALTER TABLE points_ledger ADD COLUMN actor text;
CREATE UNIQUE INDEX points_ledger_idem ON points_ledger (tenant_id, customer_code, idem_key) WHERE idem_key IS NOT NULL;
CREATE UNIQUE INDEX points_ledger_order_once ON points_ledger (tenant_id, order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('spend', 'refund', 'earn');
-- History tabs page by (customer, newest first) with the sign as a filter.
CREATE INDEX points_ledger_history ON points_ledger (tenant_id, customer_code, id DESC) INCLUDE (points, kind);

-- Append-only: an entry once written is never changed or removed.
CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only (% refused)', TG_OP;
END $$;
CREATE TRIGGER points_ledger_no_update BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();

-- Tiers: templates per tenant, reached by accumulated paid sales amount.
CREATE TABLE loyalty_tiers (
  tenant_id text NOT NULL,
  id integer NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL,
  threshold numeric(14, 2) NOT NULL CHECK (threshold >= 0),
  earn_multiplier numeric(6, 2) NOT NULL DEFAULT 1 CHECK (earn_multiplier > 0),
  colour text NOT NULL DEFAULT '#9e9e9e',
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

-- Every tier a customer moved to (append-only by use: rows are only inserted).
CREATE TABLE loyalty_tier_changes (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  customer_code text NOT NULL,
  from_tier integer,
  to_tier integer NOT NULL,
  accumulated numeric(14, 2) NOT NULL,
  order_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX loyalty_tier_changes_customer ON loyalty_tier_changes (tenant_id, customer_code, id DESC);

-- Voucher catalogue: coupons a customer buys with points. Exchanging one writes a `voucher`
-- ledger entry and a row in `coupons` (the existing checkout coupon path uses it once).
CREATE TABLE loyalty_vouchers (
  tenant_id text NOT NULL,
  id integer NOT NULL,
  -- 1 discount of a value in baht, 2 percent discount.
  type_id integer NOT NULL CHECK (type_id IN (1, 2)),
  name_th text NOT NULL,
  name_en text NOT NULL,
  points_cost numeric(14, 2) NOT NULL CHECK (points_cost > 0),
  value numeric(14, 2) NOT NULL CHECK (value > 0),
  minimum_order numeric(14, 2) NOT NULL DEFAULT 0 CHECK (minimum_order >= 0),
  max_discount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (max_discount >= 0),
  -- Days the coupon is valid after the exchange.
  valid_days integer NOT NULL DEFAULT 30 CHECK (valid_days BETWEEN 1 AND 3650),
  date_begin date,
  date_end date,
  -- Customers with this tag only (empty: everyone).
  target_tag text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

ALTER TABLE coupons ADD COLUMN voucher_id integer;
ALTER TABLE coupons ADD COLUMN points_cost numeric(14, 2);
