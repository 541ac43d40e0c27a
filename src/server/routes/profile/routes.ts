import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateForm, type JsonSchema } from '../../../engine/validation';
import { findCustomer, type CustomerRow } from '../../accounts/customers';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { customers } from '../../db/schema/index';
import { HttpError, badRequest, forbidden, notFound } from '../../errors';
import { formBody, formSchema } from '../../forms';
import { tenantBundle } from '../../tenants/resolve';
import { issueCustomerSession } from '../authen/sessions';
import { Body } from '../schemas';
import { CustomerUserSchema } from '../authen/responses';
import { FormAnswersSchema, FormSavedSchema, PdpaSavedSchema, PdpaStateSchema } from './responses';

const TAGS = ['profile'];
const SECURITY = [{ bearer: [] }];

interface ProfileInput {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  zip?: string;
}

const ProfileBody = formBody<ProfileInput>('profile.json', {}, 'The customer\'s own profile fields (schemas/forms/profile.json)');
const FormId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', example: 'groupQA' });

interface ConsentRow { version: string; accepted: boolean; created_at: Date | string; sale_unit: string }

/**
 * Buyer profile (docs/orders.md is about orders; this is the profile area): edit the profile,
 * record PDPA decisions (`MASTER_DATA_MANAGEMENT/SaveVersionPDPA`) and keep the answers to the
 * tenant's profile forms (groupQA, petInformation …) per customer.
 */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  async function me(request: FastifyRequest): Promise<CustomerRow> {
    const claims = claimsOf(request);
    const row = await findCustomer(app.db, claims.TenantId, claims.UserId);
    // The clients log out on exactly this message at status 500 (spec error catalogue).
    if (!row) throw new HttpError(500, 'Customer not found');
    return row;
  }

  /** The schema of a tenant-configured form, or 404 when the tenant has none (or it is disabled). */
  function tenantForm(tenantId: string, formId: string): JsonSchema {
    const form = tenantBundle(app, tenantId).forms?.[formId];
    if (!form || form.enabled === false || formId === 'register' || formId === 'profile') throw notFound('This form is not available');
    return formSchema(form.schema.replace(/^forms\//, '')) as JsonSchema;
  }

  r.post('/authen/customerProfile/update', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, summary: 'Edit the signed-in customer\'s name, e-mail, phone, address and postcode: the user with a fresh jtoken', body: ProfileBody, response: { 200: CustomerUserSchema } },
  }, async (request) => {
    const claims = claimsOf(request);
    const b = request.body;
    const row = await me(request);
    await app.db.orm.update(customers).set({
      customerName: b.name.trim(),
      email: b.email?.trim() || null,
      phone: b.phone?.trim() || null,
      address: b.address?.trim() ?? row.address,
      zip: b.zip?.trim() || row.zip,
      updatedAt: now(),
    }).where(and(eq(customers.tenantId, claims.TenantId), eq(customers.customerCode, claims.UserId)));
    const fresh = await findCustomer(app.db, claims.TenantId, claims.UserId);
    return issueCustomerSession(app, fresh ?? row, { saleUnit: claims.SaleUnit, actorId: claims.ActorId, actorKind: claims.ActorKind, from: claims });
  });

  r.post('/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: PdpaSavedSchema }, tags: TAGS, security: SECURITY,
      summary: 'Record the customer accepting (Type true) or refusing (Type false) a version of the PDPA policy: { status: 200, Data }',
      body: Body({
        Customer_Id: Type.String({ minLength: 1, maxLength: 40 }),
        SaleUnit: Type.Optional(Type.String({ maxLength: 20 })),
        Type: Type.Boolean({ description: 'true accepted, false declined' }),
        Version: Type.Optional(Type.String({ maxLength: 20, description: 'The policy version shown (api/contents/pdpa Version)' })),
      }),
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const b = request.body;
    if (b.Customer_Id !== claims.UserId) throw forbidden('A customer can only record their own consent');
    if (claims.ActorId) throw forbidden('A salesperson cannot give consent for the customer');
    const [content] = await app.db.query<{ version: string }>('SELECT version FROM contents WHERE tenant_id = $1 AND id = $2', [claims.TenantId, 'pdpa']);
    const version = b.Version || content?.version || '';
    if (content && b.Version && b.Version !== content.version) {
      throw badRequest('This policy version is out of date', [{ field: '/body/Version', reason: `the current version is ${content.version}` }]);
    }
    const at = now();
    await app.db.query(
      'INSERT INTO pdpa_consents (tenant_id, customer_code, sale_unit, policy_id, version, accepted, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [claims.TenantId, claims.UserId, b.SaleUnit ?? claims.SaleUnit ?? '', 'pdpa', version, b.Type, at],
    );
    return { status: 200 as const, Data: { Accepted: b.Type, Version: version, At: at.toISOString() } };
  });

  r.get('/api/Customers/pdpa', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: PdpaStateSchema }, tags: TAGS, security: SECURITY,
      summary: 'The customer\'s latest PDPA decision: { Data: { Accepted, Version, At } | null, Current, Ask }',
      description: 'Current is the policy version in force; Ask is true when the customer decided on an older version (a new version was published since), so the storefront asks again (docs/content.md).',
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const [row] = await app.db.query<ConsentRow>(
      'SELECT version, accepted, created_at, sale_unit FROM pdpa_consents WHERE tenant_id = $1 AND customer_code = $2 ORDER BY created_at DESC, id DESC LIMIT 1',
      [claims.TenantId, claims.UserId],
    );
    const [content] = await app.db.query<{ version: string }>('SELECT version FROM contents WHERE tenant_id = $1 AND id = $2', [claims.TenantId, 'pdpa']);
    const current = content?.version ?? null;
    return {
      Data: row ? { Accepted: row.accepted, Version: row.version, At: new Date(row.created_at).toISOString() } : null,
      Current: current,
      Ask: !!row && current !== null && row.version !== current,
    };
  });

  r.get('/api/Customers/forms/:formId', {
    preHandler: requireCustomer,
    schema: { response: { 200: FormAnswersSchema }, tags: TAGS, security: SECURITY, summary: 'The customer\'s answers to a tenant profile form (404 when the tenant has no such form): { Data }', params: Type.Object({ formId: FormId }, { additionalProperties: false }) },
  }, async (request) => {
    const claims = claimsOf(request);
    tenantForm(claims.TenantId, request.params.formId);
    const [row] = await app.db.query<{ answers: unknown }>(
      'SELECT answers FROM customer_form_answers WHERE tenant_id = $1 AND customer_code = $2 AND form_id = $3', [claims.TenantId, claims.UserId, request.params.formId]);
    const answers = typeof row?.answers === 'string' ? JSON.parse(row.answers) as unknown : row?.answers ?? null;
    return { Data: answers as Record<string, unknown> | null };
  });

  r.put('/api/Customers/forms/:formId', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: FormSavedSchema }, tags: TAGS, security: SECURITY,
      summary: 'Save the customer\'s answers to a tenant profile form; the body is validated with the form\'s own schema (400 names every field)',
      params: Type.Object({ formId: FormId }, { additionalProperties: false }),
      body: Type.Object({}, { additionalProperties: true }),
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const schema = tenantForm(claims.TenantId, request.params.formId);
    const issues = validateForm(schema, request.body);
    if (issues.length) throw badRequest('Invalid request', issues.map((i) => ({ field: i.field, reason: i.messageKey })));
    await me(request);
    await app.db.query(
      `INSERT INTO customer_form_answers (tenant_id, customer_code, form_id, answers, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (tenant_id, customer_code, form_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = EXCLUDED.updated_at`,
      [claims.TenantId, claims.UserId, request.params.formId, JSON.stringify(request.body), now()],
    );
    return { status: 200 as const, Data: request.body };
  });
}
