import type { FastifyInstance } from 'fastify';
import advancePriceRoutes from './advance-prices';
import centreImageRoutes from './centre-images';
import customerFileRoutes from './customer-files';
import customerLoyaltyRoutes from './customer-loyalty';
import customerRoutes from './customers';
import impersonationRoutes from './impersonation';
import merchantOrderRoutes from './orders';
import { productImageRoutes, publicImageRoutes } from './product-images';
import productRoutes from './products';
import registrationRoutes from './registration';
import reportRoutes from './reports';
import surveyRoutes from './surveys';

/**
 * The merchant back office API (docs/merchant.md). Each module is its own encapsulated plugin with
 * its guard hook; every query goes through `merchantScope` (routes/merchant/scope.ts).
 */
export default async function merchantRoutes(app: FastifyInstance): Promise<void> {
  for (const mod of [reportRoutes, merchantOrderRoutes, impersonationRoutes, customerRoutes, customerFileRoutes, customerLoyaltyRoutes, surveyRoutes,
    productRoutes, productImageRoutes, publicImageRoutes, advancePriceRoutes,
    registrationRoutes, centreImageRoutes]) await app.register(mod);
}
