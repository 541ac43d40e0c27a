import type { Db } from '../../src/server/db/index';

/**
 * A digest of every row of every table (or view) with a tenant_id column, of one tenant or of all,
 * the named tables aside: two equal digests mean no row was added, removed or changed in between.
 * The walk tests take one before and one after each walk.
 *
 * Each table's rows are turned to text, sorted and digested inside the database: reading the rows
 * out (the seeded shop has ~6,000 products and ~23,000 stock rows) and hashing them in JavaScript
 * took 0.5–1.5 s a snapshot on PGlite, most of it in decoding the rows (docs/testing.md "CI
 * duration", session 17). Every column of every row is still in the digest.
 */
export async function tenantRowsDigest(db: Db, opts: { tenant?: string; except?: string[] } = {}): Promise<string> {
  const except = opts.except ?? [];
  const tables = await db.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM information_schema.columns
      WHERE column_name = 'tenant_id' AND table_schema = current_schema() AND NOT (table_name = ANY($1::text[]))
      ORDER BY table_name`,
    [except],
  );
  const where = opts.tenant ? ' WHERE t.tenant_id = $1' : '';
  const parts = tables.map(({ table_name }) =>
    `SELECT ${literal(table_name)} AS name, md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS digest
       FROM (SELECT t::text AS r FROM "${table_name}" t${where}) x`);
  const rows = await db.query<{ name: string; digest: string }>(parts.join(' UNION ALL '), opts.tenant ? [opts.tenant] : []);
  return rows.map((r) => `${r.name}:${r.digest}`).sort().join('\n');
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
