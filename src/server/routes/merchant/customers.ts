import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { escapeLikePattern } from '../../../domain/product-search';
import { recordAudit } from '../../audit/record';
import { notFound } from '../../errors';
import { formBody } from '../../forms';
import { Query, SaleUnit } from '../schemas';
import { HAS_ANY_TAG, parseTags } from '../tags/route-step2';
import { tagNamesOf } from '../tags/store';
import { customerView, findScopedCustomer } from './customer-view';
import { SECURITY, actorOf, centresFor, guardMerchantArea, merchantScope } from './scope';
import { CustomerApprovedSchema, CustomerPageSchema, CustomerViewSchema } from './staff-responses';

export const CustomerCode = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' });
export const CUSTOMER_PAGE_SIZE = 20;

interface CustomerEditInput { CUSTOMERNAME: string; Phone?: string; Email?: string; TAXNO?: string; ADDRESS?: string; ZIP?: string; RouteStep2?: string }
const CustomerEditBody = formBody<CustomerEditInput>('customer-edit.json', {}, 'Fields a salesperson may change (schemas/forms/customer-edit.json)');

const ListQuery = Query({
  code: Type.Optional(Type.String({ maxLength: 50 })),
  saleUnit: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])),
  text: Type.Optional(Type.String({ maxLength: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CUSTOMER_PAGE_SIZE })),
});

/** One list row: the customer in one of the caller's centres. */
function listRow(r: Record<string, unknown>) {
  return {
    Code: String(r.customer_code), CustomerCode: String(r.customer_code), CustomerProfileCode: String(r.customer_profile_code),
    Name: String(r.customer_name), SaleUnit: String(r.sale_unit), TypeCode: String(r.customer_type ?? ''), MobileNo: String(r.mobile_no),
    RouteStep2: String(r.route_step2 ?? ''), Tags: parseTags(String(r.route_step2 ?? '')), NewCustomer: String(r.new_customer), Status: String(r.status),
    NeverLoggedIn: r.password_hash === null, CreatedAt: new Date(r.created_at as string).toISOString(),
  };
}

/**
 * Customers of the caller's centres: list and search (`api/customers/list`), the "not logged in"
 * list (never set up a login, or waiting for approval), approval, profile and edit.
 */
