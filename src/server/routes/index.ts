import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import catalogRoutes from './catalog/index';
import chatRoutes from './chat/index';
import centerRoutes from './authen/centers';
import customerAuthRoutes from './authen/customer';
import guestRoutes from './authen/guest';
import logoutRoutes from './authen/logout';
import registerRoutes_ from './authen/register';
import staffRoutes from './authen/staff';
import devRoutes from './system/dev';
import devClockRoutes from './system/dev-clock';
import healthRoutes from './system/health';
import logRoutes from './system/log';
import orderAreaRoutes from './orders/index';
import profileRoutes from './profile/routes';
import merchantRoutes from './merchant/index';
import migrationRoutes from './migrations/index';
import adminRoutes from './admin/index';
import promotionRoutes from './promotions/index';
import tagRoutes from './tags/index';
import broadcastRoutes from './broadcasts/index';
import riderRoutes from './rider/index';
import agentRoutes from './agents/index';
import salesRoutes from './sales/index';
import lineRoutes from './line/index';
import loyaltyRoutes from './loyalty/routes';
import loyaltyAdminRoutes from './loyalty/admin';
import missionRoutes from './missions/routes';
import missionAdminRoutes from './missions/admin';
import subscriptionAreaRoutes from './subscriptions/index';
import contentAreaRoutes from './content/index';
import releaseRoutes from './release/index';
import diagnosticsRoutes from './diagnostics/index';
import probeRoutes from './system/probes';
import packageAreaRoutes from './packages/index';
import tenantRoutes from './tenant/bundle';
import webConfigAdminRoutes from './webconfig/admin';
import webConfigItemsRoutes from './webconfig/items';
import webConfigStreamRoutes from './webconfig/stream';

/**
 * Every API route module, one Fastify plugin per area or resource. To add an area (catalogue,
 * cart/orders, merchant, promotions, rider): write `routes/<area>/<resource>.ts` exporting a
 * default `async (app) => { app.get(...) }` with JSON schemas, and list it here.
 * Guards: `requireCustomer`, `requireMerchant()`, `requireSuperAdmin`, … in `auth/guards.ts`;
 * the tenant is `claimsOf(request).TenantId` (or `request.tenantId` for anonymous calls).
 */
export const routeModules: FastifyPluginAsync[] = [
  guestRoutes,
  customerAuthRoutes,
  registerRoutes_,
  staffRoutes,
  logoutRoutes,
  centerRoutes,
  webConfigItemsRoutes,
  webConfigAdminRoutes,
  webConfigStreamRoutes,
  logRoutes,
  tenantRoutes,
  healthRoutes,
  devRoutes,
  devClockRoutes,
  merchantRoutes,
  migrationRoutes, adminRoutes,
  promotionRoutes,
  tagRoutes,
  broadcastRoutes,
  orderAreaRoutes,
  profileRoutes,
  catalogRoutes,
  riderRoutes,
  agentRoutes,
  salesRoutes,
  chatRoutes,
  lineRoutes,
  loyaltyRoutes,
  loyaltyAdminRoutes,
  missionRoutes,
  missionAdminRoutes,
  subscriptionAreaRoutes,
  contentAreaRoutes,
  releaseRoutes,
  diagnosticsRoutes,
  probeRoutes,
  packageAreaRoutes,
];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const mod of routeModules) await app.register(mod);
}
