// The whole vitest suite (engine, domain, web components, server) with the server tests on the
// embedded database that `npm start` uses. TEST_DATABASE_URL is removed on purpose: CI exports it
// for `npm run test:pg`, and inheriting it here would run the server suite twice on PostgreSQL and
// never on PGlite.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
console.info('test:unit: engine, domain, web and the server suite on the embedded database (PGlite)');
const run = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
