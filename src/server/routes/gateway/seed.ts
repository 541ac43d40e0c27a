import type { Seeder } from '../../seed/index';

/**
 * Demo: every sabai centre takes cards through the local sandbox gateway (docs/payments.md).
 * khongdee has no gateway (its checkout stays COD / transfer / Thai QR / credit).
 */
export const paymentGatewaySeeder: Seeder = {
  name: 'payment-gateways',
  async run(db, opts) {
    if (opts.tenants && !opts.tenants.includes('sabai')) return;
    const [t] = await db.query(`SELECT 1 FROM distribution_centers WHERE tenant_id = 'sabai' LIMIT 1`);
    if (!t) return;
    await db.query(
      `INSERT INTO payment_gateways (tenant_id, sale_unit, provider, methods, ttl_minutes) VALUES ('sabai', '', 'sandbox', '["CREDIT_CARD"]'::jsonb, 15)
       ON CONFLICT DO NOTHING`,
    );
  },
};
