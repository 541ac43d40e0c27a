import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-status';
import { requireRider } from '../../auth/guards';
import { badRequest } from '../../errors';
import { riderOf } from './access';
import { HistoryQuery } from './schemas';
import { RiderHistorySchema, RiderProfileSchema } from './responses';
import { addressLine } from './views';

const TAGS = ['rider'];
const SECURITY = [{ bearer: [] }];
const BANGKOK_OFFSET_MS = 7 * 3600_000;

/** 'YYYY-MM-DD' of an instant in Bangkok (the rider's calendar, whatever the server's zone). */
export function bangkokDay(d: Date): string {
  return new Date(d.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Bangkok calendar day starts. */
function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The rider's history (delivered and failed, by day) and profile (docs/rider.md). */
export default async function riderHistoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/rider/history', {
    preHandler: requireRider,
    schema: {
      response: { 200: RiderHistorySchema }, tags: TAGS, security: SECURITY, querystring: HistoryQuery,
      summary: 'What the rider delivered or failed to deliver, newest first, optionally between two Bangkok days (inclusive); with the totals of the range',
    },
  }, async (request) => {
    const rider = await riderOf(app, request);
    const q = request.query;
    if (q.from && q.to && q.from > q.to) throw badRequest('Invalid request', [{ field: '/query/to', reason: 'must not be before from' }]);
    const params: unknown[] = [rider.tenantId, rider.riderId];
    const where = [`e.tenant_id = $1`, `e.actor_kind = 'rider'`, `e.actor_id = $2`, `e.action IN ('deliver', 'failDelivery')`];
    if (q.from) { params.push(dayStart(q.from)); where.push(`e.at >= $${params.length}`); }
    if (q.to) { params.push(new Date(dayStart(q.to).getTime() + 24 * 3600_000)); where.push(`e.at < $${params.length}`); }
    const rangeFilter = where.join(' AND ');
    const filter = q.result ? `${rangeFilter} AND e.action = '${q.result === 'DELIVERED' ? 'deliver' : 'failDelivery'}'` : rangeFilter;
    const from = 'FROM order_events e JOIN orders o ON o.tenant_id = e.tenant_id AND o.order_id = e.order_id';
    const [sums] = await app.db.query<{ delivered: number; failed: number; cash: string | number | null }>(
      `SELECT count(*) FILTER (WHERE e.action = 'deliver')::int AS delivered, count(*) FILTER (WHERE e.action = 'failDelivery')::int AS failed,
              COALESCE(sum(o.total) FILTER (WHERE e.action = 'deliver' AND o.payment_method = 'COD'), 0) AS cash
         ${from} WHERE ${rangeFilter}`,
      params,
    );
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${filter}`, params);
    const rows = await app.db.query<{
      order_id: string; sale_unit: string; action: string; reason: string | null; at: string | Date; customer_code: string; customer_name: string;
      total: string | number; status: OrderStatus; payment_method: string; ship_to: unknown; rider_id: string | null;
    }>(
      `SELECT e.order_id, o.sale_unit, e.action, e.reason, e.at, o.customer_code, o.customer_name, o.total, o.status, o.payment_method, o.ship_to, o.rider_id
         ${from} WHERE ${filter} ORDER BY e.at DESC, e.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, q.skip, q.take],
    );
    return {
      Total: Number(total), Skip: q.skip, Take: q.take,
      Summary: { Delivered: sums.delivered, Failed: sums.failed, CashCollected: Number(sums.cash ?? 0) },
      Data: rows.map((row) => {
        const at = new Date(row.at);
        const shipTo = (typeof row.ship_to === 'string' ? JSON.parse(row.ship_to) : row.ship_to ?? {}) as Record<string, string>;
        return {
          OrderID: row.order_id, SaleUnit: row.sale_unit, Result: row.action === 'deliver' ? 'DELIVERED' as const : 'FAILED' as const, Reason: row.reason,
          At: at.toISOString(), Day: bangkokDay(at), CustomerCode: row.customer_code, CustomerName: row.customer_name,
          ShipToAddress: addressLine(shipTo), Total: Number(row.total), PaymentMethod: row.payment_method,
          CurrentStatus: row.status, CurrentStatusLabel: ORDER_STATUS_LABELS[row.status],
          // The detail page shows only orders still assigned to this rider (a failed one went back to the centre).
          CanOpen: row.rider_id === rider.riderId,
        };
      }),
    };
  });

  r.get('/api/rider/profile', {
    preHandler: requireRider,
    schema: { response: { 200: RiderProfileSchema }, tags: TAGS, security: SECURITY, summary: 'The rider: name, mobile, centre, vehicle (when recorded), company code, invoice approval, today\'s counts' },
  }, async (request) => {
    const rider = await riderOf(app, request);
    const [centre] = rider.saleUnit ? await app.db.query<{ dist_name: string; full_address: string }>(
      'SELECT dist_name, full_address FROM distribution_centers WHERE tenant_id = $1 AND sale_unit = $2', [rider.tenantId, rider.saleUnit],
    ) : [];
    const today = dayStart(bangkokDay(new Date(app.clock())));
    const [counts] = await app.db.query<{ out: number; delivered: number; failed: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE tenant_id = $1 AND rider_id = $2 AND status = 'OUT_FOR_DELIVERY') AS out,
              count(*) FILTER (WHERE action = 'deliver')::int AS delivered, count(*) FILTER (WHERE action = 'failDelivery')::int AS failed
         FROM order_events WHERE tenant_id = $1 AND actor_kind = 'rider' AND actor_id = $2 AND action IN ('deliver', 'failDelivery') AND at >= $3`,
      [rider.tenantId, rider.riderId, today],
    );
    return {
      RiderId: rider.riderId, Name: rider.name, MobileNo: rider.mobileNo, SaleUnit: rider.saleUnit,
      CentreName: centre?.dist_name ?? null, CentreAddress: centre?.full_address ?? null,
      Vehicle: rider.vehicleType || rider.vehiclePlate ? { Type: rider.vehicleType ?? '', Plate: rider.vehiclePlate ?? '' } : null,
      CompanyCode: rider.companyCode, InvoiceApproval: rider.invoiceApproval,
      OutForDelivery: counts.out, Today: { Day: bangkokDay(today), Delivered: counts.delivered, Failed: counts.failed },
    };
  });
}
