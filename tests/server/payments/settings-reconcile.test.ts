import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

// The super admin's gateway settings (secrets write-only, field errors, audit, test connection) and
// the reconciliation rows with mismatches found by the provider's status query.
let s: TestServer;
let buyer: string;
let admin: string;
const T = 'sabai';
const SU = '1001';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [{ code: 'T-RECON', name: 'สินค้ากระทบยอด', price: 100, taxType: '1', stock: 10_000 }]);
  buyer = await customerToken(s.app, T, DEMO.sabai.customer);
  admin = await merchantToken(s.app, T, DEMO.sabai.admin);
});
afterAll(async () => { await s?.close(); });

const put = (body: Record<string, unknown>, token = admin) => call(s.app, 'PUT', '/api/admin/payment-gateways', { token, body });

describe('gateway settings', () => {
  it('saves 2C2P for a centre with sealed secrets shown only as set / last 4, audited without the values', async () => {
    const r = await put({ SaleUnit: SU, Provider: '2c2p', Methods: ['VI', 'MA'], Enabled: false, TtlMinutes: 20, Settings: { merchantId: 'JT04', apiBase: 'https://sandbox-pgw.2c2p.com' }, Secrets: { secretKey: 'CD229682D3297390B9F66FF4020B758F4A5E625AF4992E5D75D311D6458B38E2' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ SaleUnit: SU, Provider: '2c2p', Methods: ['VI', 'MA'], Settings: { merchantId: 'JT04' }, Secrets: { secretKey: { Set: true, Last4: '38E2', FromEnv: false }, privateKey: { Set: false } } });
    expect(r.text).not.toContain('CD229682D3297390');
    const listed = await call(s.app, 'GET', '/api/admin/payment-gateways', { token: admin });
    expect(listed.text).not.toContain('CD229682D3297390');
    const [row] = await s.db.query<{ settings: { secrets: { secretKey: string } } }>('SELECT settings FROM payment_gateways WHERE tenant_id = $1 AND sale_unit = $2 AND provider = $3', [T, SU, '2c2p']);
    expect(JSON.stringify(row.settings)).not.toContain('CD229682D3297390');
    expect(s.app.payments.box.open(row.settings.secrets.secretKey)).toBe('CD229682D3297390B9F66FF4020B758F4A5E625AF4992E5D75D311D6458B38E2');
    // Saving again without the secret keeps it.
    const again = await put({ SaleUnit: SU, Provider: '2c2p', Methods: ['VI'], Enabled: false, TtlMinutes: 20, Settings: { merchantId: 'JT04' } });
    expect(again.body.Secrets.secretKey).toMatchObject({ Set: true, Last4: '38E2' });
    const [audit] = await s.db.query<{ after: unknown }>(`SELECT after FROM audit_log WHERE tenant_id = $1 AND action = 'paymentGateway.set' ORDER BY id DESC LIMIT 1`, [T]);
    expect(JSON.stringify(audit.after)).not.toContain('CD229682D3297390');
  });

  it('names every bad field; staff who are not super admin are refused', async () => {
    const r = await put({ SaleUnit: 'NOPE', Provider: 'ghl', Methods: ['QR', 'GHL_ALIPAY'], Enabled: true, TtlMinutes: 15, Settings: { apiBase: 'ftp://x', serviceId: '' }, Secrets: { bogus: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual(expect.arrayContaining([
      { field: '/body/SaleUnit', reason: 'is not a distribution centre of this tenant' },
      { field: '/body/Methods/0', reason: 'QR is not taken by ghl' },
      { field: '/body/Secrets/bogus', reason: 'is not a secret of ghl' },
      { field: '/body/Settings/apiBase', reason: 'must be an https:// address' },
      { field: '/body/Settings/serviceId', reason: 'is required' },
      { field: '/body/Secrets/password', reason: 'is required' },
    ]));
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await call(s.app, 'GET', '/api/admin/payment-gateways', { token: sales })).status).toBe(403);
  });

  it('test connection asks the provider\'s status query: the sandbox answers offline', async () => {
    const r = await call(s.app, 'POST', '/api/admin/payment-gateways/test', { token: admin, body: { SaleUnit: SU, Provider: 'sandbox' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ Ok: true });
    const bad = await call(s.app, 'POST', '/api/admin/payment-gateways/test', { token: admin, body: { SaleUnit: SU, Provider: 'kbank' } });
    expect(bad.body).toMatchObject({ Ok: false, Message: expect.stringContaining('not configured') });
  });
});

describe('reconciliation', () => {
  it('finds a payment paid at the gateway but unpaid here; re-query settles it and clears the mismatch', async () => {
    const o = await placeOrder(s.app, buyer, { paymentMethod: 'CREDIT_CARD', shipToCode: await shipToOf(s.app, buyer), lines: [{ P_Code: 'T-RECON', qty1: 1, qty2: 0, qty3: 0 }] });
    const orderId = o.body.Order.OrderID as string;
    const a = (await call(s.app, 'POST', `/api/payments/${orderId}/gateway`, { token: buyer, body: {} })).body;
    // Approved at the sandbox, its notification never sent.
    await s.app.inject({ method: 'POST', url: a.RedirectUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=approve&delay=never' });
    const day = new Date(s.clock.now + 7 * 3_600_000).toISOString().slice(0, 10);
    const run = await call(s.app, 'POST', '/api/payments/reconciliation/run', { token: admin, body: { date: day } });
    expect(run.status, run.text).toBe(200);
    const list = await call(s.app, 'GET', `/api/payments/reconciliation/attempts?date=${day}`, { token: admin });
    const row = list.body.Attempts.find((x: { AttemptId: string }) => x.AttemptId === a.AttemptId);
    expect(row).toMatchObject({ OrderID: orderId, Status: 'PENDING', OrderPaymentState: 'AWAITING_PAYMENT', Mismatches: [{ Kind: 'PAID_AT_GATEWAY_UNPAID', GatewayStatus: 'PAID' }] });
    const csv = await call(s.app, 'GET', `/api/payments/reconciliation?date=${day}&format=csv`, { token: admin });
    expect(csv.text).toContain(`${a.AttemptId},${orderId}`);
    expect(csv.text).toMatch(/PAID_AT_GATEWAY_UNPAID\r\n/);
    const fixed = await call(s.app, 'POST', `/api/payments/reconciliation/${a.AttemptId}/requery`, { token: admin });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body).toMatchObject({ Status: 'PAID', OrderPaymentState: 'PAID', Mismatches: [] });
    expect((await call(s.app, 'POST', '/api/payments/reconciliation/run', { token: buyer, body: { date: day } })).status).toBe(403);
  });
});
