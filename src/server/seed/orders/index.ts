import { addDays, dayKey } from '../../../domain/dates';
import type { Db, Queryable } from '../../db/index';
import { earnPoints, isoDay } from '../../routes/points/ledger';
import { DEMO_TENANTS, type DemoTenant } from '../demo-data';
import type { Seeder } from '../index';

/** Demo payment settings per tenant: PromptPay id, bank account, delivery fee rule. */
const PAYMENT: Record<string, { promptpay: string; bank: string; account: string; name: string; fee: number; freeFrom: number }> = {
  sabai: { promptpay: '0812345678', bank: 'ธนาคารกสิกรไทย', account: '123-4-56789-0', name: 'บริษัท สบายมาร์ท จำกัด', fee: 50, freeFrom: 1000 },
  khongdee: { promptpay: '0105561234567', bank: 'ธนาคารไทยพาณิชย์', account: '987-6-54321-0', name: 'บริษัท ของดีซัพพลาย จำกัด', fee: 0, freeFrom: 0 },
};

async function seedPayments(q: Queryable, t: DemoTenant): Promise<void> {
  const p = PAYMENT[t.tenantId];
  if (!p) return;
  for (const c of t.centers) {
    await q.query(
      `INSERT INTO centre_payment_settings (tenant_id, sale_unit, promptpay_id, bank_name, bank_account_no, bank_account_name, qr_ttl_minutes, delivery_fee, free_delivery_from)
       VALUES ($1, $2, $3, $4, $5, $6, 15, $7, $8) ON CONFLICT DO NOTHING`,
      [t.tenantId, c.saleUnit, p.promptpay, p.bank, p.account, p.name, p.fee, p.freeFrom],
    );
  }
}

/** Three coupons per active demo customer: 50 baht off from 300, 10 % (max 200) from 500, and one already expired. */
async function seedCoupons(q: Queryable, t: DemoTenant, today: number): Promise<void> {
  for (const c of t.customers.filter((x) => x.status !== 'I')) {
    const rows: [string, 'value' | 'percent', number, number, number, number, number, string, string][] = [
      ['C50', 'value', 50, 300, 0, -30, 60, 'ส่วนลด 50 บาท เมื่อซื้อครบ 300 บาท', '50 baht off orders from 300 baht'],
      ['P10', 'percent', 10, 500, 200, -30, 60, 'ส่วนลด 10% (สูงสุด 200 บาท) เมื่อซื้อครบ 500 บาท', '10% off (up to 200 baht) orders from 500 baht'],
      ['OLD', 'value', 100, 0, 0, -60, -1, 'ส่วนลด 100 บาท (หมดอายุแล้ว)', '100 baht off (expired)'],
    ];
    for (const [suffix, type, value, min, max, from, to, th, en] of rows) {
      await q.query(
        `INSERT INTO coupons (tenant_id, coupon_id, customer_code, promotion_id, name_th, name_en, coupon_type, value, minimum_order, max_discount, date_begin, date_end)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12::date) ON CONFLICT DO NOTHING`,
        [t.tenantId, `${c.code}-${suffix}`, c.code, `CPN-${suffix}`, th, en, type, value, min, max, isoDay(addDays(today, from)), isoDay(addDays(today, to))],
      );
    }
  }
}

/** Welcome points per active demo customer: 500 for a year, 80 that expire within the month. */
async function seedPoints(q: Queryable, t: DemoTenant, now: Date): Promise<void> {
  for (const c of t.customers.filter((x) => x.status !== 'I')) {
    const [has] = await q.query('SELECT 1 FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2 LIMIT 1', [t.tenantId, c.code]);
    if (has) continue;
    await earnPoints(q, { tenantId: t.tenantId, customerCode: c.code, points: 500, orderId: null, saleUnit: null, now, kind: 'adjust', remark: 'Welcome points' });
    await earnPoints(q, {
      tenantId: t.tenantId, customerCode: c.code, points: 80, orderId: null, saleUnit: null, now, kind: 'adjust', remark: 'Campaign points',
      expiresOn: isoDay(addDays(dayKey(now), 20)),
    });
  }
}

/** Demo payment settings, coupons and points (the catalogue seeder makes the demo promotions). Idempotent. */
export async function seedOrderDemo(db: Db, only?: readonly string[], now = new Date()): Promise<void> {
  const today = dayKey(now);
  for (const t of DEMO_TENANTS) {
    if (only && !only.includes(t.tenantId)) continue;
    await db.transaction(async (tx) => {
      await seedPayments(tx, t);
      await seedCoupons(tx, t, today);
      await seedPoints(tx, t, now);
    });
  }
}

export const ordersSeeder: Seeder = {
  name: 'orders',
  run: async (db, opts) => { await seedOrderDemo(db, opts.tenants); },
};
