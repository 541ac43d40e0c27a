-- Master data the promotion editor picks from (api/promotion/masterdata): customer types and store
-- types per tenant, with names in both languages. customer_centers.customer_type / store_type hold
-- these codes; a code in use without a master row is still offered (named by its code).
CREATE TABLE customer_type_master (
  tenant_id text NOT NULL,
  code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, code)
);

CREATE TABLE store_type_master (
  tenant_id text NOT NULL,
  code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, code)
);
