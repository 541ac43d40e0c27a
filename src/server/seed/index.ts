import type { Db } from '../db/index';
import type { TenantRegistry } from '../tenants/registry';
import { catalogSeeder } from './catalog/index';
import { seedDemoTenants } from './demo';
import { ordersSeeder } from './orders/index';
import { promotionMasterdataSeeder } from '../routes/promotions/seed-masterdata';
import { merchantSeeder } from '../routes/merchant/seed';
import { tagSeeder } from '../routes/tags/seed';
import { agentSeeder } from '../routes/agents/seed';
import { loyaltySeeder } from '../routes/loyalty/seed';
import { paymentGatewaySeeder } from '../routes/gateway/seed';
import { missionSeeder } from '../routes/missions/seed';

export interface SeedOptions {
  /** Limit to these tenants (default: every demo tenant). */
  tenants?: string[];
  /** Catalogue size per tenant, for the catalogue seeder (`npm run seed -- --products N`). */
  products?: number;
  /** Any further `--key value` flags of `npm run seed`, for seeders added later. */
  args?: Record<string, string>;
  log: (message: string) => void;
  registry?: TenantRegistry;
}

export interface Seeder {
  name: string;
  run(db: Db, opts: SeedOptions): Promise<void>;
}

/**
 * Seeders run in order on first start and by `npm run seed`; each must be idempotent.
 * The catalogue, orders, … seeders are appended here (e.g. `seed/catalog/index.ts`).
 */
export const seeders: Seeder[] = [
  { name: 'demo', run: async (db, opts) => { await seedDemoTenants(db, opts.log, opts.tenants); } },
  catalogSeeder,
  loyaltySeeder,
  missionSeeder,
  ordersSeeder,
  promotionMasterdataSeeder,
  merchantSeeder,
  tagSeeder,
  agentSeeder,
  paymentGatewaySeeder,
];

export async function runSeeders(db: Db, opts: SeedOptions): Promise<void> {
  for (const s of seeders) await s.run(db, opts);
}

/** First start (buildApp `seed: true`): every seeder with defaults. */
export async function seedDemo(db: Db, registry: TenantRegistry, log: (m: string) => void, products?: number): Promise<void> {
  await runSeeders(db, { log, registry, ...(products ? { products } : {}) });
}
