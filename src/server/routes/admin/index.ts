import type { FastifyInstance } from 'fastify';
import { guardMerchantArea } from '../merchant/scope';
import allowListRoutes from './allow-list';
import configSyncRoutes from './config-sync';
import gatewaySettingsRoutes from '../gateway/settings';

/** Super-admin tools outside the migration imports: config sync, the customer allow-list (docs/merchant.md), payment gateway settings (docs/payments.md). */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  guardMerchantArea(app, { superAdmin: true });
  await app.register(configSyncRoutes);
  await app.register(allowListRoutes);
  await app.register(gatewaySettingsRoutes);
}
