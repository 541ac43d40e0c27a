import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, api, buyerLogin, merchantLogin, newVisitor, tokenOf, beforePicture } from './helpers';

/*
 * Support chat in two real browsers against the real server (issue 15 "Done means"): a customer
 * asks about an order from its page, the salesperson sees it live and answers with a product card
 * the customer sees live; a guest's conversation follows them into their account at login; another
 * customer cannot open the first one's conversation. Screenshots go to /tmp/shots-chat.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-chat';
const SALES = '0890000002';
const BUYER = '0810000001';
const BUYER_NAME = 'ร้านสมศรีการค้า';
const OTHER = '0810000002';
const OTHER_NAME = 'บริษัท เจริญผล ค้าส่ง จำกัด';

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

interface Product { P_Code: string; PRODUCTNAME: string; UnitCount: number; Stock?: { StockAvailable?: number } }

/** An order of the buyer at centre 1001 (placed through the API; the buyer spec drives checkout) and a second product to answer with. */
async function orderAndProduct(request: APIRequestContext): Promise<{ orderId: string; answer: Product }> {
  const sales = await tokenOf(request, '/authen/user/login', SALES);
  const list = await api<Product[] | { Data: Product[] }>(request, 'POST', '/api/products/pc/items', sales, { take: 24, skip: 0, SearchText: '', saleUnit: '1001' });
  const products = (Array.isArray(list) ? list : list.Data).filter((p) => Number(p.Stock?.StockAvailable ?? 0) > 10);
  const buyer = await tokenOf(request, '/authen/login', BUYER);
  const addresses = await api<{ data: { _id: string; Address_Type: string }[] }>(request, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', buyer, {});
  const shipTo = addresses.data.find((a) => a.Address_Type === 'S')?._id;
  const placed = await api<{ Order: { OrderID: string } }>(request, 'POST', '/api/orders', buyer,
    { paymentMethod: 'BANK', shipToCode: shipTo, lines: [{ P_Code: products[0].P_Code, qty1: 1, qty2: 0, qty3: 0 }] }, { 'Idempotency-Key': `chat-e2e-${Date.now()}` });
  return { orderId: placed.Order.OrderID, answer: products[1] };
}

test.describe.configure({ mode: 'serial' });
let firstConversation = 0;

test('a customer asks about an order from its page; the salesperson sees it live and answers with a product card the customer sees live', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { orderId, answer } = await orderAndProduct(request);

  const staff = await newVisitor(browser, baseURL!);
  await merchantLogin(staff.page, SALES);
  await staff.page.goto('/en/merchant/support/chat');
  await expect(staff.page.getByRole('tab', { name: /Open/ })).toBeVisible();

  const buyer = await newVisitor(browser, baseURL!);
  await buyerLogin(buyer.page, BUYER, BUYER_NAME);
  await buyer.page.goto(`/en/history/${orderId}/1001`);
  await buyer.page.getByTestId('ask-about-order').click();
  await expect(buyer.page).toHaveURL(/\/en\/chat\/list\/room\/1001$/);
  await expect(buyer.page.getByTestId('chat-order-draft')).toContainText(orderId);
  await buyer.page.getByRole('textbox', { name: 'Type a message' }).fill('Is this order on its way? <b>not bold</b>');
  await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = buyer.page.getByTestId('chat-message').filter({ hasText: 'Is this order on its way?' });
  await expect(sent.getByTestId('chat-order-card')).toContainText(orderId);
  // Text is shown as typed, never as markup.
  await expect(sent.getByTestId('chat-text')).toHaveText('Is this order on its way? <b>not bold</b>');
  await expect(sent.locator('b')).toHaveCount(0);

  // The inbox (opened before the question) shows it without a reload.
  const row = staff.page.getByTestId('chat-inbox-row').filter({ hasText: BUYER_NAME });
  await expect(row).toContainText('Is this order on its way?', { timeout: 5_000 });
  await expect(row.getByTestId('chat-unread')).toHaveText('1');
  await shot(staff.page, 'chat-1-inbox-en-1280');
  await row.click();
  await expect(staff.page).toHaveURL(/\/en\/merchant\/support\/chat\/SB0001$/);
  await expect(staff.page.getByTestId('chat-customer-panel')).toContainText('0810000001');
  await expect(staff.page.getByTestId('chat-customer-panel')).toContainText(orderId);
  await expect(staff.page.getByTestId('chat-message').filter({ hasText: 'Is this order on its way?' }).getByTestId('chat-order-card')).toContainText(orderId);

  await staff.page.getByTestId('chat-product-search').fill(answer.P_Code);
  await staff.page.getByRole('button', { name: 'Search', exact: true }).click();
  await staff.page.getByTestId('chat-send-product').first().click();
  await staff.page.getByRole('textbox', { name: 'Type a message' }).fill('It leaves today. You may like this one too.');
  await staff.page.keyboard.press('Enter');

  // The customer's room follows live.
  await expect(buyer.page.getByTestId('chat-message').filter({ has: buyer.page.getByTestId('chat-product-card') })).toContainText(answer.P_Code, { timeout: 5_000 });
  await expect(buyer.page.getByTestId('chat-message').filter({ hasText: 'It leaves today.' })).toHaveAttribute('data-side', 'staff');
  // Read receipt: the customer has the room open, so the salesperson's last message shows Read.
  await expect(staff.page.getByTestId('chat-message').filter({ hasText: 'It leaves today.' })).toContainText('Read', { timeout: 5_000 });
  await shot(staff.page, 'chat-2-staff-conversation-en-1280');
  await shot(buyer.page, 'chat-3-buyer-room-en-1280');
  firstConversation = await buyer.page.evaluate(async () => {
    const res = await fetch('/api/chat/room?saleUnit=1001', { headers: { Authorization: `Bearer ${document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? ''}` } });
    return ((await res.json()) as { Data: { Id: number } }).Data.Id;
  });
  expect(firstConversation).toBeGreaterThan(0);

  // Thai, phone width.
  await buyer.page.setViewportSize({ width: 390, height: 800 });
  await buyer.page.goto('/chat/list');
  await expect(buyer.page.getByTestId('chat-conversation')).toHaveCount(1);
  await shot(buyer.page, 'chat-4-buyer-list-th-390');
  await buyer.page.getByTestId('chat-conversation').click();
  await expect(buyer.page.getByTestId('chat-product-card')).toBeVisible();
  await shot(buyer.page, 'chat-5-buyer-room-th-390');
  await staff.page.setViewportSize({ width: 390, height: 800 });
  await staff.page.goto('/merchant/support/chat/SB0001');
  await expect(staff.page.getByTestId('chat-room')).toBeVisible();
  await shot(staff.page, 'chat-6-staff-conversation-th-390');
  await staff.context.close();
  await buyer.context.close();
});

