-- Prepaid packages (docs/packages.md). A centre defines a package (product quantities at a package
-- price); a customer buys it through an ordinary order and holds it until it expires; every
-- movement of a holding is a row of the append-only package ledger, whose sum per product is the
-- balance. Draw-downs lock the holding row first, so parallel orders never take it below zero.
CREATE SEQUENCE IF NOT EXISTS prepaid_package_seq;
CREATE SEQUENCE IF NOT EXISTS customer_package_seq;

CREATE TABLE IF NOT EXISTS prepaid_packages (
  tenant_id text NOT NULL,
  package_code text NOT NULL,
  sale_unit text NOT NULL,
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  valid_days integer NOT NULL CHECK (valid_days BETWEEN 1 AND 3650),
  -- [{ P_Code, Quantity }] in base units (unit 1).
  items jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, package_code)
);
CREATE INDEX IF NOT EXISTS prepaid_packages_centre ON prepaid_packages (tenant_id, sale_unit, created_at DESC);

CREATE TABLE IF NOT EXISTS customer_packages (
  tenant_id text NOT NULL,
  holding_code text NOT NULL,
  package_code text NOT NULL,
  customer_code text NOT NULL,
  sale_unit text NOT NULL,
  -- The order that sold it (its payment goes the way of every order).
  order_id text NOT NULL,
  name text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  price numeric(14, 2) NOT NULL,
  bought_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, holding_code),
  FOREIGN KEY (tenant_id, package_code) REFERENCES prepaid_packages (tenant_id, package_code)
);
CREATE INDEX IF NOT EXISTS customer_packages_customer ON customer_packages (tenant_id, customer_code, expires_at);
CREATE INDEX IF NOT EXISTS customer_packages_centre ON customer_packages (tenant_id, sale_unit, bought_at DESC);

CREATE TABLE IF NOT EXISTS package_ledger (
  tenant_id text NOT NULL,
  holding_code text NOT NULL,
  entry_id bigint GENERATED ALWAYS AS IDENTITY,
  p_code text NOT NULL,
  -- + credited (purchase), − drawn by an order.
  quantity numeric(14, 3) NOT NULL CHECK (quantity <> 0),
  kind text NOT NULL CHECK (kind IN ('purchase', 'draw')),
  order_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, holding_code, entry_id),
  -- One draw per product per order: a replayed order draws nothing more.
  UNIQUE (tenant_id, holding_code, p_code, kind, order_id),
  FOREIGN KEY (tenant_id, holding_code) REFERENCES customer_packages (tenant_id, holding_code)
);
CREATE INDEX IF NOT EXISTS package_ledger_order ON package_ledger (tenant_id, order_id);

-- Append-only: history is corrected by new rows, never rewritten.
CREATE OR REPLACE FUNCTION package_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'package_ledger is append-only';
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS package_ledger_no_change ON package_ledger;
CREATE TRIGGER package_ledger_no_change BEFORE UPDATE OR DELETE ON package_ledger
  FOR EACH ROW EXECUTE FUNCTION package_ledger_append_only();
