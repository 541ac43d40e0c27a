-- The last bundle of each tenant that passed validation (base ← tenant, variants kept), and the base
-- itself under '_base'. A process that starts while a tenant's folder is broken serves this copy,
-- flagged as stale, instead of taking the tenant offline (docs/security.md, configuration resilience).
-- Written only by the tenant registry in the system context (not a tenant's own data).
CREATE TABLE tenant_bundles_last_good (
  bundle_id text PRIMARY KEY,
  bundle jsonb NOT NULL,
  checksum text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now()
);
