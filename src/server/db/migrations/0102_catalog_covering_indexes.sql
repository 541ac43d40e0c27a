-- Paging through search results and categories reads only these narrow indexes (index-only scans:
-- the seed and the bench VACUUM the table so its pages are all-visible). The embedded database keeps
-- 128 MB of buffers and the products table of 100,000 rows is larger, so walking the table itself
-- made every page of a broad search a trip through the file system. Partial on NOT disabled: the
-- storefront never lists disabled products.
CREATE INDEX products_live_search ON products (tenant_id, p_code) INCLUDE (search_text, name_th, name_en) WHERE NOT disabled;
DROP INDEX products_h1;
DROP INDEX products_h2;
DROP INDEX products_h3;
CREATE INDEX products_live_h1 ON products (tenant_id, h1, p_code) WHERE NOT disabled;
CREATE INDEX products_live_h2 ON products (tenant_id, h2, p_code) WHERE NOT disabled;
CREATE INDEX products_live_h3 ON products (tenant_id, h3, p_code) WHERE NOT disabled;
