// Plain JavaScript (typed by vite-first-visit-chunk.d.ts), loaded by vite.config.ts.

const CODE = /\.[cm]?[jt]sx?$/;

/** Every module reachable from `starts` (static imports, and dynamic ones when asked), not entering `stop`. */
function reach(ctx, starts, { dynamic, stop = new Set() }) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id) || stop.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
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
        for (const m of reach(ctx, roots, { dynamic: false })) if (!elsewhere.has(m) && CODE.test(m) && !m.includes('node_modules')) captured.add(m);
        const missing = roots.filter((r) => !captured.has(r));
        if (missing.length) throw new Error(`first-visit chunk '${name}': not captured (not in the build, or reachable without a door): ${missing.join(', ')}`);
      }
      return captured.has(id) ? name : null;
    },
    test: (id) => CODE.test(id) && !id.includes('node_modules') && !id.startsWith('\0'),
    priority,
    includeDependenciesRecursively: false,
  };
}

/**
 * A rolldown `codeSplitting` group for the modules an area's first visit runs that other areas
 * import too (issue 13): automatic splitting gives each set of importers a file, and the
 * storefront's first visit downloaded some fifteen 0.1–1.5 KB files beside its own chunk, each a
 * round trip on a slow line (on 4G with 560 ms of latency they held the page's hydration for
 * seconds). Captured: the static graph of `roots`, except `exclude`. Give it a lower priority than
 * the area's own group and the entry's, which take their modules first. The cost: another area
 * that needs one of these modules downloads the whole chunk (a few KB).
 *
 * `exclude`: modules reached through a barrel without being used. A static graph counts every
 * module a barrel re-exports; side-effect-free ones are kept only where used, but in this chunk
 * any use anywhere would keep them (the pure domain's barrel would bring promotion rules to every
 * storefront visit), so those stay with automatic splitting.
 */
export function sharedFirstVisitGroup({ name, roots, exclude, priority = 3 }) {
  let captured = null;
  return {
    debugName: name,
    name(id, ctx) {
      if (!captured) captured = new Set([...reach(ctx, roots, { dynamic: false })].filter((m) => CODE.test(m) && !m.includes('node_modules') && !(exclude && exclude.test(m))));
      return captured.has(id) ? name : null;
    },
    test: (id) => CODE.test(id) && !id.includes('node_modules') && !id.startsWith('\0'),
    priority,
    includeDependenciesRecursively: false,
  };
}
