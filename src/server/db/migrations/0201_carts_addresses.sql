-- Server carts and delivery addresses (docs/orders.md).

-- One cart per owner + centre + money/points mode. The owner is a customer code, or a guest
-- session id ('GUEST-…'); a guest cart is one per company (the tenant), so its sale_unit is ''.
CREATE TABLE carts (
  tenant_id text NOT NULL,
  owner_id text NOT NULL,
  sale_unit text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('sales', 'redeem')),
  -- [{P_Code, qty1, qty2, qty3, selected}] in display order (src/domain/cart.ts values).
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, owner_id, sale_unit, mode)
);

-- SHIPTO list: 'C' customer (the profile's own), 'S' shipping, 'B' billing; Active 'Y' or 'N'.
CREATE TABLE customer_addresses (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  address_id text NOT NULL,
  sale_unit text NOT NULL DEFAULT '',
  address_type text NOT NULL CHECK (address_type IN ('C', 'S', 'B')),
  name text NOT NULL,
  tax_id text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  province text NOT NULL DEFAULT '',
  province_name text NOT NULL DEFAULT '',
  ampher text NOT NULL DEFAULT '',
  ampher_name text NOT NULL DEFAULT '',
  town text NOT NULL DEFAULT '',
  town_name text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  lat double precision,
  long double precision,
  remark text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  active text NOT NULL DEFAULT 'Y' CHECK (active IN ('Y', 'N')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code, address_id),
  FOREIGN KEY (tenant_id, customer_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE
);
