import type { FastifyInstance } from 'fastify';
import addressRoutes from '../addresses/routes';
import cartRoutes from '../cart/routes';
import checkoutRoutes from '../checkout/routes';
import couponRoutes from '../coupons/routes';
import combinedPaymentRoutes from '../payments/combine';
import gatewayRoutes from '../gateway/routes';
import paymentRoutes from '../payments/routes';
import pointsRoutes from '../points/routes';
import buyerOrderRoutes from './routes-buyer';
import staffOrderRoutes from './routes-staff';

/** Cart, addresses, coupons, points, checkout, orders and payments (docs/orders.md). */
export default async function orderAreaRoutes(app: FastifyInstance): Promise<void> {
  for (const mod of [cartRoutes, addressRoutes, couponRoutes, pointsRoutes, checkoutRoutes, buyerOrderRoutes, staffOrderRoutes, paymentRoutes, combinedPaymentRoutes, gatewayRoutes]) {
    await app.register(mod);
  }
}
