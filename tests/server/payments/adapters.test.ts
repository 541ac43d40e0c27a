// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactDecrypt, compactVerify, decodeJwt, importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { GhlProvider, ghlRequestHash } from '../../../src/server/providers/payment/ghl';
import { KBankProvider } from '../../../src/server/providers/payment/kbank';
import { TwoC2PProvider } from '../../../src/server/providers/payment/twoc2p';
import { readProcessResponse } from '../../../src/server/providers/payment/twoc2p-maintenance';
import { NotificationRefused, RefundRefused, type AttemptRef, type CreatePaymentInput } from '../../../src/server/providers/payment/types';

// The real gateways' adapters against request/response fixtures in their documented shapes
// (tests/server/payments/fixtures): signing, signature/JWT checks, satang ↔ baht, THB; tampered
// and replayed callbacks. No network: fetch is a recorder that answers with the fixtures.
const FIX = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIX, name), 'utf8').trim();

interface Recorded { url: string; method: string; headers: Record<string, string>; body: string }
function recorder(answers: Record<string, string>) {
  const calls: Recorded[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const u = String(url);
    calls.push({ url: u, method: init?.method ?? 'GET', headers: Object.fromEntries(Object.entries(init?.headers ?? {})), body: String(init?.body ?? '') });
    const key = Object.keys(answers).find((k) => u.endsWith(k));
    if (!key) return new Response('not found', { status: 404 });
    return new Response(answers[key], { status: 200 });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  tenantId: 'sabai', saleUnit: '1001', attemptId: 'PA0123456789ABCD', orderId: 'SO00000042', method: 'VI', amountSatang: 25_000, currency: 'THB',
  description: 'Order SO00000042', returnUrl: 'https://shop.example/payment/kbank/callback/2c2p/1001?orderid=SO00000042',
  notifyUrl: 'https://shop.example/api/payments/notify/2c2p/sabai/1001', expiresAt: new Date('2026-11-25T13:05:00Z'), customer: { name: 'Somchai', ip: '203.0.113.9' },
  ...over,
});
const attempt = (over: Partial<AttemptRef> = {}): AttemptRef => ({ attemptId: 'PA0123456789ABCD', providerRef: 'chrg_test_21234c9e4d0b6d8a94a8f9e2c3d7f0a1', amountSatang: 25_000, currency: 'THB', method: 'VI', ...over });
const incoming = (rawBody: string, contentType = 'application/json') => ({ headers: {}, rawBody, contentType });
const NOW = new Date('2026-11-25T12:55:00Z');

async function refused(p: Promise<unknown>): Promise<string> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(NotificationRefused);
  return (err as NotificationRefused).reason;
}

