import type { Queryable } from '../../db/index';
import { loadRuns, nextRuns, type RunRow, type SubscriptionRow } from './store';

export function runView(r: RunRow) {
  return { RunDate: r.runDate, Status: r.status, OrderId: r.orderId, Attempts: r.attempts, Message: r.message, LeftOut: r.leftOut, UpdatedAt: r.updatedAt.toISOString() };
}

async function productNames(q: Queryable, tenantId: string, codes: string[]): Promise<Map<string, { th: string; en: string }>> {
  const rows = await q.query<{ p_code: string; name_th: string; name_en: string }>(
    'SELECT p_code, name_th, name_en FROM products WHERE tenant_id = $1 AND p_code = ANY($2::text[])', [tenantId, codes],
  );
  return new Map(rows.map((r) => [r.p_code, { th: r.name_th, en: r.name_en || r.name_th }]));
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
    Lines: s.lines.map((l) => ({ ...l, ProductName: names.get(l.P_Code)?.th ?? l.P_Code, ProductNameEn: names.get(l.P_Code)?.en ?? l.P_Code })),
    LastRun: runs[0] ? runView(runs[0]) : null,
    CreatedAt: s.createdAt.toISOString(),
  };
}
