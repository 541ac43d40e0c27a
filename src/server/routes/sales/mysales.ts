import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireMerchant } from '../../auth/guards';
import { badRequest } from '../../errors';
import { SECURITY, merchantScope } from '../merchant/scope';
import { MySalesSchema } from './responses';
import { Query } from '../schemas';

const DAY_MS = 86_400_000;
const BANGKOK_MS = 7 * 3600_000;
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Bangkok calendar date, YYYY-MM-DD' });
export const MAX_DAYS = 366;
export const ORDER_ROWS = 1000;

const bangkokToday = (ms: number) => new Date(ms + BANGKOK_MS).toISOString().slice(0, 10);
const midnightOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) - BANGKOK_MS;
const BKK_DATE = "((o.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date";

/**
 * `/sales/mysales`: a salesperson's own figures. "Their" orders are the orders of the customers
 * linked to them (registered from their link or QR code, or clients of an agent they look after)
 * plus the orders they placed while ordering for a customer, at the centres they work for;
 * cancelled orders and redeem orders do not count.
 */
export default async function mySalesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/sales/mysales', {
    preHandler: requireMerchant(),
    schema: {
      response: { 200: MySalesSchema }, tags: ['sales'], security: SECURITY, querystring: Query({ from: Type.Optional(IsoDate), to: Type.Optional(IsoDate) }),
      summary: `The caller's own sales: totals, by day and month, new customers, top products, orders placed for customers, and the order rows (at most ${ORDER_ROWS}); default the last 30 days`,
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const to = request.query.to ?? bangkokToday(app.clock());
    const from = request.query.from ?? new Date(midnightOf(to) + BANGKOK_MS - 29 * DAY_MS).toISOString().slice(0, 10);
    const start = midnightOf(from);
    const end = midnightOf(to) + DAY_MS;
    const errors = [];
    if (Number.isNaN(start)) errors.push({ field: '/query/from', reason: 'is not a date' });
    if (Number.isNaN(end)) errors.push({ field: '/query/to', reason: 'is not a date' });
    if (!errors.length && end <= start) errors.push({ field: '/query/from', reason: 'must not be after to' });
    if (!errors.length && (end - start) / DAY_MS > MAX_DAYS) errors.push({ field: '/query/from', reason: `at most ${MAX_DAYS} days` });
    if (errors.length) throw badRequest('Invalid request', errors);

    const params = [scope.tenantId, scope.userId, new Date(start), new Date(end), scope.saleUnits];
    const mine = `SELECT o.order_id, o.created_at, o.customer_code, o.customer_name, o.sale_unit, o.total, o.status, o.salesperson_id, o.agent_code
        FROM orders o
       WHERE o.tenant_id = $1 AND o.created_at >= $3 AND o.created_at < $4 AND o.sale_unit = ANY($5::text[])
         AND o.status <> 'CANCELLED' AND o.mode = 'sales'
         AND (o.salesperson_id = $2 OR EXISTS (SELECT 1 FROM salesperson_customers sc WHERE sc.tenant_id = o.tenant_id AND sc.customer_code = o.customer_code AND sc.user_id = $2))`;
    const [totals] = await app.db.query<Record<string, unknown>>(
      `SELECT count(*)::int AS orders, coalesce(sum(o.total), 0) AS amount, count(DISTINCT o.customer_code)::int AS customers,
              count(*) FILTER (WHERE o.salesperson_id = $2)::int AS for_orders, coalesce(sum(o.total) FILTER (WHERE o.salesperson_id = $2), 0) AS for_amount,
              count(*) FILTER (WHERE o.agent_code IS NOT NULL)::int AS agent_orders
         FROM (${mine}) o`, params);
    const byDay = await app.db.query<{ d: string; orders: number; amount: string }>(
      `SELECT ${BKK_DATE}::text AS d, count(*)::int AS orders, sum(o.total) AS amount FROM (${mine}) o GROUP BY 1 ORDER BY 1`, params);
    const byMonth = await app.db.query<{ m: string; orders: number; amount: string }>(
      `SELECT to_char(${BKK_DATE}, 'YYYY-MM') AS m, count(*)::int AS orders, sum(o.total) AS amount FROM (${mine}) o GROUP BY 1 ORDER BY 1`, params);
    const top = await app.db.query<{ p_code: string; name_th: string; name_en: string; qty: string; amount: string }>(
      `SELECT l.p_code, max(l.product_name) AS name_th, max(l.product_name_en) AS name_en, sum(l.base_quantity) AS qty, sum(l.net) AS amount
         FROM (${mine}) o JOIN order_lines l ON l.tenant_id = $1 AND l.order_id = o.order_id AND NOT l.is_free
        GROUP BY l.p_code ORDER BY sum(l.net) DESC, l.p_code LIMIT 10`, params);
    const newCustomers = await app.db.query<{ customer_code: string; customer_name: string; created_at: string }>(
      `SELECT sc.customer_code, c.customer_name, sc.created_at FROM salesperson_customers sc
         JOIN customers c ON c.tenant_id = sc.tenant_id AND c.customer_code = sc.customer_code
        WHERE sc.tenant_id = $1 AND sc.user_id = $2 AND sc.created_at >= $3 AND sc.created_at < $4
        ORDER BY sc.created_at DESC LIMIT 100`, params.slice(0, 4));
    const orders = await app.db.query<Record<string, unknown>>(`SELECT * FROM (${mine}) o ORDER BY o.created_at DESC LIMIT ${ORDER_ROWS}`, params);
    const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
    return {
      From: from, To: to, SaleUnits: scope.saleUnits,
      Summary: {
        Orders: Number(totals.orders), Amount: money(totals.amount), Customers: Number(totals.customers), NewCustomers: newCustomers.length,
        OrdersForCustomers: Number(totals.for_orders), AmountForCustomers: money(totals.for_amount), AgentOrders: Number(totals.agent_orders),
      },
      ByDay: byDay.map((d) => ({ Date: d.d, Orders: d.orders, Amount: money(d.amount) })),
      ByMonth: byMonth.map((m) => ({ Month: m.m, Orders: m.orders, Amount: money(m.amount) })),
      TopProducts: top.map((t) => ({ P_Code: t.p_code, Name: t.name_th, NameEn: t.name_en || t.name_th, Quantity: Number(t.qty), Amount: money(t.amount) })),
      NewCustomersList: newCustomers.map((c) => ({ CustomerCode: c.customer_code, CustomerName: c.customer_name, At: new Date(c.created_at).toISOString() })),
      Orders: orders.map((o) => ({
        OrderId: String(o.order_id), At: new Date(String(o.created_at)).toISOString(), CustomerCode: String(o.customer_code), CustomerName: String(o.customer_name),
        SaleUnit: String(o.sale_unit), Total: money(o.total), Status: String(o.status),
        PlacedBy: o.salesperson_id === scope.userId ? 'salesperson' as const : o.agent_code ? 'agent' as const : 'customer' as const,
      })),
    };
  });
}
