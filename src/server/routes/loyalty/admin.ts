import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record';
import { badRequest, notFound, type FieldError } from '../../errors';
import { CustomerCode } from '../merchant/customers';
import { SECURITY, actorOf, guardMerchantArea, merchantScope } from '../merchant/scope';
import { earnPoints, spendPoints, todayIso, usablePointsBalance } from '../points/ledger';
import { Body, Query } from '../schemas';
import { AdminLedgerSchema, AdminTierSavedSchema, AdminTiersSchema, LiabilitySchema, PointsAdjustSchema, SavedSchema, VoucherCatalogSchema } from './responses';
import { loadTiers } from './tiers';
import { VOUCHER_COLUMNS, voucherOf } from './vouchers';

const TAGS = ['loyalty-admin'];
const IDEM_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/**
 * Back office for super admins (api/merchant/loyalty/*): staff point adjustments with a mandatory
 * reason, a customer's whole ledger, the liability report, tier and voucher catalogues. Every
 * change is audited in the same transaction.
 */
export default async function loyaltyAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app, { superAdmin: true });
  const now = () => new Date(app.clock());

  async function customerOf(tenantId: string, code: string): Promise<string> {
    const [row] = await app.db.query<{ customer_code: string }>('SELECT customer_code FROM customers WHERE tenant_id = $1 AND customer_code = $2', [tenantId, code]);
    if (!row) throw notFound('Customer not found');
    return row.customer_code;
  }

  r.post('/api/merchant/loyalty/customers/:code/adjust', {
    schema: { response: { 200: PointsAdjustSchema, 201: PointsAdjustSchema },
      tags: TAGS, security: SECURITY, params: Type.Object({ code: CustomerCode }),
      summary: 'Staff adjustment (header Idempotency-Key): Points > 0 adds a lot, < 0 takes first-to-expire-first; Reason is mandatory; audited',
      body: Body({
        Points: Type.Number({ minimum: -1_000_000, maximum: 1_000_000, multipleOf: 0.01, not: Type.Literal(0), description: 'non-zero, 2 decimals at most' }),
        Reason: Type.String({ minLength: 3, maxLength: 200, pattern: '\\S' }),
      }),
    },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEM_KEY.test(key)) throw badRequest('Idempotency-Key is required', [{ field: '/headers/idempotency-key', reason: 'must be 8–64 letters, digits, _ or -' }]);
    const code = await customerOf(scope.tenantId, request.params.code);
    const at = now();
    const reason = request.body.Reason.trim();
    const points = request.body.Points;
    const out = await app.db.transaction(async (tx) => {
      const before = await usablePointsBalance(tx, scope.tenantId, code, at);
      const entry = points > 0
        ? await earnPoints(tx, { tenantId: scope.tenantId, customerCode: code, points, orderId: null, saleUnit: null, now: at, kind: 'adjust', remark: reason, idemKey: `adjust:${key}`, actor: scope.userId })
        : await spendPoints(tx, { tenantId: scope.tenantId, customerCode: code, points: -points, now: at, kind: 'adjust', remark: reason, idemKey: `adjust:${key}`, actor: scope.userId });
      if (entry.created) {
        await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'loyalty.adjustPoints', target: code, before: { balance: before }, after: { points, reason, entryId: entry.id } });
      }
      return { ...entry, before };
    });
    reply.status(out.created ? 201 : 200);
    return { status: out.created ? 201 : 200, EntryId: out.id, Before: out.before, Balance: await usablePointsBalance(app.db, scope.tenantId, code, at) };
  });

  r.get('/api/merchant/loyalty/customers/:code/ledger', {
    schema: {
      response: { 200: AdminLedgerSchema }, tags: TAGS, security: SECURITY, params: Type.Object({ code: CustomerCode }), summary: 'A customer\'s whole journal, newest first, with lots and balance',
      querystring: Query({ skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const code = await customerOf(scope.tenantId, request.params.code);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT l.id, l.kind, l.points, coalesce(lot.remaining, 0) AS remaining, l.expires_on::text AS expires_on, l.order_id, l.remark, l.actor, l.created_at,
              l.mission_id, m.name_th AS mission_th, m.name_en AS mission_en
         FROM points_ledger l LEFT JOIN points_lots lot ON lot.tenant_id = l.tenant_id AND lot.lot_id = l.id
         LEFT JOIN missions m ON m.tenant_id = l.tenant_id AND m.id = l.mission_id
        WHERE l.tenant_id = $1 AND l.customer_code = $2 ORDER BY l.id DESC OFFSET $3 LIMIT $4`,
      [scope.tenantId, code, request.query.skip, request.query.take],
    );
    const [{ total }] = await app.db.query<{ total: number }>('SELECT count(*)::int AS total FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2', [scope.tenantId, code]);
    return {
      CustomerCode: code, Balance: await usablePointsBalance(app.db, scope.tenantId, code, now()), total,
      items: rows.map((e) => ({
        Id: Number(e.id), Kind: String(e.kind), Points: Number(e.points), Remaining: Number(e.remaining), ExpiresOn: e.expires_on ? String(e.expires_on) : null,
        OrderId: e.order_id ? String(e.order_id) : null, Remark: String(e.remark), Actor: e.actor ? String(e.actor) : null, CreatedAt: new Date(e.created_at as string).toISOString(),
        // The stored remark of a reward is English ("Mission: …"); staff read the mission's name in their language.
        Mission: e.mission_id === null || e.mission_id === undefined ? null : { Id: Number(e.mission_id), Name: String(e.mission_th ?? ''), NameEn: String(e.mission_en ?? '') },
      })),
    };
  });

  r.get('/api/merchant/loyalty/liability', {
    schema: { response: { 200: LiabilitySchema }, tags: TAGS, security: SECURITY, summary: 'Points outstanding (unexpired lots) and how many expire in each coming month (YYYY-MM), for the chart' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const today = todayIso(now());
    const months = await app.db.query<{ month: string; points: string | number; customers: number }>(
      `SELECT to_char(expires_on, 'YYYY-MM') AS month, sum(remaining) AS points, count(DISTINCT customer_code)::int AS customers
         FROM points_lots WHERE tenant_id = $1 AND remaining > 0 AND (expires_on IS NULL OR expires_on >= $2::date)
        GROUP BY 1 ORDER BY 1 NULLS LAST`,
      [scope.tenantId, today],
    );
    const [totals] = await app.db.query<{ outstanding: string | number; customers: number; expired: string | number }>(
      `SELECT coalesce(sum(remaining) FILTER (WHERE expires_on IS NULL OR expires_on >= $2::date), 0) AS outstanding,
              count(DISTINCT customer_code) FILTER (WHERE remaining > 0 AND (expires_on IS NULL OR expires_on >= $2::date))::int AS customers,
              (SELECT coalesce(-sum(points), 0) FROM points_ledger WHERE tenant_id = $1 AND kind = 'expire') AS expired
         FROM points_lots WHERE tenant_id = $1`,
      [scope.tenantId, today],
    );
    return {
      Outstanding: Number(totals.outstanding), Customers: Number(totals.customers), ExpiredToDate: Number(totals.expired),
      Months: months.map((m) => ({ Month: m.month ?? 'never', Points: Number(m.points), Customers: Number(m.customers) })),
    };
  });

  r.get('/api/merchant/loyalty/tiers', {
    schema: { response: { 200: AdminTiersSchema }, tags: TAGS, security: SECURITY, summary: 'The tenant\'s active tier templates' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    return { Data: await loadTiers(app.db, scope.tenantId) };
  });

  r.put('/api/merchant/loyalty/tiers/:id', {
    schema: {
      response: { 200: AdminTierSavedSchema }, tags: TAGS, security: SECURITY, params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 1000 }) }), summary: 'Create or change a tier template; audited',
      body: Body({
        NameTh: Type.String({ minLength: 1, maxLength: 60 }), NameEn: Type.String({ minLength: 1, maxLength: 60 }),
        Threshold: Type.Number({ minimum: 0, maximum: 1e11 }), EarnMultiplier: Type.Number({ exclusiveMinimum: 0, maximum: 10 }), Colour, Active: Type.Boolean(),
      }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    await app.db.transaction(async (tx) => {
      const [before] = await tx.query('SELECT name_th, name_en, threshold, earn_multiplier, colour, active FROM loyalty_tiers WHERE tenant_id = $1 AND id = $2', [scope.tenantId, request.params.id]);
      await tx.query(
        `INSERT INTO loyalty_tiers (tenant_id, id, name_th, name_en, threshold, earn_multiplier, colour, active, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (tenant_id, id) DO UPDATE SET name_th = EXCLUDED.name_th, name_en = EXCLUDED.name_en, threshold = EXCLUDED.threshold,
           earn_multiplier = EXCLUDED.earn_multiplier, colour = EXCLUDED.colour, active = EXCLUDED.active, updated_at = EXCLUDED.updated_at`,
        [scope.tenantId, request.params.id, b.NameTh.trim(), b.NameEn.trim(), b.Threshold, b.EarnMultiplier, b.Colour.toLowerCase(), b.Active, now()],
      );
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'loyalty.saveTier', target: String(request.params.id), before: before ?? null, after: b });
    });
    return { status: 200 as const, Data: await loadTiers(app.db, scope.tenantId) };
  });

  r.get('/api/merchant/loyalty/vouchers', {
    schema: { response: { 200: VoucherCatalogSchema }, tags: TAGS, security: SECURITY, summary: 'The voucher catalogue, disabled ones included' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${VOUCHER_COLUMNS} FROM loyalty_vouchers WHERE tenant_id = $1 ORDER BY id`, [scope.tenantId],
    );
    return { Data: rows.map(voucherOf) };
  });

  r.put('/api/merchant/loyalty/vouchers/:id', {
    schema: {
      response: { 200: SavedSchema }, tags: TAGS, security: SECURITY, params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }),
      summary: 'Create, schedule, target (by customer tag), stock or disable a voucher; stock not below the claimed, type fixed once claimed (400); audited',
      body: Body({
        TypeId: Type.Union([Type.Literal(1), Type.Literal(2)]), NameTh: Type.String({ minLength: 1, maxLength: 120 }), NameEn: Type.String({ minLength: 1, maxLength: 120 }),
        PointsCost: Type.Number({ exclusiveMinimum: 0, maximum: 1e7 }), Value: Type.Number({ exclusiveMinimum: 0, maximum: 1e7 }),
        MinimumOrder: Type.Number({ minimum: 0, maximum: 1e9 }), MaxDiscount: Type.Number({ minimum: 0, maximum: 1e9 }), ValidDays: Type.Integer({ minimum: 1, maximum: 3650 }),
        DateBegin: Type.Union([IsoDate, Type.Null()]), DateEnd: Type.Union([IsoDate, Type.Null()]),
        TargetTag: Type.String({ pattern: '^([A-Z0-9_-]{1,30})?$' }), Active: Type.Boolean(),
        Stock: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()], { description: 'exchanges allowed in all; null unlimited; left out: unchanged' })),
      }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    const errors: FieldError[] = [];
    if (b.TypeId === 2 && b.Value > 100) errors.push({ field: '/body/Value', reason: 'a percent voucher is at most 100' });
    if (b.DateBegin && b.DateEnd && b.DateEnd < b.DateBegin) errors.push({ field: '/body/DateEnd', reason: 'must not be before DateBegin' });
    await app.db.transaction(async (tx) => {
      // Locked: an exchange raising `claimed` waits, so the stock check below sees the last count.
      const [before] = await tx.query<Record<string, unknown>>(`SELECT ${VOUCHER_COLUMNS} FROM loyalty_vouchers WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [scope.tenantId, request.params.id]);
      const was = before ? voucherOf(before) : null;
      const stock = b.Stock === undefined ? was?.Stock ?? null : b.Stock;
      if (was) {
        // Issued coupons keep the value they were issued with; what would contradict them is refused.
        if (stock !== null && stock < was.Claimed) errors.push({ field: '/body/Stock', reason: `cannot be below the ${was.Claimed} already claimed` });
        if (was.Claimed > 0 && was.TypeId !== b.TypeId) errors.push({ field: '/body/TypeId', reason: `cannot change after customers claimed ${was.Claimed}` });
      }
      if (errors.length) throw badRequest('Invalid request', errors);
      await tx.query(
        `INSERT INTO loyalty_vouchers (tenant_id, id, type_id, name_th, name_en, points_cost, value, minimum_order, max_discount, valid_days, date_begin, date_end, target_tag, active, stock, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12::date, $13, $14, $15, $16)
         ON CONFLICT (tenant_id, id) DO UPDATE SET type_id = EXCLUDED.type_id, name_th = EXCLUDED.name_th, name_en = EXCLUDED.name_en, points_cost = EXCLUDED.points_cost,
           value = EXCLUDED.value, minimum_order = EXCLUDED.minimum_order, max_discount = EXCLUDED.max_discount, valid_days = EXCLUDED.valid_days,
           date_begin = EXCLUDED.date_begin, date_end = EXCLUDED.date_end, target_tag = EXCLUDED.target_tag, active = EXCLUDED.active, stock = EXCLUDED.stock, updated_at = EXCLUDED.updated_at`,
        [scope.tenantId, request.params.id, b.TypeId, b.NameTh.trim(), b.NameEn.trim(), b.PointsCost, b.Value, b.MinimumOrder, b.MaxDiscount, b.ValidDays, b.DateBegin, b.DateEnd, b.TargetTag, b.Active, stock, now()],
      );
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'loyalty.saveVoucher', target: String(request.params.id), before: was, after: { ...b, Stock: stock } });
    });
    return { status: 200 as const };
  });
}
