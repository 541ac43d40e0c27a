/*
 * Promotions bench section: src/domain/promotion-apply's applyPromotions, the function the
 * checkout quote calls, on a 100-line cart against 50 active promotions of the cart's centre
 * (20 free-item, 20 product discounts with tiers, 10 bill discounts, some with customer, store and
 * weekday scopes), starting from the wire drafts as the database hands them (toPromotionRule per
 * quote, as loadPromotionRules does). Budget: p95 ≤ 20 ms. Then the same promotions saved through
 * the editor's store on embedded PGlite and the whole `POST api/checkout/quote` of a 100-line cart
 * over HTTP (informational: prices, stock, promotions read and applied, one client).
 */
import { performance } from 'node:perf_hooks';
import { addDays, dayKey, dayKeyToYyyymmdd } from '../src/domain/dates';
import { applyPromotions, type PromotionCartLine } from '../src/domain/promotion-apply';
import { toPromotionRule, type PromotionDraft } from '../src/domain/promotion-types';
import type { Db } from '../src/server/db/index';
import { savePromotion } from '../src/server/routes/promotions/store';
import { percentile, withSeededShop } from './harness';
import type { BenchRow, BenchSection } from './types';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 150);

const LINES = 100;
const PROMOTIONS = 50;
const RUNS = Number(process.env.BENCH_PROMOTION_RUNS ?? 2000);
const BUDGET_MS = 20;
const NOW = new Date('2026-11-20T10:00:00+07:00');

const code = (i: number) => `P${String(i).padStart(5, '0')}`;

function draft(i: number, codeOf: (n: number) => string = code): PromotionDraft {
  const type = i < 20 ? '1' : i < 40 ? '2' : '3';
  // Each promotion triggers on 6 products spread over the cart (and some outside it).
  const sale = Array.from({ length: 6 }, (_, k) => codeOf((i * 7 + k * 17) % 130));
  const tiers = [1, 2, 3].map((n) => ({
    PromotionLn: n, BuyMin: n * 5, BuyMax: n === 3 ? 0 : n * 5 + 4, OrderBuy: type === '1' ? n * 5 : 0,
    FreeNumber: type === '1' ? n : 0, DiscNumber: type === '1' ? 0 : n * (i % 2 === 0 ? 5 : 20),
    DiscType: type === '1' ? 'FreeItem' : i % 2 === 0 ? 'DiscountPercent' : 'DiscountValue',
  }));
  return {
    SaleUnit: '1001',
    Promotion: {
      PromotionId: i + 1, PromotionName: `Bench ${i + 1}`, Opt30: `B${i + 1}`, PromotionRemark: 'bench', DateBeginT: '20261101', DateEndT: '20261231',
      FlagEnabled: 'Y', PromotionType: type, SalesNumber: i % 5 === 0 ? '2' : '1',
      CustomerList: i % 10 === 3 ? '' : 'ALL', Opt15: i % 10 === 4 ? '' : 'ALL', CustomerTypeList: 'ALL', Opt31: i % 10 === 5 ? 'YYYYYNN' : '',
    },
    PromotionDetails: tiers,
    ProductsSale: type === '3' && i % 2 === 0 ? [] : sale,
    ProductsFree: type === '1' ? [codeOf((i * 11) % 100)] : [],
    Customers: i % 10 === 3 ? ['SB0001', 'SB0002'] : [],
    CustomersNotIn: i % 10 === 6 ? ['SB0009'] : [],
    Stores: i % 10 === 4 ? ['GT', 'MT'] : [],
    CustomerTypes: [],
  };
}

const drafts = Array.from({ length: PROMOTIONS }, (_, i) => draft(i));
const cart: PromotionCartLine[] = Array.from({ length: LINES }, (_, i) => {
  const quantity = 1 + (i * 7) % 24;
  return { P_Code: code(i), quantity, amount: quantity * (12 + (i % 9) * 3.5) };
});
const freeItemValues = new Map(Array.from({ length: 130 }, (_, i) => [code(i), 10 + (i % 9) * 3.5]));
const customer = { customerCode: 'SB0001', storeType: 'GT', customerType: '01', saleUnit: '1001' };

