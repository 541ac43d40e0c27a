import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ORDER_LIST_TABS, ORDER_STATUSES, type OrderStatus, type PaymentState } from '../../../domain/order-status';
import type { CheckoutMethod } from '../../../domain/payment';
import { isY } from '../../../domain/flags';
import { escapeLikePattern as escapeLike } from '../../../domain/product-search';
import { forbidden } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';
import { Query, SaleUnit } from '../schemas';
import { SECURITY, guardMerchantArea, centresFor, merchantScope } from './scope';
import { MerchantOrderPageSchema, RidersSchema } from './staff-responses';

/** Goods issue lists what left the centre's stock: packed, on its way or delivered. */
export const GOODS_ISSUE_STATUSES: readonly OrderStatus[] = ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'];
export const ORDER_PAGE_SIZE = 20;

const OrdersQuery = Query({
  type: Type.Optional(Type.Union([Type.Literal('3'), Type.Literal('I')], { default: '3', description: '3 = sales orders, I = goods issue (flag GOODS_ISSUE)' })),
  status: Type.Optional(Type.Union(ORDER_LIST_TABS.map((s) => Type.Literal(s)), { default: 'ALL' })),
  text: Type.Optional(Type.String({ maxLength: 100 })),
  saleUnit: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ORDER_PAGE_SIZE })),
});

/** The spec's merchant order fields (section 3 "Merchant order") for one list row. */
function listRow(r: Record<string, unknown>) {
  return {
    OrderID: String(r.order_id), SaleUnit: String(r.sale_unit), OrderType: String(r.order_type),
    OrderDate: new Date(r.created_at as string).toISOString(), Customer_Id: String(r.customer_code), Customer_Name: String(r.customer_name),
    // The columns hold only these codes (CHECK constraints); the casts name them for the response type.
    Status: String(r.status) as OrderStatus, PaymentState: String(r.payment_state) as PaymentState, PaymentType: String(r.payment_method) as CheckoutMethod,
    Total: Number(r.total), Money: Number(r.total), DeliveryFee: Number(r.delivery_fee), Mode: String(r.mode),
    RiderId: r.rider_id ? String(r.rider_id) : null, SalespersonId: r.salesperson_id ? String(r.salesperson_id) : null,
    Lines: Number(r.lines ?? 0),
  };
}

/**
 * `GET api/merchant/orders`: the back office's order list (the spec names no call for it).
 * Only the caller's centres; tabs by status with counts; search by order number, customer code or name.
 */
export default async function merchantOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/merchant/orders', {
    schema: { response: { 200: MerchantOrderPageSchema },
      tags: ['merchant'], security: SECURITY, querystring: OrdersQuery,
      summary: 'Orders of the caller\'s centres: type 3 sales orders or I goods issue, status tab (default ALL), search, paging; with per-tab counts',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const q = request.query;
    const type = q.type ?? '3';
    if (type === 'I' && !isY((await effectiveFlags(app, scope.tenantId)).GOODS_ISSUE)) throw forbidden('Goods issue is not enabled');
    const centres = centresFor(scope, q.saleUnit);
    const where = ['o.tenant_id = $1', 'o.sale_unit = ANY($2)', "o.order_type = '3'"];
    const params: unknown[] = [scope.tenantId, centres];
    if (type === 'I') {
      params.push(GOODS_ISSUE_STATUSES);
      where.push(`o.status = ANY($${params.length})`);
    }
    const text = q.text?.trim();
    if (text) {
      params.push(`%${escapeLike(text)}%`);
      where.push(`(o.order_id ILIKE $${params.length} OR o.customer_code ILIKE $${params.length} OR o.customer_name ILIKE $${params.length})`);
    }
    const countRows = await app.db.query<{ status: string; n: number }>(
      `SELECT o.status, count(*)::int AS n FROM orders o WHERE ${where.join(' AND ')} GROUP BY o.status`, params,
    );
    const Counts: Record<string, number> = { ALL: 0 };
    for (const s of ORDER_STATUSES) Counts[s] = 0;
    for (const c of countRows) {
      Counts[c.status] = c.n;
      Counts.ALL += c.n;
    }
    const status = q.status ?? 'ALL';
    const listWhere = [...where];
    const listParams = [...params];
    if (status !== 'ALL') {
      listParams.push(status);
      listWhere.push(`o.status = $${listParams.length}`);
    }
    const take = q.take ?? ORDER_PAGE_SIZE;
    const skip = q.skip ?? 0;
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT o.order_id, o.sale_unit, o.order_type, o.created_at, o.customer_code, o.customer_name, o.status, o.payment_state,
              o.payment_method, o.total, o.delivery_fee, o.mode, o.rider_id, o.salesperson_id,
              (SELECT count(*)::int FROM order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.order_id) AS lines
         FROM orders o WHERE ${listWhere.join(' AND ')}
        ORDER BY o.created_at DESC, o.order_id DESC
        LIMIT ${take} OFFSET ${skip}`,
      listParams,
    );
    return { Type: type, Status: status, Total: status === 'ALL' ? Counts.ALL : Counts[status] ?? 0, Skip: skip, Take: take, Counts, Data: rows.map(listRow) };
  });

  r.get('/api/merchant/riders', {
    schema: { response: { 200: RidersSchema },
      tags: ['merchant'], security: SECURITY, querystring: Query({ saleUnit: SaleUnit }),
      summary: 'Active riders of one of the caller\'s centres (to assign a packed order)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const [saleUnit] = centresFor(scope, request.query.saleUnit);
    const rows = await app.db.query<{ rider_id: string; name: string; mobile_no: string }>(
      "SELECT rider_id, name, mobile_no FROM riders WHERE tenant_id = $1 AND sale_unit = $2 AND status = 'A' ORDER BY name",
      [scope.tenantId, saleUnit],
    );
    return { Data: rows.map((x) => ({ RiderId: x.rider_id, Name: x.name, MobileNo: x.mobile_no })) };
  });
}
