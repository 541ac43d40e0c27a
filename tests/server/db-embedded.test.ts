import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { call, startTestServer, type TestServer } from './helpers';

// Embedded-database only: scripts/test-pg.ts leaves this file out of the PostgreSQL run (a skip
// there would fail CI), and the embedded run of `npm run test:unit` never has TEST_DATABASE_URL.
let s: TestServer;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) throw new Error('db-embedded.test.ts runs on the embedded database only');
  s = await startTestServer();
});
afterAll(async () => { await s?.close(); });

describe('embedded database on disk', () => {
  it('keeps data and the JWT secret across restarts of the same DATA_DIR', async () => {
    const config = { ...s.app.config, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'talad-restart-')) };
    try {
      const first = await buildApp({ config, seed: true, watchTenants: false });
      await call(first, 'POST', '/authen/register', { tenant: 'sabai', body: { mobileNo: '0812223333', password: 'secret-123', confirmPassword: 'secret-123', name: 'ร้านถาวร' } });
      const token = (await call(first, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: '0812223333', password: 'secret-123' } })).body.jtoken;
      await first.close();
      expect(fs.existsSync(path.join(config.dataDir, 'secret'))).toBe(true);

      const second = await buildApp({ config, seed: true, watchTenants: false });
      const profile = await call(second, 'POST', '/authen/customerProfile', { token, body: {} });
      expect(profile.status).toBe(200);
      expect(profile.body.CUSTOMERNAME).toBe('ร้านถาวร');
      const [row] = await second.db.query<{ n: number }>("SELECT count(*)::int AS n FROM distribution_centers WHERE tenant_id = 'sabai'");
      expect(row.n).toBe(4);
      await second.close();
    } finally {
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
    // Migrates and seeds a fresh database on disk twice: ~15 s alone, over 60 s at CI load 12.
  }, 180_000);
});
