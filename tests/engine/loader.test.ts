import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTenants, type LoadedTenant } from '../../src/engine/node';
import { componentManifest } from '../../src/web/registry/manifest';
import { scratchRepo, LOGO } from './fixtures';
import { realTenants } from './helpers';

const known = new Set(componentManifest.map((entry) => entry.name));

describe('the repository bundles', () => {
  it('load without errors: base, sabai and khongdee', () => {
    const { base, baseErrors, tenants } = realTenants();
    expect(baseErrors).toEqual([]);
    expect(base).not.toBeNull();
    expect(tenants.map((t) => [t.id, t.errors])).toEqual([['khongdee', []], ['sabai', []]]);
  });

  it('pass the component check against the registry manifest', () => {
    const { tenants } = loadTenants(scratch().tenants, { knownComponents: known });
    expect(tenants.flatMap((t) => t.errors)).toEqual([]);
  });
});

let repo: ReturnType<typeof scratchRepo>;
const scratch = () => (repo ??= scratchRepo());
beforeEach(() => {
  repo = scratchRepo();
});
afterEach(() => repo.cleanup());

function tenantFile(id: string, body: Record<string, unknown>): void {
  repo.write(id, 'tenant.json', JSON.stringify({ id, ...body }, null, 2));
  repo.write(id, 'logo.svg', LOGO);
}

function load(): Record<string, LoadedTenant> {
  const { tenants } = loadTenants(repo.tenants, { knownComponents: known });
  return Object.fromEntries(tenants.map((t) => [t.id, t]));
}

