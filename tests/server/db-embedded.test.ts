import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { configFromEnv, type ServerConfig } from '../../src/server/config';
import { call, REPO } from './helpers';

// Embedded-database only: scripts/test-pg.ts leaves this file out of the PostgreSQL run (a skip
// there would fail CI), and the embedded run of `npm run test:unit` never has TEST_DATABASE_URL.
beforeAll(() => {
  if (process.env.TEST_DATABASE_URL) throw new Error('db-embedded.test.ts runs on the embedded database only');
});

describe('embedded database on disk', () => {
  it('keeps data and the JWT secret across restarts of the same DATA_DIR', async () => {
    // The test server's config (startTestServer) without starting one: this test starts its own apps
    // on an empty DATA_DIR, so a template copy and a third app would only be set-up to read a config.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-restart-'));
    const config: ServerConfig = {
      ...configFromEnv({ NODE_ENV: 'test' }, REPO),
      dataDir, tenantsDir: path.join(REPO, 'tenants'), webDir: path.join(dataDir, 'no-web'), authRateLimit: 10_000, logLevel: 'silent',
    };
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