describe('KBank K-Payment Gateway', () => {
  const SECRET = 'skey_test_21234HjSFCMjGOfqaVzoEXZj4kmMTkZk5rLJa';

  it('verifies the notify checksum and reads a paid charge in satang', async () => {
    const kb = new KBankProvider({ secretKey: SECRET, fetch: recorder({}).fetchImpl });
    const r = await kb.verifyNotification(incoming(fixture('kbank-notify-paid.json')));
    expect(r).toEqual({
      eventKey: 'chrg_test_21234c9e4d0b6d8a94a8f9e2c3d7f0a1:PAID', attemptId: 'PA0123456789ABCD', providerRef: 'chrg_test_21234c9e4d0b6d8a94a8f9e2c3d7f0a1',
      status: 'PAID', amountSatang: 25_000, currency: 'THB', reason: undefined,
    });
    const d = await kb.verifyNotification(incoming(fixture('kbank-notify-declined.json')));
    expect(d).toMatchObject({ status: 'DECLINED', reason: 'Card declined' });
  });

  it('refuses a tampered amount or status, another key, and a missing checksum; a replay carries the same event key', async () => {
    const kb = new KBankProvider({ secretKey: SECRET, fetch: recorder({}).fetchImpl });
    const body = JSON.parse(fixture('kbank-notify-paid.json'));
    expect(await refused(kb.verifyNotification(incoming(JSON.stringify({ ...body, amount: 2.5 }))))).toBe('bad checksum');
    expect(await refused(kb.verifyNotification(incoming(JSON.stringify({ ...fixture('kbank-notify-declined.json') && JSON.parse(fixture('kbank-notify-declined.json')), checksum: body.checksum }))))).toBe('bad checksum');
    const other = new KBankProvider({ secretKey: 'skey_test_other', fetch: recorder({}).fetchImpl });
    expect(await refused(other.verifyNotification(incoming(fixture('kbank-notify-paid.json'))))).toBe('bad checksum');
    const { checksum: _, ...unsigned } = body;
    expect(await refused(kb.verifyNotification(incoming(JSON.stringify(unsigned))))).toBe('bad checksum');
    expect(await refused(kb.verifyNotification(incoming('not json')))).toBe('body is not JSON');
    const first = await kb.verifyNotification(incoming(fixture('kbank-notify-paid.json')));
    const replay = await kb.verifyNotification(incoming(fixture('kbank-notify-paid.json')));
    expect(replay.eventKey).toBe(first.eventKey);
  });

  it('queries a charge and refunds it with the secret key header, amounts in baht', async () => {
    const { calls, fetchImpl } = recorder({ '/card/v2/charge/chrg_test_21234c9e4d0b6d8a94a8f9e2c3d7f0a1': fixture('kbank-charge-inquiry.json'), '/refund': fixture('kbank-refund.json') });
    const kb = new KBankProvider({ secretKey: SECRET, fetch: fetchImpl });
    expect(await kb.queryStatus(attempt())).toMatchObject({ status: 'PAID', amountSatang: 25_000 });
    expect(await kb.refund(attempt(), 25_000, 'key:r1')).toEqual({ refundRef: 'rfnd_test_21234aa55', done: true });
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://dev-kpaymentgateway-services.kasikornbank.com/card/v2/charge/chrg_test_21234c9e4d0b6d8a94a8f9e2c3d7f0a1', headers: { 'x-api-key': SECRET } });
    expect(calls[1]).toMatchObject({ method: 'POST', url: 'https://dev-kpaymentgateway-services.kasikornbank.com/card/v2/charge/chrg_test_21234c9e4d0b6d8a94a8f9e2c3d7f0a1/refund' });
    expect(JSON.parse(calls[1].body)).toEqual({ amount: 250, currency: 'THB' });
  });

  it('creates a Thai QR order then its QR; cards go to our KPay.js page', async () => {
    const { calls, fetchImpl } = recorder({ '/qr/v2/order': JSON.stringify({ id: 'order_test_21234abc', object: 'order' }), '/qr/v2/qr': JSON.stringify({ id: 'qr_test_21234', qr_code: '00020101021230830016A000000677010112' }) });
    const kb = new KBankProvider({ secretKey: SECRET, fetch: fetchImpl });
    expect(await kb.createPayment(input({ method: 'QR' }))).toEqual({ providerRef: 'qr_test_21234', qrPayload: '00020101021230830016A000000677010112' });
    expect(JSON.parse(calls[0].body)).toMatchObject({ amount: 250, currency: 'THB', reference_order: 'PA0123456789ABCD', source_type: 'qr' });
    expect(JSON.parse(calls[1].body)).toEqual({ order_id: 'order_test_21234abc' });
    expect(await kb.createPayment(input())).toEqual({ providerRef: '', redirectUrl: '/api/payments/kbank/pay/sabai/PA0123456789ABCD' });
  });
});

