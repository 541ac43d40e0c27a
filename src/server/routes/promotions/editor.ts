import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { PromotionDraft } from '../../../domain/promotion-types';
import { recordAudit } from '../../audit/record';
import { notFound } from '../../errors';
import { actorOf, assertCentre, guardMerchantArea, merchantScope, SECURITY } from '../merchant/scope';
import { Id } from '../schemas';
import { assertValidPromotion, PromotionBody } from './body';
import { promotionDetail } from './detail-view';
import { PromotionDetailSchema, PromotionSavedSchema } from './responses';
import { savePromotion } from './store';

const TAG = 'promotion';

/**
 * The editor's reads and writes: `GET api/promotion/detail/{id}`, `POST api/promotion/create`
 * (answers the new id), `POST api/promotion/update/{id}`. Merchant roles only; a salesperson works
 * on the promotions of their own centres (super admin: every centre of the tenant).
 */
export default async function promotionEditorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/promotion/detail/:id', {
    schema: {
      tags: [TAG], security: SECURITY, response: { 200: PromotionDetailSchema },
      summary: 'One promotion for the editor: { Promotion, PromotionType, Weekdays, PromotionDetails, ProductsSale, ProductsFree, Customers, CustomersNotIn, Stores, CustomerTypes }',
      params: Type.Object({ id: Id() }),
      querystring: Type.Object({ saleUnit: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const found = await promotionDetail(app.db, scope.tenantId, request.params.id, new Date(app.clock()));
    // Another centre's promotion is as absent as a missing one: ids are not a probe.
    if (!found || !scope.saleUnits.includes(found.Promotion.SaleUnit)) throw notFound('Promotion not found');
    return found;
  });

  r.post('/api/promotion/create', {
    schema: { response: { 200: PromotionSavedSchema }, tags: [TAG], security: SECURITY, summary: 'Create a promotion; answers { PromotionId }', body: PromotionBody },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const body = request.body;
    assertCentre(scope, body.SaleUnit);
    const draft = body as unknown as PromotionDraft;
    assertValidPromotion(draft);
    const now = new Date(app.clock());
    const id = await app.db.transaction(async (tx) => {
      const newId = await savePromotion(tx, scope.tenantId, body.SaleUnit, null, draft, scope.userId, now);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'promotion.create', target: `promotion:${newId}`, after: body });
      return newId;
    });
    return { status: 200 as const, PromotionId: id, Id: id };
  });

  r.post('/api/promotion/update/:id', {
    schema: {
      tags: [TAG], security: SECURITY, response: { 200: PromotionSavedSchema }, summary: 'Replace a promotion (header, lines and picked lists)',
      params: Type.Object({ id: Id() }), body: PromotionBody,
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const body = request.body;
    const id = request.params.id;
    const now = new Date(app.clock());
    const before = await promotionDetail(app.db, scope.tenantId, id, now);
    if (!before || !scope.saleUnits.includes(before.Promotion.SaleUnit)) throw notFound('Promotion not found');
    assertCentre(scope, body.SaleUnit);
    const draft = body as unknown as PromotionDraft;
    assertValidPromotion(draft);
    await app.db.transaction(async (tx) => {
      await savePromotion(tx, scope.tenantId, body.SaleUnit, id, draft, scope.userId, now);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'promotion.update', target: `promotion:${id}`, before, after: body });
    });
    return { status: 200 as const, PromotionId: id, Id: id };
  });
}
