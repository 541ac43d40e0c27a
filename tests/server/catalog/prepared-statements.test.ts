import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../../src/server/db/index';

// The catalogue's hot queries run as named prepared statements; on PGlite the values travel as
// quoted literals in EXECUTE, so what comes back must be exactly what a plain query returns.
let db: Db;
beforeAll(async () => { db = await openDb({ dataDir: null }); });
afterAll(async () => { await db?.close(); });

const SQL = 'SELECT $1::text AS t, $2::text[] AS a, $3::int AS n, $4::date AS d, $5::boolean AS b, $6::jsonb AS j, $7::text AS z';
const VALUES = [
  "it's a \\ back\\slash \" and '' quotes; DROP TABLE x; --",
  ['a', "b'c", 'd"e', 'f\\g', 'h,i', ' sp ', 'NULL', null, '{x}', 'ไทย'],
  -42, '2026-11-21', false, { k: "v'\\", n: [1, 2] }, null,
];

describe('named prepared statements', () => {
  it('return what the plain query returns, for hostile text, arrays, numbers, dates, json and null', async () => {
    const plain = await db.query(SQL, VALUES);
    expect(await db.query(SQL, VALUES, { name: 'probe_values' })).toEqual(plain);
    expect(await db.query(SQL, VALUES, { name: 'probe_values' })).toEqual(plain);
    expect(plain[0]).toMatchObject({ t: VALUES[0], a: VALUES[1], n: -42, b: false, z: null });
  });

  it('survive concurrent first calls, a rolled-back transaction and DEALLOCATE ALL', async () => {
    const sum = (i: number) => db.query<{ x: number }>('SELECT $1::int + 1 AS x', [i], { name: 'probe_conc' });
    expect((await Promise.all([1, 2, 3].map(sum))).map((r) => r[0].x)).toEqual([2, 3, 4]);
    await expect(db.transaction(async (tx) => {
      await tx.query('SELECT $1::int AS y', [1], { name: 'probe_tx' });
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await db.query('SELECT $1::int AS y', [5], { name: 'probe_tx' })).toEqual([{ y: 5 }]);
    await db.exec('DEALLOCATE ALL');
    expect(await db.query('SELECT $1::int AS y', [6], { name: 'probe_tx' })).toEqual([{ y: 6 }]);
  });

  it('refuse a second text under one name and names that are not identifiers', async () => {
    await db.query('SELECT 1 AS one', [], { name: 'probe_once' });
    await expect(db.query('SELECT 2 AS two', [], { name: 'probe_once' })).rejects.toThrow(/another text/);
    await expect(db.query('SELECT 1', [], { name: 'x; DROP TABLE y' })).rejects.toThrow(/Invalid/);
  });
});
