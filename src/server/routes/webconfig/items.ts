import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { findCustomer } from '../../accounts/customers';
import { effectiveFlags } from '../../tenants/resolve';
import { Body, TENANT_HEADER_NOTE } from '../schemas';
import { FlagValuesSchema } from './responses';

export const FlagName = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,79}$', description: 'UPPER_SNAKE flag name' });

/** `POST api/webConfig/items`: the effective web-config values the storefront and back office read. */
export default async function webConfigItemsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/api/webConfig/items', {
    schema: { response: { 200: FlagValuesSchema },
      tags: ['webConfig'],
      summary: 'Effective flags {Opt, OptValue}: bundle defaults ← company-code variant (signed-in customer) ← stored overrides',
      description: `${TENANT_HEADER_NOTE} Keys empty or absent: every flag. EOrderIncluded is accepted for compatibility with existing clients and does not filter.`,
      body: Body({
        Keys: Type.Optional(Type.Array(FlagName, { maxItems: 500 })),
        EOrderIncluded: Type.Optional(Type.Boolean()),
      }),
    },
  }, async (request) => {
    const { Keys } = request.body;
    let companyCode: string | null = null;
    if (request.auth?.Kind === 'customer') {
      companyCode = (await findCustomer(app.db, request.tenantId, request.auth.UserId))?.companyCode || null;
    }
    const flags = await effectiveFlags(app, request.tenantId, companyCode);
    const names = Keys?.length ? Keys.filter((k) => k in flags) : Object.keys(flags).sort();
    return { Data: names.map((Opt) => ({ Opt, OptValue: flags[Opt] })) };
  });
}
