import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { byDistance } from '../../accounts/centers';
import { nextCounter } from '../../accounts/counters';
import { alreadyExistMessage, findCustomerByMobile, inactiveMessage, type CustomerRow } from '../../accounts/customers';
import { hashPassword } from '../../auth/password';
import { customerCenters, customers } from '../../db/schema/core';
import { badRequest, conflict } from '../../errors';
import { authRateLimit } from '../../plugins/external';
import { tenantBundle } from '../../tenants/resolve';
import { formBody } from '../../forms';
import { Lat, Lng, SaleUnit, TENANT_HEADER_NOTE } from '../schemas';
import { linkSalesperson, salespersonFor } from '../sales/salesperson-link';
import { issueCustomerSession } from './sessions';
import { createDefaultAddresses } from '../addresses/store';
import { CustomerSessionSchema } from './responses';

const Text = (max: number) => Type.String({ maxLength: max });

/** Fields API clients may add to the web form's (schemas/forms/register.json). */
const ServerFields = {
  saleUnit: Type.Optional(SaleUnit),
  saleCode: Type.Optional(Type.String({ maxLength: 50, description: 'The salesperson (merchant UserId) the new customer belongs to (/manage/registerfrompc, the salesperson\'s QR code)' })),
  taxNo: Type.Optional(Type.String({ pattern: '^[0-9]{13}$|^$', description: '13-digit Thai tax id' })),
  address: Type.Optional(Text(500)),
  provinceId: Type.Optional(Text(20)),
  provinceName: Type.Optional(Text(100)),
  ampherId: Type.Optional(Text(20)),
  ampherName: Type.Optional(Text(100)),
  townId: Type.Optional(Text(20)),
  townName: Type.Optional(Text(100)),
  zip: Type.Optional(Type.String({ pattern: '^[0-9]{5}$|^$' })),
  lat: Type.Optional(Lat),
  lon: Type.Optional(Lng),
  LineUserToken: Type.Optional(Text(500)),
};

/** The form's fields (kept in step with schemas/forms/register.json) plus the server-only ones. */
type RegisterInput = Static<ReturnType<typeof Type.Object<typeof ServerFields>>> & {
  name: string;
  mobileNo: string;
  password: string;
  confirmPassword: string;
  email?: string;
  referralCode?: string;
};

export const RegisterBody = formBody<RegisterInput>('register.json', ServerFields, 'Registration of a new customer (NewCustomer Y until approved)');

/** `POST authen/register`: a new customer in one transaction (customer row + centre membership). */
export default async function registerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/authen/register', {
    config: authRateLimit(app),
    schema: { tags: ['authen'], summary: 'Register a customer', description: TENANT_HEADER_NOTE, body: RegisterBody, response: { 200: CustomerSessionSchema } },
  }, async (request, reply) => {
    // Refused registrations count per mobile number (across processes): 'already exist' is an oracle.
    const key = { tenantId: request.tenantId, scope: 'register' as const, account: request.body.mobileNo };
    return app.accountLimits.guard(key, () => register(app, request.body, request.tenantId)).then((body) => {
      reply.status(200);
      return body;
    });
  });
}

async function register(app: FastifyInstance, input: RegisterInput, tenantId: string) {
  {
    const bundle = tenantBundle(app, tenantId);
    if (input.confirmPassword !== input.password) {
      throw badRequest('Invalid request', [{ field: '/body/confirmPassword', reason: 'must equal password' }]);
    }
    const existing = await findCustomerByMobile(app.db, tenantId, input.mobileNo);
    if (existing) throw conflict(existing.status === 'A' ? alreadyExistMessage(input.mobileNo) : inactiveMessage(input.mobileNo));
    const saleUnit = await pickCenter(app, tenantId, input);
    const salesperson = input.saleCode ? await salespersonFor(app.db, tenantId, input.saleCode, saleUnit) : null;
    const passwordHash = await hashPassword(input.password);

    let row: CustomerRow;
    try {
      row = await app.db.transaction(async (tx) => {
        const code = `C${String(await nextCounter(tx, tenantId, 'customer')).padStart(6, '0')}`;
        const [created] = await tx.orm.insert(customers).values({
          tenantId, customerCode: code, customerProfileCode: `P${code}`, mobileNo: input.mobileNo, passwordHash,
          customerName: input.name.trim(), email: input.email || null, companyCode: bundle.companyCode,
          newCustomer: 'Y', taxNo: input.taxNo || null, address: input.address ?? '',
          provinceId: input.provinceId ?? null, provinceName: input.provinceName ?? null,
          ampherId: input.ampherId ?? null, ampherName: input.ampherName ?? null,
          townId: input.townId ?? null, townName: input.townName ?? null, zip: input.zip || null,
          phone: input.mobileNo, lat: input.lat ?? null, lon: input.lon ?? null, defaultSaleUnit: saleUnit,
        }).returning();
        if (saleUnit) await tx.orm.insert(customerCenters).values({ tenantId, customerCode: code, saleUnit });
        if (salesperson) await linkSalesperson(tx, tenantId, code, salesperson, saleUnit);
        await createDefaultAddresses(tx, tenantId, [code], new Date(app.clock()));
        return created;
      });
    } catch (err) {
      // Two registrations of one number at once: the unique key decides, the loser gets the spec's message.
      if ((err as { code?: string }).code === '23505') throw conflict(alreadyExistMessage(input.mobileNo));
      throw err;
    }
    const user = await issueCustomerSession(app, row);
    return { status: 200 as const, jtoken: user.jtoken, user };
  }
}

/** The centre asked for (must exist), else the nearest to the given location, else the first. */
async function pickCenter(app: FastifyInstance, tenantId: string, input: RegisterInput): Promise<string | null> {
  if (input.saleUnit) {
    if (!(await app.centers.find(tenantId, input.saleUnit))) {
      throw badRequest('Invalid request', [{ field: '/body/saleUnit', reason: 'is not a distribution centre of this tenant' }]);
    }
    return input.saleUnit;
  }
  const centers = await app.centers.all(tenantId);
  if (!centers.length) return null;
  const origin = input.lat !== undefined && input.lon !== undefined ? { lat: input.lat, lng: input.lon } : null;
  return byDistance(centers, origin)[0].SaleUnit;
}
