import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { customerCenterRows } from '../../accounts/centers';
import { findCustomer, type CustomerRow } from '../../accounts/customers';
import { recordAudit } from '../../audit/record';
import { forbidden, notFound } from '../../errors';
import { issueCustomerSession } from '../authen/sessions';
import { Query, SaleUnit } from '../schemas';
import { SECURITY, guardMerchantArea, actorOf, assertCentre, merchantScope, type MerchantScope } from './scope';
import { LoginAsClientSchema } from './staff-responses';

const CustomerCode = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' });
const ActiveDcQuery = Query({ activeDc: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])) });

/**
 * The centre the salesperson acts in: the one asked for when the customer buys there and the
 * salesperson works there; otherwise the first centre they share. 403 when they share none.
 */
async function sharedCentre(app: FastifyInstance, scope: MerchantScope, row: CustomerRow, wanted: string[]): Promise<string> {
  const customerCentres = (await customerCenterRows(app.db, scope.tenantId, row.customerCode)).map((c) => c.saleUnit);
  for (const w of wanted) if (w && customerCentres.includes(w) && scope.saleUnits.includes(w)) return w;
  const shared = customerCentres.find((c) => scope.saleUnits.includes(c));
  if (!shared) throw forbidden('This customer does not buy from a distribution centre assigned to you');
  return shared;
}

async function loginAs(app: FastifyInstance, scope: MerchantScope, row: CustomerRow, saleUnit: string, via: string) {
  const session = await issueCustomerSession(app, row, { saleUnit, actorId: scope.userId });
  await recordAudit(app.db, scope.tenantId, {
    actor: actorOf(scope), action: 'merchant.loginAsClient', target: row.customerCode,
    after: { saleUnit: session.SALEUNIT, customerName: row.customerName, via },
  });
  // `Customer` as the spec names it; the token also at the top level like the other session calls.
  return { status: 200 as const, Customer: session, jtoken: session.jtoken };
}

/**
 * Impersonation: a salesperson signs in as one of their customers. The customer token carries
 * the salesperson as `ActorId` and the user carries `UserId`, so orders record both and the
 * storefront shows 'Ordering for {name}'. Every call is audit-logged.
 */
export default async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/merchant/loginasclient/:code/:saleUnit', {
    schema: { response: { 200: LoginAsClientSchema },
      tags: ['merchant'], security: SECURITY, params: Type.Object({ code: CustomerCode, saleUnit: SaleUnit }), querystring: ActiveDcQuery,
      summary: 'Log in as a customer of one of the caller\'s centres; returns Customer with jtoken (audited)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { code, saleUnit } = request.params;
    assertCentre(scope, saleUnit);
    const row = await findCustomer(app.db, scope.tenantId, code);
    if (!row) throw notFound('Customer not found');
    const centre = await sharedCentre(app, scope, row, [saleUnit]);
    if (centre !== saleUnit) throw forbidden('The customer does not buy from this distribution centre');
    return loginAs(app, scope, row, centre, 'code');
  });

  r.get('/api/merchant/loginasclient/profile/:id', {
    schema: { response: { 200: LoginAsClientSchema },
      tags: ['merchant'], security: SECURITY, params: Type.Object({ id: CustomerCode }), querystring: ActiveDcQuery,
      summary: 'Log in as a customer by CustomerProfileCode, in activeDc when the customer buys there (audited)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const [row] = await app.db.query<{ customer_code: string }>(
      'SELECT customer_code FROM customers WHERE tenant_id = $1 AND customer_profile_code = $2', [scope.tenantId, request.params.id],
    );
    const customer = row && await findCustomer(app.db, scope.tenantId, row.customer_code);
    if (!customer) throw notFound('Customer not found');
    const activeDc = request.query.activeDc ?? '';
    if (activeDc) assertCentre(scope, activeDc);
    const centre = await sharedCentre(app, scope, customer, [activeDc]);
    return loginAs(app, scope, customer, centre, 'profile');
  });
}
