-- Row-level security: a second wall behind every query's own tenant filter (docs/security.md).
-- Requests run their queries as the non-superuser role talad_app with app.tenant_id set per
-- session or transaction (src/server/db/scope.ts); every table with a tenant_id column gets a
-- policy that shows and accepts only that tenant's rows. The login role owns the tables and is
-- not subject to these policies (no FORCE): that is the explicit system path (boot, migrations,
-- the job queue, named cross-tenant reads).

-- Roles belong to the whole server: several databases (and test runs) may create it at once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'talad_app') THEN
    BEGIN
      CREATE ROLE talad_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- The login role must be able to SET ROLE talad_app (a superuser always can).
  IF NOT pg_has_role(current_user, 'talad_app', 'MEMBER') THEN
    EXECUTE format('GRANT talad_app TO %I', current_user);
  END IF;
END
$$;

-- Idempotent: grants and policies for every tenant table, including tables added by later
-- migrations (src/server/db/migrate.ts calls it after each run).
CREATE OR REPLACE FUNCTION talad_apply_row_security() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  t record;
BEGIN
  GRANT USAGE ON SCHEMA public TO talad_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO talad_app;
  GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO talad_app;
  FOR t IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.table_name AND policyname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I TO talad_app USING (tenant_id = current_setting(''app.tenant_id'', true)) WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))',
        t.table_name);
    END IF;
  END LOOP;
END
$fn$;

SELECT talad_apply_row_security();
