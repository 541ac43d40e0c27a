import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, buyerLogin, json, settle, tokenOf } from './helpers';

/*
 * The check-in, news and survey missions as a customer does them (issue 11, "Done means"), in real
 * Chromium against the real server. Staff create the three missions through the admin API; the
 * buyer (SB0001, centre 1001) finds each under /mission, does the task and sees the exact reward
 * arrive in the balance and the points history. The two-day check-in needs the branch nearby
 * (Playwright's geolocation) and a second Bangkok day (the server's test clock, TEST_CLOCK=Y).
 * English and Thai, 1280 and 390 px. Screenshots in /tmp/shots-mission-tasks.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-mission-tasks';
const RUN = Date.now().toString(36);
const DAY_MS = 24 * 60 * 60 * 1000;
const LADPHRAO = { latitude: 13.785125, longitude: 100.610524 }; // centre 1001 (src/server/seed/demo-data.ts)
const BANGNA = { latitude: 13.668712, longitude: 100.634498 }; // centre 1002, about 13 km away

const CHECK_IN = { th: `เช็กอินที่สาขา 2 วัน ${RUN}`, en: `Check in at the branch on 2 days ${RUN}`, points: 15 };
const NEWS = { th: `ข่าวสินค้าใหม่ ${RUN}`, en: `New products news ${RUN}`, points: 5 };
const SURVEY = { th: `แบบสอบถามบริการ ${RUN}`, en: `Service survey ${RUN}`, points: 10 };

const base = {
  DescriptionTh: '', DescriptionEn: '', RewardVoucherId: null, DateBegin: null, DateEnd: null, SaleUnit: null, TargetTag: '',
  ContentTh: '', ContentEn: '', QrCode: null, SurveyForm: null, RadiusM: 0, Active: true, Target: 1,
};

async function createMissions(request: APIRequestContext): Promise<void> {
  const staff = await tokenOf(request, '/authen/user/login', '0890000001');
  const create = (body: Record<string, unknown>) => api<{ Id: number }>(request, 'POST', '/api/merchant/loyalty/missions', staff, { ...base, ...body });
  await create({
    Kind: 'CHECK-IN', NameTh: CHECK_IN.th, NameEn: CHECK_IN.en, RewardPoints: CHECK_IN.points, Target: 2, SaleUnit: '1001', RadiusM: 300,
    DescriptionTh: 'เช็กอินที่สาขาลาดพร้าว 2 วัน', DescriptionEn: 'Check in at the Lat Phrao branch on 2 days',
  });
  await create({
    Kind: 'NEWS', NameTh: NEWS.th, NameEn: NEWS.en, RewardPoints: NEWS.points,
    DescriptionTh: 'อ่านข่าวแล้วกด "อ่านแล้ว"', DescriptionEn: 'Read the news and tap "I have read it"',
    ContentTh: 'สบายมาร์ทมีน้ำผลไม้ใหม่ 12 รสชาติ เริ่มสั่งได้วันนี้', ContentEn: 'Sabai Mart has 12 new fruit juices. Order them from today.',
  });
  await create({
    Kind: 'SURVEY', NameTh: SURVEY.th, NameEn: SURVEY.en, RewardPoints: SURVEY.points, SurveyForm: 'survey-satisfaction.json',
    DescriptionTh: 'ตอบ 2 คำถาม', DescriptionEn: 'Answer two questions',
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await settle(page, 300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The balance on the points page as a number (both languages write it with digits and commas). */
async function balanceOn(page: Page, prefix: string): Promise<number> {
  await page.goto(`${prefix}/crm/points`);
  const el = page.getByTestId('points-balance');
  await expect(el).not.toHaveText('…');
  await expect(el).toHaveText(/\d/);
  return Number((await el.innerText()).replace(/[^\d.]/g, ''));
}

const pts = (n: number) => n.toLocaleString('en-US');

async function openMission(page: Page, prefix: string, name: string, start: string): Promise<void> {
  await page.goto(`${prefix}/mission`);
  await page.getByTestId('mission-card').filter({ hasText: name }).click();
  await expect(page.getByTestId('mission-detail')).toContainText(name);
  await expect(page.getByTestId('mission-start')).toHaveText(start);
  await page.getByTestId('mission-start').click();
  await expect(page.getByTestId('mission-task')).toBeVisible();
}

