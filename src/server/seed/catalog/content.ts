import { addDays, dayKey } from '../../../domain/dates';
import type { Row } from './bulk';

/** Bodies are plain text: paragraphs separated by a blank line, a line starting with '# ' is a heading. */
export interface TenantNames { th: string; en: string }

const iso = (key: number) => `${String(key).slice(0, 4)}-${String(key).slice(4, 6)}-${String(key).slice(6, 8)}`;

/** Banners ('B'), news ('N') and the fixed pages ('P') of a demo tenant, dated around `now`. */
export function newsRows(tenantId: string, names: TenantNames, now: Date): Row[] {
  const today = dayKey(now);
  const day = (n: number) => iso(addDays(today, n));
  // The English picture carries the English title (banners/{code}-en.svg draws title_en).
  const img = (code: string, suffix = '') => `/api/media/${tenantId}/banners/${code}${suffix}.svg`;
  const row = (code: string, type: string, order: number, th: [string, string], en: [string, string], extra: Partial<Row> = {}): Row => ({
    tenant_id: tenantId, code, news_type: type, title_th: th[0], body_th: th[1], title_en: en[0], body_en: en[1],
    image: type === 'P' ? '' : img(code), image_en: type === 'P' ? '' : img(code, '-en'), link: '', active: 'Y', date_start: null, date_end: null, sort_order: order, ...extra,
  });
  return [
    row('BANNER_001', 'B', 10, ['ลดแรงรับหน้าร้อน', 'เครื่องดื่มลดสูงสุด 15% ทุกศูนย์กระจายสินค้า'], ['Summer savings', 'Drinks up to 15% off at every distribution centre'], { date_start: day(-7), date_end: day(30), link: '/product?c1=10' }),
    row('BANNER_002', 'B', 20, ['สั่งครบ 3,000 บาท ส่งฟรี', 'สำหรับร้านค้าสมาชิกทุกร้าน'], ['Free delivery from 3,000 baht', 'For every member shop'], { date_start: day(-30), date_end: day(60), link: '/news?code=HOWTO_001' }),
    row('BANNER_003', 'B', 30, ['สะสมคะแนนแลกของรางวัล', 'ทุกการสั่งซื้อได้คะแนน นำไปแลกสินค้าได้ทันที'], ['Collect points, redeem rewards', 'Every order earns points you can redeem for products'], { link: '/promotion' }),
    row('BANNER_004', 'B', 40, ['ข้าวหอมมะลิใหม่ ฤดูกาลนี้', 'ข้าวใหม่จากทุ่งกุลา ราคาส่ง'], ['New-crop jasmine rice', 'Fresh from Thung Kula at wholesale prices'], { date_start: day(-3), date_end: day(14), link: '/product?c1=30' }),
    row('BANNER_OLD', 'B', 50, ['โปรโมชันปีใหม่ (หมดเขตแล้ว)', 'โปรโมชันนี้สิ้นสุดแล้ว'], ['New Year deals (ended)', 'This promotion has ended'], { date_start: day(-60), date_end: day(-20) }),
    row('BANNER_OFF', 'B', 60, ['แบนเนอร์ที่ปิดไว้', 'ไม่แสดง'], ['Disabled banner', 'Not shown'], { active: 'N' }),
    row('NEWS_001', 'N', 10, ['สินค้าใหม่ประจำเดือน', `${names.th} เพิ่มสินค้าใหม่กว่า 200 รายการในหมวดเครื่องดื่มและขนมขบเคี้ยว สั่งได้แล้ววันนี้`], ['New products this month', `${names.en} added more than 200 drinks and snacks. Order them today.`], { date_start: day(-10), date_end: day(20) }),
    row('NEWS_002', 'N', 20, ['ปรับเวลารับสินค้าช่วงสงกรานต์', 'ศูนย์กระจายสินค้าทุกแห่งเปิดรับคำสั่งซื้อตามปกติ จัดส่งภายใน 2 วันทำการ'], ['Songkran delivery times', 'Every centre takes orders as usual; delivery within 2 working days.'], { date_start: day(-2), date_end: day(10) }),
    row('NEWS_003', 'N', 30, ['ชำระเงินด้วย Thai QR', 'ชำระค่าสินค้าด้วยการสแกน QR พร้อมเพย์ ยืนยันยอดอัตโนมัติ'], ['Pay with Thai QR', 'Pay by scanning a PromptPay QR code; payment is confirmed automatically.']),
    row('NEWS_OLD', 'N', 40, ['ข่าวเก่า', 'ข่าวนี้หมดอายุแล้ว'], ['Old news', 'This item has expired'], { date_start: day(-90), date_end: day(-30) }),
    row('HOWTO_001', 'P', 10, ['วิธีการสั่งซื้อ', [
      '# 1. เลือกศูนย์กระจายสินค้า', 'กดชื่อร้านด้านบนเพื่อเลือกศูนย์ที่ใกล้คุณที่สุด ราคาและสต็อกแสดงตามศูนย์ที่เลือก',
      '# 2. ค้นหาและเลือกสินค้า', 'พิมพ์ชื่อสินค้า ยี่ห้อ หรือบาร์โค้ดในช่องค้นหา หรือเลือกจากหมวดหมู่ แล้วกดเพิ่มลงตะกร้า',
      '# 3. ตรวจสอบตะกร้าและชำระเงิน', 'เลือกที่อยู่จัดส่ง ใส่คูปอง (ถ้ามี) แล้วเลือกชำระเงินปลายทาง โอนเงิน Thai QR หรือวงเงินเครดิต',
      '# 4. ติดตามคำสั่งซื้อ', 'ดูสถานะได้ที่เมนูประวัติการสั่งซื้อ',
    ].join('\n\n')], ['How to order', [
      '# 1. Choose your distribution centre', 'Tap the shop name at the top to pick the centre nearest to you. Prices and stock follow the centre you choose.',
      '# 2. Find products', 'Type a product name, brand or barcode in the search box, or browse the categories, then add to cart.',
      '# 3. Check out', 'Choose a delivery address, add a coupon if you have one, then pay cash on delivery, by bank transfer, Thai QR or customer credit.',
      '# 4. Track your order', 'Follow its status under order history.',
    ].join('\n\n')]),
    row('FAQ_001', 'P', 20, ['คำถามที่พบบ่อย', [
      '# สั่งขั้นต่ำเท่าไร', 'ไม่มีขั้นต่ำ สั่งครบ 3,000 บาทจัดส่งฟรี',
      '# จัดส่งกี่วัน', 'ภายใน 1–2 วันทำการหลังยืนยันคำสั่งซื้อ',
      '# ใช้คะแนนอย่างไร', 'สลับเป็นโหมดแลกคะแนนที่เมนูบัญชีของฉัน แล้วเลือกสินค้าที่แลกได้',
      '# ยกเลิกคำสั่งซื้อได้ไหม', 'ยกเลิกได้ก่อนศูนย์ยืนยันคำสั่งซื้อ',
    ].join('\n\n')], ['Frequently asked questions', [
      '# Is there a minimum order?', 'No. Orders of 3,000 baht or more are delivered free.',
      '# How long is delivery?', 'One to two working days after the order is confirmed.',
      '# How do I use points?', 'Switch to redeem mode in My Account and choose from the redeemable products.',
      '# Can I cancel an order?', 'Yes, until the centre confirms it.',
    ].join('\n\n')]),
    row('CONTACT_001', 'P', 30, ['ติดต่อเรา', [
      `# ${names.th}`, 'ฝ่ายบริการลูกค้า โทร 02-000-0000 (จันทร์–เสาร์ 08:00–18:00)', `อีเมล support@${tenantId}.example.com`, 'LINE Official Account ของแต่ละศูนย์อยู่ในหน้าข้อมูลศูนย์กระจายสินค้า',
    ].join('\n\n')], ['Contact us', [
      `# ${names.en}`, 'Customer service: 02-000-0000 (Monday–Saturday 08:00–18:00)', `Email support@${tenantId}.example.com`, 'Each centre\'s LINE Official Account is on its centre page.',
    ].join('\n\n')]),
  ];
}