describe('a broken tenant', () => {
  it('with bad JSON is reported with file and position; the healthy tenants still load', () => {
    repo.write('broken', 'tenant.json', '{\n  "id": "broken",\n  "flags": { "ENABLE_CHAT": "Y", }\n}\n');
    const tenants = load();
    expect(tenants.broken.bundle).toBeNull();
    expect(tenants.broken.errors).toHaveLength(1);
    expect(tenants.broken.errors[0].file).toMatch(/tenants\/broken\/tenant\.json$/);
    expect(tenants.broken.errors[0].reason).toMatch(/invalid JSON.*line 3, column \d+/);
    expect(tenants.sabai.bundle?.name.en).toBe('Sabai Mart');
    expect(tenants.khongdee.bundle).not.toBeNull();
  });

  it('with an unknown flag name points at the flag, also inside a variant', () => {
    tenantFile('typo', { flags: { ENABLE_CHATT: 'Y' }, variants: { ACME: { flags: { DISABLE_GUEST_MOD: 'Y' } } } });
    const { errors, bundle } = load().typo;
    expect(bundle).toBeNull();
    expect(errors.map((e) => e.pointer)).toEqual(['/flags/ENABLE_CHATT', '/variants/ACME/flags/DISABLE_GUEST_MOD']);
    expect(errors[0].reason).toContain("unknown flag 'ENABLE_CHATT'");
  });

  it('with an unknown component, guard, screen and locale key names each with its pointer', () => {
    tenantFile('refs', {
      routes: {
        'buyer.cart': { guards: ['customer', 'vipOnly'] },
        'buyer.extra': { path: '/extra', screen: 'buyer.extra', layout: 'buyer', title: 'common:title.noSuchTitle' },
        'buyer.ghost': { path: '/ghost', screen: 'buyer.ghost', layout: 'buyer' },
      },
      screens: { 'buyer.extra': { blocks: { main: { component: 'FancyCarousel', order: 1 } } } },
      menus: { buyerTopBar: { items: { deals: { label: 'common:menu.noSuchLabel', to: '/deals', order: 5, visibleWhen: { flag: 'NO_SUCH_FLAG' } } } } },
      wording: { en: { 'common:terms.noSuchTerm': 'x' } },
    });
    const errors = load().refs.errors.map((e) => `${e.pointer} ${e.reason}`);
    expect(errors).toEqual(
      expect.arrayContaining([
        "/routes/buyer.cart/guards/1 unknown guard 'vipOnly'",
        "/routes/buyer.extra/title missing locale key 'common:title.noSuchTitle' in locales/th and locales/en",
        "/routes/buyer.ghost/screen unknown screen 'buyer.ghost'",
        "/screens/buyer.extra/blocks/main/component unknown component 'FancyCarousel'",
        "/menus/buyerTopBar/items/deals/label missing locale key 'common:menu.noSuchLabel' in locales/th and locales/en",
        "/menus/buyerTopBar/items/deals/visibleWhen/flag unknown flag 'NO_SUCH_FLAG'",
        "/wording/en/common:terms.noSuchTerm wording overrides 'common:terms.noSuchTerm', which does not exist in locales/en",
      ]),
    );
    expect(errors).toHaveLength(7);
  });

  it('with schema violations reports JSON pointers and reasons', () => {
    tenantFile('shape', {
      hosts: 'shape.localhost',
      branding: { colors: { primary: 'orange' } },
      routes: { 'buyer.cart': { layout: 'sidebar' } },
      colour: 'red',
    });
    const errors = load().shape.errors.map((e) => `${e.pointer} ${e.reason}`);
    expect(errors).toContain("/colour unknown property 'colour'");
    expect(errors).toContain('/hosts must be array');
    expect(load().shape.bundle).toBeNull();
  });

  it('after merging, schema problems are blamed on the tenant file with the merged pointer', () => {
    tenantFile('colors', { branding: { colors: { primary: 'orange' } }, routes: { 'buyer.cart': { layout: 'sidebar' } } });
    const errors = load().colors.errors;
    expect(errors.every((e) => e.file.endsWith('tenants/colors/tenant.json'))).toBe(true);
    expect(errors.map((e) => e.pointer)).toEqual(expect.arrayContaining(['/branding/colors/primary', '/routes/buyer.cart/layout']));
  });

  it('a variant is validated as a patch over the tenant, blamed at /variants/<code>/…', () => {
    tenantFile('variant', { variants: { ACME: { routes: { 'buyer.cart': { guards: ['nope'] } }, id: 'other' } } });
    const errors = load().variant.errors.map((e) => `${e.pointer} ${e.reason}`);
    expect(errors).toEqual(expect.arrayContaining(["/variants/ACME/id unknown property 'id'"]));
    tenantFile('variant2', { variants: { ACME: { routes: { 'buyer.cart': { guards: ['nope'] } } } } });
    expect(load().variant2.errors.map((e) => `${e.pointer} ${e.reason}`)).toEqual(["/variants/ACME/routes/buyer.cart/guards/0 unknown guard 'nope'"]);
  });

  it('whose id differs from its folder, or with no tenant.json, or a missing logo, is refused', () => {
    tenantFile('mismatch', {});
    repo.write('mismatch', 'tenant.json', JSON.stringify({ id: 'other' }));
    repo.write('empty', 'README.txt', 'nothing here');
    tenantFile('nologo', { branding: { logo: 'brand.svg', colors: { primary: '#000000', secondary: '#ffffff' } } });
    const tenants = load();
    expect(tenants.mismatch.errors[0]).toMatchObject({ pointer: '/id' });
    expect(tenants.empty.errors[0].reason).toBe('tenant.json is missing');
    expect(tenants.nologo.errors.map((e) => e.pointer)).toEqual(['/branding/logo']);
  });

  it('a tenant may remove a base menu item with null and add its own', () => {
    tenantFile('editor', { menus: { buyerTopBar: { items: { faq: null, deals: { label: 'common:menu.promotion', to: '/promotion', order: 35 } } } } });
    const items = Object.keys(load().editor.bundle?.menus.buyerTopBar.items ?? {});
    expect(items).not.toContain('faq');
    expect(items).toContain('deals');
  });
});

describe('a broken base', () => {
  it('keeps every tenant from loading and says why', () => {
    repo.write('_base', 'tenant.json', '{ "id": "_base" }');
    const { base, baseErrors, tenants } = loadTenants(repo.tenants);
    expect(base).toBeNull();
    expect(baseErrors.map((e) => e.reason)).toContain("missing required property 'routes'");
    expect(tenants.every((t) => t.bundle === null && t.errors[0].reason.includes('base bundle is invalid'))).toBe(true);
  });

  it('reports a missing locale key once, against the base, while tenants still load', () => {
    const { base } = realTenants();
    const broken = structuredClone(base)!;
    broken.menus.buyerTopBar.items.home.label = 'common:menu.nothingHere';
    repo.write('_base', 'tenant.json', JSON.stringify(broken));
    const { baseErrors, tenants } = loadTenants(repo.tenants);
    expect(baseErrors.map((e) => e.pointer)).toEqual(['/menus/buyerTopBar/items/home/label']);
    expect(tenants.every((t) => t.bundle !== null && t.errors.length === 0)).toBe(true);
  });
});
