import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { loadSandboxCharge } from '../../providers/payment/sandbox';
import { GhlProvider } from '../../providers/payment/ghl';
import { isTenantId } from '../../tenants/tenant-id';
import { loadAttempt } from './attempts';
import type { SandboxNotifySender } from './jobs';
import { htmlPage, seeOther } from './responses';
import { notifyUrlFor, returnUrlFor } from './start';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PageParams = Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 63 }), chargeId: Type.String({ pattern: '^sbx_[0-9a-f]{24}$' }) }, { additionalProperties: false });
const GhlParams = Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 63 }), attemptId: Type.String({ pattern: '^PA[0-9A-F]{14}$' }) }, { additionalProperties: false });

const STYLE = `body{font-family:system-ui,'Noto Sans Thai',sans-serif;background:#f4f5f7;margin:0;padding:24px}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}button{display:block;width:100%;padding:14px;margin:8px 0;border-radius:8px;border:0;font-size:16px;cursor:pointer}
.approve{background:#1b873f;color:#fff}.decline{background:#c62828;color:#fff}.abandon{background:#e0e0e0}label{display:block;margin:8px 0;font-size:14px}small{color:#666}`;

// A card, inline: without an icon of its own the browser asks for /favicon.ico (a 404 on every visit).
const ICON = `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect x='1' y='3' width='14' height='10' rx='2' fill='%231b873f'/><rect x='1' y='5' width='14' height='2' fill='%23fff'/></svg>`;

