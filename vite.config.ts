import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidators } from './src/engine/build/vite-form-validators.js';
import { preloadTrim } from './src/engine/build/vite-preload-trim.js';
import { isPureEngineModule } from './src/engine/build/pure-engine-modules.js';
import { entryGroup, firstVisitGroup, sharedFirstVisitGroup } from './src/engine/build/vite-first-visit-chunk.js';

/**
 * Libraries every page starts with: one cacheable chunk instead of a dozen small ones. Top-level
 * packages only: a copy nested under another package (rjsf's own react-is) stays with that package.
 */
const FRAMEWORK = /(?<!node_modules[\\/].*)node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|theme-ui|@theme-ui|@emotion|stylis|valtio|proxy-compare|json-logic-js|deepmerge|hoist-non-react-statics|react-is|use-sync-external-store)[\\/]/;

/** React 19's own hook, standing in for the `use-sync-external-store/shim` package (alias below): with the libraries. */
const SYNC_STORE_SHIM = fileURLToPath(new URL('./src/web/app/use-sync-external-store-shim.ts', import.meta.url));
const FRAMEWORK_MODULE = (id: string) => FRAMEWORK.test(id) || id === SYNC_STORE_SHIM;

/** The app's own modules, code or not (a `?url` import of a text file is a module too). */
const APP_MODULE = /^(?!\0)(?!.*node_modules)/;
/** The entry's chunk also holds Vite's own helpers (the preload helper, the modulepreload polyfill). */
const ENTRY_MODULE = (id: string) => APP_MODULE.test(id) || id.startsWith('\0vite/');

const web = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/**
 * What every storefront first visit runs beyond the entry (issue 13): the buyer frame (header,
 * search box, cart, footer), the area's registry, and the home's and product page's blocks. One
 * chunk instead of ~40 small ones: gzip compresses one file better than many, and each file is a
 * request on a slow phone. Only modules no other area (nor the entry) can reach go in
 * (src/engine/build/vite-first-visit-chunk.js): the back office never downloads it, and lazy
 * screens (checkout, account, the forms with rjsf/ajv) stay their own chunks.
 */
const STOREFRONT_ENTRIES = [web('layouts/buyer/BuyerLayout.tsx'), web('registry/buyer.ts')];
// The list of the storefront's other screens is a door too (its screens share the frame's modules,
// which stay in this chunk), but not in it: a first visit to a landing page never loads it.
const STOREFRONT_DOORS = [...STOREFRONT_ENTRIES, web('registry/buyer-more.ts')];
const STOREFRONT_FIRST_SCREENS = ['buyer/home/HomeBanners.tsx', 'buyer/home/HomeCategories.tsx', 'buyer/home/HomeProducts.tsx', 'buyer/product/ProductDetailScreen.tsx'].map(web);
const STOREFRONT_FIRST_VISIT = [...STOREFRONT_ENTRIES, ...STOREFRONT_FIRST_SCREENS];
/** The other areas' layouts (src/web/app/router.tsx): the back office's and rider's pages start with one. */
const OTHER_LAYOUTS = ['layouts/merchant/MerchantLayout.tsx', 'layouts/rider/RiderLayout.tsx', 'layouts/bare/BareLayout.tsx'].map(web);
const SESSION_SCREENS = ['buyer', 'merchant', 'rider'].map((area) => web(`auth/screens/${area}-session-screens.ts`));
const DOMAIN_BARREL = fileURLToPath(new URL('./src/domain/index.ts', import.meta.url));
const ENGINE_BARREL = fileURLToPath(new URL('./src/engine/index.ts', import.meta.url));
const BARRELS = [DOMAIN_BARREL, ENGINE_BARREL];

/**
 * src/domain is pure: its modules only declare (no module-level effects; docs/ARCHITECTURE.md).
 * Telling the bundler so lets an import through the `src/domain` barrel leave out the modules whose
 * exports a chunk does not use: the storefront's first visit needs the money helpers, and their
 * chunk carried a bare import of payment methods and the order lifecycle beside them (issue 13).
 */
