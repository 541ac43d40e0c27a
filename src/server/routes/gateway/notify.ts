import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { badRequest, notFound, unauthorized } from '../../errors';
import { GatewayNotConfigured } from '../../providers/payment/registry';
import { NotificationRefused, PROVIDER_IDS, type ProviderId } from '../../providers/payment/types';
import { isTenantId } from '../../tenants/tenant-id';
import { recordPaymentEvent } from './attempts';
import { NotifyAckSchema } from './responses';
import { settleReport } from './settle';

const Params = Type.Object({
  provider: Type.Union(PROVIDER_IDS.map((p) => Type.Literal(p))),
  tenantId: Type.String({ minLength: 1, maxLength: 40 }),
  saleUnit: Type.String({ minLength: 1, maxLength: 40 }),
}, { additionalProperties: false });

/**
 * `POST api/payments/notify/{provider}/{tenantId}/{saleUnit}`: the providers' server-to-server
 * notifications. This plugin keeps the raw body (JSON, form or text): signatures cover the exact
 * bytes. Refused (bad signature, stale, tampered, unknown attempt, wrong amount) → 401/400 and a
 * `refused` row in payment_events with the reason; duplicates → 200 and nothing changes.
 */
export default async function notifyRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.post<{ Params: { provider: ProviderId; tenantId: string; saleUnit: string } }>('/api/payments/notify/:provider/:tenantId/:saleUnit', {
    schema: {
      response: {
        200: {
          description: 'Accepted (a duplicate changes nothing). JSON, except for a provider that wants its own acknowledgement (GHL: text/plain "OK")',
          content: { 'application/json': { schema: NotifyAckSchema }, 'text/plain': { schema: Type.String({ description: 'The provider\'s acknowledgement, e.g. OK' }) } },
        },
      },
      tags: ['payments'], params: Params,
      summary: 'Payment provider notification (sandbox HMAC header, KBank checksum, 2C2P JWT payload, GHL HashValue2); settles once per event',
    },
  }, async (request, reply) => {
    const { provider: providerId, tenantId, saleUnit } = request.params;
    if (!isTenantId(tenantId) || !app.tenants.has(tenantId)) throw notFound(`Tenant '${tenantId}' not found`);
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const at = new Date(app.clock());
    let provider;
    try {
      provider = await app.payments.providerFor(app.db, tenantId, saleUnit, providerId);
    } catch (err) {
      if (err instanceof GatewayNotConfigured) throw notFound('No such payment gateway for this shop');
      throw err;
    }
    let report;
    try {
      report = await provider.verifyNotification({ headers: request.headers, rawBody, contentType: String(request.headers['content-type'] ?? '') }, at);
    } catch (err) {
      if (!(err instanceof NotificationRefused)) throw err;
      await recordPaymentEvent(app.db, { tenantId, provider: providerId, eventKey: null, attemptId: err.attemptId, source: 'notify', outcome: 'refused', reason: err.reason, at });
      app.log.warn({ tenantId, provider: providerId, ip: request.ip, reason: err.reason }, 'payment notification refused');
      throw unauthorized(`Payment notification refused: ${err.reason}`);
    }
    const result = await settleReport(app, { tenantId, provider: providerId, report, source: 'notify' });
    if (result.outcome === 'refused') {
      throw badRequest(`Payment notification refused: ${result.reason}`, [{ field: '/body', reason: result.reason ?? 'refused' }]);
    }
    const ack = provider.acknowledge?.();
    if (ack) return reply.type(ack.contentType).send(ack.body);
    return { status: 200, Outcome: result.outcome, Effect: result.effect ?? 'none' };
  });
}
