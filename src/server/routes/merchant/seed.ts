import type { Queryable } from '../../db/index';
import type { SurveyQuestion } from '../../db/schema/merchant';
import { DEMO_TENANTS } from '../../seed/demo-data';
import type { Seeder } from '../../seed/index';
import { seedBulkHistory } from './seed-bulk';

/** Photo groups every demo tenant files customer photos under. */
const PHOTO_GROUPS: [code: string, th: string, en: string][] = [
  ['SHOPFRONT', 'หน้าร้าน', 'Shop front'],
  ['SHELF', 'ชั้นวางสินค้า', 'Shelf'],
  ['POSM', 'สื่อ ณ จุดขาย', 'Point-of-sale material'],
  ['DOCUMENT', 'เอกสาร', 'Documents'],
];

const VISIT_SURVEY: SurveyQuestion[] = [
  { id: 'open', type: 'yesno', label: { th: 'ร้านเปิดทำการหรือไม่', en: 'Is the shop open?' }, required: true },
  { id: 'shelf', type: 'choice', label: { th: 'สภาพชั้นวางสินค้าของเรา', en: 'State of our shelf' }, required: true,
    options: [{ value: 'full', label: { th: 'เต็ม', en: 'Full' } }, { value: 'low', label: { th: 'เหลือน้อย', en: 'Running low' } }, { value: 'empty', label: { th: 'หมด', en: 'Empty' } }] },
  { id: 'facings', type: 'number', label: { th: 'จำนวนหน้าสินค้าบนชั้น', en: 'Product facings on the shelf' } },
  { id: 'note', type: 'text', label: { th: 'หมายเหตุ', en: 'Notes' } },
];

const COMPETITOR_SURVEY: SurveyQuestion[] = [
  { id: 'competitor', type: 'yesno', label: { th: 'มีสินค้าคู่แข่งวางขายหรือไม่', en: 'Are competitor products on sale?' }, required: true },
  { id: 'brand', type: 'text', label: { th: 'ยี่ห้อคู่แข่ง', en: 'Competitor brand' } },
];

async function seedTenant(q: Queryable, tenantId: string): Promise<void> {
  let order = 0;
  for (const [code, th, en] of PHOTO_GROUPS) {
    order += 10;
    await q.query(
      'INSERT INTO customer_photo_groups (tenant_id, code, picture_name, picture_name_en, sort_order) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [tenantId, code, th, en, order],
    );
  }
  const surveys: [string, string, string, SurveyQuestion[]][] = [
    ['VISIT', 'แบบสำรวจการเยี่ยมร้าน', 'Shop visit', VISIT_SURVEY],
    ['COMPETITOR', 'สำรวจสินค้าคู่แข่ง', 'Competitor check', COMPETITOR_SURVEY],
  ];
  order = 0;
  for (const [id, th, en, questions] of surveys) {
    order += 10;
    await q.query(
      'INSERT INTO surveys (tenant_id, survey_id, title_th, title_en, questions, sort_order) VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT DO NOTHING',
      [tenantId, id, th, en, JSON.stringify(questions), order],
    );
  }
}

/** Photo groups and surveys of the demo tenants (idempotent); `--orders N` adds bulk history (seed-bulk.ts). */
export const merchantSeeder: Seeder = {
  name: 'merchant',
  async run(db, opts) {
    for (const t of DEMO_TENANTS) {
      if (opts.tenants && !opts.tenants.includes(t.tenantId)) continue;
      await seedTenant(db, t.tenantId);
      const orders = Number(opts.args?.orders ?? 0);
      if (orders > 0) {
        const customers = opts.args?.customers ? Number(opts.args.customers) : undefined;
        await seedBulkHistory(db, { tenantId: t.tenantId, orders, customers, log: opts.log });
      }
    }
  },
};
