import { describe, expect, it } from 'vitest';
import { entryGroup, firstVisitGroup, sharedFirstVisitGroup } from '../../src/engine/build/vite-first-visit-chunk.js';

type Modules = Record<string, { imports?: string[]; lazy?: string[]; code?: string }>;

/** A module graph as rolldown's chunking context answers it: static and lazy imports by id. */
function graph(modules: Modules) {
  return {
    getModuleInfo(id: string) {
      const m = modules[id];
      return m ? ({ id, importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [], code: m.code ?? '' } as never) : null;
    },
  };
}

// main → (lazy) the buyer layout and registry (the doors), the merchant registry, the picker sheet.
const MODULES: Modules = {
  '/web/main.tsx': { imports: ['/web/router.tsx', '/node_modules/react/index.js'], lazy: ['/web/BuyerLayout.tsx', '/web/registry/buyer.ts', '/web/registry/merchant.ts', '/web/PickerSheet.tsx'] },
  '/web/router.tsx': { imports: ['/web/engine.ts'] },
  '/web/engine.ts': {},
  '/web/BuyerLayout.tsx': { imports: ['/web/SearchBox.tsx', '/web/engine.ts', '/web/Button.tsx'] },
  '/web/SearchBox.tsx': { imports: ['/web/highlight.ts', '/node_modules/tiny-lib/index.js'] },
  '/web/highlight.ts': {},
  '/node_modules/tiny-lib/index.js': {},
  '/web/registry/buyer.ts': { lazy: ['/web/Home.tsx', '/web/Checkout.tsx'] },
  '/web/Home.tsx': { imports: ['/web/ProductGrid.tsx'] },
  '/web/ProductGrid.tsx': { imports: ['/web/Button.tsx'] },
  '/web/Checkout.tsx': { imports: ['/web/ProductGrid.tsx', '/node_modules/@rjsf/core/index.js'] },
  '/node_modules/@rjsf/core/index.js': {},
  // The back office reaches the shared button, and the picker sheet reaches the highlight helper.
  '/web/registry/merchant.ts': { lazy: ['/web/MerchantScreen.tsx'] },
  '/web/MerchantScreen.tsx': { imports: ['/web/Button.tsx'] },
  '/web/Button.tsx': {},
  '/web/PickerSheet.tsx': { imports: ['/web/highlight.ts'] },
};
const APP = graph(MODULES);

const DOORS = ['/web/BuyerLayout.tsx', '/web/registry/buyer.ts'];

function captured(roots: string[]): string[] {
  const group = firstVisitGroup({ name: 'storefront', entry: '/web/main.tsx', doors: DOORS, roots });
  const name = group.name as (id: string, ctx: typeof APP) => string | null;
  const test = group.test as (id: string) => boolean;
  return Object.keys(MODULES).filter((id) => test(id) && name(id, APP) === 'storefront').sort();
}

describe('the first-visit chunk group', () => {
  it('takes the static graph of the roots that only the doors lead to', () => {
    expect(captured([...DOORS, '/web/Home.tsx'])).toEqual(['/web/BuyerLayout.tsx', '/web/Home.tsx', '/web/ProductGrid.tsx', '/web/SearchBox.tsx', '/web/registry/buyer.ts']);
  });

  it("leaves out the entry's modules, what another area or a shared lazy part reaches, libraries, and lazy screens not named", () => {
    const got = captured([...DOORS, '/web/Home.tsx']);
    // engine: the entry has it; Button: the back office; highlight: the picker sheet; tiny-lib: a library.
    for (const id of ['/web/engine.ts', '/web/Button.tsx', '/web/highlight.ts', '/node_modules/tiny-lib/index.js', '/web/Checkout.tsx', '/node_modules/@rjsf/core/index.js']) expect(got).not.toContain(id);
  });

  it('refuses a root that other pages reach without a door (the build fails instead of shipping it everywhere)', () => {
    expect(() => captured([...DOORS, '/web/Button.tsx'])).toThrow(/Button\.tsx/);
  });

  it('is a group of its own, after the framework, that never pulls in its dependencies', () => {
    const group = firstVisitGroup({ name: 'storefront', entry: '/web/main.tsx', doors: DOORS, roots: DOORS });
    expect(group).toMatchObject({ includeDependenciesRecursively: false, priority: 5 });
  });
});

