import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPg } from './pg';
import type { Db } from './types';

/**
 * A throwaway database on the PostgreSQL server at `serverUrl` (tests and benches): created empty
 * (or as a copy of `template`) under a random name, dropped with its connections by `drop`.
 */
export async function scratchPgDatabase(serverUrl: string, prefix: string, poolSize: number, template?: string): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const db = await openPg(u.toString(), poolSize);
  return {
    db,
    url: u.toString(),
    drop: async () => {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
