/*
 * npm run test:e2e [-- <playwright args>]
 * Builds the web app when dist/web is missing or older than its sources, starts the real server
 * (src/server/main.ts) on a free port with a temporary DATA_DIR and a temporary copy of tenants/
 * (specs add a tenant folder while it runs), runs Playwright against it, then stops the server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BIN, buildWebIfNeeded, ROOT, startRealServer } from './lib/real-server';

async function main(): Promise<number> {
  buildWebIfNeeded();
  // TEST_CLOCK=Y: specs may move the server clock with POST api/dev/clock (e2e/subscriptions.spec.ts).
  const server = await startRealServer({ env: { TEST_CLOCK: 'Y' } });
  console.info(`e2e: server on ${server.base} (DATA_DIR ${server.dataDir})`);
  try {
    const res = spawnSync(path.join(BIN, 'playwright'), ['test', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: server.base, E2E_TENANTS_DIR: server.tenantsDir, E2E_DATA_DIR: server.dataDir },
    });
    return res.status ?? 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('e2e:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