/** Content pages: cookies-policy, pdpa, privacy. */
export function contentRows(tenantId: string, names: TenantNames): Row[] {
  const row = (id: string, version: string, th: [string, string], en: [string, string]): Row => ({
    tenant_id: tenantId, id, version, title_th: th[0], body_th: th[1], title_en: en[0], body_en: en[1],
  });
  return [
    row('cookies-policy', '1', ['นโยบายคุกกี้', [
      `${names.th} ใช้คุกกี้เพื่อให้เว็บไซต์ทำงานได้ จดจำภาษา ศูนย์กระจายสินค้าที่เลือก และการเข้าสู่ระบบของคุณ`,
      '# คุกกี้ที่จำเป็น', 'token, tenantId, locale, dc และ point ใช้เพื่อการเข้าสู่ระบบ ภาษา ศูนย์ที่เลือก และโหมดแลกคะแนน มีอายุไม่เกิน 1 ปี',
      '# การยินยอม', 'เมื่อกด "ยอมรับ" เราจะบันทึกคุกกี้ consent เป็นเวลา 1 ปี คุณสามารถลบคุกกี้ได้จากการตั้งค่าเบราว์เซอร์',
    ].join('\n\n')], ['Cookies policy', [
      `${names.en} uses cookies to make the site work and to remember your language, chosen distribution centre and sign-in.`,
      '# Necessary cookies', 'token, tenantId, locale, dc and point keep you signed in and remember your language, centre and redeem mode, for at most one year.',
      '# Consent', 'When you press "Agree" we store a consent cookie for one year. You can delete cookies in your browser settings.',
    ].join('\n\n')]),
    row('pdpa', '2026.1', ['นโยบายการคุ้มครองข้อมูลส่วนบุคคล (PDPA)', [
      `${names.th} เก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของคุณตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562`,
      '# ข้อมูลที่เก็บ', 'ชื่อร้าน เบอร์โทรศัพท์ ที่อยู่จัดส่ง ประวัติการสั่งซื้อ และพิกัดร้านค้า',
      '# วัตถุประสงค์', 'เพื่อรับคำสั่งซื้อ จัดส่งสินค้า ออกใบกำกับภาษี และแจ้งโปรโมชันที่เกี่ยวข้องเมื่อคุณยินยอม',
      '# สิทธิของคุณ', 'คุณมีสิทธิขอเข้าถึง แก้ไข ลบ หรือถอนความยินยอมได้ตลอดเวลา โดยติดต่อฝ่ายบริการลูกค้า',
    ].join('\n\n')], ['Personal data protection policy (PDPA)', [
      `${names.en} collects, uses and discloses your personal data under the Personal Data Protection Act B.E. 2562 (2019).`,
      '# What we collect', 'Shop name, mobile number, delivery addresses, order history and shop location.',
      '# Why', 'To take and deliver orders, issue tax invoices and, with your consent, tell you about relevant promotions.',
      '# Your rights', 'You may ask to access, correct or delete your data, or withdraw consent, at any time through customer service.',
    ].join('\n\n')]),
    row('privacy', '1', ['นโยบายความเป็นส่วนตัว', [
      `${names.th} เคารพความเป็นส่วนตัวของคุณ เราใช้ข้อมูลเท่าที่จำเป็นเพื่อให้บริการสั่งซื้อสินค้า`,
      '# การเปิดเผยข้อมูล', 'เราเปิดเผยข้อมูลเฉพาะกับศูนย์กระจายสินค้าและผู้จัดส่งที่เกี่ยวข้องกับคำสั่งซื้อของคุณ',
      '# การเก็บรักษา', 'ข้อมูลการสั่งซื้อเก็บไว้ 10 ปีตามกฎหมายบัญชี ข้อมูลอื่นลบเมื่อคุณปิดบัญชี',
    ].join('\n\n')], ['Privacy policy', [
      `${names.en} respects your privacy. We use only the data we need to serve your orders.`,
      '# Sharing', 'We share data only with the distribution centre and the rider handling your order.',
      '# Retention', 'Order records are kept for 10 years as accounting law requires; other data is deleted when you close your account.',
    ].join('\n\n')]),
  ];
}
