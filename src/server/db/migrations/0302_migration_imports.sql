-- Migration imports (docs/merchant.md): one upload is imported once (upload_hash), the result is
-- kept for the page and the download, and stock transfers are recorded line by line.

ALTER TABLE import_jobs ADD COLUMN upload_hash text NOT NULL DEFAULT '';
ALTER TABLE import_jobs ADD COLUMN mode text NOT NULL DEFAULT 'sync' CHECK (mode IN ('sync', 'async'));
ALTER TABLE import_jobs ADD COLUMN result jsonb;
-- A byte-identical file of one kind is applied at most once per tenant (a retried or double-clicked
-- import, or a stock transfer uploaded twice, replays the first result instead).
CREATE UNIQUE INDEX import_jobs_upload_once ON import_jobs (tenant_id, kind, upload_hash) WHERE status = 'done' AND upload_hash <> '';

-- transfer-stloc: each moved line, with the job that moved it.
CREATE TABLE stock_transfers (
  tenant_id text NOT NULL,
  job_id text NOT NULL,
  line integer NOT NULL,
  p_code text NOT NULL,
  from_sale_unit text NOT NULL,
  to_sale_unit text NOT NULL,
  unit smallint NOT NULL CHECK (unit BETWEEN 1 AND 3),
  qty numeric(14, 3) NOT NULL,
  base_qty numeric(14, 3) NOT NULL CHECK (base_qty > 0),
  ref text NOT NULL DEFAULT '',
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, job_id, line)
);
CREATE INDEX stock_transfers_product ON stock_transfers (tenant_id, p_code, created_at DESC);
