import type { Seeder } from '../../seed/index';

/** Demo agents and the salesperson who looks after them (README demo table). */
const DEMO_LINKS = [
  { tenantId: 'sabai', customerCode: 'SB0004', userId: 'SB-S001', saleUnit: '1002' },
  { tenantId: 'khongdee', customerCode: 'KD0004', userId: 'KD-S001', saleUnit: '2001' },
];

/** Idempotent: links only rows that exist and are not linked yet. */
export const agentSeeder: Seeder = {
  name: 'agents',
  async run(db, opts) {
    for (const l of DEMO_LINKS) {
      if (opts.tenants && !opts.tenants.includes(l.tenantId)) continue;
      await db.query(
        `INSERT INTO salesperson_customers (tenant_id, customer_code, user_id, sale_unit)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM customers WHERE tenant_id = $1 AND customer_code = $2)
            AND EXISTS (SELECT 1 FROM merchant_users WHERE tenant_id = $1 AND user_id = $3)
         ON CONFLICT (tenant_id, customer_code) DO NOTHING`,
        [l.tenantId, l.customerCode, l.userId, l.saleUnit],
      );
    }
  },
};
