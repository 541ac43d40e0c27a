import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record';
import { earnPoints, todayIso, usablePointsBalance } from '../points/ledger';
import { Body, SaleUnit } from '../schemas';
import { findScopedCustomer } from './customer-view';
import { CustomerCode } from './customers';
import { SECURITY, actorOf, assertCentre, guardMerchantArea, merchantScope } from './scope';
import { CustomerCouponsSchema, CustomerPointsSchema, PointsGrantedSchema } from './staff-responses';

const Params = Type.Object({ code: CustomerCode, saleUnit: SaleUnit });
/** A salesperson's goodwill grant is bounded: larger adjustments belong to head office. */
export const MAX_POINTS_GRANT = 10_000;

const day = (v: unknown) => (v ? (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10)) : null);

/**
 * The customer's coupons and points as the salesperson sees them at the shop
 * (`/merchant/customer/{code}/{saleunit}/coupon` and `/point`), and a bounded, audited points grant.
 */
export default async function customerLoyaltyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/merchant/customer/:code/:saleUnit/coupons', {
    schema: { response: { 200: CustomerCouponsSchema }, tags: ['merchant'], security: SECURITY, params: Params, summary: 'The customer\'s coupons usable at this centre (or anywhere), with state Usable/Used/Expired/NotYet' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertCentre(scope, request.params.saleUnit);
    const customer = await findScopedCustomer(app, scope, request.params.code);
    const today = todayIso(new Date(app.clock()));
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT coupon_id, promotion_id, name_th, name_en, coupon_type, value, minimum_order, max_discount, date_begin, date_end, lock, locked_at, order_id
         FROM coupons WHERE tenant_id = $1 AND customer_code = $2 AND (sale_unit IS NULL OR sale_unit = $3)
        ORDER BY lock, date_end NULLS LAST, coupon_id`,
      [scope.tenantId, customer.customerCode, request.params.saleUnit],
    );
    return {
      Data: rows.map((c) => {
        const begin = day(c.date_begin);
        const end = day(c.date_end);
        const state = c.lock === 'Y' ? 'Used' : end && end < today ? 'Expired' : begin && begin > today ? 'NotYet' : 'Usable';
        return {
          CouponId: String(c.coupon_id), PromotionId: String(c.promotion_id), Name: String(c.name_th), NameEn: String(c.name_en || c.name_th),
          Type: String(c.coupon_type), Value: Number(c.value), MinimumOrder: Number(c.minimum_order), MaxDiscount: Number(c.max_discount),
          DateBegin: begin, DateEnd: end, _lock: String(c.lock), State: state, OrderId: c.order_id ? String(c.order_id) : null,
        };
      }),
    };
  });

  r.get('/api/merchant/customer/:code/:saleUnit/points', {
    schema: { response: { 200: CustomerPointsSchema }, tags: ['merchant'], security: SECURITY, params: Params, summary: 'The customer\'s usable points and latest ledger entries' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertCentre(scope, request.params.saleUnit);
    const customer = await findScopedCustomer(app, scope, request.params.code);
    const now = new Date(app.clock());
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT l.id, l.kind, l.points, coalesce(lot.remaining, 0) AS remaining, l.expires_on, l.order_id, l.sale_unit, l.remark, l.created_at
         FROM points_ledger l LEFT JOIN points_lots lot ON lot.tenant_id = l.tenant_id AND lot.lot_id = l.id
        WHERE l.tenant_id = $1 AND l.customer_code = $2 ORDER BY l.id DESC LIMIT 50`,
      [scope.tenantId, customer.customerCode],
    );
    return {
      CustomerCode: customer.customerCode, Balance: await usablePointsBalance(app.db, scope.tenantId, customer.customerCode, now),
      Data: rows.map((p) => ({
        Id: Number(p.id), Kind: String(p.kind), Points: Number(p.points), Remaining: Number(p.remaining), ExpiresOn: day(p.expires_on),
        OrderId: p.order_id ? String(p.order_id) : null, SaleUnit: p.sale_unit ? String(p.sale_unit) : null, Remark: String(p.remark), CreatedAt: new Date(p.created_at as string).toISOString(),
      })),
    };
  });

  r.post('/api/merchant/customer/:code/:saleUnit/points', {
    schema: { response: { 200: PointsGrantedSchema },
      tags: ['merchant'], security: SECURITY, params: Params, summary: `Grant goodwill points (1–${MAX_POINTS_GRANT}, valid a year) with a remark; audited; answers the new balance`,
      body: Body({ Points: Type.Integer({ minimum: 1, maximum: MAX_POINTS_GRANT }), Remark: Type.String({ minLength: 1, maxLength: 200 }) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertCentre(scope, request.params.saleUnit);
    const customer = await findScopedCustomer(app, scope, request.params.code);
    const now = new Date(app.clock());
    const before = await usablePointsBalance(app.db, scope.tenantId, customer.customerCode, now);
    await app.db.transaction(async (tx) => {
      await earnPoints(tx, { tenantId: scope.tenantId, customerCode: customer.customerCode, points: request.body.Points, orderId: null, saleUnit: request.params.saleUnit, now, kind: 'adjust', remark: request.body.Remark.trim() });
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.grantPoints', target: customer.customerCode, before: { balance: before }, after: { points: request.body.Points, remark: request.body.Remark.trim(), saleUnit: request.params.saleUnit } });
    });
    return { status: 200 as const, Granted: request.body.Points, Before: before, Balance: await usablePointsBalance(app.db, scope.tenantId, customer.customerCode, now) };
  });
}
