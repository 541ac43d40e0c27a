import { addDays, dayKey } from '../../../domain/dates';
import { missionOpenOn, missionPercent, missionRound, type MissionKind, type MissionRepeat } from '../../../domain/missions';
import type { Queryable } from '../../db/index';
import { conflict, notFound } from '../../errors';
import { earnPoints, isoDay, todayIso } from '../points/ledger';

/**
 * Missions (docs/missions.md): the catalogue, a customer's progress and the one completion that
 * grants the reward. The reward is written in the transaction that inserts the completion row
 * (primary key tenant + mission + customer), so parallel completions queue on that key on
 * PostgreSQL and only the first grants; the ledger entry's idempotency key `mission:<id>` is a
 * second guard.
 */
export interface MissionRow {
  id: number;
  kind: MissionKind;
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  target: number;
  rewardPoints: number;
  rewardVoucherId: number | null;
  dateBegin: string | null;
  dateEnd: string | null;
  saleUnit: string | null;
  targetTag: string;
  contentTh: string;
  contentEn: string;
  qrCode: string | null;
  surveyForm: string | null;
  radiusM: number;
  active: boolean;
  repeatEvery: MissionRepeat;
  /** Completions one customer may make in all (null: no limit, daily/weekly missions only). */
  maxCompletions: number | null;
  createdAt: Date;
}

export const MISSION_COLUMNS = `id, kind, name_th, name_en, description_th, description_en, target, reward_points, reward_voucher_id,
  date_begin::text AS date_begin, date_end::text AS date_end, sale_unit, target_tag, content_th, content_en, qr_code, survey_form, radius_m, active, repeat_every, max_completions, created_at`;

export function missionOf(r: Record<string, unknown>): MissionRow {
  return {
    id: Number(r.id), kind: r.kind as MissionKind, nameTh: String(r.name_th), nameEn: String(r.name_en), descriptionTh: String(r.description_th ?? ''),
    descriptionEn: String(r.description_en ?? ''), target: Number(r.target), rewardPoints: Number(r.reward_points),
    rewardVoucherId: r.reward_voucher_id === null || r.reward_voucher_id === undefined ? null : Number(r.reward_voucher_id),
    dateBegin: r.date_begin ? String(r.date_begin) : null, dateEnd: r.date_end ? String(r.date_end) : null,
    saleUnit: r.sale_unit ? String(r.sale_unit) : null, targetTag: String(r.target_tag ?? ''), contentTh: String(r.content_th ?? ''),
    contentEn: String(r.content_en ?? ''), qrCode: r.qr_code ? String(r.qr_code) : null, surveyForm: r.survey_form ? String(r.survey_form) : null,
    radiusM: Number(r.radius_m ?? 0), active: Boolean(r.active), repeatEvery: (r.repeat_every ?? 'none') as MissionRepeat,
    maxCompletions: r.max_completions === null || r.max_completions === undefined ? null : Number(r.max_completions), createdAt: new Date(r.created_at as string),
  };
}

export interface Audience {
  tenantId: string;
  customerCode: string;
  tags: readonly string[];
  /** The token's active centre. */
  saleUnit: string | null;
}

/** May this customer see and do the mission today? (active, in dates, centre and tag). */
export function missionAvailable(m: MissionRow, who: Audience, now: Date): boolean {
  return m.active && missionOpenOn(todayIso(now), m.dateBegin, m.dateEnd)
    && (!m.saleUnit || m.saleUnit === who.saleUnit) && (!m.targetTag || who.tags.includes(m.targetTag));
}

export async function loadMission(q: Queryable, tenantId: string, id: number): Promise<MissionRow | null> {
  const [row] = await q.query<Record<string, unknown>>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  return row ? missionOf(row) : null;
}

/** The mission a customer acts on: 404 when it does not exist or is not for them today (no hint which). */
export async function missionFor(q: Queryable, who: Audience, id: number, now: Date): Promise<MissionRow> {
  const m = await loadMission(q, who.tenantId, id);
  if (!m || !missionAvailable(m, who, now)) throw notFound('Mission not found');
  return m;
}

/** First Bangkok day an ORDER_ACC mission counts orders from: its begin date, else the day it was created. */
const windowStart = (m: MissionRow) => m.dateBegin ?? isoDay(dayKey(m.createdAt));

/** Paid sales orders (payment PAID, not cancelled) placed on the mission's Bangkok days. */
export async function paidAmountInWindow(q: Queryable, tenantId: string, customerCode: string, m: MissionRow): Promise<number> {
  const [row] = await q.query<{ total: string | number }>(
    `SELECT coalesce(sum(total), 0) AS total FROM orders
      WHERE tenant_id = $1 AND customer_code = $2 AND mode = 'sales' AND payment_state = 'PAID' AND status <> 'CANCELLED'
        AND ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date >= $3::date
        AND ($4::date IS NULL OR ((created_at AT TIME ZONE 'UTC') + interval '7 hours')::date <= $4::date)`,
    [tenantId, customerCode, windowStart(m), m.dateEnd],
  );
  return Math.round(Number(row?.total ?? 0) * 100) / 100;
}