export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  async function list(scopeCentres: string[], tenantId: string, q: { code?: string; text?: string; skip?: number; take?: number }, extra: string[] = []) {
    const where = ['c.tenant_id = $1', 'cc.sale_unit = ANY($2)', ...extra];
    const params: unknown[] = [tenantId, scopeCentres];
    if (q.code) { params.push(q.code); where.push(`c.customer_code = $${params.length}`); }
    const text = q.text?.trim();
    if (text) {
      params.push(`%${escapeLikePattern(text)}%`);
      const p = `$${params.length}`;
      const match = [`c.customer_code ILIKE ${p}`, `c.customer_name ILIKE ${p}`, `c.mobile_no ILIKE ${p}`, `c.route_step2 ILIKE ${p}`];
      // The chips show tags by name ('ลูกค้าเครดิต'): a search by a tag's name finds its customers too.
      // The tags are few; their codes are found first, so the customers' query stays one condition.
      const named = await app.db.query<{ code: string }>('SELECT code FROM customer_tags WHERE tenant_id = $1 AND (name_th ILIKE $2 OR name_en ILIKE $2)', [tenantId, params[params.length - 1]]);
      if (named.length) { params.push(named.map((t) => t.code)); match.push(HAS_ANY_TAG(`$${params.length}`)); }
      where.push(`(${match.join(' OR ')})`);
    }
    const from = `FROM customers c JOIN customer_centers cc ON cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code WHERE ${where.join(' AND ')}`;
    const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
    const take = q.take ?? CUSTOMER_PAGE_SIZE;
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT c.customer_code, c.customer_profile_code, c.customer_name, c.mobile_no, c.route_step2, c.new_customer, c.status, c.password_hash, c.created_at,
              cc.sale_unit, cc.customer_type
         ${from} ORDER BY c.customer_name, c.customer_code, cc.sale_unit LIMIT ${take} OFFSET ${q.skip ?? 0}`,
      params,
    );
    const data = rows.map(listRow);
    const names = await tagNamesOf(app.db, tenantId, data.map((d) => d.Tags));
    return { Total: n, Skip: q.skip ?? 0, Take: take, Data: data.map((d, i) => ({ ...d, TagNames: names[i] })) };
  }

  r.get('/api/customers/list', {
    schema: { response: { 200: CustomerPageSchema }, tags: ['merchant'], security: SECURITY, querystring: ListQuery, summary: 'Customers of the caller\'s centres (one row per customer and centre): search by code, name, mobile or tag; paging' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    return list(centresFor(scope, request.query.saleUnit), scope.tenantId, request.query);
  });

  r.get('/api/merchant/customers/not-logged-in', {
    schema: { response: { 200: CustomerPageSchema },
      tags: ['merchant'], security: SECURITY,
      querystring: Query({ ...ListQuery.properties, tab: Type.Optional(Type.Union([Type.Literal('never'), Type.Literal('pending')], { default: 'never' })) }),
      summary: '"Customer unverified": customers who never set up a login (imported profiles), or new customers waiting for approval',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const condition = request.query.tab === 'pending' ? "c.new_customer = 'Y'" : 'c.password_hash IS NULL';
    return list(centresFor(scope, request.query.saleUnit), scope.tenantId, request.query, [condition, "c.status = 'A'"]);
  });

  r.post('/api/merchant/customers/:code/approve', {
    schema: { response: { 200: CustomerApprovedSchema }, tags: ['merchant'], security: SECURITY, params: Type.Object({ code: CustomerCode }), summary: 'Approve a new customer of one of the caller\'s centres (NewCustomer N; audited)' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const row = await findScopedCustomer(app, scope, request.params.code);
    await app.db.transaction(async (tx) => {
      await tx.query("UPDATE customers SET new_customer = 'N', updated_at = $3 WHERE tenant_id = $1 AND customer_code = $2", [scope.tenantId, row.customerCode, new Date(app.clock())]);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.approveCustomer', target: row.customerCode, before: { NewCustomer: row.newCustomer }, after: { NewCustomer: 'N' } });
    });
    return { status: 200 as const, CustomerCode: row.customerCode, NewCustomer: 'N' as const };
  });

  r.get('/api/merchant/customer/profile/:code', {
    schema: { response: { 200: CustomerViewSchema }, tags: ['merchant'], security: SECURITY, params: Type.Object({ code: CustomerCode }), summary: 'A customer of the caller\'s centres: profile, tags, centres shared with the caller, order figures' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    return customerView(app, scope, await findScopedCustomer(app, scope, request.params.code));
  });

  r.put('/api/merchant/customer/profile/:code', {
    schema: { response: { 200: CustomerViewSchema }, tags: ['merchant'], security: SECURITY, params: Type.Object({ code: CustomerCode }), body: CustomerEditBody, summary: 'Edit a customer of the caller\'s centres (same schema as the form; audited)' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const row = await findScopedCustomer(app, scope, request.params.code);
    const b = request.body;
    const tags = b.RouteStep2 === undefined ? row.routeStep2 : parseTags(b.RouteStep2).join(',');
    const next = {
      customer_name: b.CUSTOMERNAME.trim(), phone: b.Phone ?? row.phone, email: b.Email === undefined ? row.email : b.Email || null,
      tax_no: b.TAXNO === undefined ? row.taxNo : b.TAXNO || null, address: b.ADDRESS ?? row.address, zip: b.ZIP === undefined ? row.zip : b.ZIP || null, route_step2: tags,
    };
    await app.db.transaction(async (tx) => {
      const [updated] = await tx.query(
        `UPDATE customers SET customer_name = $3, phone = $4, email = $5, tax_no = $6, address = $7, zip = $8, route_step2 = $9, updated_at = $10
          WHERE tenant_id = $1 AND customer_code = $2 RETURNING customer_code`,
        [scope.tenantId, row.customerCode, next.customer_name, next.phone, next.email, next.tax_no, next.address, next.zip, next.route_step2, new Date(app.clock())],
      );
      if (!updated) throw notFound('Customer not found');
      await recordAudit(tx, scope.tenantId, {
        actor: actorOf(scope), action: 'merchant.editCustomer', target: row.customerCode,
        before: { CUSTOMERNAME: row.customerName, Phone: row.phone, Email: row.email, TAXNO: row.taxNo, ADDRESS: row.address, ZIP: row.zip, RouteStep2: row.routeStep2 },
        after: { CUSTOMERNAME: next.customer_name, Phone: next.phone, Email: next.email, TAXNO: next.tax_no, ADDRESS: next.address, ZIP: next.zip, RouteStep2: next.route_step2 },
      });
    });
    return customerView(app, scope, await findScopedCustomer(app, scope, row.customerCode));
  });
}