function quoteOnce(): { applied: number; ms: number } {
  const t0 = performance.now();
  const rules = drafts.map(toPromotionRule);
  const result = applyPromotions(cart, rules, customer, { now: NOW, freeItemValues });
  return { applied: result.applied.length, ms: performance.now() - t0 };
}

/** 50 promotions saved as the editor saves them, and the quote endpoint timed on a 100-line cart. */
async function quoteLatencies(): Promise<{ times: number[]; applied: number }> {
  const savePromotions = async (db: Db, codes: string[]) => {
    const now = new Date();
    const today = dayKey(now);
    await db.query("DELETE FROM promotions WHERE tenant_id = 'sabai' AND sale_unit = '1001'");
    await db.transaction(async (tx) => {
      for (let i = 0; i < PROMOTIONS; i++) {
        const d = draft(i, (n) => codes[n]);
        d.Promotion = { ...d.Promotion, DateBeginT: dayKeyToYyyymmdd(addDays(today, -1)), DateEndT: dayKeyToYyyymmdd(addDays(today, 30)), Opt31: '' };
        await savePromotion(tx, 'sabai', '1001', null, d, 'bench', now);
      }
    });
  };
  return withSeededShop({ codes: 130, prepare: savePromotions }, async ({ address, auth, codes }) => {
    const body = JSON.stringify({ lines: codes.slice(0, LINES).map((c, i) => ({ P_Code: c, qty1: 1 + (i * 7) % 24, qty2: 0, qty3: 0 })) });
    let applied = 0;
    const one = async (): Promise<number> => {
      const start = performance.now();
      const res = await fetch(`${address}/api/checkout/quote`, { method: 'POST', headers: auth, body });
      const ms = performance.now() - start;
      if (!res.ok) throw new Error(`quote answered ${res.status}: ${await res.text()}`);
      const answer = await res.json() as { Promotions?: unknown[] };
      applied = answer.Promotions?.length ?? 0;
      return ms;
    };
    for (let i = 0; i < 10; i++) await one();
    const times: number[] = [];
    for (let i = 0; i < QUOTES; i++) times.push(await one());
    return { times, applied };
  });
}

export const promotionsBenchSection: BenchSection = {
  name: 'promotions',
  async run(): Promise<BenchRow[]> {
    for (let i = 0; i < 100; i++) quoteOnce();
    const times: number[] = [];
    let applied = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = quoteOnce();
      times.push(r.ms);
      applied = r.applied;
    }
    // A bench that applies nothing measures nothing.
    if (applied === 0) throw new Error('no promotion applied to the bench cart');
    const p95 = percentile(times, 95);
    const out: BenchRow[] = [
      { metric: `apply ${PROMOTIONS} promotions to a ${LINES}-line cart: p50`, value: `${percentile(times, 50).toFixed(2)} ms`, budget: '-', pass: null },
      { metric: `apply ${PROMOTIONS} promotions to a ${LINES}-line cart: p95 (${applied} applied)`, value: `${p95.toFixed(2)} ms`, budget: `≤ ${BUDGET_MS} ms`, pass: p95 <= BUDGET_MS },
    ];
    const quote = await quoteLatencies();
    out.push({ metric: `POST api/checkout/quote, ${LINES} lines, ${PROMOTIONS} promotions (embedded): p50`, value: `${percentile(quote.times, 50).toFixed(1)} ms`, budget: '-', pass: null });
    out.push({ metric: `POST api/checkout/quote, ${LINES} lines, ${PROMOTIONS} promotions (embedded): p95 (${quote.applied} applied)`, value: `${percentile(quote.times, 95).toFixed(1)} ms`, budget: '-', pass: null });
    return out;
  },
};

// `npx tsx bench/promotions.ts` runs this section alone.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/bench\//, '/bench/'))) {
  void promotionsBenchSection.run().then((rows) => { for (const r of rows) console.log(`${r.metric}: ${r.value} (${r.budget}) ${r.pass === false ? 'FAIL' : 'ok'}`); });
}
