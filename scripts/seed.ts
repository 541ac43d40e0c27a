/*
 * npm run seed [-- --tenant <id>] [--products N] [--<key> <value>]: migrates and runs every seeder
 * (src/server/seed/index.ts) on $DATABASE_URL or the embedded database in $DATA_DIR. Idempotent.
 */
import { configFromEnv } from '../src/server/config';
import { migrate, openDb } from '../src/server/db/index';
import { runSeeders } from '../src/server/seed/index';
import { TenantRegistry } from '../src/server/tenants/registry';

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const [k, inline] = a.slice(2).split('=', 2);
    out[k] = inline ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'Y');
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
const config = configFromEnv();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db, undefined, console.info);
  const registry = new TenantRegistry(config.tenantsDir, { localesDir: config.localesDir, schemasDir: config.schemasDir });
  registry.load();
  const products = args.products !== undefined ? Number(args.products) : undefined;
  if (products !== undefined && !(Number.isInteger(products) && products >= 0)) throw new Error('--products must be a whole number');
  await runSeeders(db, { tenants: args.tenant ? args.tenant.split(',') : undefined, products, args, log: console.info, registry });
  console.info('seed done');
} finally {
  await db.close();
}
