import { errorResponses } from '../../contract/error-body';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { guestCenter, guestUser } from '../../accounts/customers';
import { isY } from '../../../domain/flags';
import { forbidden } from '../../errors';
import { effectiveFlags, tenantBundle } from '../../tenants/resolve';
import { Query, SaleUnit, TENANT_HEADER_NOTE } from '../schemas';
import { CustomerSessionSchema, MerchantGuestSessionSchema } from './responses';

export const GUEST_DISABLED_MESSAGE = 'Guest mode is disabled';

/** Guest sessions: the storefront's (`authen/login/guest`) and the merchant area's (`authen/user/login/guest`). */
export default async function guestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/authen/login/guest', {
    schema: {
      tags: ['authen'],
      summary: 'Guest session for the storefront',
      description: `${TENANT_HEADER_NOTE} Refused (403) when the tenant's DISABLE_GUEST_MODE is Y.`,
      querystring: Query({ saleUnit: Type.Optional(SaleUnit) }), response: { 200: CustomerSessionSchema },
    },
  }, async (request) => {
    const { saleUnit } = request.query;
    const tenantId = request.tenantId;
    const bundle = tenantBundle(app, tenantId);
    const flags = await effectiveFlags(app, tenantId);
    if (isY(flags.DISABLE_GUEST_MODE)) throw forbidden(GUEST_DISABLED_MESSAGE);
    const center = await guestCenter(app.centers, tenantId, saleUnit);
    const jtoken = await app.tokens.sign({
      UserId: `GUEST-${randomUUID()}`, TenantId: tenantId, Kind: 'guest', Role: 'GUEST', SaleUnit: center.saleUnit,
    });
    return { status: 200, jtoken, user: { ...guestUser(bundle.companyCode, center), jtoken } };
  });

  r.get('/authen/user/login/guest', {
    schema: {
      tags: ['authen'],
      summary: 'Guest session for the merchant area (e.g. the registration wizard)',
      description: TENANT_HEADER_NOTE,
      response: { 200: MerchantGuestSessionSchema, ...errorResponses(404, 503) },
    },
  }, async (request) => {
    const tenantId = request.tenantId;
    tenantBundle(app, tenantId);
    const token = await app.tokens.sign({ UserId: `GUEST-${randomUUID()}`, TenantId: tenantId, Kind: 'guest', Role: 'GUEST' });
    return {
      status: 200,
      token,
      user: { userid: 'GUEST' as const, usernames: 'Guest', name: 'Guest', userRole: 'GUEST' as const, role: { RoleId: 0, RoleName: 'Guest' } },
    };
  });
}
