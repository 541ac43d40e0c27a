import type { Queryable } from '../../db/index';

export type SqlType = 'text' | 'numeric' | 'boolean' | 'integer' | 'smallint' | 'date';
export type Row = Record<string, string | number | boolean | null>;

/**
 * Many rows in one statement: one array parameter per column, expanded by `unnest`. Much faster
 * than row-by-row inserts on both drivers and far below the 65,535-parameter limit of VALUES lists.
 * Existing keys are left alone (seeding is idempotent and tops up).
 */
export async function bulkInsert(q: Queryable, table: string, columns: readonly (readonly [string, SqlType])[], rows: readonly Row[]): Promise<number> {
  if (rows.length === 0) return 0;
  const names = columns.map(([c]) => c);
  const arrays = columns.map(([c]) => rows.map((r) => (r[c] === undefined ? null : r[c])));
  const unnest = columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
  const result = await q.query<{ n: number }>(
    `WITH ins AS (INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${unnest}) ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    arrays,
  );
  return result[0]?.n ?? 0;
}