describe('the shared first-visit chunk group', () => {
  function shared(roots: string[]): string[] {
    const group = sharedFirstVisitGroup({ name: 'storefront-shared', roots });
    const name = group.name as (id: string, ctx: typeof APP) => string | null;
    const test = group.test as (id: string) => boolean;
    return Object.keys(MODULES).filter((id) => test(id) && name(id, APP) === 'storefront-shared').sort();
  }

  it("takes the roots' whole static graph, shared or not (the area's own group and the entry's take theirs first, by priority), without libraries or lazy screens", () => {
    expect(shared([...DOORS, '/web/Home.tsx'])).toEqual(['/web/Button.tsx', '/web/BuyerLayout.tsx', '/web/Home.tsx', '/web/ProductGrid.tsx', '/web/SearchBox.tsx', '/web/engine.ts', '/web/highlight.ts', '/web/registry/buyer.ts']);
  });

  it('comes after the area group (5) and the entry group (4), and never pulls in dependencies', () => {
    expect(sharedFirstVisitGroup({ name: 's', roots: DOORS })).toMatchObject({ includeDependenciesRecursively: false, priority: 3 });
  });
});

describe('the shared first-visit group, through a barrel and beside other layouts', () => {
  // The card asks the domain barrel for `formatBaht` only; the barrel re-exports money, promotions and dates.
  const DOMAIN: Modules = {
    '/web/Card.tsx': { imports: ['/domain/index.ts', '/web/Menu.tsx'], code: 'import { formatBaht } from "../../domain";\nimport { Menu } from "./Menu";' },
    '/web/Menu.tsx': {},
    '/web/MerchantLayout.tsx': { imports: ['/web/Menu.tsx', '/domain/index.ts'], code: 'import { canRedeem as can } from "../domain";' },
    '/domain/index.ts': { imports: ['/domain/money.ts', '/domain/promotions.ts', '/domain/dates.ts'], code: 'export * from "./money";\nexport * from "./promotions";\nexport * from "./dates";' },
    '/domain/money.ts': { imports: ['/domain/round.ts'], code: 'import { round } from "./round";\nexport function formatBaht(n) { return round(n); }\nexport const SATANG = 100;' },
    '/domain/round.ts': { code: 'export function round(n) { return n; }' },
    '/domain/promotions.ts': { imports: ['/domain/dates.ts'], code: 'export function canRedeem() { return true; }' },
    '/domain/dates.ts': { code: 'const a = 1;\nexport { a as dayKey };' },
  };
  const CTX = graph(DOMAIN);
  const captured = (options: Partial<Parameters<typeof sharedFirstVisitGroup>[0]>) => {
    const group = sharedFirstVisitGroup({ name: 'g', roots: ['/web/Card.tsx'], ...options });
    const name = group.name as (id: string, ctx: typeof CTX) => string | null;
    return Object.keys(DOMAIN).filter((id) => name(id, CTX) === 'g').sort();
  };

  it("follows a barrel only to the modules that export a name the importer asks for (and their own imports), never the barrel itself", () => {
    expect(captured({ barrel: '/domain/index.ts' })).toEqual(['/domain/money.ts', '/domain/round.ts', '/web/Card.tsx', '/web/Menu.tsx']);
  });

  it('without the barrel option, takes every module the barrel re-exports', () => {
    expect(captured({})).toEqual(expect.arrayContaining(['/domain/promotions.ts', '/domain/dates.ts']));
  });

  it('with `alsoReachedFrom`, keeps only what those graphs hold too', () => {
    expect(captured({ barrel: '/domain/index.ts', alsoReachedFrom: ['/web/MerchantLayout.tsx'] })).toEqual(['/web/Menu.tsx']);
  });
});

