import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isY } from '../../../domain/flags';
import { claimsOf, requireSuperAdmin } from '../../auth/guards';
import { badRequest } from '../../errors';
import { dispatchLinePushes, PUSH_FAILED_MESSAGE, PUSH_FLAG, retryFailedPushes } from '../../line/pushes';
import { effectiveFlags } from '../../tenants/resolve';
import { Body, Query } from '../schemas';
import { FailedPushesSchema, LineOutboxSchema, LineTestSchema, PushResultSchema } from './responses';
import { LINE_LOGIN_FLAG, TAGS, originOf } from './common';

const SECURITY = [{ bearer: [] }];

/** /line/test diagnostics (super admin) and the staff view of failed pushes. */
export default async function lineAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/line/test', {
    preHandler: requireSuperAdmin,
    schema: { response: { 200: LineTestSchema }, tags: TAGS, security: SECURITY, summary: 'Checks the tenant\'s LINE configuration: discovery document and keys, messaging channel, webhook secret, flags (never shows a secret)', querystring: Query({}) },
  }, async (request) => {
    const tenantId = claimsOf(request).TenantId;
    const flags = await effectiveFlags(app, tenantId);
    const where = await app.line.describe(tenantId);
    const checks: { Name: string; Ok: boolean; Detail: string }[] = [];
    const login = await app.line.login(tenantId).catch(() => null);
    if (login) {
      try {
        const d = await login.discover();
        checks.push({ Name: 'discovery', Ok: true, Detail: d.issuer });
        checks.push({ Name: 'keys', Ok: d.keys > 0 || login.settings.idTokenAlg === 'HS256', Detail: d.jwksUri ? `${d.keys} key(s) at ${d.jwksUri}` : 'no JWKS' });
      } catch (err) {
        checks.push({ Name: 'discovery', Ok: false, Detail: err instanceof Error ? err.message : String(err) });
      }
    } else checks.push({ Name: 'discovery', Ok: false, Detail: 'LINE Login channel not configured' });
    checks.push({ Name: 'messaging', Ok: where.messaging !== 'none', Detail: where.messaging });
    checks.push({ Name: 'webhookSecret', Ok: where.webhookSecret !== 'none', Detail: where.webhookSecret });
    checks.push({ Name: 'returnUrl', Ok: where.returnUrl, Detail: (await app.line.returnUrl(tenantId)) ?? 'not set' });
    const [counts] = await app.db.query<{ linked: string; failed: string }>(
      `SELECT (SELECT count(*) FROM line_accounts WHERE tenant_id = $1) AS linked,
              (SELECT count(*) FROM line_pushes WHERE tenant_id = $1 AND status = 'FAILED') AS failed`, [tenantId],
    );
    return {
      TenantId: tenantId, Login: where.login, Messaging: where.messaging, WebhookSecret: where.webhookSecret,
      WebhookUrl: `${originOf(request)}/line_hook?tenantId=${tenantId}`,
      Flags: { [LINE_LOGIN_FLAG]: isY(flags[LINE_LOGIN_FLAG]), [PUSH_FLAG]: isY(flags[PUSH_FLAG]) },
      LinkedAccounts: Number(counts.linked), FailedPushes: Number(counts.failed), Checks: checks,
    };
  });

  r.post('/api/line/test/message', {
    preHandler: requireSuperAdmin,
    schema: { response: { 200: PushResultSchema }, tags: TAGS, security: SECURITY, summary: 'Sends a test text message to a linked customer (by customer code or mobile)', body: Body({ customerCode: Type.String({ minLength: 1, maxLength: 40 }) }) },
  }, async (request) => {
    const tenantId = claimsOf(request).TenantId;
    const [acc] = await app.db.query<{ line_user_id: string }>(
      `SELECT a.line_user_id FROM line_accounts a JOIN customers c ON c.tenant_id = a.tenant_id AND c.customer_code = a.customer_code
       WHERE a.tenant_id = $1 AND (a.customer_code = $2 OR c.mobile_no = $2)`, [tenantId, request.body.customerCode],
    );
    if (!acc) throw badRequest('This customer has not linked LINE', [{ field: '/body/customerCode', reason: 'no linked LINE account' }]);
    const now = new Date(app.clock());
    await app.db.query(
      `INSERT INTO line_pushes (tenant_id, dedupe_key, kind, line_user_id, customer_code, payload, created_at) VALUES ($1, $2, 'test', $3, $4, $5::jsonb, $6)`,
      [tenantId, `test:${now.getTime()}:${acc.line_user_id}`, acc.line_user_id, request.body.customerCode, JSON.stringify({ kind: 'test', text: 'Talad test message' }), now],
    );
    const out = await dispatchLinePushes(app, tenantId, { shopUrl: originOf(request) });
    return { status: 200, Sent: out.sent, Failed: out.failed, Skipped: out.skipped, Message: out.failed ? PUSH_FAILED_MESSAGE : out.skipped ? `${PUSH_FLAG} is off` : 'Messages was sent' };
  });

  r.get('/api/merchant/line/pushes', {
    // Before validation, like every back-office guard: a caller without the role learns nothing from a 400.
    preValidation: requireSuperAdmin,
    schema: { response: { 200: FailedPushesSchema }, tags: TAGS, security: SECURITY, summary: 'LINE pushes that failed (staff see \'Send flex message failed\' and can retry)', querystring: Query({ take: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) }) },
  }, async (request) => {
    const tenantId = claimsOf(request).TenantId;
    const rows = await app.db.query<{ push_id: string; kind: string; customer_code: string | null; order_id: string | null; attempts: number; last_error: string | null; created_at: Date }>(
      `SELECT push_id, kind, customer_code, order_id, attempts, last_error, created_at FROM line_pushes WHERE tenant_id = $1 AND status = 'FAILED' ORDER BY push_id DESC LIMIT $2`,
      [tenantId, request.query.take ?? 20],
    );
    return { Data: rows.map((x) => ({ PushId: String(x.push_id), Kind: x.kind, CustomerCode: x.customer_code, OrderID: x.order_id, Attempts: x.attempts, Error: x.last_error, Message: PUSH_FAILED_MESSAGE, CreatedAt: new Date(x.created_at).toISOString() })) };
  });

  r.post('/api/merchant/line/pushes/retry', {
    preValidation: requireSuperAdmin,
    schema: { response: { 200: PushResultSchema }, tags: TAGS, security: SECURITY, summary: 'Retry failed LINE pushes (all, or one by PushId)', body: Body({ pushId: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })) }) },
  }, async (request) => {
    const out = await retryFailedPushes(app, claimsOf(request).TenantId, originOf(request), request.body.pushId);
    return { status: 200, Sent: out.sent, Failed: out.failed, Skipped: out.skipped, Message: out.failed ? PUSH_FAILED_MESSAGE : 'Messages was sent' };
  });

  if (app.line.outbox) {
    const outbox = app.line.outbox;
    r.get('/api/dev/line-outbox', {
      schema: { response: { 200: LineOutboxSchema }, tags: ['dev'], summary: 'Latest LINE pushes of the development outbox ($DATA_DIR/outbox/line.log), newest first', querystring: Query({ tenantId: Type.Optional(Type.String({ maxLength: 40 })), to: Type.Optional(Type.String({ maxLength: 64 })), take: Type.Integer({ minimum: 1, maximum: 100, default: 10 }) }) },
    }, async (request) => ({ Data: await outbox.read({ tenantId: request.query.tenantId, to: request.query.to, limit: request.query.take }) }));
  }
}
