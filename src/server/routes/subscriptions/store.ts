import { nextRunOnOrAfter, runAfter, upcomingRuns, type Frequency, type Schedule } from '../../../domain/subscription-schedule';
import type { Queryable } from '../../db/index';
import type { LineInput } from '../checkout/quote-lines';

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled' | 'ended';
export type RunStatus = 'pending' | 'placed' | 'failed' | 'skipped';
export type SubscriptionPayment = 'COD' | 'BANK' | 'AR';

export interface SubscriptionRow {
  tenantId: string;
  subscriptionId: string;
  customerCode: string;
  saleUnit: string;
  status: SubscriptionStatus;
  schedule: Schedule;
  nextRunDate: string | null;
  paymentMethod: SubscriptionPayment;
  shipToCode: string;
  remark: string;
  lines: LineInput[];
  sourceOrderId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RunRow {
  runDate: string;
  status: RunStatus;
  orderId: string | null;
  attempts: number;
  message: string;
  leftOut: { P_Code: string; Reason: string }[];
  updatedAt: Date;
}

export const SUBSCRIPTION_COLUMNS = `tenant_id, subscription_id, customer_code, sale_unit, status, frequency, weekday, month_day,
  to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, to_char(next_run_date, 'YYYY-MM-DD') AS next_run_date,
  payment_method, ship_to_code, remark, lines, source_order_id, created_at, updated_at`;

const json = <T>(v: unknown, fallback: T): T => (v === null || v === undefined ? fallback : typeof v === 'string' ? JSON.parse(v) as T : v as T);

export function toSubscription(r: Record<string, unknown>): SubscriptionRow {
  return {
    tenantId: String(r.tenant_id), subscriptionId: String(r.subscription_id), customerCode: String(r.customer_code), saleUnit: String(r.sale_unit),
    status: r.status as SubscriptionStatus,
    schedule: {
      frequency: r.frequency as Frequency, weekday: r.weekday === null ? null : Number(r.weekday), monthDay: r.month_day === null ? null : Number(r.month_day),
      startDate: String(r.start_date), endDate: r.end_date ? String(r.end_date) : null,
    },
    nextRunDate: r.next_run_date ? String(r.next_run_date) : null,
    paymentMethod: r.payment_method as SubscriptionPayment, shipToCode: String(r.ship_to_code), remark: String(r.remark ?? ''),
    lines: json<LineInput[]>(r.lines, []), sourceOrderId: r.source_order_id ? String(r.source_order_id) : null,
    createdAt: new Date(r.created_at as string), updatedAt: new Date(r.updated_at as string),
  };
}

export async function loadSubscription(q: Queryable, tenantId: string, id: string, forUpdate = false): Promise<SubscriptionRow | undefined> {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM order_subscriptions WHERE tenant_id = $1 AND subscription_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return row && toSubscription(row);
}

export async function loadRuns(q: Queryable, tenantId: string, id: string, limit = 20): Promise<RunRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT to_char(run_date, 'YYYY-MM-DD') AS run_date, status, order_id, attempts, message, left_out, updated_at
       FROM order_subscription_runs WHERE tenant_id = $1 AND subscription_id = $2 ORDER BY run_date DESC LIMIT $3`,
    [tenantId, id, limit],
  );
  return rows.map((r) => ({
    runDate: String(r.run_date), status: r.status as RunStatus, orderId: r.order_id ? String(r.order_id) : null, attempts: Number(r.attempts),
    message: String(r.message ?? ''), leftOut: json(r.left_out, []), updatedAt: new Date(r.updated_at as string),
  }));
}

export interface NewSubscription {
  tenantId: string;
  customerCode: string;
  saleUnit: string;
  schedule: Schedule;
  paymentMethod: SubscriptionPayment;
  shipToCode: string;
  remark: string;
  lines: LineInput[];
  sourceOrderId: string | null;
  createdBy: string;
}

export async function insertSubscription(q: Queryable, s: NewSubscription, today: string, now: Date): Promise<string> {
  const [{ seq }] = await q.query<{ seq: number }>("SELECT nextval('order_subscription_seq') AS seq");
  const id = `RS${String(seq).padStart(7, '0')}`;
  await q.query(
    `INSERT INTO order_subscriptions (tenant_id, subscription_id, customer_code, sale_unit, status, frequency, weekday, month_day, start_date, end_date,
       next_run_date, payment_method, ship_to_code, remark, lines, source_order_id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $17)`,
    [s.tenantId, id, s.customerCode, s.saleUnit, s.schedule.frequency, s.schedule.weekday ?? null, s.schedule.monthDay ?? null,
      s.schedule.startDate, s.schedule.endDate ?? null, nextRunOnOrAfter(s.schedule, today), s.paymentMethod, s.shipToCode, s.remark,
      JSON.stringify(s.lines), s.sourceOrderId, s.createdBy, now],
  );
  return id;
}

/** The next runs a page shows: the stored next run, then the schedule onwards. */
export function nextRuns(s: SubscriptionRow, count = 3): string[] {
  if (s.status === 'cancelled' || s.status === 'ended' || !s.nextRunDate) return [];
  return upcomingRuns(s.schedule, s.nextRunDate, count);
}

/** After `run` is created (or skipped): the following run, or null when the schedule has ended. */
export function followingRun(s: SubscriptionRow, run: string): string | null {
  return runAfter(s.schedule, run);
}
