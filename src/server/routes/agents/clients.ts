import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { customerCenterRows } from '../../accounts/centers';
import { nextCounter } from '../../accounts/counters';
import { alreadyExistMessage, findCustomer, findCustomerByMobile, inactiveMessage, type CustomerRow } from '../../accounts/customers';
import { recordAudit } from '../../audit/record';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { customerCenters, customers } from '../../db/schema/core';
import { conflict, forbidden, notFound } from '../../errors';
import { formBody } from '../../forms';
import { tenantBundle } from '../../tenants/resolve';
import { issueCustomerSession } from '../authen/sessions';
import { Body, Query } from '../schemas';
import { AgentClientCreatedSchema, AgentClientDetailSchema, AgentClientPageSchema, AgentSwitchBackSchema, AgentSwitchSchema } from './responses';
import { agentActor, agentScope, clientOf, type AgentScope } from './scope';
import { createDefaultAddresses } from '../addresses/store';

const SECURITY = [{ bearer: [] }];
const CustomerCode = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' });
export const CLIENT_PAGE = 20;

interface NewClient { name: string; mobileNo: string; email?: string; address?: string }
const NewClientBody = formBody<NewClient>('agent-client.json', {}, 'A new client of the calling agent (no password: the client may sign in by OTP later)');

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One client as the agent's list shows it: balance, orders and the last order. */
async function listClients(app: FastifyInstance, scope: AgentScope, text: string, take: number, skip: number, only?: string) {
  const rows = await app.db.query<Record<string, unknown>>(
    `SELECT c.customer_code, c.customer_name, c.mobile_no, c.status, c.authorize_amount, c.debt_amount, ac.created_at,
            s.orders, s.amount, lo.order_id, lo.created_at AS last_at, lo.total AS last_total, lo.status AS last_status,
            count(*) OVER () AS total_rows
       FROM agent_clients ac
       JOIN customers c ON c.tenant_id = ac.tenant_id AND c.customer_code = ac.customer_code
       LEFT JOIN LATERAL (SELECT count(*)::int AS orders, coalesce(sum(o.total) FILTER (WHERE o.status <> 'CANCELLED'), 0) AS amount
                            FROM orders o WHERE o.tenant_id = c.tenant_id AND o.customer_code = c.customer_code) s ON true
       LEFT JOIN LATERAL (SELECT o.order_id, o.created_at, o.total, o.status FROM orders o
                           WHERE o.tenant_id = c.tenant_id AND o.customer_code = c.customer_code ORDER BY o.created_at DESC LIMIT 1) lo ON true
      WHERE ac.tenant_id = $1 AND ac.agent_code = $2
        AND ($3 = '' OR c.customer_name ILIKE $4 OR c.mobile_no LIKE $4 OR c.customer_code ILIKE $4)
        AND ($7::text IS NULL OR c.customer_code = $7)
      ORDER BY ac.created_at DESC, c.customer_code
      LIMIT $5 OFFSET $6`,
    [scope.tenantId, scope.agentCode, text, likeText(text), take, skip, only ?? null],
  );
  return {
    Total: rows.length ? Number(rows[0].total_rows) : 0,
    Items: rows.map((r) => ({
      CustomerCode: String(r.customer_code), CustomerName: String(r.customer_name), MobileNo: String(r.mobile_no), Active: r.status === 'A',
      AuthorizeAmount: Number(r.authorize_amount), DebtAmount: Number(r.debt_amount),
      CreditBalance: Math.round((Number(r.authorize_amount) - Number(r.debt_amount)) * 100) / 100,
      Orders: Number(r.orders ?? 0), OrderAmount: Number(r.amount ?? 0), Since: new Date(String(r.created_at)).toISOString(),
      LastOrder: r.order_id ? { OrderId: String(r.order_id), At: new Date(String(r.last_at)).toISOString(), Total: Number(r.last_total), Status: String(r.last_status) } : null,
    })),
  };
}

/** The centre the agent acts in for a client: the agent's current centre when the client buys there, else the client's first. */
async function clientCentre(app: FastifyInstance, scope: AgentScope, client: CustomerRow): Promise<string> {
  const centres = (await customerCenterRows(app.db, scope.tenantId, client.customerCode)).map((c) => c.saleUnit);
  if (centres.includes(scope.saleUnit)) return scope.saleUnit;
  if (!centres.length) throw forbidden('This client does not buy from any distribution centre');
  return centres[0];
}

/**
 * An agent's own clients (buyer spec section 6 'Agent'): list, register, switch into one to order
 * for them ("signed in as agent") and back. Switching reuses the impersonation seam: the client's
 * token carries the agent as ActorId with ActorKind 'agent' (issueCustomerSession), so orders
 * record both; every switch is audit-logged.
 */
