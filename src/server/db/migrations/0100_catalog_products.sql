-- Catalogue: products, stock per sale unit, advance prices, customer price levels, best-seller counters.
-- tenant_id first in every key (docs/ARCHITECTURE.md). Mirror: src/server/db/schema/catalog.ts.

-- One normalisation for indexed and typed text (the SQL twin of normalizeSearchText in
-- src/domain/product-search.ts): NFC, zero-width characters removed, NIKHAHIT+SARA AA unified to
-- SARA AM, lower case, spaces collapsed. IMMUTABLE so a generated column and an index can use it.
CREATE FUNCTION catalog_search_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(lower(replace(
    regexp_replace(normalize(t, NFC), '[\u200B-\u200D\u2060\uFEFF]', '', 'g'),
    E'\u0E4D\u0E32', E'\u0E33')), '\s+', ' ', 'g'))
$$;

-- Prices: u{unit}_price{level} is UNIT{unit}PRICELEVEL{level} (u1_price{l} is also PRICE{l}); each with
-- its tax type '1' VAT included, '2' VAT not included (default), '0' not taxed. A unit without its own
-- price is priced from unit 1 by rate (src/domain/prices.ts).
CREATE TABLE products (
  tenant_id text NOT NULL,
  p_code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  short_name_th text NOT NULL DEFAULT '',
  short_name_en text NOT NULL DEFAULT '',
  description_th text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  unit1 text NOT NULL DEFAULT '',
  unit1_name_th text NOT NULL DEFAULT '',
  unit1_name_en text NOT NULL DEFAULT '',
  unit1_rate numeric(12, 3) NOT NULL DEFAULT 1,
  unit2 text NOT NULL DEFAULT '',
  unit2_name_th text NOT NULL DEFAULT '',
  unit2_name_en text NOT NULL DEFAULT '',
  unit2_rate numeric(12, 3) NOT NULL DEFAULT 0,
  unit3 text NOT NULL DEFAULT '',
  unit3_name_th text NOT NULL DEFAULT '',
  unit3_name_en text NOT NULL DEFAULT '',
  unit3_rate numeric(12, 3) NOT NULL DEFAULT 0,
  show_price1 boolean NOT NULL DEFAULT true,
  show_price2 boolean NOT NULL DEFAULT true,
  show_price3 boolean NOT NULL DEFAULT true,
  u1_price1 numeric(12, 2),
  u1_price1_type text NOT NULL DEFAULT '2' CHECK (u1_price1_type IN ('0', '1', '2')),
  u1_price2 numeric(12, 2),
  u1_price2_type text NOT NULL DEFAULT '2' CHECK (u1_price2_type IN ('0', '1', '2')),
  u1_price3 numeric(12, 2),
  u1_price3_type text NOT NULL DEFAULT '2' CHECK (u1_price3_type IN ('0', '1', '2')),
  u1_price4 numeric(12, 2),
  u1_price4_type text NOT NULL DEFAULT '2' CHECK (u1_price4_type IN ('0', '1', '2')),
  u1_price5 numeric(12, 2),
  u1_price5_type text NOT NULL DEFAULT '2' CHECK (u1_price5_type IN ('0', '1', '2')),
  u2_price1 numeric(12, 2),
  u2_price1_type text NOT NULL DEFAULT '2' CHECK (u2_price1_type IN ('0', '1', '2')),
  u2_price2 numeric(12, 2),
  u2_price2_type text NOT NULL DEFAULT '2' CHECK (u2_price2_type IN ('0', '1', '2')),
  u2_price3 numeric(12, 2),
  u2_price3_type text NOT NULL DEFAULT '2' CHECK (u2_price3_type IN ('0', '1', '2')),
  u2_price4 numeric(12, 2),
  u2_price4_type text NOT NULL DEFAULT '2' CHECK (u2_price4_type IN ('0', '1', '2')),
  u2_price5 numeric(12, 2),
  u2_price5_type text NOT NULL DEFAULT '2' CHECK (u2_price5_type IN ('0', '1', '2')),
  u3_price1 numeric(12, 2),
  u3_price1_type text NOT NULL DEFAULT '2' CHECK (u3_price1_type IN ('0', '1', '2')),
  u3_price2 numeric(12, 2),
  u3_price2_type text NOT NULL DEFAULT '2' CHECK (u3_price2_type IN ('0', '1', '2')),
  u3_price3 numeric(12, 2),
  u3_price3_type text NOT NULL DEFAULT '2' CHECK (u3_price3_type IN ('0', '1', '2')),
  u3_price4 numeric(12, 2),
  u3_price4_type text NOT NULL DEFAULT '2' CHECK (u3_price4_type IN ('0', '1', '2')),
  u3_price5 numeric(12, 2),
  u3_price5_type text NOT NULL DEFAULT '2' CHECK (u3_price5_type IN ('0', '1', '2')),
  catalog_price numeric(12, 2),
  -- Points per base unit in redeem mode (0 = not redeemable).
  option1 numeric(12, 2) NOT NULL DEFAULT 0,
  barcode1 text NOT NULL DEFAULT '',
  barcode2 text NOT NULL DEFAULT '',
  barcode3 text NOT NULL DEFAULT '',
  group_code text NOT NULL DEFAULT '',
  group_name_th text NOT NULL DEFAULT '',
  group_name_en text NOT NULL DEFAULT '',
  brand_code text NOT NULL DEFAULT '',
  brand_name_th text NOT NULL DEFAULT '',
  brand_name_en text NOT NULL DEFAULT '',
  flavour_code text NOT NULL DEFAULT '',
  flavour_name text NOT NULL DEFAULT '',
  variant_code text NOT NULL DEFAULT '',
  variant_name text NOT NULL DEFAULT '',
  size_code text NOT NULL DEFAULT '',
  size_name text NOT NULL DEFAULT '',
  supplier_code text NOT NULL DEFAULT '',
  supplier_name text NOT NULL DEFAULT '',
  matype text NOT NULL DEFAULT '',
  matype_name text NOT NULL DEFAULT '',
  pic1 text NOT NULL DEFAULT '',
  pic2 text NOT NULL DEFAULT '',
  pic3 text NOT NULL DEFAULT '',
  pic4 text NOT NULL DEFAULT '',
  pic5 text NOT NULL DEFAULT '',
  disabled boolean NOT NULL DEFAULT false,
  stock_item boolean NOT NULL DEFAULT true,
  -- Listed by the 'suggest' product type (recommended products).
  suggested boolean NOT NULL DEFAULT false,
  h1 text NOT NULL DEFAULT '',
  h2 text NOT NULL DEFAULT '',
  h3 text NOT NULL DEFAULT '',
  h4 text NOT NULL DEFAULT '',
  h5 text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Thai is written without spaces between words: search is by substring over this text with a
  -- trigram index, never by word tokenising. Generated, so every writer keeps it in step.
  -- Short and brand names usually repeat inside the names: added only when they do not, which keeps
  -- the trigram index small.
  search_text text GENERATED ALWAYS AS (catalog_search_norm(
    p_code || ' ' || name_th || ' ' || name_en
    || CASE WHEN strpos(name_th, short_name_th) > 0 THEN '' ELSE ' ' || short_name_th END
    || CASE WHEN strpos(name_en, short_name_en) > 0 THEN '' ELSE ' ' || short_name_en END
    || CASE WHEN strpos(name_th, brand_name_th) > 0 THEN '' ELSE ' ' || brand_name_th END
    || CASE WHEN strpos(name_en, brand_name_en) > 0 THEN '' ELSE ' ' || brand_name_en END
    || ' ' || barcode1 || ' ' || barcode2 || ' ' || barcode3)) STORED,
  PRIMARY KEY (tenant_id, p_code)
);
CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX products_h1 ON products (tenant_id, h1, p_code);
CREATE INDEX products_h2 ON products (tenant_id, h2, p_code);
CREATE INDEX products_h3 ON products (tenant_id, h3, p_code);
CREATE INDEX products_h4 ON products (tenant_id, h4, p_code) WHERE h4 <> '';
CREATE INDEX products_h5 ON products (tenant_id, h5, p_code) WHERE h5 <> '';
CREATE INDEX products_brand ON products (tenant_id, brand_code);
CREATE INDEX products_suggested ON products (tenant_id, p_code) WHERE suggested;
CREATE INDEX products_redeemable ON products (tenant_id, p_code) WHERE option1 > 0;