function page(reply: FastifyReply, title: string, body: string) {
  // Inline styles only; no script. Forms post back to this server.
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="${ICON}"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`);
}

/**
 * The sandbox gateway's hosted payment page (outside production only): what a bank's card page is
 * in real life. Approve / decline record the outcome in the sandbox's books and queue its signed
 * notification (optionally delayed, optionally sent twice); abandon sends nothing (the attempt
 * then expires). The browser goes back to our return page with a status hint that proves nothing.
 * Also the GHL hand-off page: the signed SALE form the browser posts to GHL.
 */
export default async function sandboxPageRoutes(app: FastifyInstance, sendNotify: SandboxNotifySender): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get<{ Params: { tenantId: string; chargeId: string } }>('/api/payments/sandbox/pay/:tenantId/:chargeId', {
    schema: { response: { 200: htmlPage('The sandbox\'s payment page (approve / decline / abandon buttons)') }, tags: ['payments'], params: PageParams, summary: 'Sandbox gateway: hosted payment page (approve / decline / abandon); not served in production' },
  }, async (request, reply) => {
    if (app.config.production || !isTenantId(request.params.tenantId)) throw notFound();
    const c = await loadSandboxCharge(app.db, request.params.tenantId, request.params.chargeId);
    if (!c) throw notFound('Payment not found');
    const a = await loadAttempt(app.db, c.tenantId, c.attemptId);
    const action = `/api/payments/sandbox/pay/${encodeURIComponent(c.tenantId)}/${c.chargeId}`;
    const done = c.status !== 'PENDING';
    return page(reply, 'Talad sandbox payment', `
      <h1>Sandbox payment gateway</h1><small>ระบบชำระเงินทดสอบ · no real money moves</small>
      <p>Order <strong data-testid="sandbox-order">${esc(a?.orderId ?? '')}</strong> · ${esc(c.method)}</p>
      <div class="amount" data-testid="sandbox-amount">฿${(c.amountSatang / 100).toFixed(2)} <small>${esc(c.currency)}</small></div>
      ${done ? `<p data-testid="sandbox-done">This payment is ${esc(c.status.toLowerCase())}.</p>` : `
      <form method="post" action="${esc(action)}">
        <label><input type="checkbox" name="duplicate" value="1" data-testid="sandbox-duplicate"> Send the notification twice</label>
        <label>Notification delay <select name="delay" data-testid="sandbox-delay"><option value="0">none</option><option value="30">30 s</option><option value="300">5 min</option><option value="never">never (status query only)</option></select></label>
        <button class="approve" name="action" value="approve" data-testid="sandbox-approve">Approve · อนุมัติ</button>
        <button class="decline" name="action" value="decline" data-testid="sandbox-decline">Decline · ปฏิเสธ</button>
        <button class="abandon" name="action" value="abandon" data-testid="sandbox-abandon">Abandon · ยกเลิก</button>
      </form>`}`);
  });

  app.post<{ Params: { tenantId: string; chargeId: string }; Body: { action: 'approve' | 'decline' | 'abandon'; duplicate?: string; delay?: string } }>('/api/payments/sandbox/pay/:tenantId/:chargeId', {
    schema: {
      response: { 303: seeOther('Back to the shop\'s return page with status=success, fail or cancel (a hint that proves nothing)') },
      tags: ['payments'], params: PageParams, consumes: ['application/x-www-form-urlencoded'],
      summary: 'Sandbox gateway: the hosted page\'s answer; queues the signed notification and sends the browser back',
      body: Type.Object({
        action: Type.Union([Type.Literal('approve'), Type.Literal('decline'), Type.Literal('abandon')]),
        duplicate: Type.Optional(Type.Literal('1')),
        delay: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('30'), Type.Literal('300'), Type.Literal('never')])),
      }, { additionalProperties: false }),
    },
  }, async (request, reply) => {
    if (app.config.production || !isTenantId(request.params.tenantId)) throw notFound();
    const { tenantId, chargeId } = request.params;
    const b = request.body;
    const now = new Date(app.clock());
    const status = b.action === 'approve' ? 'PAID' as const : b.action === 'decline' ? 'DECLINED' as const : null;
    const c = await app.db.transaction(async (tx) => {
      const charge = await loadSandboxCharge(tx, tenantId, chargeId, true);
      if (!charge) throw notFound('Payment not found');
      if (status && charge.status === 'PENDING') {
        await tx.query('UPDATE payment_sandbox_charges SET status = $3, updated_at = $4 WHERE tenant_id = $1 AND charge_id = $2', [tenantId, chargeId, status, now]);
        if (b.delay !== 'never') {
          const startAfter = b.delay && b.delay !== '0' ? new Date(now.getTime() + Number(b.delay) * 1000) : undefined;
          for (let i = 0; i < (b.duplicate ? 2 : 1); i += 1) await sendNotify({ tenantId, chargeId, status }, { startAfter, tx });
        }
      }
      return charge;
    });
    const hint = status === 'PAID' ? 'success' : status === 'DECLINED' ? 'fail' : 'cancel';
    const url = new URL(c.returnUrl);
    url.searchParams.set('status', hint);
    return reply.redirect(`${url.pathname}${url.search}`, 303);
  });

  app.get<{ Params: { tenantId: string; attemptId: string } }>('/api/payments/ghl/pay/:tenantId/:attemptId', {
    schema: { response: { 200: htmlPage('The signed SALE form with a button that posts it to GHL') }, tags: ['payments'], params: GhlParams, summary: 'GHL hand-off: the signed SALE form the buyer\'s browser posts to GHL\'s payment page' },
  }, async (request, reply) => {
    const { tenantId, attemptId } = request.params;
    if (!isTenantId(tenantId)) throw notFound();
    const a = await loadAttempt(app.db, tenantId, attemptId);
    if (!a || a.provider !== 'ghl' || a.status !== 'PENDING') throw notFound('Payment not found');
    const provider = await app.payments.providerFor(app.db, tenantId, a.saleUnit, 'ghl');
    if (!(provider instanceof GhlProvider)) throw badRequest('Not a GHL payment');
    const origin = (app.payments.publicUrl() || `${request.protocol}://${request.host}`).replace(/\/$/, '');
    const form = provider.saleForm({
      tenantId, saleUnit: a.saleUnit, attemptId, orderId: a.orderId, method: a.method, amountSatang: a.amountSatang, currency: 'THB',
      description: `Order ${a.orderId}`, returnUrl: returnUrlFor(origin, 'ghl', a), notifyUrl: notifyUrlFor(origin, 'ghl', tenantId, a.saleUnit),
      expiresAt: a.expiresAt, customer: { name: a.orderId },
    });
    const target = new URL(form.action).origin;
    reply.header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${target}; base-uri 'none'; frame-ancestors 'none'`);
    const inputs = Object.entries(form.fields).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
    return page(reply, 'GHL', `<h1>GHL e-payment</h1><div class="amount">฿${(a.amountSatang / 100).toFixed(2)}</div>
      <form method="post" action="${esc(form.action)}">${inputs}<button class="approve" type="submit">Continue to payment · ไปหน้าชำระเงิน</button></form>`);
  });
}
