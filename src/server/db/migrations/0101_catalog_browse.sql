-- Browsing data: the 5-level category hierarchy, custom category sorting, display groups, banners and
-- news, content pages. Mirror: src/server/db/schema/catalog.ts.

-- Level n carries the codes of its ancestors in h1..h(n-1); products carry h1..h5 codes.
CREATE TABLE categories (
  tenant_id text NOT NULL,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
  code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  h1 text NOT NULL DEFAULT '',
  h2 text NOT NULL DEFAULT '',
  h3 text NOT NULL DEFAULT '',
  h4 text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_id, level, code)
);

-- Custom category sorting: numbered groups whose items are categories of one level (key h1..h5)
-- in the order the merchant chose.
CREATE TABLE category_sort_groups (
  tenant_id text NOT NULL,
  number integer NOT NULL,
  key text NOT NULL CHECK (key IN ('h1', 'h2', 'h3', 'h4', 'h5')),
  name_th text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, number)
);

CREATE TABLE category_sort_items (
  tenant_id text NOT NULL,
  number integer NOT NULL,
  item_id text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, number, item_id)
);

-- Display groups (drawer groups, promotion brands …), typed; members in a chosen order.
CREATE TABLE display_groups (
  tenant_id text NOT NULL,
  id integer NOT NULL,
  type text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL DEFAULT '',
  logo_image text NOT NULL DEFAULT '',
  -- Y: the client shows the name through its translations (name_en in English) instead of name_th.
  use_translate_name boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX display_groups_type ON display_groups (tenant_id, type, sort_order);

CREATE TABLE display_group_products (
  tenant_id text NOT NULL,
  group_id integer NOT NULL,
  p_code text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, group_id, p_code)
);
CREATE INDEX display_group_products_product ON display_group_products (tenant_id, p_code);

-- Banners ('B'), news and promotions ('N') and the fixed pages HOWTO_001, FAQ_001, CONTACT_001 ('P').
CREATE TABLE news (
  tenant_id text NOT NULL,
  code text NOT NULL,
  news_type text NOT NULL,
  title_th text NOT NULL,
  title_en text NOT NULL DEFAULT '',
  body_th text NOT NULL DEFAULT '',
  body_en text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  active text NOT NULL DEFAULT 'Y' CHECK (active IN ('Y', 'N')),
  date_start date,
  date_end date,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, code)
);
CREATE INDEX news_type ON news (tenant_id, news_type, sort_order);

-- Content pages reached at /contents/{id}: cookies-policy, pdpa, privacy (versioned for PDPA consent).
CREATE TABLE contents (
  tenant_id text NOT NULL,
  id text NOT NULL,
  version text NOT NULL DEFAULT '1',
  title_th text NOT NULL,
  title_en text NOT NULL DEFAULT '',
  body_th text NOT NULL,
  body_en text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
