// Plain JavaScript (typed by vite-preload-trim.d.ts), loaded by vite.config.ts.

/**
 * Shortens the list of chunks Vite writes before each `import()` of the client build (issue 13):
 * by default it names every chunk in the imported module's static graph, including the framework
 * chunk, the entry and the shared chunks that every page has already run; the buyer registry alone
 * carried ~2.5 KB gzip of such names. A chunk is dropped from the list when it is certainly loaded
 * before the `import()` can run: it is in the entry's static graph, or in the importing chunk's own
 * static graph. What a lazy screen needs beyond those is still preloaded in parallel.
 *
 * Use both halves: `plugins: [trim.plugin]` and `build.modulePreload.resolveDependencies: trim.resolveDependencies`.
 * The plugin's generateBundle runs before Vite's import analysis (a build "post" plugin) rewrites the lists.
 */
export function preloadTrim() {
  let bundle = null;
  let fromEntry = new Set();
  /** A chunk and every chunk it imports statically, transitively. */
  const staticGraph = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const chunk = bundle?.[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticGraph(imported, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'talad-preload-trim',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
        fromEntry = new Set();
        for (const chunk of Object.values(output)) if (chunk.type === 'chunk' && chunk.isEntry) staticGraph(chunk.fileName, fromEntry);
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      // The HTML's own preload tags are the entry's graph: they stay.
      if (!bundle || hostType !== 'js') return deps;
      const host = staticGraph(hostId);
      return deps.filter((dep) => !fromEntry.has(dep) && !host.has(dep));
    },
  };
}
