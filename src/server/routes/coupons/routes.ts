import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseStoredCart } from '../../../domain/cart-storage';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { forbidden } from '../../errors';
import { Body } from '../schemas';
import { loadBuyer } from '../checkout/buyer';
import { computeQuote } from '../checkout/quote';
import { readCart } from '../cart/store';
import { CouponCheckSchema, CustomerCouponsSchema } from './responses';
import { couponActive, couponEntry, customerCoupons, findCoupon, judgeCoupon, type CouponRow } from './store';

const TAGS = ['coupons'];
const SECURITY = [{ bearer: [] }];

/** Coupons of the signed-in customer (spec section 7; `_lock` N unused, Y used). */
export default async function couponRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  r.post('/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: CustomerCouponsSchema }, tags: TAGS, security: SECURITY, summary: 'The customer\'s coupons: statusText OK and coupons [{ PromotionId, SaleUnit, Coupon: { couponid, _lock, … } }]',
      description: 'saleUnit: only coupons usable there. onlyActivePromotion: only coupons inside their dates today. onlyUnusedCoupon: only _lock N. '
        + 'notGroupByPromotionId false (default): one entry per promotion (its first usable coupon, with Count); true: one entry per coupon.',
      body: Body({
        customerCode: Type.Optional(Type.String({ maxLength: 40 })),
        saleUnit: Type.Optional(Type.String({ maxLength: 20 })),
        onlyActivePromotion: Type.Optional(Type.Boolean()),
        onlyUnusedCoupon: Type.Optional(Type.Boolean()),
        notGroupByPromotionId: Type.Optional(Type.Boolean()),
      }),
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const b = request.body;
    if (b.customerCode && b.customerCode !== claims.UserId) throw forbidden('A customer can only see their own coupons');
    const at = now();
    const rows = (await customerCoupons(app.db, claims.TenantId, claims.UserId)).filter((c) =>
      (!b.saleUnit || !c.saleUnit || c.saleUnit === b.saleUnit)
      && (!b.onlyActivePromotion || couponActive(c, at))
      && (!b.onlyUnusedCoupon || c.lock === 'N'));
    if (b.notGroupByPromotionId) return { status: 200 as const, statusText: 'OK' as const, coupons: rows.map((c) => couponEntry(c, at)) };
    const groups = new Map<string, CouponRow[]>();
    for (const c of rows) groups.set(c.promotionId || c.couponId, [...(groups.get(c.promotionId || c.couponId) ?? []), c]);
    return {
      status: 200 as const,
      statusText: 'OK' as const,
      coupons: [...groups.values()].map((list) => ({ ...couponEntry(list.find((c) => c.lock === 'N') ?? list[0], at), Count: list.length })),
    };
  });

  r.post('/GET_MASTER_DATA/CHECK_COUPON_VALID', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: CouponCheckSchema }, tags: TAGS, security: SECURITY,
      summary: 'Whether a coupon can be used now: statusText OK, or the reason (e.g. \'Invalid coupon value: {value} due to minimum order {num}\')',
      description: 'The order total is the server\'s own quote of the customer\'s selected sales-cart lines at the centre (after promotions); the client sends no amount. '
        + 'Answers 200 either way (the client treats statusText OK as valid); Discount is what the coupon would take off.',
      body: Body({
        customerCode: Type.Optional(Type.String({ maxLength: 40 })),
        saleUnit: Type.Optional(Type.String({ maxLength: 20 })),
        couponID: Type.String({ minLength: 1, maxLength: 60 }),
      }),
    },
  }, async (request) => {
    const b = request.body;
    const buyer = await loadBuyer(app, request);
    if (b.customerCode && b.customerCode !== buyer.customerCode) throw forbidden('A customer can only check their own coupons');
    const at = now();
    const coupon = await findCoupon(app.db, buyer.tenantId, b.couponID);
    const cart = parseStoredCart((await readCart(app.db, { tenantId: buyer.tenantId, ownerId: buyer.customerCode, saleUnit: buyer.saleUnit, mode: 'sales', guest: false, priceSaleUnit: buyer.saleUnit })).lines).cart;
    const { quote } = await computeQuote(app.db, buyer, { mode: 'sales', lines: cart.filter((l) => l.selected) }, at);
    const orderTotal = quote.Subtotal - quote.ProductDiscount - quote.BillDiscount;
    const verdict = judgeCoupon(coupon, { customerCode: buyer.customerCode, saleUnit: b.saleUnit || buyer.saleUnit }, orderTotal, at);
    const mine = coupon && coupon.customerCode === buyer.customerCode ? coupon : undefined;
    return {
      status: 200 as const,
      statusText: verdict.ok ? 'OK' : verdict.message,
      promotionId: mine?.promotionId ?? null,
      couponType: mine?.couponType ?? null,
      Discount: verdict.ok ? verdict.discount : 0,
      OrderTotal: orderTotal,
    };
  });
}
