/**
 * Keeps this release's OpenAPI document for `/release/notes/api`:
 *   npm run openapi:snapshot -- <version>     → docs/api/openapi-<version>.json
 * Builds the API on a scratch embedded database (no seed; routes only) and writes the document
 * the running server serves at /api/docs/json, keys sorted so snapshots diff cleanly in git.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { configFromEnv } from '../src/server/config';
import { openDb } from '../src/server/db/index';

const version = process.argv[2];
if (!version || !/^[A-Za-z0-9._-]+$/.test(version)) {
  console.error('usage: npm run openapi:snapshot -- <version>   (letters, digits, . _ -)');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-openapi-'));
const sortKeys = (v: unknown): unknown => (Array.isArray(v) ? v.map(sortKeys)
  : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)])) : v);
try {
  const db = await openDb({ dataDir });
  const config = { ...configFromEnv({ NODE_ENV: 'test' }, root), dataDir, webDir: path.join(dataDir, 'no-web'), logLevel: 'silent' as const };
  const app = await buildApp({ config, db, seed: false, watchTenants: false });
  await app.ready();
  const doc = app.swagger();
  const out = path.join(root, 'docs', 'api', `openapi-${version}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(sortKeys(doc), null, 2)}\n`);
  console.log(`wrote ${path.relative(root, out)} (${Object.keys((doc as { paths?: object }).paths ?? {}).length} paths)`);
  await app.close();
  await db.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
