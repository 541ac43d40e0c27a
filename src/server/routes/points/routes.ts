import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, dayKey } from '../../../domain/dates';
import { isY } from '../../../domain/flags';
import { findCustomer } from '../../accounts/customers';
import { claimsOf, requireCustomer, requireCustomerOrGuest } from '../../auth/guards';
import { forbidden } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';
import { EmptyBody, Query } from '../schemas';
import { EXPIRE_SOON_DAYS, isoDay, todayIso, usablePointsBalance } from './ledger';

const TAGS = ['points'];
const SECURITY = [{ bearer: [] }];
const Paging = Query({ skip: Type.Integer({ minimum: 0, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) });

interface LedgerRow {
  id: number | string;
  kind: string;
  points: string | number;
  remaining: string | number;
  expires_on: string | null;
  order_id: string | null;
  sale_unit: string | null;
  remark: string;
  created_at: Date | string;
}

function entry(r: LedgerRow) {
  const points = Number(r.points);
  return {
    Id: Number(r.id), Type: points >= 0 ? 'received' : 'used', Kind: r.kind, Points: points, Remaining: Number(r.remaining),
    ExpiresOn: r.expires_on, OrderId: r.order_id, SaleUnit: r.sale_unit, Remark: r.remark, CreatedAt: new Date(r.created_at).toISOString(),
  };
}

const LEDGER_COLUMNS = 'id, kind, points, remaining, expires_on::text AS expires_on, order_id, sale_unit, remark, created_at';

/** Points balance and the CRM ledger calls of the spec (ledger calls only when ENABLE_POINT_LEDGER is Y). */
export default async function pointsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  async function ledgerOwner(request: FastifyRequest): Promise<{ tenantId: string; customerCode: string }> {
    const claims = claimsOf(request);
    const customer = await findCustomer(app.db, claims.TenantId, claims.UserId);
    const flags = await effectiveFlags(app, claims.TenantId, customer?.companyCode || null);
    if (!isY(flags.ENABLE_POINT_LEDGER)) throw forbidden('The points ledger is not enabled');
    return { tenantId: claims.TenantId, customerCode: claims.UserId };
  }
  async function page(request: FastifyRequest, where: string, skip: number, take: number) {
    const o = await ledgerOwner(request);
    const params = [o.tenantId, o.customerCode];
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2 AND ${where}`, params);
    const rows = await app.db.query<LedgerRow>(
      `SELECT ${LEDGER_COLUMNS} FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2 AND ${where} ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
      [...params, skip, take],
    );
    return { Data: { total: Number(total), items: rows.map(entry) } };
  }

  r.post('/GET_MASTER_DATA/GET_POINT', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: TAGS, security: SECURITY, summary: 'Usable points balance: data.data (0 for a guest); expired batches do not count',
      body: EmptyBody,
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const points = claims.Kind === 'customer' ? await usablePointsBalance(app.db, claims.TenantId, claims.UserId, now()) : 0;
    return { status: 200, statusText: 'OK', data: { data: points } };
  });

  r.get('/api/crm-service/owner/history', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Points history, all entries, newest first (Data {total, items})', querystring: Paging },
  }, async (request) => page(request, 'true', request.query.skip, request.query.take));

  r.get('/api/crm-service/owner/history/increment', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Points received (earned, refunded, adjusted), newest first', querystring: Paging },
  }, async (request) => page(request, 'points > 0', request.query.skip, request.query.take));

  r.get('/api/crm-service/owner/history/decrement-group', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Points used, one entry per redeem order, newest first', querystring: Paging },
  }, async (request) => page(request, "kind = 'spend'", request.query.skip, request.query.take));

  r.get('/api/crm-service/owner/total', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Data { currentPoints }: the usable balance' },
  }, async (request) => {
    const o = await ledgerOwner(request);
    return { Data: { currentPoints: await usablePointsBalance(app.db, o.tenantId, o.customerCode, now()) } };
  });

  r.get('/api/crm-service/owner/total/usage', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Data { totalUsagePoints }: points spent, net of refunds' },
  }, async (request) => {
    const o = await ledgerOwner(request);
    const [row] = await app.db.query<{ used: string | number }>(
      `SELECT coalesce(-sum(points) FILTER (WHERE kind = 'spend'), 0) - coalesce(sum(points) FILTER (WHERE kind = 'refund'), 0) AS used
         FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2`,
      [o.tenantId, o.customerCode],
    );
    return { Data: { totalUsagePoints: Number(row?.used ?? 0) } };
  });

  r.get('/api/crm-service/owner/total/closest-expiry', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY,
      summary: `Data { expireSoons, points, expiresOn }: points left in batches expiring within ${EXPIRE_SOON_DAYS} days, and the closest expiry`,
    },
  }, async (request) => {
    const o = await ledgerOwner(request);
    const at = now();
    const rows = await app.db.query<{ expires_on: string; remaining: string | number }>(
      `SELECT expires_on::text AS expires_on, sum(remaining) AS remaining FROM points_ledger
        WHERE tenant_id = $1 AND customer_code = $2 AND remaining > 0 AND expires_on >= $3::date AND expires_on <= $4::date
        GROUP BY expires_on ORDER BY expires_on`,
      [o.tenantId, o.customerCode, todayIso(at), isoDay(addDays(dayKey(at), EXPIRE_SOON_DAYS))],
    );
    const soon = rows.reduce((s, x) => s + Math.round(Number(x.remaining) * 100), 0) / 100;
    return { Data: { expireSoons: soon, points: rows[0] ? Number(rows[0].remaining) : 0, expiresOn: rows[0]?.expires_on ?? null, batches: rows.map((x) => ({ expiresOn: x.expires_on, points: Number(x.remaining) })) } };
  });
}
