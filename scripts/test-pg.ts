// Runs the server suite a second time on a real PostgreSQL (TEST_DATABASE_URL, or Debian's local
// cluster started by scripts/pg-local.sh). Same tests, same migrations as the embedded run.
import { execFileSync, spawnSync } from 'node:child_process';

let url = process.env.TEST_DATABASE_URL ?? '';
if (!url) {
  try {
    url = execFileSync('bash', ['scripts/pg-local.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    // pg-local.sh said why on stderr: PostgreSQL is installed but would not start.
    console.error('test:pg: PostgreSQL is installed but could not be started (see above)');
    process.exit(1);
  }
}
if (!url) {
  if (process.env.CI) {
    console.error('test:pg: no PostgreSQL available in CI (install postgresql or set TEST_DATABASE_URL)');
    process.exit(1);
  }
  console.info('test:pg: no PostgreSQL on this machine; skipped (set TEST_DATABASE_URL to run it)');
  process.exit(0);
}
console.info(`test:pg: server suite on ${url.replace(/:[^:@/]+@/, ':***@')}`);
// db-embedded.test.ts checks the embedded database on disk; it is left out here rather than skipped.
const run = spawnSync('npx', ['vitest', 'run', '--project', 'node', 'tests/server', '--exclude', 'tests/server/db-embedded.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
