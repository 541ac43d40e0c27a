/*
 * npm run test:e2e [-- <playwright args>]
 * Builds the web app when dist/web is missing or older than its sources, starts the real server
 * (src/server/main.ts) on a free port with a temporary DATA_DIR and a temporary copy of tenants/
 * (specs add a tenant folder while it runs), runs Playwright against it, then stops the server.
 *
 * Two Playwright workers, each against a server of its own (E2E_WORKERS, default 2; 1 when one spec
 * file is named): a worker's specs never see another worker's data, its clock (POST api/dev/clock)
 * or its tenants folder, so the specs stay as independent as in the one-worker run. One walk through
 * the pages spends most of its time waiting (the browser loading, `settle`'s quiet window, polls):
 * it used about 0.8 of the two cores, so two walks side by side take a little over half the time
 * (docs/testing.md "CI duration"). playwright.config.ts points each worker at its server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BIN, buildWebIfNeeded, ROOT, startRealServer, type RealServer } from './lib/real-server';

// Two: a third worker on this 2-core machine made the quiet CI run slower (e2e 6.4 min against 5.2–5.5; docs/testing.md, session 17).
const DEFAULT_WORKERS = 2;

function workerCount(args: string[]): number {
  const asked = Number(process.env.E2E_WORKERS ?? String(DEFAULT_WORKERS));
  const n = Number.isInteger(asked) && asked >= 1 ? asked : DEFAULT_WORKERS;
  // One spec file named on the command line: a second server would only cost its start.
  return args.filter((a) => a.endsWith('.spec.ts')).length === 1 ? 1 : n;
}

async function main(): Promise<number> {
  buildWebIfNeeded();
  const args = process.argv.slice(2);
  const workers = workerCount(args);
  // TEST_CLOCK=Y: specs may move the server clock with POST api/dev/clock (e2e/subscriptions.spec.ts).
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startRealServer({ env: { TEST_CLOCK: 'Y' } })));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    const env: NodeJS.ProcessEnv = { ...process.env, E2E_WORKERS: String(workers) };
    servers.forEach((server: RealServer, i) => {
      console.info(`e2e: worker ${i}: server on ${server.base} (DATA_DIR ${server.dataDir})`);
      Object.assign(env, { [`E2E_BASE_URL_${i}`]: server.base, [`E2E_TENANTS_DIR_${i}`]: server.tenantsDir, [`E2E_DATA_DIR_${i}`]: server.dataDir });
    });
    // Also the plain names (worker 0's server), for anything that reads them outside a worker.
    Object.assign(env, { E2E_BASE_URL: servers[0].base, E2E_TENANTS_DIR: servers[0].tenantsDir, E2E_DATA_DIR: servers[0].dataDir });
    const res = spawnSync(path.join(BIN, 'playwright'), ['test', `--workers=${workers}`, ...args], { cwd: ROOT, stdio: 'inherit', env });
    return res.status ?? 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('e2e:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
