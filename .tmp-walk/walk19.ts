import { chromium, request } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3961';
const pages = (process.env.PAGES ?? '/test,/release/notes,/merchant/webconfig,/merchant/log').split(',');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const api = await request.newContext();
  const res = await api.post(`${base}/authen/user/login`, { headers: { TenantId: 'sabai' }, data: { mobileNo: '0890000001', password: 'demo1234' } });
  const { token, user } = await res.json();
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addCookies([{ name: 'merchantToken', value: token, url: base }, { name: 'tenantId', value: 'sabai', url: base }, { name: 'consent', value: 'Y', url: base }, { name: 'dc', value: '1001', url: base }]);
    await ctx.addInitScript((u) => window.localStorage.setItem('talad.merchantUser', u), JSON.stringify(user));
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${w}] console ${m.type()}: ${m.text().slice(0, 200)}`); });
    for (const lang of ['', '/en']) for (const p of pages) {
      await page.goto(base + lang + p, { waitUntil: 'networkidle' }).catch(() => {});
      await page.waitForTimeout(1500);
      const name = `${w}${lang.replace('/', '-') || '-th'}${p.replace(/[\/?=&]/g, '_')}.png`;
      await page.screenshot({ path: `/tmp/shots19/${name}`, fullPage: false });
      console.log(name, await page.title());
    }
    await ctx.close();
  }
  await browser.close();
})();