-- Stock in base units per distribution centre. No row for a stock item = nothing in stock there.
CREATE TABLE product_stock (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  p_code text NOT NULL,
  stock_available numeric(14, 3) NOT NULL DEFAULT 0,
  minimum_stock numeric(14, 3) NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sale_unit, p_code)
);

-- Date-ranged prices per product and centre (merchant /advanceprice pages). Applied only when
-- non-zero, lower than the standard price and today is inside DateStart..DateEnd (src/domain).
CREATE TABLE advance_prices (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  p_code text NOT NULL,
  date_start date NOT NULL,
  date_end date NOT NULL,
  u1_price1 numeric(12, 2),
  u1_price1_type text NOT NULL DEFAULT '2' CHECK (u1_price1_type IN ('0', '1', '2')),
  u1_price2 numeric(12, 2),
  u1_price2_type text NOT NULL DEFAULT '2' CHECK (u1_price2_type IN ('0', '1', '2')),
  u1_price3 numeric(12, 2),
  u1_price3_type text NOT NULL DEFAULT '2' CHECK (u1_price3_type IN ('0', '1', '2')),
  u1_price4 numeric(12, 2),
  u1_price4_type text NOT NULL DEFAULT '2' CHECK (u1_price4_type IN ('0', '1', '2')),
  u1_price5 numeric(12, 2),
  u1_price5_type text NOT NULL DEFAULT '2' CHECK (u1_price5_type IN ('0', '1', '2')),
  u2_price1 numeric(12, 2),
  u2_price1_type text NOT NULL DEFAULT '2' CHECK (u2_price1_type IN ('0', '1', '2')),
  u2_price2 numeric(12, 2),
  u2_price2_type text NOT NULL DEFAULT '2' CHECK (u2_price2_type IN ('0', '1', '2')),
  u2_price3 numeric(12, 2),
  u2_price3_type text NOT NULL DEFAULT '2' CHECK (u2_price3_type IN ('0', '1', '2')),
  u2_price4 numeric(12, 2),
  u2_price4_type text NOT NULL DEFAULT '2' CHECK (u2_price4_type IN ('0', '1', '2')),
  u2_price5 numeric(12, 2),
  u2_price5_type text NOT NULL DEFAULT '2' CHECK (u2_price5_type IN ('0', '1', '2')),
  u3_price1 numeric(12, 2),
  u3_price1_type text NOT NULL DEFAULT '2' CHECK (u3_price1_type IN ('0', '1', '2')),
  u3_price2 numeric(12, 2),
  u3_price2_type text NOT NULL DEFAULT '2' CHECK (u3_price2_type IN ('0', '1', '2')),
  u3_price3 numeric(12, 2),
  u3_price3_type text NOT NULL DEFAULT '2' CHECK (u3_price3_type IN ('0', '1', '2')),
  u3_price4 numeric(12, 2),
  u3_price4_type text NOT NULL DEFAULT '2' CHECK (u3_price4_type IN ('0', '1', '2')),
  u3_price5 numeric(12, 2),
  u3_price5_type text NOT NULL DEFAULT '2' CHECK (u3_price5_type IN ('0', '1', '2')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, sale_unit, p_code, date_start),
  CHECK (date_end >= date_start)
);
CREATE INDEX advance_prices_window ON advance_prices (tenant_id, sale_unit, date_end, date_start);

-- The price level (1..5) a customer buys at in a centre; no row = level 1 (guests always 1).
CREATE TABLE customer_price_levels (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  sale_unit text NOT NULL,
  price_level smallint NOT NULL DEFAULT 1 CHECK (price_level BETWEEN 1 AND 5),
  PRIMARY KEY (tenant_id, customer_code, sale_unit)
);

-- Best-seller ranking per centre: placing an order adds to these (orders area), the seed primes them.
CREATE TABLE product_sales_counters (
  tenant_id text NOT NULL,
  sale_unit text NOT NULL,
  p_code text NOT NULL,
  quantity numeric(14, 3) NOT NULL DEFAULT 0,
  orders integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sale_unit, p_code)
);
CREATE INDEX product_sales_counters_rank ON product_sales_counters (tenant_id, sale_unit, quantity DESC, p_code);

-- Wishlist per customer.
CREATE TABLE wishlist_items (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  p_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code, p_code)
);
