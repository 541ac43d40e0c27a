// Plain JavaScript (typed by vite-first-visit-chunk.d.ts), loaded by vite.config.ts.

const CODE = /\.[cm]?[jt]sx?$/;
/** A group's `test`, a pattern or a function, applied to a module id. */
const matches = (test, id) => (typeof test === 'function' ? test(id) : test.test(id));
/** The app's own code (not a library, not a bundler's virtual module). */
const appCode = (id) => CODE.test(id) && !id.includes('node_modules') && !id.startsWith('\0');

/**
 * Every module reachable from `starts` (static imports, and dynamic ones when asked), not entering
 * `stop`. Through `barrel` (a module of `export * from './x'` lines only) it follows just the
 * modules that export a name the importer asks for (`barrelMembers`), not everything re-exported.
 */
function reach(ctx, starts, { dynamic, stop = new Set(), barrel }) {
  const barrels = new Map((barrel ? [barrel].flat() : []).map((b) => [b, barrelMembers(ctx, b)]));
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id) || stop.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const dep of info.importedIds) {
      const members = barrels.get(dep);
      if (members) stack.push(...members(info.code ?? ''));
      else stack.push(dep);
    }
    if (dynamic) stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * A rolldown `codeSplitting` group that puts the app modules one area's first visit always runs
 * into ONE chunk (issue 13): automatic splitting cuts them into a file per set of lazy importers,
 * dozens of 1–3 KB files that compress worse one by one and cost a request each.
 *
 * Captured: the static graph of `roots` (the area's lazy layout, registry and first screens), less
 * every module the app can reach without passing through one of `doors` (the area's own lazy
 * entry points), statically or lazily, from `entry`. So another area's page, and the entry chunk,
 * never need the group's chunk; and since what they reach is closed under static imports, nothing
 * outside the chunk imports back into it (no chunk cycle). Libraries stay with their own groups.
 *
 * `includeDependenciesRecursively: false`: the default would also pull the captured modules'
 * dependencies (the engine, shared widgets, the entry's own modules) into this chunk, and the
 * entry would then import it on every page.
 */
export function firstVisitGroup({ name, entry, doors, roots, priority = 5 }) {
  let captured = null;
  return {
    debugName: name,
    name(id, ctx) {
      if (!captured) {
        const elsewhere = reach(ctx, [entry], { dynamic: true, stop: new Set(doors) });
        captured = new Set();
        for (const m of reach(ctx, roots, { dynamic: false })) if (!elsewhere.has(m) && appCode(m)) captured.add(m);
        const missing = roots.filter((r) => !captured.has(r));
        if (missing.length) throw new Error(`first-visit chunk '${name}': not captured (not in the build, or reachable without a door): ${missing.join(', ')}`);
      }
      return captured.has(id) ? name : null;
    },
    test: appCode,
    priority,
    includeDependenciesRecursively: false,
  };
}

const IMPORT_NAMES = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_DECL = /export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}(?!\s*from)/g;

/** The names a module's code imports from `specifier`s that `isBarrelSpecifier` accepts. */
function namesImported(code, isBarrelSpecifier) {
  const names = new Set();
  for (const [, list, spec] of code.matchAll(IMPORT_NAMES)) {
    if (!isBarrelSpecifier(spec)) continue;
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].trim();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/** The names a module's code exports (declarations and `export { … }` lists). */
function namesExported(code) {
  const names = new Set([...code.matchAll(EXPORT_DECL)].map((m) => m[1]));
  for (const [, list] of code.matchAll(EXPORT_LIST)) for (const part of list.split(',')) {
    const name = part.trim().split(/\s+as\s+/).pop()?.trim();
    if (name) names.add(name);
  }
  return names;
}

/** For an importer's code: the barrel's modules that export a name it imports from the barrel. */
function barrelMembers(ctx, barrel) {
  const folder = barrel.split('/').at(-2);
  const isBarrelSpecifier = (spec) => spec.endsWith(`/${folder}`) || spec.endsWith(`/${folder}/index`);
  const exported = (ctx.getModuleInfo(barrel)?.importedIds ?? []).map((id) => ({ id, names: namesExported(ctx.getModuleInfo(id)?.code ?? '') }));
  return (code) => {
    const wanted = namesImported(code, isBarrelSpecifier);
    return exported.filter(({ names }) => [...names].some((name) => wanted.has(name))).map(({ id }) => id);
  };
}

/**
 * A rolldown `codeSplitting` group for the modules an area's first visit runs that other areas
 * import too (issue 13): automatic splitting gives each set of importers a file, and the
 * storefront's first visit downloaded some fifteen 0.1–1.5 KB files beside its own chunk, each a
 * round trip on a slow line (on 4G with 560 ms of latency they held the page's hydration for
 * seconds). Captured: the static graph of `roots`. Give it a lower priority than the area's own
 * group and the entry's, which take their modules first. The cost: another area that needs one of
 * these modules downloads the whole chunk (a few KB).
 *
 * `barrel`: a module of `export * from './x'` lines only (src/domain/index.ts). A static graph
 * would count every module it re-exports; side-effect-free ones are kept only where used, but in
 * this chunk any use anywhere would keep them (the domain's barrel would bring promotion rules to
 * every storefront visit). Through the barrel, only the modules that export a name the importer
 * asks for are followed (names read from the transformed code's `import { … } from '…/domain'`).
 * `alsoReachedFrom`: only what these modules' static graphs hold too (what the area shares with
 * other areas' layouts, in a chunk of its own with a higher priority, so the back office's sign-in
 * does not download the storefront's cart).
 */
export function sharedFirstVisitGroup({ name, roots, alsoReachedFrom, barrel, test, priority = 3 }) {
  let captured = null;
  return {
    debugName: name,
    name(id, ctx) {
      if (!captured) {
        const other = alsoReachedFrom ? reach(ctx, alsoReachedFrom, { dynamic: false, barrel }) : null;
        captured = new Set([...reach(ctx, roots, { dynamic: false, barrel })].filter((m) => (test ? matches(test, m) : appCode(m)) && (!other || other.has(m))));
      }
      return captured.has(id) ? name : null;
    },
    test: test ?? appCode,
    priority,
    includeDependenciesRecursively: false,
  };
}

/**
 * A rolldown `codeSplitting` group for the entry's own app modules (issue 13): its static graph,
 * through `barrels` only to the modules whose names are imported. Rolldown's `$initial` tag counts
 * every module a barrel re-exports as part of the entry's static chain, so a module only lazy
 * screens use (the engine barrel's date formatter and form wrapper) sat in every page's entry, and
 * one only the layouts use (the menu resolver) too. Modules left out here must be side-effect free
 * (src/domain and src/engine are marked so: vite.config.ts), or the entry would import their chunk
 * for its effects: one more file on every first visit. `test` may take the bundler's own helpers.
 */
export function entryGroup({ name, entry, barrels, test, priority = 4 }) {
  let captured = null;
  return {
    debugName: name,
    name(id, ctx) {
      if (!captured) captured = reach(ctx, [entry], { dynamic: false, barrel: barrels });
      return captured.has(id) ? name : null;
    },
    test: test ?? appCode,
    priority,
    includeDependenciesRecursively: false,
  };
}
