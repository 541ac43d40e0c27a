import type { Seeder } from '../../seed/index';

/** Demo loyalty programme per tenant: points rules, three tiers, a voucher catalogue. Idempotent (existing rows are kept). */
const PROGRAMMES: Record<string, { rule: 'days' | 'month_end'; tiers: [number, string, string, number, number, string][]; vouchers: [number, 1 | 2, string, string, number, number, number, number, string][] }> = {
  sabai: {
    rule: 'month_end',
    tiers: [
      [1, 'สมาชิก', 'Member', 0, 1, '#8d6e63'],
      [2, 'ซิลเวอร์', 'Silver', 20_000, 1.25, '#78909c'],
      [3, 'โกลด์', 'Gold', 100_000, 1.5, '#f9a825'],
    ],
    vouchers: [
      // id, type, th, en, cost, value, min order, max discount, target tag
      [1, 1, 'ส่วนลด 50 บาท', '50 baht off', 200, 50, 300, 0, ''],
      [2, 2, 'ส่วนลด 5% (สูงสุด 100 บาท)', '5% off (up to 100 baht)', 300, 5, 500, 100, ''],
      [3, 1, 'ส่วนลด 200 บาท สำหรับลูกค้า VIP', '200 baht off for VIP customers', 400, 200, 1000, 0, 'VIP'],
    ],
  },
  khongdee: {
    rule: 'days',
    tiers: [
      [1, 'ทั่วไป', 'Standard', 0, 1, '#607d8b'],
      [2, 'พรีเมียม', 'Premium', 50_000, 1.2, '#3949ab'],
      [3, 'แพลทินัม', 'Platinum', 200_000, 1.5, '#37474f'],
    ],
    vouchers: [[1, 1, 'ส่วนลด 100 บาท', '100 baht off', 400, 100, 500, 0, '']],
  },
};

export const loyaltySeeder: Seeder = {
  name: 'loyalty',
  async run(db, opts) {
    for (const [tenantId, p] of Object.entries(PROGRAMMES)) {
      if (opts.tenants && !opts.tenants.includes(tenantId)) continue;
      const [tenant] = await db.query('SELECT 1 FROM distribution_centers WHERE tenant_id = $1 LIMIT 1', [tenantId]);
      if (!tenant) continue;
      await db.query('INSERT INTO loyalty_settings (tenant_id, expiry_rule) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tenantId, p.rule]);
      for (const [id, th, en, threshold, mult, colour] of p.tiers) {
        await db.query(
          `INSERT INTO loyalty_tiers (tenant_id, id, name_th, name_en, threshold, earn_multiplier, colour) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
          [tenantId, id, th, en, threshold, mult, colour],
        );
      }
      for (const [id, type, th, en, cost, value, min, max, tag] of p.vouchers) {
        await db.query(
          `INSERT INTO loyalty_vouchers (tenant_id, id, type_id, name_th, name_en, points_cost, value, minimum_order, max_discount, target_tag)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
          [tenantId, id, type, th, en, cost, value, min, max, tag],
        );
      }
    }
  },
};