describe('2C2P PGW v4.3 (JWT HS256)', () => {
  const SECRET = 'CD229682D3297390B9F66FF4020B758F4A5E625AF4992E5D75D311D6458B38E2';
  const key = new TextEncoder().encode(SECRET);

  it('signs the payment token request and follows webPaymentUrl', async () => {
    const { calls, fetchImpl } = recorder({ '/payment/4.3/paymentToken': fixture('2c2p-payment-token.json') });
    const p = new TwoC2PProvider({ merchantId: 'JT04', secretKey: SECRET, fetch: fetchImpl });
    const created = await p.createPayment(input());
    expect(created).toEqual({ providerRef: 'kSAops9Zwhos8hSTSeLTUcCmLDE7bGh8XPm', redirectUrl: 'https://sandbox-pgw-ui.2c2p.com/payment/4.3/#/token/kSAops9Zwhos8hSTSeLTUcCmLDE7bGh8XPm' });
    expect(calls[0].url).toBe('https://sandbox-pgw.2c2p.com/payment/4.3/paymentToken');
    const { payload, protectedHeader } = await jwtVerify(JSON.parse(calls[0].body).payload, key);
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      merchantID: 'JT04', invoiceNo: 'PA0123456789ABCD', amount: 250, currencyCode: 'THB', paymentChannel: ['CC'],
      backendReturnUrl: 'https://shop.example/api/payments/notify/2c2p/sabai/1001',
    });
    await p.createPayment(input({ method: 'EQ' }));
    expect(decodeJwt(JSON.parse(calls[1].body).payload).paymentChannel).toEqual(['IPP']);
  });

  it('verifies the backend notification JWT; declined by respCode', async () => {
    const p = new TwoC2PProvider({ merchantId: 'JT04', secretKey: SECRET, fetch: recorder({}).fetchImpl });
    expect(await p.verifyNotification(incoming(fixture('2c2p-backend-paid.json')))).toEqual({
      eventKey: 'PA0123456789ABCD:4923651:PAID', attemptId: 'PA0123456789ABCD', providerRef: '4923651', status: 'PAID', amountSatang: 25_000, currency: 'THB', reason: undefined,
    });
    expect(await p.verifyNotification(incoming(fixture('2c2p-backend-declined.json')))).toMatchObject({ status: 'DECLINED', reason: '4005 Declined by bank' });
  });

  it('refuses a tampered payload, another key, another merchant, alg none; a replay has the same event key', async () => {
    const p = new TwoC2PProvider({ merchantId: 'JT04', secretKey: SECRET, fetch: recorder({}).fetchImpl });
    const jwt: string = JSON.parse(fixture('2c2p-backend-paid.json')).payload;
    const [h, body, sig] = jwt.split('.');
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), amount: 1 })).toString('base64url');
    expect(await refused(p.verifyNotification(incoming(JSON.stringify({ payload: `${h}.${changed}.${sig}` }))))).toMatch(/^bad JWT signature/);
    const forged = await new SignJWT({ ...decodeJwt(jwt) }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret'));
    expect(await refused(p.verifyNotification(incoming(JSON.stringify({ payload: forged }))))).toMatch(/^bad JWT signature/);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(await refused(p.verifyNotification(incoming(JSON.stringify({ payload: none }))))).toMatch(/^bad JWT signature/);
    const otherMerchant = new TwoC2PProvider({ merchantId: 'OTHER', secretKey: SECRET, fetch: recorder({}).fetchImpl });
    expect(await refused(otherMerchant.verifyNotification(incoming(fixture('2c2p-backend-paid.json'))))).toBe('payload is for another merchant');
    expect(await refused(p.verifyNotification(incoming('{}')))).toBe('no payload');
    const a = await p.verifyNotification(incoming(fixture('2c2p-backend-paid.json')));
    expect((await p.verifyNotification(incoming(fixture('2c2p-backend-paid.json')))).eventKey).toBe(a.eventKey);
  });

  it('inquires a payment by invoice number; without maintenance keys refunds are left to the 2C2P portal', async () => {
    const { calls, fetchImpl } = recorder({ '/payment/4.3/paymentInquiry': fixture('2c2p-inquiry.json') });
    const p = new TwoC2PProvider({ merchantId: 'JT04', secretKey: SECRET, fetch: fetchImpl });
    expect(await p.queryStatus(attempt())).toMatchObject({ status: 'PAID', amountSatang: 25_000 });
    expect(decodeJwt(JSON.parse(calls[0].body).payload)).toMatchObject({ merchantID: 'JT04', invoiceNo: 'PA0123456789ABCD' });
    expect(await p.refund(attempt(), 25_000, 'full:PA0123456789ABCD')).toEqual({ refundRef: 'manual:PA0123456789ABCD', done: false });
    expect(calls).toHaveLength(1);
  });

  // Payment Maintenance refund: XML in a JWE to 2C2P's certificate, signed PS256 by the merchant;
  // the answers are 2C2P's envelopes (fixtures sealed with test keys standing in for 2C2P's).
  const maintenance = (answer: string, over: { publicCert?: string } = {}) => {
    const rec = recorder({ '/PaymentAction/2.0/action': fixture(answer) });
    const p = new TwoC2PProvider({
      merchantId: 'JT04', secretKey: SECRET, fetch: rec.fetchImpl, clock: () => NOW.getTime(),
      privateKey: fixture('2c2p-test-merchant.key.pem'), publicCert: over.publicCert ?? fixture('2c2p-test-gateway.crt.pem'),
    });
    return { p, calls: rec.calls };
  };

  it('refunds through the Payment Maintenance API: encrypted to 2C2P, signed by the merchant, part amount in baht, refund key as idempotencyID', async () => {
    const { p, calls } = maintenance('2c2p-refund-approved.jws');
    expect(await p.refund(attempt(), 10_000, 'key:staff-click-1')).toEqual({ refundRef: 'RF4923651001', done: true });
    expect(calls[0]).toMatchObject({ url: 'https://demo2.2c2p.com/2C2PFrontend/PaymentAction/2.0/action', method: 'POST', headers: { 'content-type': 'text/plain' } });
    // What 2C2P receives: a PS256 JWS by the merchant over a JWE only 2C2P's key opens.
    const gatewayKey = await importPKCS8(fixture('2c2p-test-gateway.key.pem'), 'RSA-OAEP');
    const { payload, protectedHeader } = await compactVerify(calls[0].body, await importSPKI(fixture('2c2p-test-merchant.pub.pem'), 'PS256'));
    expect(protectedHeader.alg).toBe('PS256');
    const { plaintext, protectedHeader: jweHeader } = await compactDecrypt(new TextDecoder().decode(payload), gatewayKey);
    expect(jweHeader).toMatchObject({ alg: 'RSA-OAEP', enc: 'A256GCM' });
    expect(new TextDecoder().decode(plaintext)).toBe(
      '<PaymentProcessRequest><version>4.3</version><timeStamp>251126125500</timeStamp><merchantID>JT04</merchantID><invoiceNo>PA0123456789ABCD</invoiceNo>'
      + '<actionAmount>100.00</actionAmount><processType>R</processType><idempotencyID>key:staff-click-1</idempotencyID></PaymentProcessRequest>',
    );
  });

  it('a refused refund (respCode not 00) is a RefundRefused; an answer not signed by 2C2P is not believed', async () => {
    const refused = maintenance('2c2p-refund-refused.jws').p;
    await expect(refused.refund(attempt(), 30_000, 'key:too-much')).rejects.toThrow(new RefundRefused('2C2P refund refused: 30 Refund amount exceeds the settled amount'));
    // The approved answer checked against another certificate (a forged or misrouted answer).
    const forged = maintenance('2c2p-refund-approved.jws', { publicCert: fixture('2c2p-test-merchant.pub.pem') }).p;
    await expect(forged.refund(attempt(), 10_000, 'key:x')).rejects.toThrow(/signature verification failed/);
    expect(readProcessResponse(fixture('2c2p-refund-refused.xml'))).toMatchObject({ respCode: '30', invoiceNo: 'PA0123456789ABCD' });
  });
});

