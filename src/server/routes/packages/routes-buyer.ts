import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { notFound } from '../../errors';
import { loadBuyer } from '../checkout/buyer';
import { IdempotencyHeaders } from '../orders/schemas';
import { buyPackage } from './purchase';
import { HoldingDetailSchema, HoldingListSchema, PackageListSchema, PurchaseSchema } from './responses';
import { BuyBody, HoldingParams, PackageParams } from './schemas';
import { holdingHistory, listHoldings, listPackages } from './store';

const TAGS = ['packages'];
const SECURITY = [{ bearer: [] }];
export const HOLDING_NOT_FOUND = 'Package not found';

/** The customer's side of prepaid packages (docs/packages.md): what is on sale, buy, my packages, history. */
export default async function buyerPackageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  r.get('/api/packages', {
    preValidation: requireCustomer,
    schema: { response: { 200: PackageListSchema }, tags: TAGS, security: SECURITY, summary: 'Prepaid packages on sale at the customer\'s selected centre' },
  }, async (request) => {
    const buyer = await loadBuyer(app, request);
    return { Data: await listPackages(app.db, buyer.tenantId, [buyer.saleUnit], { activeOnly: true }) };
  });

  r.post('/api/packages/:packageCode/buy', {
    preValidation: requireCustomer,
    schema: { response: { 200: PurchaseSchema, 201: PurchaseSchema },
      tags: TAGS, security: SECURITY, params: PackageParams, headers: IdempotencyHeaders, body: BuyBody,
      summary: 'Buy a package: an order of the package at its price (header Idempotency-Key; 201, or 200 with the same purchase on a retry)',
      description: 'The holding is usable at once with COD or credit, after the transfer is approved with BANK, never once the order is cancelled.',
    },
  }, async (request, reply) => {
    const buyer = await loadBuyer(app, request);
    const at = now();
    const out = await app.db.transaction((tx) => buyPackage(tx, buyer, request.params.packageCode, request.body, request.headers['idempotency-key'], at));
    const [holding] = await listHoldings(app.db, buyer.tenantId, { customerCode: buyer.customerCode, holdingCode: out.holdingCode }, at);
    reply.status(out.replayed ? 200 : 201).header('idempotent-replayed', String(out.replayed));
    return { OrderId: out.orderId, Holding: holding };
  });

  r.get('/api/my-packages', {
    preValidation: requireCustomer,
    schema: { response: { 200: HoldingListSchema }, tags: TAGS, security: SECURITY, summary: 'The customer\'s packages (every centre): what is left of each item, expiry, status' },
  }, async (request) => {
    const c = claimsOf(request);
    return { Data: await listHoldings(app.db, c.TenantId, { customerCode: c.UserId }, now()) };
  });

  r.get('/api/my-packages/:holdingCode', {
    preValidation: requireCustomer,
    schema: { response: { 200: HoldingDetailSchema }, tags: TAGS, security: SECURITY, params: HoldingParams, summary: 'One of the customer\'s packages with its history (purchase and every draw, with its order)' },
  }, async (request) => {
    const c = claimsOf(request);
    const [holding] = await listHoldings(app.db, c.TenantId, { customerCode: c.UserId, holdingCode: request.params.holdingCode }, now());
    if (!holding) throw notFound(HOLDING_NOT_FOUND);
    return { ...holding, History: await holdingHistory(app.db, c.TenantId, holding.HoldingCode) };
  });
}
