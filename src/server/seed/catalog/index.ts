import type { Db, Queryable } from '../../db/index';
import type { Seeder } from '../index';
import { DEMO_TENANTS } from '../demo-data';
import { hash } from './random';
import { bulkInsert, type Row } from './bulk';
import { categoryRows, sortGroupRows } from './categories';
import {
  ADVANCE_COLUMNS, CATEGORY_COLUMNS, CONTENT_COLUMNS, COUNTER_COLUMNS, GROUP_COLUMNS, GROUP_MEMBER_COLUMNS, NEWS_COLUMNS,
  PRICE_LEVEL_COLUMNS, PRODUCT_COLUMNS, SORT_GROUP_COLUMNS, SORT_ITEM_COLUMNS, STOCK_COLUMNS,
} from './columns';
import { contentRows, newsRows, type TenantNames } from './content';
import { advancePriceRows, displayGroupSeeds, salesCounterRows, stockRows } from './extras';
import { productBatches, type ProductRow } from './products';
import { seedDemoPromotions } from './promotions';

/** Products each demo tenant gets at first start. */
export const DEMO_PRODUCT_COUNT = 3000;

/** Seed numbers of the demo tenants (any other tenant: a hash of its id). */
const DEMO_SEEDS: Record<string, number> = { sabai: 1, khongdee: 2 };
export const seedNumberOf = (tenantId: string) => DEMO_SEEDS[tenantId] ?? (hash(tenantId) % 1000) + 10;

/** Price levels of some demo customers per centre (everyone else buys at level 1). */
export const DEMO_PRICE_LEVELS: Record<string, [customer: string, saleUnit: string, level: number][]> = {
  sabai: [['SB0002', '1001', 3], ['SB0004', '1002', 2], ['SB0004', '1004', 2]],
  khongdee: [['KD0002', '2002', 4], ['KD0004', '2001', 2], ['KD0004', '2003', 2]],
};

export interface CatalogSeedOptions {
  tenantId: string;
  /** Catalogue size: products 0..count-1 of the seed's sequence (an existing smaller catalogue is topped up). */
  products: number;
  seed?: number;
  names?: TenantNames;
  now?: Date;
  log?: (message: string) => void;
}

export interface CatalogSeedResult { tenantId: string; products: number; inserted: number; skipped: boolean }

const BATCH = 2000;

/**
 * Creates (or tops up) one tenant's catalogue: products with units, five price levels and barcodes,
 * the category hierarchy, stock per centre, advance prices, best-seller counters, display groups,
 * category sorting, banners, news, fixed pages, content pages and demo promotions. Deterministic by seed number;
 * idempotent (existing rows are kept), all in one transaction.
 */