describe('GHL e-payment', () => {
  const PW = 'sit12345';
  const ghl = (fetchImpl = recorder({}).fetchImpl) => new GhlProvider({ serviceId: 'SIT', password: PW, fetch: fetchImpl, clock: () => NOW.getTime() });

  it('builds the signed SALE form: THB, 2-decimal baht, wallet method for Thai QR', () => {
    const form = ghl().saleForm(input({ method: 'GHL_THAIQR', returnUrl: 'https://shop.example/r', notifyUrl: 'https://shop.example/n' }));
    expect(form.action).toBe('https://test2pay.ghl.com/IPGSG/Payment.aspx');
    expect(form.fields).toMatchObject({ TransactionType: 'SALE', PymtMethod: 'WA', ServiceID: 'SIT', PaymentID: 'PA0123456789ABCD', OrderNumber: 'SO00000042', Amount: '250.00', CurrencyCode: 'THB', PageTimeout: '780' });
    // SHA-256 of Password + ServiceID + PaymentID + MerchantReturnURL + MerchantCallBackURL + Amount + CurrencyCode + CustIP + PageTimeout.
    expect(form.fields.HashValue).toBe(ghlRequestHash(PW, form.fields));
    expect(form.fields.HashValue).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies HashValue2 on the callback; refuses tampering and another service; answers OK', async () => {
    const r = await ghl().verifyNotification(incoming(fixture('ghl-callback-paid.txt'), 'application/x-www-form-urlencoded'));
    expect(r).toMatchObject({ eventKey: 'PA0123456789ABCD:SITPA0123456789ABCD:PAID', status: 'PAID', amountSatang: 25_000, currency: 'THB' });
    const f = new URLSearchParams(fixture('ghl-callback-paid.txt'));
    f.set('Amount', '2.50');
    expect(await refused(ghl().verifyNotification(incoming(f.toString())))).toBe('bad HashValue2');
    const t = new URLSearchParams(fixture('ghl-callback-paid.txt'));
    t.set('TxnStatus', '1');
    expect(await refused(ghl().verifyNotification(incoming(t.toString())))).toBe('bad HashValue2');
    const other = new GhlProvider({ serviceId: 'ABC', password: PW, fetch: recorder({}).fetchImpl, clock: () => 0 });
    expect(await refused(other.verifyNotification(incoming(fixture('ghl-callback-paid.txt'))))).toBe('callback is for another ServiceID');
    const missing = new URLSearchParams(fixture('ghl-callback-paid.txt'));
    missing.delete('HashValue2');
    expect(await refused(ghl().verifyNotification(incoming(missing.toString())))).toBe('HashValue2 is missing');
    expect(ghl().acknowledge()).toEqual({ contentType: 'text/plain', body: 'OK' });
  });

  it('queries and refunds through API.aspx with the request hash', async () => {
    const { calls, fetchImpl } = recorder({ '/API.aspx': fixture('ghl-query-paid.txt') });
    expect(await ghl(fetchImpl).queryStatus(attempt({ method: 'GHL_THAIQR' }))).toMatchObject({ status: 'PAID', amountSatang: 25_000 });
    const sent = new URLSearchParams(calls[0].body);
    expect(Object.fromEntries(sent)).toMatchObject({ TransactionType: 'QUERY', ServiceID: 'SIT', PaymentID: 'PA0123456789ABCD', Amount: '250.00', CurrencyCode: 'THB' });
    const refund = recorder({ '/API.aspx': fixture('ghl-refund.txt') });
    expect(await ghl(refund.fetchImpl).refund(attempt({ method: 'GHL_THAIQR' }), 25_000, 'key:r1')).toEqual({ refundRef: 'SITRF0123', done: true });
    expect(new URLSearchParams(refund.calls[0].body).get('TransactionType')).toBe('REFUND');
  });
});
