import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { formatBahtPlain } from './money-text';
import { UNIT_INDEXES, unitCount, type UnitIndex } from '../../../domain/units';
import { recordAudit } from '../../audit/record';
import { requireCustomer } from '../../auth/guards';
import { badRequest, conflict, notFound, type FieldError } from '../../errors';
import { loadOrderProducts, priceLevelOf, type OrderProduct } from '../checkout/catalog-lines';
import { todayIso } from '../points/ledger';
import { Body, Query } from '../schemas';
import { agentCosts, agentUnitPrice, type AgentPriceRow } from './prices';
import { StatusOkSchema } from '../authen/responses';
import { AgentProductPageSchema, AgentProductSchema } from './responses';
import { agentActor, agentScope, type AgentScope } from './scope';

const SECURITY = [{ bearer: [] }];
const PCode = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.\\-]+$' });
const Price = Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 9_999_999 }), Type.Null()]);
export const AGENT_PRODUCT_PAGE = 50;

function unitView(p: OrderProduct, u: UnitIndex, cost: number | null, price: number | null) {
  return {
    Unit: u, Code: String(p[`UNIT${u}`] ?? ''), Name: String(p[`UNIT${u}NAME`] ?? ''), NameEn: p.UnitNamesEn[u - 1],
    Rate: Number(p[`UNIT${u}RATE`] ?? 0), Cost: cost, Price: price,
  };
}

function productView(p: OrderProduct, row: AgentPriceRow | undefined, level: number, now: Date, showCost: boolean) {
  const costs = new Map(agentCosts(p, level, now).map((c) => [c.unit, c.cost]));
  return {
    P_Code: p.P_Code, NameTh: p.NameTh, NameEn: p.NameEn, Disabled: p.Disabled, InAssortment: !!row, Visible: row?.visible ?? true,
    Units: UNIT_INDEXES.filter((u) => u <= unitCount(p)).map((u) => unitView(p, u, showCost ? costs.get(u) ?? null : null, row ? agentUnitPrice(row, u) : null)),
  };
}

async function agentLevel(app: FastifyInstance, scope: AgentScope): Promise<number> {
  return priceLevelOf(app.db, scope.tenantId, scope.agentCode, scope.saleUnit);
}

/**
 * The agent's own assortment (which of the centre's products they offer their clients, their own
 * price per unit, visibility). Prices are checked against what the agent pays at their centre
 * today: a price below cost is a 400 naming the unit. While acting for a client the agent reads
 * the visible part of it (the client's shopping list, without costs).
 */
