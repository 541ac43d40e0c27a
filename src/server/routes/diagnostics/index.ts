import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { providerChecks, systemChecks, type Check } from '../../diagnostics/checks';
import { SECURITY, guardMerchantArea, merchantScope } from '../merchant/scope';

const dto = (c: Check) => ({ Id: c.id, Group: c.group, Ok: c.ok, Detail: c.detail, Ms: c.ms });
const Answer = { 200: Type.Object({ Ok: Type.Boolean(), At: Type.String(), Checks: Type.Array(Type.Object({ Id: Type.String(), Group: Type.String(), Ok: Type.Boolean(), Detail: Type.String(), Ms: Type.Number() })) }) };

/** `/test` (super admin): the running system's checks, and a button that checks the tenant's providers. */
export default async function diagnosticsRoutes(app: FastifyInstance): Promise<void> {
  guardMerchantArea(app, { superAdmin: true });
  app.get('/api/merchant/admin/diagnostics', {
    schema: { tags: ['system'], security: SECURITY, summary: 'System checks, each pass/fail with what was seen: { Ok, At, Checks }', response: Answer },
  }, async (request) => {
    await merchantScope(app, request);
    const checks = await systemChecks(app);
    return { Ok: checks.every((c) => c.ok), At: new Date().toISOString(), Checks: checks.map(dto) };
  });
  app.post('/api/merchant/admin/diagnostics/providers', {
    schema: { tags: ['system'], security: SECURITY, summary: 'Checks the caller\'s tenant\'s providers (SMS, LINE, OpenID Connect, chat notices, payments)', response: Answer },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const checks = await providerChecks(app, scope.tenantId);
    return { Ok: checks.every((c) => c.ok), At: new Date().toISOString(), Checks: checks.map(dto) };
  });
}