test('a customer completes a check-in, a news and a survey mission and sees each reward arrive (en, th)', async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  await createMissions(request);
  const context = await browser.newContext({ geolocation: BANGNA, permissions: ['geolocation'] });
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL! },
    { name: 'tenantId', value: 'sabai', url: baseURL! },
    { name: 'dc', value: '1001', url: baseURL! },
  ]);
  const page = await context.newPage();
  let moved = 0;
  try {
    await buyerLogin(page, '0810000001', 'สมศรี');
    const before = await balanceOn(page, '/en');

    // CHECK-IN, English, 1280: too far from the branch first, then at the branch.
    await openMission(page, '/en', CHECK_IN.en, 'Go to check-in');
    await expect(page.getByTestId('mission-task')).toHaveAttribute('data-kind', 'CHECK-IN');
    await page.getByTestId('mission-act').click();
    await expect(page.getByText('You are too far from the branch to check in')).toBeVisible();
    await context.setGeolocation(LADPHRAO);
    await page.getByTestId('mission-act').click();
    await expect(page.getByTestId('checked-in-today')).toHaveText('You have checked in today. Come back tomorrow.');
    await expect(page.getByTestId('mission-progress')).toContainText('1 / 2');
    // The refusal is no longer true once the check-in worked: its toast goes.
    await expect(page.getByText('You are too far from the branch to check in')).toHaveCount(0);
    await expect(page.getByTestId('mission-reward-card')).toHaveCount(0);
    await shot(page, 'tasks-1-checked-in-en-1280');
    // Done for today: after a reload there is nothing to press, and the server refuses a second check-in.
    await page.reload();
    await expect(page.getByTestId('checked-in-today')).toBeVisible();
    await expect(page.getByTestId('mission-act')).toHaveCount(0);
    const buyer = await tokenOf(request, '/authen/login', '0810000001');
    const missionId = Number(/\/mission\/detail\/(\d+)\//.exec(page.url())?.[1]);
    const again = await request.post(`/api/crm-service/owner/mission/${missionId}/check-in`, {
      headers: { Authorization: `Bearer ${buyer}`, TenantId: 'sabai' }, data: { Lat: LADPHRAO.latitude, Lng: LADPHRAO.longitude },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain('You have already checked in today');
    expect(await balanceOn(page, '/en')).toBe(before);

    // The next Bangkok day: the second check-in completes the mission and pays 15 points.
    await json(await request.post('/api/dev/clock', { data: { advanceMs: DAY_MS } }), 'clock');
    moved = DAY_MS;
    await page.goto(`/en/mission/detail/${missionId}/CHECK-IN`);
    await page.getByTestId('mission-act').click();
    await expect(page.getByTestId('mission-reward-card')).toContainText('Mission completed');
    await expect(page.getByTestId('mission-reward-points')).toHaveText(`You received ${CHECK_IN.points} coins`);
    await expect(page.getByTestId('mission-balance')).toContainText(pts(before + 15));
    await shot(page, 'tasks-2-check-in-done-en-1280');

    // NEWS, Thai, 390: the item is there to read; reading it pays 5 points.
    await page.setViewportSize({ width: 390, height: 844 });
    await openMission(page, '', NEWS.th, 'อ่านข่าว');
    await expect(page.getByTestId('mission-news')).toHaveText('สบายมาร์ทมีน้ำผลไม้ใหม่ 12 รสชาติ เริ่มสั่งได้วันนี้');
    await shot(page, 'tasks-3-news-th-390');
    await page.getByTestId('mission-act').click();
    await expect(page.getByTestId('mission-reward-card')).toContainText('ภารกิจสำเร็จ');
    await expect(page.getByTestId('mission-reward-points')).toContainText(`${NEWS.points}`);
    await expect(page.getByTestId('mission-balance')).toContainText(pts(before + 20));
    await shot(page, 'tasks-4-news-done-th-390');

    // SURVEY, Thai, 1280: an empty form names both required questions; the answers pay 10 points.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openMission(page, '', SURVEY.th, 'ตอบแบบสอบถาม');
    const form = page.getByTestId('mission-task').locator('form');
    const rating = form.getByLabel(/คุณพอใจบริการของเราแค่ไหน/);
    const reorder = form.getByLabel(/เดือนหน้าคุณจะสั่งซื้ออีกไหม/);
    // Nothing is answered for the customer: both questions start unchosen.
    await expect(rating).toHaveValue('');
    await expect(reorder).toHaveValue('');
    await form.getByRole('button', { name: 'ส่งคำตอบ' }).click();
    await expect(form.getByText('กรุณาตอบคำถามนี้')).toHaveCount(2);
    await expect(page.getByTestId('mission-reward-card')).toHaveCount(0);
    await shot(page, 'tasks-5-survey-empty-th-1280');
    await rating.selectOption({ label: 'พอใจมาก' });
    await reorder.selectOption({ label: 'สั่งแน่นอน' });
    await form.getByLabel(/มีอะไรอยากบอกเราไหม/).fill('ส่งของเร็วมาก ขอบคุณครับ');
    await form.getByRole('button', { name: 'ส่งคำตอบ' }).click();
    await expect(page.getByTestId('mission-reward-card')).toContainText('ภารกิจสำเร็จ');
    await expect(page.getByTestId('mission-reward-points')).toContainText(`${SURVEY.points}`);
    await expect(page.getByTestId('mission-balance')).toContainText(pts(before + 30));
    await shot(page, 'tasks-6-survey-done-th-1280');

    // The points page: the balance and one history entry per reward, newest first.
    expect(await balanceOn(page, '/en')).toBe(before + 30);
    const entries = page.getByTestId('ledger-entry');
    await expect(entries.nth(0)).toContainText(`Mission reward · ${SURVEY.en}`);
    await expect(entries.nth(0)).toContainText('+10.00');
    await expect(entries.nth(1)).toContainText(`Mission reward · ${NEWS.en}`);
    await expect(entries.nth(1)).toContainText('+5.00');
    await expect(entries.nth(2)).toContainText(`Mission reward · ${CHECK_IN.en}`);
    await expect(entries.nth(2)).toContainText('+15.00');
    await shot(page, 'tasks-7-points-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await balanceOn(page, '')).toBe(before + 30);
    await expect(entries.nth(0)).toContainText('+10.00');
    await shot(page, 'tasks-8-points-th-390');
    await page.goto('/mission');
    await page.getByRole('tab', { name: 'สำเร็จแล้ว' }).click();
    for (const m of [CHECK_IN, NEWS, SURVEY]) await expect(page.getByTestId('mission-card').filter({ hasText: m.th })).toContainText('สำเร็จแล้ว');
    await shot(page, 'tasks-9-completed-th-390');
  } finally {
    if (moved) await request.post('/api/dev/clock', { data: { advanceMs: -moved } });
    await context.close();
  }
});