test('a guest asks before logging in and finds the conversation in their account after login', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const visitor = await newVisitor(browser, baseURL!, { width: 390, height: 800 });
  const page = visitor.page;
  await page.goto('/en/chat/guest');
  await expect(page.getByTestId('chat-guest-note')).toBeVisible();
  await page.getByRole('textbox', { name: 'Type a message' }).fill('Do you deliver to Ramkhamhaeng?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Do you deliver to Ramkhamhaeng?' })).toBeVisible();
  await shot(page, 'chat-7-guest-en-390');
  await page.getByTestId('chat-guest-note').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Mobile number').fill(OTHER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/en\/chat\/list$/);
  const conv = page.getByTestId('chat-conversation');
  await expect(conv).toHaveCount(1);
  await expect(conv).toContainText('Do you deliver to Ramkhamhaeng?');
  await conv.click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Do you deliver to Ramkhamhaeng?' })).toHaveAttribute('data-mine', 'Y');

  // The same customer cannot open the first customer's conversation.
  expect(firstConversation).toBeGreaterThan(0);
  await page.goto(`/en/chat/list/${firstConversation}`);
  await expect(page.getByTestId('chat-not-found')).toContainText('This conversation was not found.');
  await expect(page.getByText('Is this order on its way?')).toHaveCount(0);
  await shot(page, 'chat-8-not-found-en-390');
  await visitor.context.close();
  void OTHER_NAME;
});