export async function seedCatalog(db: Db, o: CatalogSeedOptions): Promise<CatalogSeedResult> {
  const { tenantId } = o;
  const seed = o.seed ?? seedNumberOf(tenantId);
  const now = o.now ?? new Date();
  const log = o.log ?? (() => {});
  const [{ n: existing }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', [tenantId]);
  if (existing >= o.products) return { tenantId, products: existing, inserted: 0, skipped: true };
  const centres = (await db.query<{ sale_unit: string }>('SELECT sale_unit FROM distribution_centers WHERE tenant_id = $1 ORDER BY sale_unit', [tenantId]))
    .map((r) => r.sale_unit);
  const names = o.names ?? { th: tenantId, en: tenantId };
  const started = Date.now();

  const inserted = await db.transaction(async (tx) => {
    const rebuild = o.products - existing >= BULK_THRESHOLD ? await dropSecondaryIndexes(tx, 'products') : [];
    let added = 0;
    const sample: ProductRow[] = [];
    const categories = new Map<string, Row>();
    for (const batch of productBatches(tenantId, seed, o.products, BATCH)) {
      added += await bulkInsert(tx, 'products', PRODUCT_COLUMNS, batch);
      await insertChunks(tx, 'product_stock', STOCK_COLUMNS, stockRows(seed, batch, centres));
      await insertChunks(tx, 'advance_prices', ADVANCE_COLUMNS, advancePriceRows(seed, batch, centres, now));
      await insertChunks(tx, 'product_sales_counters', COUNTER_COLUMNS, salesCounterRows(seed, batch, centres));
      for (const c of categoryRows(tenantId, batch)) categories.set(`${c.level}:${c.code}`, c);
      // Display groups pick their members among the first products (the demo-sized catalogue).
      if (sample.length < DEMO_PRODUCT_COUNT) sample.push(...batch.slice(0, DEMO_PRODUCT_COUNT - sample.length));
      if (added && added % 20_000 < BATCH) log(`catalogue ${tenantId}: ${added} products`);
    }
    for (const def of rebuild) await tx.exec(def);
    if (rebuild.length) log(`catalogue ${tenantId}: ${rebuild.length} product indexes rebuilt`);
    await insertChunks(tx, 'categories', CATEGORY_COLUMNS, [...categories.values()]);
    await seedBrowsing(tx, tenantId, names, sample, now);
    await seedDemoPromotions(tx, tenantId, centres, sample, now);
    await bulkInsert(tx, 'customer_price_levels', PRICE_LEVEL_COLUMNS, (DEMO_PRICE_LEVELS[tenantId] ?? [])
      .map(([customer_code, sale_unit, price_level]) => ({ tenant_id: tenantId, customer_code, sale_unit, price_level })));
    return added;
  });
  // Fresh statistics for the planner, and all-visible pages for index-only scans (the embedded
  // database has no autovacuum). VACUUM cannot run inside a transaction.
  await db.exec('VACUUM ANALYZE products, product_stock, advance_prices, product_sales_counters, categories');
  log(`catalogue ${tenantId}: ${inserted} products added (${existing + inserted} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { tenantId, products: existing + inserted, inserted, skipped: false };
}

/** From this many new products on, indexes are rebuilt once instead of maintained row by row. */
const BULK_THRESHOLD = 10_000;

/**
 * Drops a table's secondary indexes and returns their definitions to recreate them (inside the
 * same transaction). Maintaining the trigram index row by row is most of a big seed's time; building
 * it once at the end is several times faster. On PostgreSQL the table is locked until the seed commits.
 */
async function dropSecondaryIndexes(tx: Queryable, table: string): Promise<string[]> {
  const rows = await tx.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`, [table]);
  for (const r of rows) await tx.exec(`DROP INDEX "${r.indexname.replaceAll('"', '""')}"`);
  return rows.map((r) => r.indexdef);
}

async function insertChunks(tx: Queryable, table: string, columns: Parameters<typeof bulkInsert>[2], rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) await bulkInsert(tx, table, columns, rows.slice(i, i + 5000));
}

async function seedBrowsing(tx: Queryable, tenantId: string, names: TenantNames, sample: readonly ProductRow[], now: Date): Promise<void> {
  const sorting = sortGroupRows(tenantId);
  await bulkInsert(tx, 'category_sort_groups', SORT_GROUP_COLUMNS, sorting.groups);
  await bulkInsert(tx, 'category_sort_items', SORT_ITEM_COLUMNS, sorting.items);
  const groups = displayGroupSeeds(tenantId, sample);
  await bulkInsert(tx, 'display_groups', GROUP_COLUMNS, groups.map((g) => g.group));
  await insertChunks(tx, 'display_group_products', GROUP_MEMBER_COLUMNS, groups.flatMap((g) =>
    g.members.map((p_code, i) => ({ tenant_id: tenantId, group_id: g.group.id, p_code, sort_order: i + 1 }))));
  await bulkInsert(tx, 'news', NEWS_COLUMNS, newsRows(tenantId, names, now));
  await bulkInsert(tx, 'contents', CONTENT_COLUMNS, contentRows(tenantId, names));
}

/**
 * `seeders` entry: the demo tenants get DEMO_PRODUCT_COUNT products at first start;
 * `npm run seed -- --tenant <id> --products N [--seed S]` creates or tops up any tenant.
 */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  async run(db, opts) {
    const ids = opts.tenants?.length ? opts.tenants : DEMO_TENANTS.map((t) => t.tenantId);
    const seed = opts.args?.seed !== undefined ? Number(opts.args.seed) : undefined;
    for (const tenantId of ids) {
      const name = opts.registry?.get(tenantId)?.bundle?.name;
      await seedCatalog(db, {
        tenantId,
        products: opts.products ?? DEMO_PRODUCT_COUNT,
        seed: Number.isFinite(seed) ? seed : undefined,
        names: name ? { th: name.th ?? tenantId, en: name.en ?? tenantId } : undefined,
        log: opts.log,
      });
    }
  },
};
