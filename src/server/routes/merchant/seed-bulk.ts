import type { Db } from '../../db/index';

/**
 * Bulk back-office history for benches and load tests (`npm run seed -- --tenant sabai --orders
 * 200000 [--customers 5000]`): customers spread over the tenant's centres and created over the last
 * two years, and orders of them over the last two years (one to four lines each, popular products
 * chosen more often, one in twenty cancelled, one in twenty-five a points redemption). Codes are
 * numbered (BC…, BO…), so a second run only adds what is missing. Written with generate_series in
 * batches, so 200,000 orders take about a minute even on the embedded database.
 */
export interface BulkHistory { tenantId: string; orders: number; customers?: number; log?: (m: string) => void }

const BATCH = 20_000;
const POPULAR = 5_000;

export async function seedBulkHistory(db: Db, o: BulkHistory): Promise<void> {
  const customers = o.customers ?? Math.max(100, Math.round(o.orders / 40));
  const log = o.log ?? (() => {});
  const [{ n: centres }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM distribution_centers WHERE tenant_id = $1', [o.tenantId]);
  const [{ n: products }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', [o.tenantId]);
  if (centres === 0 || products === 0) throw new Error(`tenant ${o.tenantId} needs centres and products before bulk orders`);
  const started = Date.now();

  const [{ n: haveCustomers }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE tenant_id = $1 AND customer_code LIKE 'BC%'", [o.tenantId]);
  for (let from = haveCustomers + 1; from <= customers; from += BATCH) {
    const to = Math.min(customers, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO customers (tenant_id, customer_code, customer_profile_code, mobile_no, customer_name, created_at, updated_at)
         SELECT $1, 'BC' || lpad(g::text, 7, '0'), 'BCP' || lpad(g::text, 7, '0'), '06' || lpad(g::text, 8, '0'), 'ร้านค้าทดสอบ ' || g,
                now() - ((g * 7919) % 1051200) * interval '1 minute', now()
           FROM generate_series($2::int, $3::int) g
         ON CONFLICT DO NOTHING`,
        [o.tenantId, from, to],
      );
      await tx.query(
        `WITH c AS (SELECT array_agg(sale_unit ORDER BY sale_unit) AS units FROM distribution_centers WHERE tenant_id = $1)
         INSERT INTO customer_centers (tenant_id, customer_code, sale_unit)
         SELECT $1, 'BC' || lpad(g::text, 7, '0'), c.units[1 + g % array_length(c.units, 1)]
           FROM generate_series($2::int, $3::int) g, c
         ON CONFLICT DO NOTHING`,
        [o.tenantId, from, to],
      );
    });
  }

  const [{ n: haveOrders }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND order_id LIKE 'BO%'", [o.tenantId]);
  for (let from = haveOrders + 1; from <= o.orders; from += BATCH) {
    const to = Math.min(o.orders, from + BATCH - 1);
    await db.transaction(async (tx) => {
      // Lines first (a temporary table), then each order's totals from its lines.
      await tx.query(
        `CREATE TEMP TABLE bulk_lines ON COMMIT DROP AS
         WITH p AS (SELECT array_agg(p_code ORDER BY p_code) AS codes FROM (SELECT p_code FROM products WHERE tenant_id = $1 ORDER BY p_code LIMIT ${POPULAR}) x),
              l AS (SELECT g, ln, p.codes[1 + floor(power(((g * 2654435761::bigint + ln * 40503) % 1000003) / 1000003.0, 2) * array_length(p.codes, 1))::int] AS p_code,
                           1 + (g + ln) % 6 AS qty
                      FROM generate_series($2::int, $3::int) g CROSS JOIN LATERAL generate_series(1, 1 + g % 4) ln, p)
         SELECT l.g, l.ln, l.p_code, pr.name_th AS product_name, pr.name_en AS product_name_en, l.qty, pr.unit1_name_th AS unit1,
                coalesce(nullif(pr.u1_price1, 0), 10) AS price1, round(l.qty * coalesce(nullif(pr.u1_price1, 0), 10), 2) AS net
           FROM l JOIN products pr ON pr.tenant_id = $1 AND pr.p_code = l.p_code`,
        [o.tenantId, from, to],
      );
      await tx.query(
        `WITH c AS (SELECT array_agg(sale_unit ORDER BY sale_unit) AS units FROM distribution_centers WHERE tenant_id = $1),
              t AS (SELECT g, sum(net) AS total FROM bulk_lines GROUP BY g)
         INSERT INTO orders (tenant_id, order_id, sale_unit, order_type, mode, customer_code, customer_name, status, payment_method, payment_state,
                             subtotal, total, points_total, ship_to, bill_to, created_at, updated_at)
         SELECT $1, 'BO' || lpad(t.g::text, 8, '0'), c.units[1 + (1 + t.g % $2::int) % array_length(c.units, 1)], '3',
                CASE WHEN t.g % 25 = 0 THEN 'redeem' ELSE 'sales' END,
                'BC' || lpad((1 + t.g % $2::int)::text, 7, '0'), 'ร้านค้าทดสอบ ' || (1 + t.g % $2::int),
                CASE WHEN t.g % 20 = 0 THEN 'CANCELLED' WHEN t.g % 7 = 0 THEN 'PLACED' ELSE 'DELIVERED' END,
                CASE WHEN t.g % 25 = 0 THEN 'REDEEMED' ELSE 'COD' END, 'PAID',
                t.total, t.total, CASE WHEN t.g % 25 = 0 THEN t.total ELSE 0 END, '{}'::jsonb, '{}'::jsonb,
                now() - ((t.g * 104729::bigint) % 1051200) * interval '1 minute', now()
           FROM t, c
         ON CONFLICT DO NOTHING`,
        [o.tenantId, customers],
      );
      await tx.query(
        `INSERT INTO order_lines (tenant_id, order_id, line_no, p_code, product_name, product_name_en, qty1, unit1, price1, base_quantity, amount, net)
         SELECT $1, 'BO' || lpad(g::text, 8, '0'), ln, p_code, product_name, coalesce(product_name_en, ''), qty, coalesce(unit1, ''), price1, qty, net, net
           FROM bulk_lines
         ON CONFLICT DO NOTHING`,
        [o.tenantId],
      );
    });
    log(`bulk history: ${to} of ${o.orders} orders`);
  }
  if (haveOrders < o.orders || haveCustomers < customers) {
    await db.exec('ANALYZE customers, customer_centers, orders, order_lines');
    log(`bulk history: ${customers} customers, ${o.orders} orders for ${o.tenantId} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
