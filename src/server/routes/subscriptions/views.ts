import type { Queryable } from '../../db/index';
import { loadRuns, nextRuns, type RunRow, type SubscriptionRow } from './store';

export function runView(r: RunRow) {
  return { RunDate: r.runDate, Status: r.status, OrderId: r.orderId, Attempts: r.attempts, Message: r.message, LeftOut: r.leftOut, UpdatedAt: r.updatedAt.toISOString() };
}

interface LineUnit { Unit: 1 | 2 | 3; Code: string; Name: string; NameEn: string; rate: number }

async function productNames(q: Queryable, tenantId: string, codes: string[]): Promise<Map<string, { th: string; en: string; units: LineUnit[] }>> {
  const rows = await q.query<Record<string, string | number>>(
    `SELECT p_code, name_th, name_en, unit1, unit1_name_th, unit1_name_en, unit1_rate, unit2, unit2_name_th, unit2_name_en, unit2_rate,
            unit3, unit3_name_th, unit3_name_en, unit3_rate
       FROM products WHERE tenant_id = $1 AND p_code = ANY($2::text[])`, [tenantId, codes],
  );
  return new Map(rows.map((r) => [String(r.p_code), {
    th: String(r.name_th), en: String(r.name_en || r.name_th),
    units: ([1, 2, 3] as const).map((i) => ({
      Unit: i, Code: String(r[`unit${i}`]), Name: String(r[`unit${i}_name_th`] || r[`unit${i}`]),
      NameEn: String(r[`unit${i}_name_en`] || r[`unit${i}_name_th`] || r[`unit${i}`]), rate: Number(r[`unit${i}_rate`]),
    })),
  }]));
}

/** A line's units: the product's first unit and those with a rate, and any unit the line holds (a line in packs shows its packs). */
function lineUnits(units: LineUnit[] | undefined, l: { qty1: number; qty2: number; qty3: number }) {
  return (units ?? [])
    .filter((u) => u.Unit === 1 || u.rate > 0 || l[`qty${u.Unit}`] > 0)
    .map(({ Unit, Code, Name, NameEn }) => ({ Unit, Code, Name, NameEn }));
}

/** The wire shape of a subscription in lists (its last run only). */
export async function subscriptionView(q: Queryable, s: SubscriptionRow, opts: { customerName?: string } = {}) {
  return wireShape(q, s, await loadRuns(q, s.tenantId, s.subscriptionId, 1), opts.customerName);
}

/** The detail page's shape: with the run history, newest first. */
export async function subscriptionDetailView(q: Queryable, s: SubscriptionRow, opts: { runs: number; customerName?: string }) {
  const runs = await loadRuns(q, s.tenantId, s.subscriptionId, opts.runs);
  return { ...(await wireShape(q, s, runs, opts.customerName)), Runs: runs.map(runView) };
}

async function wireShape(q: Queryable, s: SubscriptionRow, runs: RunRow[], customerName: string | undefined) {
  const names = await productNames(q, s.tenantId, s.lines.map((l) => l.P_Code));
  return {
    SubscriptionId: s.subscriptionId,
    CustomerCode: s.customerCode,
    ...(customerName !== undefined ? { CustomerName: customerName } : {}),
    SaleUnit: s.saleUnit,
    Status: s.status,
    Frequency: s.schedule.frequency,
    Weekday: s.schedule.weekday ?? null,
    MonthDay: s.schedule.monthDay ?? null,
    StartDate: s.schedule.startDate,
    EndDate: s.schedule.endDate ?? null,
    NextRuns: nextRuns(s),
    PaymentMethod: s.paymentMethod,
    ShipToCode: s.shipToCode,
    Remark: s.remark,
    SourceOrderId: s.sourceOrderId,
    Lines: s.lines.map((l) => ({
      ...l, ProductName: names.get(l.P_Code)?.th ?? l.P_Code, ProductNameEn: names.get(l.P_Code)?.en ?? l.P_Code, Units: lineUnits(names.get(l.P_Code)?.units, l),
    })),
    LastRun: runs[0] ? runView(runs[0]) : null,
    CreatedAt: s.createdAt.toISOString(),
  };
}
