import type { Seeder } from '../../seed/index';

/** Demo customer and store types for every tenant (idempotent: existing codes are left as they are). */
const CUSTOMER_TYPES = [
  ['01', 'ร้านค้าปลีก', 'Retail shop'], ['02', 'ร้านค้าส่ง', 'Wholesaler'], ['03', 'ร้านอาหาร', 'Restaurant'], ['04', 'โรงแรม', 'Hotel'],
] as const;
const STORE_TYPES = [
  ['GT', 'ร้านโชห่วย', 'Traditional trade'], ['MT', 'มินิมาร์ท', 'Minimart'], ['HC', 'ร้านอาหารและโรงแรม', 'HoReCa'], ['ON', 'ร้านออนไลน์', 'Online shop'],
] as const;

export const promotionMasterdataSeeder: Seeder = {
  name: 'promotion-masterdata',
  async run(db, opts) {
    const tenants = await db.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM distribution_centers');
    for (const { tenant_id: tenantId } of tenants) {
      if (opts.tenants && !opts.tenants.includes(tenantId)) continue;
      for (const [table, list] of [['customer_type_master', CUSTOMER_TYPES], ['store_type_master', STORE_TYPES]] as const) {
        for (const [i, [code, th, en]] of list.entries()) {
          await db.query(
            `INSERT INTO ${table} (tenant_id, code, name_th, name_en, sort_order) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
            [tenantId, code, th, en, i],
          );
        }
      }
    }
  },
};