export interface OwnerProgress {
  Value: number;
  Target: number;
  Percent: number;
  /** Done for now: this round (today, this week) completed, or every allowed completion used. */
  Completed: boolean;
  /** The last completion. */
  CompletedAt: string | null;
  /** Completions so far, and how many the mission allows (null: no limit). */
  Completions: number;
  MaxCompletions: number | null;
  RepeatEvery: MissionRepeat;
  /** CHECK-IN: whether today is already checked in. */
  CheckedInToday: boolean;
  /** PHOTO: the last submission. */
  Photo: { Id: number; Status: string; Reason: string | null } | null;
  CouponId: string | null;
}

interface CompletionRow { round: string; completed_at: Date | string; coupon_id: string | null }

/** A customer's completions of one mission, the last first. */
async function completionsOf(q: Queryable, tenantId: string, customerCode: string, missionId: number): Promise<CompletionRow[]> {
  return q.query<CompletionRow>(
    'SELECT round, completed_at, coupon_id FROM mission_completions WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3 ORDER BY completed_at DESC, round DESC',
    [tenantId, missionId, customerCode],
  );
}

export interface RoundState {
  /** The round a completion now would count in; null when every allowed completion is used. */
  round: string | null;
  completions: number;
  /** Nothing to do now: the round is completed or none is left. */
  done: boolean;
}

export function roundStateOf(m: MissionRow, completed: readonly { round: string }[], now: Date): RoundState {
  const round = missionRound(m.repeatEvery, todayIso(now), completed.length, m.maxCompletions);
  return { round, completions: completed.length, done: round === null || completed.some((c) => c.round === round) };
}

export async function roundState(q: Queryable, tenantId: string, customerCode: string, m: MissionRow, now: Date): Promise<RoundState> {
  return roundStateOf(m, await completionsOf(q, tenantId, customerCode, m.id), now);
}

/** Missions (ids) this customer cannot do anything on now (done this round or used up). */
export async function doneMissionIds(q: Queryable, tenantId: string, customerCode: string, missions: readonly MissionRow[], now: Date): Promise<Set<number>> {
  const rows = await q.query<{ mission_id: string | number; round: string }>(
    'SELECT mission_id, round FROM mission_completions WHERE tenant_id = $1 AND customer_code = $2', [tenantId, customerCode],
  );
  const done = new Set<number>();
  for (const m of missions) {
    if (roundStateOf(m, rows.filter((r) => Number(r.mission_id) === m.id), now).done) done.add(m.id);
  }
  return done;
}

/** What the customer has done on a mission (value towards its target in this round, completion, photo state). */
export async function ownerProgress(q: Queryable, tenantId: string, customerCode: string, m: MissionRow, now: Date): Promise<OwnerProgress> {
  const completed = await completionsOf(q, tenantId, customerCode, m.id);
  const state = roundStateOf(m, completed, now);
  const last = completed[0];
  const steps = await q.query<{ step: string; round: string }>('SELECT step, round FROM mission_steps WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3', [tenantId, m.id, customerCode]);
  const [photo] = m.kind === 'PHOTO'
    ? await q.query<{ id: string | number; status: string; reason: string | null }>(
      'SELECT id, status, reason FROM mission_photos WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3 ORDER BY id DESC LIMIT 1', [tenantId, m.id, customerCode])
    : [];
  let value: number;
  if (m.kind === 'ORDER_ACC') value = await paidAmountInWindow(q, tenantId, customerCode, m);
  else if (m.kind === 'PHOTO') value = photo?.status === 'APPROVED' || last ? 1 : 0;
  else value = steps.filter((x) => x.round === state.round).length;
  if (state.done) value = Math.max(value, m.target);
  return {
    Value: value, Target: m.target, Percent: missionPercent(value, m.target), Completed: state.done,
    CompletedAt: last ? new Date(last.completed_at).toISOString() : null,
    Completions: state.completions, MaxCompletions: m.maxCompletions, RepeatEvery: m.repeatEvery,
    CheckedInToday: steps.some((x) => x.step === todayIso(now)),
    Photo: photo ? { Id: Number(photo.id), Status: photo.status, Reason: photo.reason } : null,
    CouponId: last?.coupon_id ?? null,
  };
}

/** Round 1 keeps the keys once-only missions always had; later rounds add the round. */
const roundSuffix = (round: string) => (round === '1' ? '' : `:${round}`);

/** Issues the reward voucher as a coupon (no points spent), valid its `valid_days` from today. */
async function issueRewardCoupon(q: Queryable, tenantId: string, customerCode: string, m: MissionRow, round: string, now: Date): Promise<string | null> {
  const [v] = await q.query<Record<string, unknown>>(
    'SELECT id, type_id, name_th, name_en, value, minimum_order, max_discount, valid_days FROM loyalty_vouchers WHERE tenant_id = $1 AND id = $2', [tenantId, m.rewardVoucherId],
  );
  if (!v) return null;
  const couponId = `M${m.id}-${customerCode}${roundSuffix(round).replace(':', '-')}`.slice(0, 120);
  const today = dayKey(now);
  await q.query(
    `INSERT INTO coupons (tenant_id, coupon_id, customer_code, promotion_id, name_th, name_en, coupon_type, value, minimum_order, max_discount,
                          date_begin, date_end, voucher_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12::date, $13, $14) ON CONFLICT DO NOTHING`,
    [tenantId, couponId, customerCode, `MISSION-${m.id}`, v.name_th, v.name_en, Number(v.type_id) === 2 ? 'percent' : 'value', v.value,
      v.minimum_order, v.max_discount, isoDay(today), isoDay(addDays(today, Number(v.valid_days) - 1)), Number(v.id), now],
  );
  return couponId;
}

