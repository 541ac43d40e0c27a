/*
 * One migrated and seeded database per test run, copied for each server test file instead of
 * migrating and seeding a new one every time (the seed is most of a server file's set-up).
 *
 * The vitest global set-up (tests/server/db-template.setup.ts) names the template after its own
 * process and removes it at the end; the first worker that needs it builds it under a lock, the
 * others wait for it. Without a name (a file run outside vitest's set-up) every file builds its own.
 * PGlite: a data directory copied file by file. PostgreSQL: CREATE DATABASE … TEMPLATE.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

const WAIT_MS = 240_000;

export function templateName(): string | null {
  // TALAD_TEST_TEMPLATE=off: every file migrates and seeds its own database (to compare, or to debug).
  if (process.env.TALAD_TEST_TEMPLATE === 'off') return null;
  try {
    return inject('dbTemplate') ?? null;
  } catch {
    return null;
  }
}

/** PGlite template directory (holds `pg/`), or PostgreSQL template database name. */
export function templateLocation(kind: 'pglite' | 'pg', name: string): string {
  return kind === 'pglite' ? path.join(path.dirname(name), `${path.basename(name)}-pglite`) : `talad_tpl_${path.basename(name).replace(/\W/g, '_')}`;
}

/**
 * Makes sure the template exists: builds it (via `build`) when this process wins the lock, else waits
 * until the winner marks it ready. Returns false when it could not be had (the caller builds its own).
 */
export async function ensureTemplate(marker: string, build: () => Promise<void>): Promise<boolean> {
  const ready = `${marker}.ready`;
  if (fs.existsSync(ready)) return true;
  let mine = false;
  try {
    fs.mkdirSync(`${marker}.lock`);
    mine = true;
  } catch {
    // another worker holds the lock and is building
  }
  if (mine) {
    try {
      await build();
      fs.writeFileSync(ready, String(process.pid));
      return true;
    } catch (err) {
      fs.writeFileSync(`${marker}.failed`, String((err as Error).stack ?? err));
      throw err;
    }
  }
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (fs.existsSync(ready)) return true;
    if (fs.existsSync(`${marker}.failed`)) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export async function pgAdmin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
