/**
 * The OpenAPI document exactly as the running server serves it at /api/docs/json: the real app
 * built on a scratch embedded database (no seed, never listening), keys sorted so it diffs cleanly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openDb } from '../../src/server/db/index';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export const sortKeys = (v: unknown): unknown => (Array.isArray(v) ? v.map(sortKeys)
  : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)])) : v);

export async function buildDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-openapi-'));
  try {
    const db = await openDb({ dataDir });
    const config = { ...configFromEnv({ NODE_ENV: 'test' }, ROOT), dataDir, webDir: path.join(dataDir, 'no-web'), logLevel: 'silent' as const };
    const app = await buildApp({ config, db, seed: false, watchTenants: false });
    await app.ready();
    // A deep copy through JSON: what a client fetching /api/docs/json receives.
    const doc = JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
    await app.close();
    await db.close();
    return sortKeys(doc) as Record<string, unknown>;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
