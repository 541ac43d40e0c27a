import { addDays, dayKey, dayKeyToYyyymmdd } from '../../../domain/dates';
import type { Queryable } from '../../db/index';
import type { ProductRow } from './products';

interface DemoPromotion {
  name: string;
  short: string;
  remark: string;
  type: '1' | '2' | '3';
  salesNumber?: '1' | '2';
  /** Days from today. */
  begin: number;
  end: number;
  enabled?: 'Y' | 'N';
  /** Sale products: the type (h3) they come from, how many. */
  sale?: { h3: string; count: number };
  /** The first sale product is also the free product. */
  freeIsSale?: boolean;
  line: { buyMin: number; buyMax?: number; orderBuy?: number; freeNumber?: number; discNumber?: number; discType: 'FreeItem' | 'DiscountValue' | 'DiscountPercent' };
}

const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  { name: 'ซื้อน้ำดื่ม 10 แถม 1', short: 'น้ำดื่ม 10 แถม 1', remark: 'ซื้อน้ำดื่มครบ 10 ขวด รับฟรี 1 ขวด', type: '1', begin: -7, end: 30,
    sale: { h3: '100101', count: 6 }, freeIsSale: true, line: { buyMin: 10, orderBuy: 10, freeNumber: 1, discType: 'FreeItem' } },
  { name: 'มันฝรั่งทอดลด 10 บาททุก 12 ซอง', short: 'มันฝรั่งลด 10.-', remark: 'ลด 10 บาททุก 12 ซอง คละรสได้', type: '2', begin: -3, end: 20,
    sale: { h3: '200101', count: 10 }, line: { buyMin: 12, orderBuy: 12, discNumber: 10, discType: 'DiscountValue' } },
  { name: 'บะหมี่กึ่งสำเร็จรูปลด 5% เมื่อซื้อครบ 30 ซอง', short: 'บะหมี่ลด 5%', remark: 'ซื้อบะหมี่ครบ 30 ซอง (1 ลัง) ลด 5%', type: '2', begin: -10, end: 10,
    sale: { h3: '400101', count: 8 }, line: { buyMin: 30, discNumber: 5, discType: 'DiscountPercent' } },
  { name: 'สั่งครบ 3,000 บาท ลด 100 บาท', short: 'ครบ 3,000 ลด 100', remark: 'ส่วนลดท้ายบิลเมื่อยอดสั่งซื้อครบ 3,000 บาท', type: '3', salesNumber: '2', begin: -1, end: 60,
    line: { buyMin: 3000, discNumber: 100, discType: 'DiscountValue' } },
  { name: 'นมยูเอชทีลด 3 บาท (หมดเขตแล้ว)', short: 'นมลด 3.-', remark: 'โปรโมชันที่หมดเขตแล้ว', type: '2', begin: -40, end: -10,
    sale: { h3: '600101', count: 4 }, line: { buyMin: 1, orderBuy: 1, discNumber: 3, discType: 'DiscountValue' } },
  { name: 'ผงซักฟอกลด 8% (เร็วๆ นี้)', short: 'ผงซักฟอกลด 8%', remark: 'เริ่มสัปดาห์หน้า', type: '2', begin: 5, end: 20,
    sale: { h3: '700101', count: 4 }, line: { buyMin: 2, discNumber: 8, discType: 'DiscountPercent' } },
];

/**
 * Demo promotions per centre (free item, value and percent product discounts, a bill discount, an
 * expired and a coming one) in the promotions tables, so promotion products and checkout have data.
 * Only for a tenant without promotions: the editor's own data is never touched.
 */
export async function seedDemoPromotions(tx: Queryable, tenantId: string, saleUnits: readonly string[], sample: readonly ProductRow[], now: Date): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions WHERE tenant_id = $1', [tenantId]);
  if (n > 0) return 0;
  const today = dayKey(now);
  const day = (d: number) => dayKeyToYyyymmdd(addDays(today, d));
  let created = 0;
  for (const saleUnit of saleUnits) {
    for (const p of DEMO_PROMOTIONS) {
      const sale = p.sale ? sample.filter((r) => r.h3 === p.sale!.h3 && !r.disabled).slice(0, p.sale.count).map((r) => String(r.p_code)) : [];
      if (p.sale && sale.length === 0) continue;
      const [{ promotion_id: id }] = await tx.query<{ promotion_id: number }>(
        `INSERT INTO promotions (tenant_id, sale_unit, promotion_name, opt30, promotion_remark, date_begin_t, date_end_t, flag_enabled,
           promotion_type, sales_number, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'seed', 'seed') RETURNING promotion_id`,
        [tenantId, saleUnit, p.name, p.short, p.remark, day(p.begin), day(p.end), p.enabled ?? 'Y', p.type, p.salesNumber ?? '1']);
      const l = p.line;
      await tx.query(
        `INSERT INTO promotion_details (tenant_id, promotion_id, promotion_ln, buy_min, buy_max, order_buy, free_number, disc_number, disc_type)
         VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8)`,
        [tenantId, id, l.buyMin, l.buyMax ?? 0, l.orderBuy ?? 0, l.freeNumber ?? 0, l.discNumber ?? 0, l.discType]);
      const items = [
        ...sale.map((code, i) => ['ProductsSale', code, i + 1] as const),
        ...(p.freeIsSale && sale[0] ? [['ProductsFree', sale[0], 1] as const] : []),
      ];
      if (items.length) {
        await tx.query(
          `INSERT INTO promotion_items (tenant_id, promotion_id, list, code, position)
           SELECT $1, $2, l, c, pos FROM unnest($3::text[], $4::text[], $5::int[]) AS x(l, c, pos)`,
          [tenantId, id, items.map((x) => x[0]), items.map((x) => x[1]), items.map((x) => x[2])]);
      }
      created++;
    }
  }
  return created;
}
