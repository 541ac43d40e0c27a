import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { paymentCannotProcessMessage } from '../../../domain/payment';
import { HttpError, conflict, notFound } from '../../errors';
import { KBankProvider } from '../../providers/payment/kbank';
import { isTenantId } from '../../tenants/tenant-id';
import { loadAttempt } from './attempts';
import { htmlPage, seeOther } from './responses';
import { settleReport } from './settle';
import { returnUrlFor } from './start';

const Params = Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 63 }), attemptId: Type.String({ pattern: '^PA[0-9A-F]{14}$' }) }, { additionalProperties: false });
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * KBank card payments: our page embeds KBank's KPay.js (the card never touches this server; KBank
 * tokenises it in the browser), KPay.js posts the one-time token back here, the server creates the
 * charge and sends the buyer to KBank's 3-D Secure page (or back to the return page). The charge
 * answer comes from KBank's API over TLS, so a final status in it settles like a status query;
 * otherwise the notify URL or the status query settles later.
 */
export default async function kbankPageRoutes(app: FastifyInstance): Promise<void> {
  async function kbankFor(tenantId: string, attemptId: string) {
    if (!isTenantId(tenantId)) throw notFound();
    const a = await loadAttempt(app.db, tenantId, attemptId);
    if (!a || a.provider !== 'kbank' || a.status !== 'PENDING') throw notFound('Payment not found');
    const provider = await app.payments.providerFor(app.db, tenantId, a.saleUnit, 'kbank');
    if (!(provider instanceof KBankProvider)) throw notFound('Payment not found');
    return { a, provider };
  }

  app.get<{ Params: { tenantId: string; attemptId: string } }>('/api/payments/kbank/pay/:tenantId/:attemptId', {
    schema: { response: { 200: htmlPage('The card page (KPay.js embedded)') }, tags: ['payments'], params: Params, summary: 'KBank card page: KPay.js collects and tokenises the card in the browser' },
  }, async (request, reply) => {
    const { a, provider } = await kbankFor(request.params.tenantId, request.params.attemptId);
    const shopName = app.tenants.get(a.tenantId)?.bundle?.name?.en ?? a.tenantId;
    const form = provider.cardForm({ amountSatang: a.amountSatang, currency: a.currency, attemptId: a.attemptId, shopName: String(shopName) });
    const ui = new URL(form.script).origin;
    reply.header('content-security-policy', `default-src 'self'; script-src ${ui}; frame-src ${ui}; connect-src ${ui}; img-src ${ui} data:; style-src 'unsafe-inline' ${ui}; form-action 'self' ${ui}; base-uri 'none'; frame-ancestors 'none'`);
    const attrs = Object.entries(form.attributes).map(([k, v]) => `${k}="${esc(v)}"`).join(' ');
    const action = `/api/payments/kbank/charge/${encodeURIComponent(a.tenantId)}/${a.attemptId}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(
      `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>KBank</title></head>`
      + `<body style="font-family:system-ui,sans-serif;max-width:420px;margin:auto;padding:24px"><h1 style="font-size:20px">${esc(String(shopName))}</h1>`
      + `<p>Order ${esc(a.orderId)} · ฿${(a.amountSatang / 100).toFixed(2)}</p>`
      + `<form method="POST" action="${esc(action)}" data-testid="kbank-form"><script type="text/javascript" src="${esc(form.script)}" ${attrs}></script></form></body></html>`,
    );
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post<{ Params: { tenantId: string; attemptId: string }; Body: { token: string } }>('/api/payments/kbank/charge/:tenantId/:attemptId', {
    schema: {
      response: { 303: seeOther('To KBank\'s 3-D Secure page, or back to the shop\'s return page when the charge is already final') },
      tags: ['payments'], params: Params, consumes: ['application/x-www-form-urlencoded'],
      summary: 'KBank card page answer: KPay.js\'s one-time token → charge → 3-D Secure redirect',
      body: Type.Object({
        token: Type.String({ minLength: 1, maxLength: 200 }),
        paymentMethods: Type.Optional(Type.String({ maxLength: 40 })),
        saveCard: Type.Optional(Type.String({ maxLength: 10 })),
      }, { additionalProperties: false }),
    },
  }, async (request, reply) => {
    const { a, provider } = await kbankFor(request.params.tenantId, request.params.attemptId);
    const back = new URL(returnUrlFor('http://x', 'kbank', a));
    // One charge per attempt: the first token claims it (a replayed or second form post is refused
    // before KBank is called, so a token captured from a page can never charge the card twice).
    const claim = `token:${createHash('sha256').update(request.body.token).digest('hex').slice(0, 16)}`;
    const claimed = await app.db.query(`UPDATE payment_attempts SET provider_ref = $3, updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2 AND provider_ref = '' AND status = 'PENDING' RETURNING attempt_id`,
      [a.tenantId, a.attemptId, claim, new Date(app.clock())]);
    if (!claimed.length) throw conflict('This payment was already sent to the bank');
    let charged;
    try {
      charged = await provider.chargeWithToken({ attemptId: a.attemptId, token: request.body.token, amountSatang: a.amountSatang, currency: a.currency, description: `Order ${a.orderId}` });
    } catch (err) {
      app.log.error({ err, tenantId: a.tenantId, attemptId: a.attemptId }, 'KBank charge failed');
      // Refused before any charge: the buyer may try again with a new token.
      await app.db.query(`UPDATE payment_attempts SET provider_ref = '' WHERE tenant_id = $1 AND attempt_id = $2 AND provider_ref = $3`, [a.tenantId, a.attemptId, claim]);
      throw new HttpError(502, paymentCannotProcessMessage(a.orderId));
    }
    await app.db.query(`UPDATE payment_attempts SET provider_ref = $3, updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2 AND provider_ref = $5`,
      [a.tenantId, a.attemptId, charged.chargeId, new Date(app.clock()), claim]);
    if (charged.report.status !== 'PENDING') await settleReport(app, { tenantId: a.tenantId, provider: 'kbank', report: { ...charged.report, attemptId: a.attemptId }, source: 'query' });
    return reply.redirect(charged.redirectUrl && charged.report.status === 'PENDING' ? charged.redirectUrl : `${back.pathname}${back.search}`, 303);
  });
}