describe("the entry's group", () => {
  // The entry asks the engine barrel for `routeTable` only; the barrel also re-exports the date
  // formatter, which lazy screens use. The picker sheet is lazy.
  const ENTRY: Modules = {
    '/web/index.html': { imports: ['\0vite/modulepreload-polyfill.js', '/web/main.tsx'] },
    '\0vite/modulepreload-polyfill.js': {},
    '/web/main.tsx': { imports: ['/engine/index.ts', '/node_modules/react/index.js'], lazy: ['/web/Orders.tsx'], code: 'import { routeTable } from "../engine";' },
    '/engine/index.ts': { imports: ['/engine/route-table.ts', '/engine/dates.ts'], code: 'export { routeTable } from "./route-table";\nexport { formatDate } from "./dates";' },
    '/engine/route-table.ts': { imports: ['/engine/sort.ts'], code: 'export function routeTable() {}' },
    '/engine/sort.ts': { code: 'export const byCode = 1;' },
    '/engine/dates.ts': { code: 'export function formatDate() {}' },
    '/web/Orders.tsx': { imports: ['/engine/index.ts'], code: 'import { formatDate } from "../engine";' },
    '/node_modules/react/index.js': {},
  };
  const CTX = graph(ENTRY);
  const isEntryModule = (id: string) => !id.includes('node_modules');
  const captured = (barrels?: string[]) => {
    const group = entryGroup({ name: 'entry', entry: '/web/index.html', barrels, test: isEntryModule });
    const name = group.name as (id: string, ctx: typeof CTX) => string | null;
    return Object.keys(ENTRY).filter((id) => isEntryModule(id) && name(id, CTX) === 'entry').sort();
  };

  it("takes the entry's static graph through a barrel only to the modules whose names it imports: a helper only lazy screens use stays out", () => {
    expect(captured(['/engine/index.ts'])).toEqual(['\0vite/modulepreload-polyfill.js', '/engine/route-table.ts', '/engine/sort.ts', '/web/index.html', '/web/main.tsx']);
  });

  it('without the barrel, takes everything it re-exports (what rolldown\'s $initial tag did: the date formatter on every page)', () => {
    expect(captured()).toContain('/engine/dates.ts');
  });

  it('never pulls in dependencies by itself, and comes before the shared groups', () => {
    expect(entryGroup({ name: 'entry', entry: '/web/index.html' })).toMatchObject({ includeDependenciesRecursively: false, priority: 4 });
  });
});

describe('the framework group (a shared group over libraries)', () => {
  // A library only a lazy screen imports (a chart's store hook) stays out of the file every page loads.
  const LIBS: Modules = {
    '/web/index.html': { imports: ['/web/main.tsx'] },
    '/web/main.tsx': { imports: ['/node_modules/react/index.js'], lazy: ['/web/Chart.tsx'] },
    '/web/Chart.tsx': { imports: ['/node_modules/use-sync-external-store/with-selector.js', '/node_modules/react/index.js'] },
    '/node_modules/react/index.js': {},
    '/node_modules/use-sync-external-store/with-selector.js': { imports: ['/node_modules/react/index.js'] },
  };
  const CTX = graph(LIBS);
  it('takes the libraries of the first visit only', () => {
    const group = sharedFirstVisitGroup({ name: 'framework', roots: ['/web/index.html'], test: /node_modules/, priority: 10 });
    const name = group.name as (id: string, ctx: typeof CTX) => string | null;
    expect(Object.keys(LIBS).filter((id) => name(id, CTX) === 'framework')).toEqual(['/node_modules/react/index.js']);
    expect(group.test).toEqual(/node_modules/);
  });
});
