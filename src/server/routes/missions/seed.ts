import type { Seeder } from '../../seed/index';

// kind, th, en, description th, description en, target, points, extra (content / qr / survey)
type Demo = [string, string, string, string, string, number, number, Record<string, string>];
const DEMO: Record<string, Demo[]> = {
  sabai: [
    ['CHECK-IN', 'เช็กอินทุกวัน 3 วัน', 'Check in on 3 days', 'เปิดแอปแล้วกดเช็กอินวันละครั้ง ครบ 3 วันรับคะแนน', 'Open the app and check in once a day; 3 days earn the reward', 3, 15, {}],
    ['NEWS', 'อ่านข่าวโปรโมชั่นเดือนนี้', "Read this month's promotion", 'อ่านข่าวให้จบแล้วกด "อ่านแล้ว"', 'Read the news item and tap "I have read it"', 1, 5,
      { content_th: 'สบายมาร์ทลดราคาเครื่องดื่มทุกชนิด 10% ตลอดเดือนนี้ สั่งผ่านแอปได้ทันที', content_en: 'Sabai Mart takes 10% off every drink this month. Order in the app now.' }],
    ['ORDER_ACC', 'สั่งซื้อสะสมครบ 5,000 บาท', 'Order 5,000 baht in total', 'คำสั่งซื้อที่ชำระแล้วนับรวม', 'Paid orders count', 5000, 100, {}],
    ['PHOTO', 'ถ่ายรูปชั้นวางสินค้าสบายมาร์ท', 'Photograph the Sabai Mart shelf', 'ถ่ายรูปชั้นวางสินค้าในร้านของคุณ เจ้าหน้าที่จะตรวจภายใน 2 วัน', 'Take a photo of the shelf in your shop; staff check it within 2 days', 1, 20, {}],
    ['SCAN_QR', 'สแกน QR ที่จุดรับสินค้า', 'Scan the QR at the pick-up point', 'สแกน QR โค้ดที่ติดอยู่ที่จุดรับสินค้าของสาขา', 'Scan the QR code at the branch pick-up point', 1, 15, { qr_code: 'SABAI-QR-2026' }],
    ['SURVEY', 'แบบสอบถามความพึงพอใจ', 'Satisfaction survey', 'ตอบ 2 คำถามสั้น ๆ', 'Answer two short questions', 1, 10, { survey_form: 'survey-satisfaction.json' }],
  ],
  khongdee: [
    ['CHECK-IN', 'เช็กอินวันนี้', 'Check in today', 'กดเช็กอินรับคะแนน', 'Check in to earn points', 1, 5, {}],
    ['NEWS', 'อ่านข่าวสินค้าใหม่', 'Read about new products', 'อ่านข่าวให้จบ', 'Read the news item', 1, 5,
      { content_th: 'ของดีซัพพลายมีสินค้าใหม่กว่า 50 รายการ', content_en: 'Khong Dee Supply has more than 50 new products.' }],
  ],
};

/** Demo missions per tenant (docs/missions.md), once: a tenant that already has missions is left alone. */
export const missionSeeder: Seeder = {
  name: 'missions',
  async run(db, opts) {
    for (const [tenantId, list] of Object.entries(DEMO)) {
      if (opts.tenants && !opts.tenants.includes(tenantId)) continue;
      const [tenant] = await db.query('SELECT 1 FROM distribution_centers WHERE tenant_id = $1 LIMIT 1', [tenantId]);
      const [has] = await db.query('SELECT 1 FROM missions WHERE tenant_id = $1 LIMIT 1', [tenantId]);
      if (!tenant || has) continue;
      for (const [kind, th, en, dth, den, target, points, x] of list) {
        await db.query(
          `INSERT INTO missions (tenant_id, kind, name_th, name_en, description_th, description_en, target, reward_points, content_th, content_en, qr_code, survey_form, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, '2026-01-01T00:00:00Z')`,
          [tenantId, kind, th, en, dth, den, target, points, x.content_th ?? '', x.content_en ?? '', x.qr_code ?? null, x.survey_form ?? null],
        );
      }
    }
  },
};
