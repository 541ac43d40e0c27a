import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../src/server/db/index';
import { seedDemoTenants } from '../../src/server/seed/demo';
import { startTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

describe('migrations', () => {
  it('records every migration file once and re-running applies nothing', async () => {
    const rows = await s.db.query<{ name: string }>('SELECT name FROM talad_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(listMigrations());
    const again = await migrate(s.db);
    expect(again.applied).toEqual([]);
  });

  it('a start with nothing new still puts back row security a tenant table has lost (a run that stopped before granting)', async () => {
    const state = async () => (await s.db.query<{ rls: boolean; policy: boolean; granted: boolean }>(`
      SELECT c.relrowsecurity AS rls, EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation') AS policy,
        has_table_privilege('talad_app', c.oid, 'DELETE') AS granted
      FROM pg_class c WHERE c.oid = 'public.audit_log'::regclass`))[0];
    expect(await state()).toEqual({ rls: true, policy: true, granted: true });
    await s.db.exec('ALTER TABLE audit_log DISABLE ROW LEVEL SECURITY; DROP POLICY tenant_isolation ON audit_log; REVOKE DELETE ON audit_log FROM talad_app');
    expect(await state()).toEqual({ rls: false, policy: false, granted: false });
    expect((await migrate(s.db)).applied).toEqual([]);
    expect(await state()).toEqual({ rls: true, policy: true, granted: true });
  });

  it('applies new files in order, each in its own transaction', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-mig-'));
    try {
      fs.writeFileSync(path.join(dir, '9001_a.sql'), 'CREATE TABLE mig_probe (tenant_id text NOT NULL, n int, PRIMARY KEY (tenant_id, n));');
      fs.writeFileSync(path.join(dir, '9002_b.sql'), "INSERT INTO mig_probe VALUES ('t', 1); INSERT INTO mig_probe VALUES ('t', 1);");
      await expect(migrate(s.db, dir)).rejects.toThrow();
      // 9001 committed, 9002 rolled back entirely (no partial insert), not recorded.
      expect(await s.db.query('SELECT * FROM mig_probe')).toEqual([]);
      const names = (await s.db.query<{ name: string }>("SELECT name FROM talad_migrations WHERE name LIKE '900%'")).map((r) => r.name);
      expect(names).toEqual(['9001_a.sql']);
    } finally {
      await s.db.exec("DROP TABLE IF EXISTS mig_probe; DELETE FROM talad_migrations WHERE name LIKE '900%'");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has pg_trgm for catalogue search', async () => {
    const [row] = await s.db.query<{ s: number }>("SELECT similarity('น้ำปลาแท้', 'น้ำปลา') AS s");
    expect(row.s).toBeGreaterThan(0.3);
  });
});

describe('transactions', () => {
  it('roll back every write when the work fails', async () => {
    const count = async () => (await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'probe'"))[0].n;
    await expect(s.db.transaction(async (tx) => {
      await tx.query("INSERT INTO audit_log (tenant_id, actor_kind, actor_id, action) VALUES ('sabai', 'test', 't', 'probe')");
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(await count()).toBe(0);
  });

  it('refuses the outer handle inside a transaction instead of deadlocking', async () => {
    await expect(s.db.transaction(async () => { await s.db.query('SELECT 1'); })).rejects.toThrow(/inside a transaction/);
  });

  it('the seed is idempotent', async () => {
    expect(await seedDemoTenants(s.db)).toEqual([]);
    const [row] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE tenant_id = 'sabai'");
    expect(row.n).toBeGreaterThanOrEqual(5);
  });
});
