import type { Seeder } from '../../seed/index';

/** Names and colours for the demo tenants' tags; any other code in use is named by its code. */
const KNOWN: Record<string, [string, string, string]> = {
  RETAIL: ['ร้านค้าปลีก', 'Retail', '#2e7d32'],
  WHOLESALE: ['ร้านค้าส่ง', 'Wholesale', '#6a1b9a'],
  CREDIT: ['ลูกค้าเครดิต', 'Credit customer', '#c62828'],
  AGENT: ['ตัวแทน', 'Agent', '#ef6c00'],
  BKK: ['กรุงเทพฯ', 'Bangkok', '#1565c0'],
  VIP: ['ลูกค้า VIP', 'VIP', '#ad1457'],
};

/** Tag master rows for every tag the customers carry (idempotent; existing rows are left as they are). */
export const tagSeeder: Seeder = {
  name: 'customer-tags',
  async run(db, opts) {
    const used = await db.query<{ tenant_id: string; code: string }>(
      `SELECT DISTINCT c.tenant_id, upper(btrim(t.code)) AS code
         FROM customers c CROSS JOIN LATERAL unnest(string_to_array(c.route_step2, ',')) AS t(code)
        WHERE upper(btrim(t.code)) ~ '^[A-Z0-9_-]{1,30}$'`,
    );
    const tenants = new Set(used.map((u) => u.tenant_id));
    const rows = [...used, ...[...tenants].map((tenant_id) => ({ tenant_id, code: 'VIP' }))];
    for (const { tenant_id: tenantId, code } of rows) {
      if (opts.tenants && !opts.tenants.includes(tenantId)) continue;
      const [th, en, color] = KNOWN[code] ?? [code, code, '#1565c0'];
      await db.query(
        `INSERT INTO customer_tags (tenant_id, code, name_th, name_en, color) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, code) DO UPDATE SET name_th = EXCLUDED.name_th, name_en = EXCLUDED.name_en, color = EXCLUDED.color
          WHERE customer_tags.name_th = customer_tags.code AND customer_tags.created_by = ''`,
        [tenantId, code, th, en, color],
      );
    }
  },
};
