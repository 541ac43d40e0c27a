/*
 * npm run tenants:check [-- --dir <tenantsDir>]
 * Validates every tenant bundle (schema, flags, components, guards, locale keys), prints OK or
 * `file  pointer  reason` per problem, how many routes have a real screen, and exits 1 on any error.
 */
import path from 'node:path';
import { loadTenants } from '../src/engine/node';
import type { BundleError, TenantBundle } from '../src/engine/index';
import { componentManifest } from '../src/web/registry/manifest';

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const tenantsDir = path.resolve(argValue('--dir') ?? process.env.TENANTS_DIR ?? 'tenants');
const known = new Set(componentManifest.map((entry) => entry.name));
const real = new Set(componentManifest.filter((entry) => entry.real).map((entry) => entry.name));

function realScreens(bundle: TenantBundle): { real: number; total: number } {
  const routes = Object.values(bundle.routes);
  const isReal = (screenId: string): boolean => {
    const blocks = Object.values(bundle.screens[screenId]?.blocks ?? {});
    return blocks.length > 0 && blocks.every((block) => real.has(block.component));
  };
  return { real: routes.filter((route) => isReal(route.screen)).length, total: routes.length };
}

function printErrors(errors: BundleError[]): void {
  for (const error of errors) console.log(`  ${error.file}  ${error.pointer || '(root)'}  ${error.reason}`);
}

const { base, baseErrors, tenants } = loadTenants(tenantsDir, { knownComponents: known });
let failed = false;

if (baseErrors.length) {
  failed = true;
  console.log(`_base: ${baseErrors.length} error(s)`);
  printErrors(baseErrors);
} else {
  console.log('_base: OK');
}
for (const tenant of tenants) {
  if (tenant.errors.length) {
    failed = true;
    console.log(`${tenant.id}: ${tenant.errors.length} error(s)`);
    printErrors(tenant.errors);
  } else {
    const variants = Object.keys(tenant.bundle?.variants ?? {});
    console.log(`${tenant.id}: OK${variants.length ? ` (variants: ${variants.join(', ')})` : ''}`);
  }
}
if (base) {
  const { real: count, total } = realScreens(base);
  console.log(`routes with a real screen: ${count}/${total}`);
}
const healthy = tenants.filter((tenant) => tenant.bundle).length;
console.log(`${healthy}/${tenants.length} tenant(s) load`);
process.exit(failed ? 1 : 0);
