-- Orders, lines, status history and idempotency keys (docs/orders.md, src/domain/order-status.ts).

-- Order numbers are global (no per-tenant counter row to contend on); ids stay unique per tenant.
CREATE SEQUENCE order_number_seq;

CREATE TABLE orders (
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  sale_unit text NOT NULL,
  -- '3' sales order (the merchant list's type 3).
  order_type text NOT NULL DEFAULT '3',
  mode text NOT NULL CHECK (mode IN ('sales', 'redeem')),
  customer_code text NOT NULL,
  customer_name text NOT NULL,
  customer_type text NOT NULL DEFAULT '',
  -- The merchant user who placed it for the customer (token ActorId), else NULL.
  salesperson_id text,
  status text NOT NULL CHECK (status IN ('PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED')),
  payment_method text NOT NULL CHECK (payment_method IN ('COD', 'BANK', 'THAIQR', 'AR', 'REDEEMED')),
  payment_state text NOT NULL,
  rider_id text,
  subtotal numeric(14, 2) NOT NULL,
  product_discount numeric(14, 2) NOT NULL DEFAULT 0,
  bill_discount numeric(14, 2) NOT NULL DEFAULT 0,
  coupon_discount numeric(14, 2) NOT NULL DEFAULT 0,
  delivery_fee numeric(14, 2) NOT NULL DEFAULT 0,
  total numeric(14, 2) NOT NULL,
  vat_amount numeric(14, 2) NOT NULL DEFAULT 0,
  points_total numeric(14, 2) NOT NULL DEFAULT 0,
  points_earned numeric(14, 2) NOT NULL DEFAULT 0,
  coupon_id text,
  promotions jsonb NOT NULL DEFAULT '[]'::jsonb,
  ship_to jsonb NOT NULL,
  bill_to jsonb NOT NULL,
  remark text NOT NULL DEFAULT '',
  need_tax_invoice boolean NOT NULL DEFAULT false,
  qr_payload text,
  qr_expires_at timestamptz,
  cancel_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, order_id)
);
CREATE INDEX orders_customer ON orders (tenant_id, customer_code, mode, created_at DESC);
CREATE INDEX orders_centre ON orders (tenant_id, sale_unit, status, created_at DESC);
CREATE INDEX orders_rider ON orders (tenant_id, rider_id, status) WHERE rider_id IS NOT NULL;

CREATE TABLE order_lines (
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  line_no integer NOT NULL,
  p_code text NOT NULL,
  product_name text NOT NULL DEFAULT '',
  product_name_en text NOT NULL DEFAULT '',
  qty1 integer NOT NULL DEFAULT 0 CHECK (qty1 >= 0),
  qty2 integer NOT NULL DEFAULT 0 CHECK (qty2 >= 0),
  qty3 integer NOT NULL DEFAULT 0 CHECK (qty3 >= 0),
  unit1 text NOT NULL DEFAULT '',
  unit2 text NOT NULL DEFAULT '',
  unit3 text NOT NULL DEFAULT '',
  -- Price of one of each unit, VAT included, as charged.
  price1 numeric(14, 2) NOT NULL DEFAULT 0,
  price2 numeric(14, 2) NOT NULL DEFAULT 0,
  price3 numeric(14, 2) NOT NULL DEFAULT 0,
  base_quantity numeric(14, 3) NOT NULL,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  product_discount numeric(14, 2) NOT NULL DEFAULT 0,
  bill_discount numeric(14, 2) NOT NULL DEFAULT 0,
  net numeric(14, 2) NOT NULL DEFAULT 0,
  points numeric(14, 2) NOT NULL DEFAULT 0,
  tax_type text NOT NULL DEFAULT '2',
  advance_price boolean NOT NULL DEFAULT false,
  is_free boolean NOT NULL DEFAULT false,
  promotion_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (tenant_id, order_id, line_no),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, order_id) ON DELETE CASCADE
);

-- Every status or payment change, in order: the tracking timeline and the audit of who moved it.
CREATE TABLE order_events (
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  action text NOT NULL,
  status text NOT NULL,
  payment_state text NOT NULL,
  actor_kind text NOT NULL,
  actor_id text NOT NULL DEFAULT '',
  reason text,
  at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, order_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, order_id) ON DELETE CASCADE
);

-- Idempotency-Key of POST api/orders: claimed first in the placing transaction, so a second
-- request with the same key waits for the first and then returns its order.
CREATE TABLE order_requests (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  order_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code, idempotency_key)
);
