/*
 * Subscriptions bench section: 1,000 due recurring orders processed on a fresh database — the
 * ticker creates the runs and queues one job each, then the queue handles every job (drain, in
 * this process): each run prices its two lines on the day and places a normal order through the
 * idempotent order path. Embedded PGlite, and PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set. Reports the wall time and orders per second.
 */
import { scratchPgDatabase } from '../src/server/db/scratch';
import { todayIso } from '../src/server/routes/points/ledger';
import { withSeededShop } from './harness';
import type { BenchRow, BenchSection } from './types';

const DUE = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1000);
/** A nightly batch of 1,000 shops must be done well within a few minutes. */
const BUDGET_S = { pglite: 180, pg: 120 } as const;

async function processDue(kind: 'pglite' | 'pg', url?: string): Promise<{ seconds: number; orders: number }> {
  const fresh = kind === 'pg' && url ? await scratchPgDatabase(url, 'talad_bench', 10) : null;
  try {
    return await withSeededShop({ db: fresh?.db, codes: 200, minCodes: 2 }, async ({ db, app, address, auth, codes }) => {
      const addresses = await (await fetch(`${address}/GET_MASTER_DATA/GET_DELIVERY_ADDRESS`, { method: 'POST', headers: auth, body: '{}' })).json() as { data: { _id: string; Address_Type: string }[] };
      const shipTo = addresses.data.find((x) => x.Address_Type === 'S')!._id;
      const today = todayIso(new Date(app.clock()));
      // 1,000 weekly subscriptions of the demo customer, all due today, two lines each.
      await db.query(
        `INSERT INTO order_subscriptions (tenant_id, subscription_id, customer_code, sale_unit, status, frequency, weekday, start_date, next_run_date,
           payment_method, ship_to_code, lines, created_by, created_at, updated_at)
         SELECT 'sabai', 'RS' || lpad(g::text, 7, '0'), 'SB0001', '1001', 'active', 'week', (extract(isodow FROM $1::date)::int - 1), $1::date, $1::date,
                'COD', $2, jsonb_build_array(jsonb_build_object('P_Code', ($3::text[])[1 + g % $4], 'qty1', 1, 'qty2', 0, 'qty3', 0),
                                             jsonb_build_object('P_Code', ($3::text[])[1 + (g * 7 + 1) % $4], 'qty1', 2, 'qty2', 0, 'qty3', 0)),
                'SB0001', now(), now()
           FROM generate_series(1, $5) AS g`,
        [today, shipTo, codes, codes.length, DUE],
      );
      const start = performance.now();
      await app.jobs.tick();
      await app.jobs.drain();
      const seconds = (performance.now() - start) / 1000;
      const [{ placed }] = await db.query<{ placed: number }>("SELECT count(*)::int AS placed FROM order_subscription_runs WHERE status = 'placed'");
      const [{ orders }] = await db.query<{ orders: number }>("SELECT count(*)::int AS orders FROM orders WHERE tenant_id = 'sabai'");
      if (placed !== DUE || orders !== DUE) throw new Error(`expected ${DUE} placed runs and orders, found ${placed} runs and ${orders} orders`);
      return { seconds, orders };
    });
  } finally {
    if (fresh) {
      await new Promise((r) => setTimeout(r, 300));
      await fresh.drop();
    }
  }
}

async function rows(kind: 'pglite' | 'pg', url?: string): Promise<BenchRow[]> {
  const label = kind === 'pglite' ? 'embedded' : 'PostgreSQL';
  const { seconds, orders } = await processDue(kind, url);
  return [
    { metric: `${DUE} due subscriptions processed (${label})`, value: `${seconds.toFixed(1)} s`, budget: `≤ ${BUDGET_S[kind]} s`, pass: seconds <= BUDGET_S[kind] },
    { metric: `subscription orders per second (${label})`, value: (orders / seconds).toFixed(1), budget: '-', pass: null },
  ];
}

export const subscriptionsBenchSection: BenchSection = {
  name: 'subscriptions',
  async run(): Promise<BenchRow[]> {
    const out = await rows('pglite');
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) out.push(...await rows('pg', url));
    else out.push({ metric: 'subscriptions on PostgreSQL', value: 'skipped (set BENCH_DATABASE_URL)', budget: '-', pass: null });
    return out;
  },
};
