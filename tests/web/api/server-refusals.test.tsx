import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFetch } from '../../../src/web/api/client';
import { createI18n, localeResources } from '../../../src/engine/index';
import { setAppI18n } from '../../../src/web/app/translate';
import { setCustomerSession } from '../../../src/web/session/customer-actions';
import { toastStore } from '../../../src/web/widgets/toast-store';
import { defaultHandlers, mockToken } from '../../../mocks/handlers';
import { customer, renderAppState } from './state';
import { mswServer } from '../msw-server';
import sabai from '../../../tenants/sabai/tenant.json';

// The server's refusals (src/server/routes/**) as a Thai page's toast says them: sabai's Thai
// buyers read 'You have already checked in today' and 'Not enough stock for …' in English.
const server = mswServer(...defaultHandlers);
const lastToast = () => toastStore.toasts.at(-1)?.message;
const THAI = createI18n({ lang: 'th', resources: localeResources, wording: sabai.wording });
const ENGLISH = createI18n({ lang: 'en', resources: localeResources, wording: sabai.wording });

beforeEach(() => {
  renderAppState('sabai');
  setCustomerSession(mockToken({ TenantId: 'sabai', UserId: 'C0001' }), customer());
  setAppI18n(THAI);
});
afterEach(() => setAppI18n(null));

async function refusal(method: 'GET' | 'POST', path: string, status: number, message: string, errors?: { field: string; reason: string }[]): Promise<string | undefined> {
  server.use(http[method === 'GET' ? 'get' : 'post'](`*/${path}`, () => HttpResponse.json({ IsException: true, Message: message, ...(errors ? { Errors: errors } : {}) }, { status })));
  await apiFetch({ method, path, body: method === 'POST' ? {} : undefined });
  return lastToast();
}

describe("a server refusal on a Thai page is Thai (the server keeps the spec's English)", () => {
  it('missions: a second check-in the same day', async () => {
    expect(await refusal('POST', 'api/crm-service/owner/mission/7/check-in', 409, 'You have already checked in today')).toBe('วันนี้คุณเช็กอินแล้ว');
    expect(await refusal('POST', 'api/crm-service/owner/mission/8/check-in', 400, 'Your location is required')).toBe('ต้องใช้ตำแหน่งที่ตั้งของคุณเพื่อเช็กอิน');
    setAppI18n(ENGLISH);
    expect(await refusal('POST', 'api/crm-service/owner/mission/9/check-in', 409, 'You have already checked in today')).toBe('You have already checked in today');
  });

  it('stock: an order asking for more than the centre holds, a sold-out voucher, a product no longer sold', async () => {
    const short = 'Not enough stock for น้ำดื่ม 600 มล.: 3 แพ็ค left, 5 ordered';
    expect(await refusal('POST', 'api/orders', 409, short, [{ field: '/lines/P001', reason: 'only 3 left' }])).toBe('น้ำดื่ม 600 มล. มีสินค้าไม่พอ: เหลือ 3 แพ็ค แต่สั่ง 5');
    expect(await refusal('POST', 'api/crm-service/owner/voucher/exchange', 409, 'This voucher is sold out', [{ field: '/body/voucherId', reason: 'no stock left' }])).toBe('บัตรกำนัลนี้หมดแล้ว');
    expect(await refusal('GET', 'api/agents/products/P001', 404, 'This product is no longer sold')).toBe('สินค้านี้เลิกจำหน่ายแล้ว');
    setAppI18n(ENGLISH);
    expect(await refusal('POST', 'api/orders', 409, short)).toBe(short);
  });

  it("a refusal naming the centre uses the shop's word (sabai: สาขา / branch)", async () => {
    expect(await refusal('POST', 'api/checkout/quote', 400, 'Please select a distribution center')).toBe('กรุณาเลือกสาขา');
    setAppI18n(ENGLISH);
    expect(await refusal('POST', 'api/checkout/quote', 400, 'Please select a distribution center')).toBe('Please select a branch');
  });

  it("a 400 'Invalid request' toast is Thai too", async () => {
    expect(await refusal('POST', 'api/cart/lines', 400, 'Invalid request', [{ field: '/body/qty', reason: 'must be >= 1' }])).toBe('ข้อมูลที่ส่งไม่ถูกต้อง');
  });
});
