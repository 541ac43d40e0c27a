import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { tierFor, tierProgress } from '../../../domain/loyalty';
import { findCustomer } from '../../accounts/customers';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { badRequest, notFound } from '../../errors';
import { couponActive, type CouponRow } from '../coupons/store';
import { Body, Query } from '../schemas';
import { TierInfoSchema, VoucherCatalogSchema, VoucherExchangeSchema, WalletPageSchema } from './responses';
import { defineExpiryJob } from './expiry-job';
import { accumulatedAmount, loadTiers, type Tier } from './tiers';
import { exchangeVoucher, exchangeableVouchers, tagsOf } from './vouchers';

const TAGS = ['loyalty'];
const SECURITY = [{ bearer: [] }];
const IDEM_KEY = /^[A-Za-z0-9_-]{8,64}$/;

const tierView = (t: Tier | null) => t && { Id: t.id, Name: t.nameTh, NameEn: t.nameEn, TargetValue: t.threshold, EarnMultiplier: t.multiplier, Colour: t.colour };

/** Buyer loyalty calls: tier info, the voucher wallet and catalogue, exchanging points for a voucher. */
export default async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());
  defineExpiryJob(app);

  r.get('/api/crm-service/user/tier/info', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY,
      summary: 'Data { AccumulatedOrderAmount, CurrentTierFormulaDetail.TargetValue, NextTierFormulaDetail.TargetValue, Progress, Tiers, LastChange }',
      description: 'AccumulatedOrderAmount: total of delivered sales orders. Progress: percent from the current tier\'s target to the next one\'s, capped at 100, 2 decimals (spec section 5).',
      response: { 200: TierInfoSchema },
    },
  }, async (request) => {
    const { TenantId: tenantId, UserId: code } = claimsOf(request);
    const tiers = await loadTiers(app.db, tenantId);
    const accumulated = await accumulatedAmount(app.db, tenantId, code);
    const { current, next } = tierFor(tiers, accumulated);
    const [change] = await app.db.query<{ from_tier: number | null; to_tier: number; created_at: Date | string; order_id: string | null }>(
      'SELECT from_tier, to_tier, created_at, order_id FROM loyalty_tier_changes WHERE tenant_id = $1 AND customer_code = $2 ORDER BY id DESC LIMIT 1',
      [tenantId, code],
    );
    return {
      Data: {
        AccumulatedOrderAmount: accumulated,
        CurrentTier: tierView(current),
        NextTier: tierView(next),
        CurrentTierFormulaDetail: { TargetValue: current?.threshold ?? 0 },
        NextTierFormulaDetail: next ? { TargetValue: next.threshold } : null,
        Progress: tierProgress(accumulated, current?.threshold ?? 0, next?.threshold ?? null),
        Tiers: tiers.map(tierView).filter((t) => t !== null),
        LastChange: change ? { FromTierId: change.from_tier === null ? null : Number(change.from_tier), ToTierId: Number(change.to_tier), At: new Date(change.created_at).toISOString(), OrderId: change.order_id } : null,
      },
    };
  });

  r.get('/api/crm-service/owner/voucher/items', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, summary: 'The customer\'s coupons and vouchers: Data { total, items } (Coupon.couponid, Coupon._lock N unused / Y used)',
      querystring: Query({
        IsUsed: Type.Optional(Type.Boolean()),
        sortBy: Type.Optional(Type.Union([Type.Literal('CouponDefault'), Type.Literal('ModifiedAt')], { description: 'CouponDefault: soonest end first; ModifiedAt: last change' })),
        sortType: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')])),
        OnlyActiveDate: Type.Optional(Type.Boolean()),
        TypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 value in baht, 2 percent' })),
        id: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
        skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
        take: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      }),
      response: { 200: WalletPageSchema },
    },
  }, async (request) => {
    const { TenantId: tenantId, UserId: code } = claimsOf(request);
    const q = request.query;
    const sortBy = q.sortBy ?? (q.IsUsed ? 'ModifiedAt' : 'CouponDefault');
    const desc = (q.sortType ?? (sortBy === 'ModifiedAt' ? 'desc' : 'asc')).toLowerCase() === 'desc';
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT coupon_id, customer_code, sale_unit, promotion_id, name_th, name_en, coupon_type, value, minimum_order, max_discount,
              date_begin::text AS date_begin, date_end::text AS date_end, lock, order_id, voucher_id, points_cost,
              coalesce(locked_at, created_at) AS modified_at
         FROM coupons WHERE tenant_id = $1 AND customer_code = $2
          AND ($3::text IS NULL OR lock = $3) AND ($4::text IS NULL OR coupon_type = $4) AND ($5::text IS NULL OR coupon_id = $5)`,
      [tenantId, code, q.IsUsed === undefined ? null : q.IsUsed ? 'Y' : 'N', q.TypeId === undefined ? null : q.TypeId === 2 ? 'percent' : 'value', q.id ?? null],
    );
    const at = now();
    const items = rows.map((c) => {
      const row: CouponRow = {
        couponId: String(c.coupon_id), customerCode: code, saleUnit: c.sale_unit === null ? null : String(c.sale_unit), promotionId: String(c.promotion_id),
        nameTh: String(c.name_th), nameEn: String(c.name_en || c.name_th), couponType: c.coupon_type === 'percent' ? 'percent' : 'value', value: Number(c.value),
        minimumOrder: Number(c.minimum_order), maxDiscount: Number(c.max_discount), dateBegin: c.date_begin ? String(c.date_begin) : null,
        dateEnd: c.date_end ? String(c.date_end) : null, lock: c.lock === 'Y' ? 'Y' : 'N', orderId: c.order_id ? String(c.order_id) : null,
      };
      return {
        Id: row.couponId, TypeId: row.couponType === 'percent' ? (2 as const) : (1 as const), VoucherId: c.voucher_id === null ? null : Number(c.voucher_id),
        PointsCost: c.points_cost === null ? null : Number(c.points_cost), ModifiedAt: new Date(c.modified_at as string).toISOString(),
        Coupon: {
          couponid: row.couponId, _lock: row.lock, CouponType: row.couponType, Value: row.value, MinimumOrder: row.minimumOrder, MaxDiscount: row.maxDiscount,
          DateBegin: row.dateBegin, DateEnd: row.dateEnd, NameTh: row.nameTh, NameEn: row.nameEn, OrderId: row.orderId, SaleUnit: row.saleUnit,
          Active: couponActive(row, at),
        },
      };
    }).filter((i) => !q.OnlyActiveDate || i.Coupon.Active);
    const key = (i: (typeof items)[number]) => (sortBy === 'ModifiedAt' ? i.ModifiedAt : `${i.Coupon.DateEnd ?? '9999-12-31'}|${i.Id}`);
    items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1));
    return { Data: { total: items.length, items: items.slice(q.skip, q.skip + q.take) } };
  });

  r.get('/api/crm-service/owner/voucher/catalog', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Vouchers the customer can exchange points for today (active, in dates, targeted at one of the customer\'s tags or at all)', response: { 200: VoucherCatalogSchema } },
  }, async (request) => {
    const { TenantId: tenantId, UserId: code } = claimsOf(request);
    const customer = await findCustomer(app.db, tenantId, code);
    if (!customer) throw notFound('Customer not found');
    return { Data: await exchangeableVouchers(app.db, tenantId, tagsOf(customer.routeStep2), now()) };
  });

  r.post('/api/crm-service/owner/voucher/exchange', {
    preHandler: requireCustomer,
    schema: { response: { 200: VoucherExchangeSchema, 201: VoucherExchangeSchema },
      tags: TAGS, security: SECURITY,
      summary: 'Exchange points for a voucher (header Idempotency-Key): 201 with the new coupon, 200 with the same coupon when the key was used; 409 \'Points usage failed due to Insufficient value or expired\'',
      body: Body({ voucherId: Type.Integer({ minimum: 1, maximum: 999_999_999 }) }),
    },
  }, async (request, reply) => {
    const { TenantId: tenantId, UserId: code } = claimsOf(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEM_KEY.test(key)) {
      throw badRequest('Idempotency-Key is required', [{ field: '/headers/idempotency-key', reason: 'must be 8–64 letters, digits, _ or -' }]);
    }
    const customer = await findCustomer(app.db, tenantId, code);
    if (!customer) throw notFound('Customer not found');
    const at = now();
    const out = await app.db.transaction((tx) => exchangeVoucher(tx, { tenantId, customerCode: code, tags: tagsOf(customer.routeStep2), voucherId: request.body.voucherId, key, now: at }));
    reply.status(out.created ? 201 : 200);
    return { status: out.created ? 201 : 200, CouponId: out.couponId };
  });
}
