import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Query, SaleUnit } from '../schemas';
import { REPORT_RANGES, bangkokDate, bucketKeyOfDaySql, bucketKeySql, buckets, type Bucket, type ReportRange } from './report-periods';
import { SECURITY, guardMerchantArea, centresFor, merchantScope } from './scope';
import { NewCustomersReportSchema, TopSalesReportSchema } from './staff-responses';

const ReportQuery = Query({
  saleUnit: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])),
  type: Type.Optional(Type.Union(REPORT_RANGES.map((r) => Type.Literal(r)), { default: 'month' })),
});

export interface GraphPoint { Key: string; Value: number }

const TOP = 10;
interface TopRow { p_code: string; name_th: string; name_en: string; amount: number; quantity: number }
const num = (v: unknown) => Number(v ?? 0);

function fill(list: Bucket[], rows: { k: string; v: unknown }[]): GraphPoint[] {
  const byKey = new Map(rows.map((r) => [r.k, num(r.v)]));
  return list.map((b) => ({ Key: b.key, Value: byKey.get(b.key) ?? 0 }));
}

/**
 * The dashboard's two graphs. New customers: customers of the chosen centre(s) by the date their
 * account was created, one bucket per day/week/month/year (default month: the last 12 months).
 * Top sales: the best-selling products of the current period (this month by default) by net amount,
 * plus the sales total per bucket. Cancelled orders and point redemptions are not sales.
 */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/merchant/report/salemannewcustomerbymonth', {
    schema: { response: { 200: NewCustomersReportSchema },
      tags: ['merchant'], security: SECURITY, querystring: ReportQuery,
      summary: 'New customers of the salesperson\'s centres (or the one given) per day/week/month/year',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const range = (request.query.type ?? 'month') as ReportRange;
    const centres = centresFor(scope, request.query.saleUnit);
    const list = buckets(range, app.clock());
    const rows = centres.length === 0 ? [] : await app.db.query<{ k: string; v: number }>(
      `SELECT ${bucketKeySql(range, 'c.created_at')} AS k, count(DISTINCT c.customer_code)::int AS v
         FROM customers c
        WHERE c.tenant_id = $1 AND c.created_at >= $2 AND c.created_at < $3
          AND EXISTS (SELECT 1 FROM customer_centers cc WHERE cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code AND cc.sale_unit = ANY($4))
        GROUP BY 1`,
      [scope.tenantId, list[0].start, list[list.length - 1].end, centres],
    );
    const Graph = fill(list, rows);
    return { Type: range, SaleUnit: request.query.saleUnit || null, From: list[0].start.toISOString(), To: list[list.length - 1].end.toISOString(), Total: Graph.reduce((s, p) => s + p.Value, 0), Graph };
  });

  r.get('/api/merchant/report/topsaleByMonth', {
    schema: { response: { 200: TopSalesReportSchema },
      tags: ['merchant'], security: SECURITY, querystring: ReportQuery,
      summary: 'Best-selling products of the current period and sales per period for the salesperson\'s centres (or the one given)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const range = (request.query.type ?? 'month') as ReportRange;
    const centres = centresFor(scope, request.query.saleUnit);
    const list = buckets(range, app.clock());
    const current = list[list.length - 1];
    if (centres.length === 0) {
      return { Type: range, SaleUnit: null, PeriodKey: current.key, Total: 0, Orders: 0, Graph: [], Sales: fill(list, []) };
    }
    const params = [scope.tenantId, centres];
    // Sums kept per centre and day / month by the 0303 triggers: a few hundred rows whatever the history.
    const sales = await app.db.query<{ k: string; v: number; n: number }>(
      `SELECT ${bucketKeyOfDaySql(range, 'day')} AS k, sum(total) AS v, sum(orders)::int AS n
         FROM report_sales_daily
        WHERE tenant_id = $1 AND sale_unit = ANY($2) AND day >= $3::date AND day < $4::date
        GROUP BY 1`,
      [...params, bangkokDate(list[0].start), bangkokDate(current.end)],
    );
    const top = range === 'month' || range === 'year'
      ? await app.db.query<TopRow>(
        `WITH top AS (
           SELECT p_code, sum(amount) AS amount, sum(quantity) AS quantity
             FROM report_product_monthly
            WHERE tenant_id = $1 AND sale_unit = ANY($2) AND month >= $3::date AND month < $4::date
            GROUP BY p_code
           HAVING sum(amount) > 0
            ORDER BY amount DESC, p_code
            LIMIT ${TOP}
         )
         SELECT top.p_code, n.name_th, n.name_en, top.amount, top.quantity
           FROM top
           CROSS JOIN LATERAL (
             SELECT r.product_name AS name_th, r.product_name_en AS name_en FROM report_product_monthly r
              WHERE r.tenant_id = $1 AND r.sale_unit = ANY($2) AND r.month >= $3::date AND r.month < $4::date AND r.p_code = top.p_code
              LIMIT 1
           ) n
          ORDER BY top.amount DESC, top.p_code`,
        [...params, bangkokDate(current.start), bangkokDate(current.end)],
      )
      // Today or this week: few orders, read as they are.
      : await app.db.query<TopRow>(
        `SELECT l.p_code, max(l.product_name) AS name_th, max(l.product_name_en) AS name_en, sum(l.net) AS amount, sum(l.base_quantity) AS quantity
           FROM orders o
           JOIN order_lines l ON l.tenant_id = o.tenant_id AND l.order_id = o.order_id
          WHERE o.tenant_id = $1 AND o.sale_unit = ANY($2) AND o.created_at >= $3 AND o.created_at < $4 AND o.status <> 'CANCELLED' AND o.mode = 'sales'
            AND NOT l.is_free
          GROUP BY l.p_code
          ORDER BY amount DESC, l.p_code
          LIMIT ${TOP}`,
        [...params, current.start, current.end],
      );
    const Sales = fill(list, sales);
    const thisPeriod = sales.find((s) => s.k === current.key);
    return {
      Type: range, SaleUnit: request.query.saleUnit || null, PeriodKey: current.key,
      Total: num(thisPeriod?.v), Orders: num(thisPeriod?.n),
      Graph: top.map((t) => ({ P_Code: t.p_code, PRODUCTNAME: t.name_th, PRODUCTNAME_EN: t.name_en || t.name_th, Amount: num(t.amount), Quantity: num(t.quantity) })),
      Sales,
    };
  });
}