const DOMAIN_MODULE = /[\\/]src[\\/]domain[\\/][^\\/]+\.ts$/;
/**
 * `@emotion/react`'s entry has a bare `import 'hoist-non-react-statics'` (a CommonJS package the
 * bundler must then keep whole) for `withTheme`, which nothing here uses: 0.95 KB of every page's
 * first JS. The package only declares a function, so it is side-effect free; used, it is kept.
 */
const HOIST_STATICS = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;
const pureDomain = { name: 'talad-pure-domain', transform: (_code: string, id: string) => (DOMAIN_MODULE.test(id) || HOIST_STATICS.test(id) || isPureEngineModule(id) ? { moduleSideEffects: false } : null) };

// The SPA is generic: tenant bundles are fetched (or injected by the server) at start-up,
// so building once serves every tenant.
export default defineConfig(({ isSsrBuild }) => {
  // Drops chunks every page has already loaded from the lists Vite writes before each import().
  const trim = preloadTrim();
  return {
    // formValidators: form schemas precompiled, so the browser validates forms without eval (CSP).
    plugins: [react({ jsxImportSource: 'theme-ui' }), formValidators({ dirs: ['schemas/forms'] }), trim.plugin, pureDomain],
    root: 'src/web',
    resolve: {
      // react-router's package exports only its development build (dev warnings on: their texts and
      // checks ship to every page); the production build beside it is the same code without them.
      alias: [
        { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
        // React 19's own hook instead of the React 17 fallback the shim package carries.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: SYNC_STORE_SHIM },
      ],
    },
    // The server renderer (dist/ssr) carries its own production builds of React, react-dom, theme-ui
    // and emotion: the API process runs without NODE_ENV=production (tests, bench, npm start), and
    // React's development build made each storefront render several times dearer (docs/ssr.md).
    ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    publicDir: '../../public',
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      sourcemap: false,
      // The server reads it to hint each page's chunks and texts (src/server/spa/preload-hints.ts).
      manifest: true,
      target: 'es2022',
      modulePreload: { resolveDependencies: trim.resolveDependencies },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              isSsrBuild
                ? { name: 'framework', test: FRAMEWORK_MODULE, priority: 10 }
                : sharedFirstVisitGroup({ name: 'framework', roots: [web('index.html'), ...STOREFRONT_FIRST_VISIT, ...OTHER_LAYOUTS, ...SESSION_SCREENS], barrel: BARRELS, test: FRAMEWORK_MODULE, priority: 10 }),
              // The server renderer is one process: its chunking does not matter.
              ...(isSsrBuild
                ? []
                : [
                    firstVisitGroup({ name: 'storefront', entry: web('main.tsx'), doors: STOREFRONT_DOORS, roots: STOREFRONT_FIRST_VISIT }),
                    // The app modules the entry imports statically run on every page before it
                    // renders; lazy chunks import many of them too, and automatic splitting gave each
                    // set of importers a file: about twenty 0.1–3 KB files, each a request on every
                    // first visit (a round trip on a phone, a node in Lighthouse's simulation).
                    // Rolldown's own `$initial` tag (the entry's static dependency chain, as it links
                    // imports) keeps them in the entry chunk; lazy chunks import them from it.
                    entryGroup({ name: 'entry', entry: web('index.html'), barrels: BARRELS, test: ENTRY_MODULE, priority: 4 }),
                    // What the storefront's first visit shares with the other areas' layouts, then the rest it shares with lazy screens.
                    sharedFirstVisitGroup({ name: 'layout-shared', roots: STOREFRONT_FIRST_VISIT, alsoReachedFrom: OTHER_LAYOUTS, barrel: BARRELS, priority: 3 }),
                    sharedFirstVisitGroup({ name: 'storefront-shared', roots: STOREFRONT_FIRST_VISIT, barrel: BARRELS, priority: 2 }),
                    // The start-up centre picker (lazy; a first visit hydrates with it open): its sheet, list and focus trap in one file.
                    sharedFirstVisitGroup({ name: 'centre-picker', roots: [web('centres/CentrePickerSheet.tsx')], barrel: BARRELS, priority: 1 }),
                  ]),
            ],
          },
        },
      },
    },
    server: {
      proxy: {
        '^/(api|authen|GET_MASTER_DATA|master_data_management|MASTER_DATA_MANAGEMENT|tenants)/': 'http://localhost:3000',
      },
    },
  };
});
