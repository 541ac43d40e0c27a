import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isY } from '../../../domain/flags';
import { findCustomer } from '../../accounts/customers';
import { claimsOf, requireCustomer, requireCustomerOrGuest } from '../../auth/guards';
import { forbidden } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';
import { EmptyBody, Query } from '../schemas';
import { ClosestExpirySchema, LedgerPageSchema, PointBalanceSchema, PointsTotalSchema, PointsUsageSchema } from './responses';
import { EXPIRE_SOON_DAYS, expiringSoon, loyaltySettings, usablePointsBalance } from './ledger';

const TAGS = ['points'];
const SECURITY = [{ bearer: [] }];
const Paging = Query({ skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) });

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
  mission_id: string | number | null;
  mission_th: string | null;
  mission_en: string | null;
}

/** A history row: the page's columns are null on the one row of a customer with no entry on it. */
type PageRow = { company_code: string; total: number | string } & ({ [K in keyof LedgerRow]: LedgerRow[K] | null });

function entry(r: LedgerRow) {
  const points = Number(r.points);
  return {
    Id: Number(r.id), Type: points >= 0 ? 'received' : 'used', Kind: r.kind, Points: points, Remaining: Number(r.remaining),
    ExpiresOn: r.expires_on, OrderId: r.order_id, SaleUnit: r.sale_unit, Remark: r.remark, CreatedAt: new Date(r.created_at).toISOString(),
    // A mission reward's mission with both names: the page shows the one of its language (Remark
    // stays the English text it was written with, for older clients).
    Mission: r.mission_id === null ? null : { Id: Number(r.mission_id), Name: r.mission_th ?? '', NameEn: r.mission_en ?? '' },
  };
}

// Remaining: what is left of a received entry's lot (0 for the other kinds); a reward's mission names.
const LEDGER_COLUMNS = `l.id, l.kind, l.points, coalesce(lot.remaining, 0) AS remaining, l.expires_on::text AS expires_on, l.order_id, l.sale_unit, l.remark, l.created_at,
  l.mission_id, m.name_th AS mission_th, m.name_en AS mission_en`;
