import { errorResponses } from '../../contract/error-body';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unauthorized } from '../../errors';
import { lineSignatureValid } from '../../providers/line/signature';
import { isTenantId } from '../../tenants/tenant-id';
import { TAGS, notConfigured } from './common';
import { WebhookSchema } from './responses';

interface LineEvent {
  type: string;
  webhookEventId: string;
  source?: { userId?: string };
}

export const BAD_SIGNATURE_MESSAGE = 'Invalid X-Line-Signature';

/**
 * The LINE webhook (`POST /line_hook?tenantId=…`, the URL set in the Messaging channel). The
 * signature is checked over the raw bytes before anything is parsed; events are recorded once per
 * webhookEventId (LINE redelivers), follow/unfollow update the linked account.
 */
export default async function lineWebhookRoutes(app: FastifyInstance): Promise<void> {
  // This plugin's own JSON parser keeps the raw body (the signature covers the exact bytes).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/line_hook', {
    schema: {
      tags: TAGS, summary: 'LINE webhook: X-Line-Signature (HMAC-SHA256 of the raw body, channel secret) or 401; events recorded idempotently by webhookEventId',
      description: 'Tenant from the `tenantId` query (else TenantId header / Host). Answers { status: 200, Recorded, Duplicates }.',
      hide: false,
      response: { 200: WebhookSchema, ...errorResponses(400, 401, 404, 503) },
    },
  }, async (request) => {
    const q = request.query as Record<string, unknown>;
    const tenantId = isTenantId(q.tenantId) ? q.tenantId : request.tenantId;
    if (!app.tenants.has(tenantId)) throw notFound(`Tenant '${tenantId}' not found`);
    const secret = await app.line.webhookSecret(tenantId);
    if (!secret) throw notConfigured('The LINE webhook');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
    const signature = request.headers['x-line-signature'];
    if (!lineSignatureValid(raw, secret, typeof signature === 'string' ? signature : undefined)) {
      app.log.warn({ tenantId, ip: request.ip }, 'LINE webhook refused: bad signature');
      throw unauthorized(BAD_SIGNATURE_MESSAGE);
    }
    const events = parseEvents(raw);
    const now = new Date(app.clock());
    let recorded = 0;
    for (const e of events) {
      const userId = e.source?.userId ?? null;
      const inserted = await app.db.transaction(async (tx) => {
        const rows = await tx.query(
          `INSERT INTO line_events (tenant_id, event_id, event_type, line_user_id, payload, received_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
           ON CONFLICT (tenant_id, event_id) DO NOTHING RETURNING event_id`,
          [tenantId, e.webhookEventId, e.type, userId, JSON.stringify(e), now],
        );
        if (rows.length && userId && (e.type === 'follow' || e.type === 'unfollow')) {
          await tx.query('UPDATE line_accounts SET following = $3 WHERE tenant_id = $1 AND line_user_id = $2', [tenantId, userId, e.type === 'follow']);
        }
        return rows.length > 0;
      });
      if (inserted) recorded += 1;
    }
    return { status: 200, Recorded: recorded, Duplicates: events.length - recorded };
  });
}

function parseEvents(raw: Buffer): LineEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Invalid request', [{ field: '/body', reason: 'is not JSON' }]);
  }
  const events = (body as { events?: unknown })?.events;
  if (!Array.isArray(events)) throw badRequest('Invalid request', [{ field: '/body/events', reason: 'must be an array' }]);
  const errors: { field: string; reason: string }[] = [];
  events.forEach((e: unknown, i) => {
    const ev = e as Record<string, unknown>;
    if (!ev || typeof ev !== 'object') errors.push({ field: `/body/events/${i}`, reason: 'must be an object' });
    else {
      if (typeof ev.webhookEventId !== 'string' || !ev.webhookEventId || ev.webhookEventId.length > 100) errors.push({ field: `/body/events/${i}/webhookEventId`, reason: 'must be a non-empty string' });
      if (typeof ev.type !== 'string' || !ev.type || ev.type.length > 50) errors.push({ field: `/body/events/${i}/type`, reason: 'must be a non-empty string' });
    }
  });
  if (errors.length) throw badRequest('Invalid request', errors);
  return events as LineEvent[];
}