export default async function agentProductRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  r.get('/api/agents/products', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: AgentProductPageSchema }, tags: ['agents'], security: SECURITY, summary: `The agent's assortment with cost and own price per unit, ${AGENT_PRODUCT_PAGE} a page (acting for a client: visible products, no costs)`,
      querystring: Query({ text: Type.Optional(Type.String({ maxLength: 100 })), take: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: AGENT_PRODUCT_PAGE })), skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })) }),
    },
  }, async (request) => {
    const scope = await agentScope(app, request, { allowActing: true });
    const text = (request.query.text ?? '').trim();
    const rows = await app.db.query<AgentPriceRow & { total_rows: string }>(
      `SELECT ap.p_code, ap.price1, ap.price2, ap.price3, ap.visible, count(*) OVER () AS total_rows
         FROM agent_products ap JOIN products p ON p.tenant_id = ap.tenant_id AND p.p_code = ap.p_code
        WHERE ap.tenant_id = $1 AND ap.agent_code = $2 AND ($3 = '' OR p.name_th ILIKE $4 OR p.name_en ILIKE $4 OR p.p_code ILIKE $4)
          AND (NOT $7 OR ap.visible)
        ORDER BY ap.updated_at DESC, ap.p_code LIMIT $5 OFFSET $6`,
      [scope.tenantId, scope.agentCode, text, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, request.query.take ?? AGENT_PRODUCT_PAGE, request.query.skip ?? 0, scope.acting],
    );
    const products = await loadOrderProducts(app.db, scope.tenantId, scope.saleUnit, rows.map((x) => x.p_code), todayIso(now()));
    const level = scope.acting ? 1 : await agentLevel(app, scope);
    return {
      Total: rows.length ? Number(rows[0].total_rows) : 0,
      SaleUnit: scope.saleUnit,
      Items: rows.flatMap((row) => {
        const p = products.get(row.p_code);
        return p ? [productView(p, row, level, now(), !scope.acting)] : [];
      }),
    };
  });

  r.get('/api/agents/products/:code', {
    preHandler: requireCustomer,
    schema: { response: { 200: AgentProductSchema }, tags: ['agents'], security: SECURITY, params: Type.Object({ code: PCode }), summary: 'One centre product with the agent\'s cost per unit and their price when in the assortment' },
  }, async (request) => {
    const scope = await agentScope(app, request);
    const p = (await loadOrderProducts(app.db, scope.tenantId, scope.saleUnit, [request.params.code], todayIso(now()))).get(request.params.code);
    if (!p) throw notFound('Product not found');
    const [row] = await app.db.query<AgentPriceRow>('SELECT p_code, price1, price2, price3, visible FROM agent_products WHERE tenant_id = $1 AND agent_code = $2 AND p_code = $3', [scope.tenantId, scope.agentCode, p.P_Code]);
    return productView(p, row, await agentLevel(app, scope), now(), true);
  });

  r.put('/api/agents/products/:code', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: AgentProductSchema }, tags: ['agents'], security: SECURITY, params: Type.Object({ code: PCode }),
      summary: 'Add or change a product of the assortment: own price per unit (VAT included, not below cost; at least one unit) and visibility (audited)',
      body: Body({ price1: Type.Optional(Price), price2: Type.Optional(Price), price3: Type.Optional(Price), visible: Type.Optional(Type.Boolean({ default: true })) }),
    },
  }, async (request) => {
    const scope = await agentScope(app, request);
    const body = request.body;
    const p = (await loadOrderProducts(app.db, scope.tenantId, scope.saleUnit, [request.params.code], todayIso(now()))).get(request.params.code);
    if (!p) throw notFound('Product not found');
    if (p.Disabled) throw conflict('This product is no longer sold');
    const costs = new Map(agentCosts(p, await agentLevel(app, scope), now()).map((c) => [c.unit, c.cost]));
    const errors: FieldError[] = [];
    const prices: Record<UnitIndex, number | null> = { 1: null, 2: null, 3: null };
    for (const u of UNIT_INDEXES) {
      const v = body[`price${u}`];
      if (v === undefined || v === null) continue;
      const cost = costs.get(u);
      if (cost === undefined) {
        errors.push({ field: `/body/price${u}`, reason: `the product has no unit ${u}` });
        continue;
      }
      if (Math.abs(Math.round(v * 100) - v * 100) > 1e-6) {
        errors.push({ field: `/body/price${u}`, reason: 'at most 2 decimals' });
        continue;
      }
      if (v < cost) errors.push({ field: `/body/price${u}`, reason: `price below cost: you pay ${formatBahtPlain(cost)} for one ${String(p[`UNIT${u}NAME`] || p[`UNIT${u}`] || u)}` });
      prices[u] = v;
    }
    if (!errors.length && prices[1] === null && prices[2] === null && prices[3] === null) {
      errors.push({ field: '/body/price1', reason: 'unit missing: give a price for at least one unit' });
    }
    if (errors.length) throw badRequest('Invalid request', errors);
    const visible = body.visible ?? true;
    await app.db.transaction(async (tx) => {
      const [before] = await tx.query('SELECT price1, price2, price3, visible FROM agent_products WHERE tenant_id = $1 AND agent_code = $2 AND p_code = $3 FOR UPDATE', [scope.tenantId, scope.agentCode, p.P_Code]);
      await tx.query(
        `INSERT INTO agent_products (tenant_id, agent_code, p_code, price1, price2, price3, visible, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (tenant_id, agent_code, p_code) DO UPDATE SET price1 = EXCLUDED.price1, price2 = EXCLUDED.price2, price3 = EXCLUDED.price3,
           visible = EXCLUDED.visible, updated_at = EXCLUDED.updated_at`,
        [scope.tenantId, scope.agentCode, p.P_Code, prices[1], prices[2], prices[3], visible, now()],
      );
      await recordAudit(tx, scope.tenantId, { actor: agentActor(scope), action: 'agent.productSave', target: p.P_Code, before: before ?? null, after: { prices, visible } });
    });
    const [row] = await app.db.query<AgentPriceRow>('SELECT p_code, price1, price2, price3, visible FROM agent_products WHERE tenant_id = $1 AND agent_code = $2 AND p_code = $3', [scope.tenantId, scope.agentCode, p.P_Code]);
    return productView(p, row, await agentLevel(app, scope), now(), true);
  });

  r.delete('/api/agents/products/:code', {
    preHandler: requireCustomer,
    schema: { response: { 200: StatusOkSchema }, tags: ['agents'], security: SECURITY, params: Type.Object({ code: PCode }), summary: 'Remove a product from the assortment (audited); 404 when not in it' },
  }, async (request) => {
    const scope = await agentScope(app, request);
    const removed = await app.db.transaction(async (tx) => {
      const rows = await tx.query('DELETE FROM agent_products WHERE tenant_id = $1 AND agent_code = $2 AND p_code = $3 RETURNING p_code', [scope.tenantId, scope.agentCode, request.params.code]);
      if (rows.length) await recordAudit(tx, scope.tenantId, { actor: agentActor(scope), action: 'agent.productRemove', target: request.params.code });
      return rows.length;
    });
    if (!removed) throw notFound('Product not found');
    return { status: 200 };
  });
}