export interface Completion { created: boolean; ledgerId: number | null; couponId: string | null }

/**
 * Completes one round of the mission for the customer and grants its reward, once: the
 * completion row's primary key (customer, mission, round) decides (a second caller waits for the
 * first's transaction and then inserts nothing). Runs in the caller's transaction.
 */
export async function completeMission(q: Queryable, tenantId: string, customerCode: string, m: MissionRow, now: Date, round = '1'): Promise<Completion> {
  const [row] = await q.query(
    `INSERT INTO mission_completions (tenant_id, mission_id, customer_code, round, completed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING mission_id`,
    [tenantId, m.id, customerCode, round, now],
  );
  if (!row) return { created: false, ledgerId: null, couponId: null };
  const ledger = m.rewardPoints > 0
    ? await earnPoints(q, {
      tenantId, customerCode, points: m.rewardPoints, orderId: null, saleUnit: null, now, kind: 'reward',
      remark: `Mission: ${m.nameEn}`, idemKey: `mission:${m.id}${roundSuffix(round)}`, missionId: m.id,
    })
    : null;
  const couponId = m.rewardVoucherId ? await issueRewardCoupon(q, tenantId, customerCode, m, round, now) : null;
  await q.query(
    'UPDATE mission_completions SET ledger_id = $4, coupon_id = $5 WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3 AND round = $6',
    [tenantId, m.id, customerCode, ledger?.id ?? null, couponId, round],
  );
  return { created: true, ledgerId: ledger?.id ?? null, couponId };
}

export const ALREADY_COMPLETED = 'This mission is already completed';

/** The round the customer's action counts in; 409 when this round is done or none is left. */
export async function refuseIfCompleted(q: Queryable, tenantId: string, customerCode: string, m: MissionRow, now: Date): Promise<string> {
  const state = await roundState(q, tenantId, customerCode, m, now);
  if (state.done || state.round === null) throw conflict(ALREADY_COMPLETED);
  return state.round;
}

/**
 * Records a step (check-in day, 'read', 'scan', 'survey') in a round and completes that round
 * when its steps reach the target. A step already recorded answers `{ step: false }`.
 */
export async function recordStep(
  q: Queryable, who: Audience, m: MissionRow, round: string, step: string, data: unknown, now: Date,
): Promise<{ step: boolean; completion: Completion | null }> {
  const [row] = await q.query(
    `INSERT INTO mission_steps (tenant_id, mission_id, customer_code, round, step, data, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
     ON CONFLICT DO NOTHING RETURNING step`,
    [who.tenantId, m.id, who.customerCode, round, step, JSON.stringify(data ?? {}), now],
  );
  const [{ n }] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mission_steps WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3 AND round = $4', [who.tenantId, m.id, who.customerCode, round],
  );
  const completion = n >= m.target ? await completeMission(q, who.tenantId, who.customerCode, m, now, round) : null;
  return { step: !!row, completion };
}

/**
 * After an order of the customer became paid: completes every ORDER_ACC mission open to them
 * whose window's paid amount reached its target. Called in the payment's transaction.
 */
export async function evaluateOrderMissions(q: Queryable, who: Audience, now: Date): Promise<number> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${MISSION_COLUMNS} FROM missions m WHERE tenant_id = $1 AND kind = 'ORDER_ACC' AND active
        AND NOT EXISTS (SELECT 1 FROM mission_completions c WHERE c.tenant_id = m.tenant_id AND c.mission_id = m.id AND c.customer_code = $2)`,
    [who.tenantId, who.customerCode],
  );
  let completed = 0;
  for (const m of rows.map(missionOf)) {
    if (!missionAvailable(m, who, now)) continue;
    if (await paidAmountInWindow(q, who.tenantId, who.customerCode, m) < m.target) continue;
    if ((await completeMission(q, who.tenantId, who.customerCode, m, now)).created) completed += 1;
  }
  return completed;
}

/** The payment hook of orders/lifecycle.ts: the customer's tags from their row, the order's centre. */
export async function missionsAfterPayment(q: Queryable, tenantId: string, customerCode: string, saleUnit: string, now: Date): Promise<number> {
  const [c] = await q.query<{ route_step2: string | null }>('SELECT route_step2 FROM customers WHERE tenant_id = $1 AND customer_code = $2', [tenantId, customerCode]);
  const tags = String(c?.route_step2 ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  return evaluateOrderMissions(q, { tenantId, customerCode, tags, saleUnit }, now);
}
