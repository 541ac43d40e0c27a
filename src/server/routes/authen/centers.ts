import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { byDistance, customerCenterRows } from '../../accounts/centers';
import { findCustomer, guestCenter, guestUser } from '../../accounts/customers';
import { claimsOf, requireCustomerOrGuest } from '../../auth/guards';
import { customers } from '../../db/schema/core';
import { HttpError, forbidden, notFound } from '../../errors';
import { tenantBundle } from '../../tenants/resolve';
import { Lat, Lng, Query, SaleUnit } from '../schemas';
import { issueCustomerSession } from './sessions';
import { CenterListSchema, CustomerCentersSchema, CustomerUserSchema } from './responses';

const origin = (q: { lat?: number; lng?: number }) => (q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null);

/** Distribution centres for buyers: own and all, search with paging, switching the active centre. */
export default async function centerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/authen/customer/dcs', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: ['centres'], summary: 'The customer\'s own centres and all centres, nearest first (Distance in km)', security: [{ bearer: [] }],
      querystring: Query({ lat: Type.Optional(Lat), lng: Type.Optional(Lng) }), response: { 200: CustomerCentersSchema },
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const q = request.query;
    const [own, all] = await Promise.all([
      claims.Kind === 'customer' ? customerCenterRows(app.db, claims.TenantId, claims.UserId) : Promise.resolve([]),
      app.centers.all(claims.TenantId),
    ]);
    return { Customer: byDistance(own, origin(q)), All: byDistance(all, origin(q)) };
  });

  r.get('/authen/customer/dcs/all', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: ['centres'], summary: 'Search all centres by code, name or address; nearest first; paged', security: [{ bearer: [] }],
      querystring: Query({
        text: Type.Optional(Type.String({ maxLength: 100 })),
        skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
        take: Type.Integer({ minimum: 1, maximum: 72, default: 12 }),
        lat: Type.Optional(Lat),
        lng: Type.Optional(Lng),
      }),
      response: { 200: CenterListSchema },
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const q = request.query;
    const rows = await app.centers.search(claims.TenantId, q.text ?? '');
    return byDistance(rows, origin(q)).slice(q.skip, q.skip + q.take);
  });

  r.get('/authen/swapdc/:saleUnit', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: ['centres'], summary: 'Switch the active centre: a new jtoken and user (customers: only their own centres)', security: [{ bearer: [] }],
      params: Type.Object({ saleUnit: SaleUnit }, { additionalProperties: false }), response: { 200: CustomerUserSchema },
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const { saleUnit } = request.params;
    if (claims.ActorId) throw forbidden('A salesperson ordering for a customer cannot switch the distribution centre');
    if (claims.Kind === 'guest') {
      if (!(await app.centers.find(claims.TenantId, saleUnit))) throw notFound('Distribution center not found');
      const center = await guestCenter(app.centers, claims.TenantId, saleUnit);
      const jtoken = await app.tokens.sign({ UserId: claims.UserId, TenantId: claims.TenantId, Kind: 'guest', Role: 'GUEST', SaleUnit: center.saleUnit });
      return { ...guestUser(tenantBundle(app, claims.TenantId).companyCode, center), jtoken };
    }
    const row = await findCustomer(app.db, claims.TenantId, claims.UserId);
    if (!row) throw new HttpError(500, 'Customer not found');
    const own = await customerCenterRows(app.db, claims.TenantId, claims.UserId);
    if (!own.some((c) => c.saleUnit === saleUnit)) throw notFound('Distribution center not found');
    // Remembered so the next login starts in the centre the customer last chose.
    await app.db.orm.update(customers).set({ defaultSaleUnit: saleUnit })
      .where(and(eq(customers.tenantId, claims.TenantId), eq(customers.customerCode, claims.UserId)));
    return issueCustomerSession(app, { ...row, defaultSaleUnit: saleUnit }, { saleUnit, from: claims });
  });
}