export default async function agentClientRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/agents/customers', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: AgentClientPageSchema }, tags: ['agents'], security: SECURITY, summary: `The calling agent's clients, newest first, ${CLIENT_PAGE} a page: balance, orders, last order`,
      querystring: Query({ text: Type.Optional(Type.String({ maxLength: 100 })), take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CLIENT_PAGE })), skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })) }),
    },
  }, async (request) => {
    const scope = await agentScope(app, request);
    return listClients(app, scope, (request.query.text ?? '').trim(), request.query.take ?? CLIENT_PAGE, request.query.skip ?? 0);
  });

  r.post('/api/agents/customers', {
    preHandler: requireCustomer,
    schema: { response: { 200: AgentClientCreatedSchema }, tags: ['agents'], security: SECURITY, summary: 'Register a new client under the calling agent, at the agent\'s centre (audited); 409 with the spec\'s duplicate / inactive messages', body: NewClientBody },
  }, async (request) => {
    const scope = await agentScope(app, request);
    const input = request.body;
    const existing = await findCustomerByMobile(app.db, scope.tenantId, input.mobileNo);
    if (existing) throw conflict(existing.status === 'A' ? alreadyExistMessage(input.mobileNo) : inactiveMessage(input.mobileNo));
    const saleUnit = scope.saleUnit || scope.agent.defaultSaleUnit || null;
    let code: string;
    try {
      code = await app.db.transaction(async (tx) => {
        const c = `C${String(await nextCounter(tx, scope.tenantId, 'customer')).padStart(6, '0')}`;
        // The agent vouches for the client: not a pending new customer, or the agent could not order for them.
        await tx.orm.insert(customers).values({
          tenantId: scope.tenantId, customerCode: c, customerProfileCode: `P${c}`, mobileNo: input.mobileNo, passwordHash: null,
          customerName: input.name.trim(), email: input.email || null, companyCode: scope.agent.companyCode || tenantBundle(app, scope.tenantId).companyCode,
          newCustomer: 'N', address: input.address ?? '', phone: input.mobileNo, defaultSaleUnit: saleUnit,
        });
        if (saleUnit) await tx.orm.insert(customerCenters).values({ tenantId: scope.tenantId, customerCode: c, saleUnit });
        await createDefaultAddresses(tx, scope.tenantId, [c], new Date(app.clock()));
        await tx.query('INSERT INTO agent_clients (tenant_id, customer_code, agent_code) VALUES ($1, $2, $3)', [scope.tenantId, c, scope.agentCode]);
        // The agent's salesperson looks after the agent's clients too (their figures in /sales/mysales).
        await tx.query(
          `INSERT INTO salesperson_customers (tenant_id, customer_code, user_id, sale_unit)
           SELECT tenant_id, $2, user_id, $3 FROM salesperson_customers WHERE tenant_id = $1 AND customer_code = $4`,
          [scope.tenantId, c, saleUnit, scope.agentCode],
        );
        await recordAudit(tx, scope.tenantId, { actor: agentActor(scope), action: 'agent.registerClient', target: c, after: { name: input.name.trim(), mobileNo: input.mobileNo, saleUnit } });
        return c;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw conflict(alreadyExistMessage(input.mobileNo));
      throw err;
    }
    const listed = await listClients(app, scope, '', 1, 0, code);
    return { status: 200, Customer: listed.Items[0] };
  });

  r.get('/api/agents/customers/:code', {
    preHandler: requireCustomer,
    schema: { response: { 200: AgentClientDetailSchema }, tags: ['agents'], security: SECURITY, summary: 'One client of the calling agent with their orders (newest 50); 404 for anyone else\'s customer', params: Type.Object({ code: CustomerCode }) },
  }, async (request) => {
    const scope = await agentScope(app, request);
    const client = await clientOf(app.db, scope, request.params.code);
    const [item] = (await listClients(app, scope, '', 1, 0, client.customerCode)).Items;
    const orders = await app.db.query<Record<string, unknown>>(
      `SELECT order_id, sale_unit, status, total, agent_code, salesperson_id, created_at FROM orders
        WHERE tenant_id = $1 AND customer_code = $2 ORDER BY created_at DESC LIMIT 50`,
      [scope.tenantId, client.customerCode],
    );
    return {
      ...item,
      OrdersList: orders.map((o) => ({
        OrderId: String(o.order_id), SaleUnit: String(o.sale_unit), Status: String(o.status), Total: Number(o.total),
        At: new Date(String(o.created_at)).toISOString(), ByAgent: o.agent_code === scope.agentCode, BySalesperson: !!o.salesperson_id,
      })),
    };
  });

  r.post('/api/agents/customers/:code/switch', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: AgentSwitchSchema }, tags: ['agents'], security: SECURITY, params: Type.Object({ code: CustomerCode }), body: Body({}),
      summary: 'Switch into one of your clients ("signed in as agent"): the client\'s session with the agent as ActorId (audited)',
    },
  }, async (request) => {
    const scope = await agentScope(app, request);
    const client = await clientOf(app.db, scope, request.params.code);
    const saleUnit = await clientCentre(app, scope, client);
    const session = await issueCustomerSession(app, client, { saleUnit, actorId: scope.agentCode, actorKind: 'agent' });
    await recordAudit(app.db, scope.tenantId, {
      actor: agentActor(scope), action: 'agent.switchToClient', target: client.customerCode, after: { saleUnit: session.SALEUNIT, customerName: client.customerName },
    });
    return { status: 200, Customer: session, jtoken: session.jtoken };
  });

  r.post('/api/agents/switchBack', {
    preHandler: requireCustomer,
    schema: { response: { 200: AgentSwitchBackSchema }, tags: ['agents'], security: SECURITY, body: Body({}), summary: 'Back from a client to the agent\'s own account (audited); 403 unless signed in as agent' },
  }, async (request) => {
    const claims = claimsOf(request);
    if (claims.ActorKind !== 'agent' || !claims.ActorId) throw forbidden('You are not ordering for a client');
    const agent = await findCustomer(app.db, claims.TenantId, claims.ActorId);
    if (!agent) throw notFound('Customer not found');
    const session = await issueCustomerSession(app, agent, { saleUnit: claims.SaleUnit });
    await recordAudit(app.db, claims.TenantId, {
      actor: { kind: 'agent', id: agent.customerCode, name: agent.customerName }, action: 'agent.switchBack', target: claims.UserId, after: { saleUnit: session.SALEUNIT },
    });
    return { status: 200, jtoken: session.jtoken, user: session };
  });
}