const LEDGER_FROM = `points_ledger l LEFT JOIN points_lots lot ON lot.tenant_id = l.tenant_id AND lot.lot_id = l.id
  LEFT JOIN missions m ON m.tenant_id = l.tenant_id AND m.id = l.mission_id`;

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
  /**
   * One history tab in ONE statement: the customer's company code (for the ledger flag of their
   * variant), the tab's total from points_accounts (counts kept by a trigger on every journal
   * insert, so no page counts the whole journal) and the page itself along the (tenant, customer,
   * id DESC) index. On the embedded database every statement of a tenant scope costs a short
   * transaction of its own, so three statements made the page twice as slow as the balance.
   */
  async function page(request: FastifyRequest, tab: 'entries' | 'received' | 'paid', skip: number, take: number) {
    const claims = claimsOf(request);
    const where = tab === 'received' ? 'l.points > 0' : tab === 'paid' ? 'l.points < 0' : 'true';
    const rows = await app.db.query<PageRow>(
      `SELECT c.company_code, coalesce(a.${tab}, 0) AS total, p.*
         FROM customers c
         LEFT JOIN points_accounts a ON a.tenant_id = $1 AND a.customer_code = $2
         LEFT JOIN LATERAL (
           SELECT ${LEDGER_COLUMNS} FROM ${LEDGER_FROM}
            WHERE l.tenant_id = $1 AND l.customer_code = $2 AND ${where} ORDER BY l.id DESC OFFSET $3 LIMIT $4
         ) p ON true
        WHERE c.tenant_id = $1 AND c.customer_code = $2`,
      [claims.TenantId, claims.UserId, skip, take],
      { name: `points_history_page_${tab}` },
    );
    const flags = await effectiveFlags(app, claims.TenantId, rows[0]?.company_code || null);
    if (!isY(flags.ENABLE_POINT_LEDGER)) throw forbidden('The points ledger is not enabled');
    const items = rows.filter((r): r is PageRow & LedgerRow => r.id !== null).map(entry);
    return { Data: { total: Number(rows[0]?.total ?? 0), items } };
  }

  r.post('/GET_MASTER_DATA/GET_POINT', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: TAGS, security: SECURITY, summary: 'Usable points balance: data.data (0 for a guest); expired batches do not count',
      body: EmptyBody, response: { 200: PointBalanceSchema },
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const points = claims.Kind === 'customer' ? await usablePointsBalance(app.db, claims.TenantId, claims.UserId, now()) : 0;
    return { status: 200, statusText: 'OK', data: { data: points } };
  });

  r.get('/api/crm-service/owner/history', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Points history, all entries, newest first (Data {total, items})', querystring: Paging, response: { 200: LedgerPageSchema } },
  }, async (request) => page(request, 'entries', request.query.skip, request.query.take));

  r.get('/api/crm-service/owner/history/increment', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Points received (earned, refunded, adjusted), newest first', querystring: Paging, response: { 200: LedgerPageSchema } },
  }, async (request) => page(request, 'received', request.query.skip, request.query.take));

  r.get('/api/crm-service/owner/history/decrement-group', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Points paid out (redeem orders, vouchers, deductions, expiries), one entry each, newest first', querystring: Paging, response: { 200: LedgerPageSchema } },
  }, async (request) => page(request, 'paid', request.query.skip, request.query.take));

  r.get('/api/crm-service/owner/total', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Data { currentPoints, received, used, expired }: the usable balance and the journal\'s totals', response: { 200: PointsTotalSchema } },
  }, async (request) => {
    const o = await ledgerOwner(request);
    const [row] = await app.db.query<{ received: string | number; used: string | number; expired: string | number }>(
      `SELECT coalesce(sum(points) FILTER (WHERE kind IN ('earn', 'adjust', 'reward') AND points > 0), 0) AS received,
              coalesce(-sum(points) FILTER (WHERE kind IN ('spend', 'voucher') OR (kind = 'adjust' AND points < 0)), 0)
                - coalesce(sum(points) FILTER (WHERE kind = 'refund'), 0) AS used,
              coalesce(-sum(points) FILTER (WHERE kind = 'expire'), 0) AS expired
         FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2`,
      [o.tenantId, o.customerCode],
    );
    return {
      Data: {
        currentPoints: await usablePointsBalance(app.db, o.tenantId, o.customerCode, now()),
        received: Number(row?.received ?? 0), used: Number(row?.used ?? 0), expired: Number(row?.expired ?? 0),
      },
    };
  });

  r.get('/api/crm-service/owner/total/usage', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Data { totalUsagePoints }: points spent, net of refunds', response: { 200: PointsUsageSchema } },
  }, async (request) => {
    const o = await ledgerOwner(request);
    const [row] = await app.db.query<{ used: string | number }>(
      `SELECT coalesce(-sum(points) FILTER (WHERE kind IN ('spend', 'voucher') OR (kind = 'adjust' AND points < 0)), 0)
              - coalesce(sum(points) FILTER (WHERE kind = 'refund'), 0) AS used
         FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2`,
      [o.tenantId, o.customerCode],
    );
    return { Data: { totalUsagePoints: Number(row?.used ?? 0) } };
  });

  r.get('/api/crm-service/owner/total/closest-expiry', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY,
      summary: `Data { expireSoons, points, expiresOn, withinDays, batches }: points left in lots expiring within the tenant's expire-soon days (default ${EXPIRE_SOON_DAYS}), and the closest expiry`,
      response: { 200: ClosestExpirySchema },
    },
  }, async (request) => {
    const o = await ledgerOwner(request);
    const settings = await loyaltySettings(app.db, o.tenantId);
    const rows = await expiringSoon(app.db, o.tenantId, o.customerCode, now(), settings.expireSoonDays);
    const soon = rows.reduce((s, x) => s + Math.round(x.points * 100), 0) / 100;
    return { Data: { expireSoons: soon, points: rows[0]?.points ?? 0, expiresOn: rows[0]?.expiresOn ?? null, withinDays: settings.expireSoonDays, batches: rows } };
  });
}
