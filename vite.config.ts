import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidators } from './src/engine/build/vite-form-validators.js';

/*
 * Production builds run on preact/compat instead of react-dom: the same React API for our code and
 * the libraries (react-router, react-query, theme-ui/emotion, react-i18next), about 50 KB gzip
 * less on every first visit (docs/performance.md). `vite` (dev, with Fast Refresh) and the vitest
 * component tests keep React; the e2e suite runs against the Preact build. TALAD_REACT=Y builds
 * with React (to compare, or if a library ever needs what compat lacks).
 */
const PREACT_ALIASES: Alias[] = [
  // preact/compat plus React 19's `use` (src/web/app/preact-react.js).
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/web/app/preact-react.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Libraries every page starts with: one cacheable chunk instead of a dozen small ones. */
const FRAMEWORK = /node_modules[\\/](preact|react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|theme-ui|@theme-ui|@emotion|stylis|valtio|proxy-compare|json-logic-js|deepmerge|hoist-non-react-statics|react-is|use-sync-external-store)[\\/]/;

// The SPA is generic: tenant bundles are fetched (or injected by the server) at start-up,
// so building once serves every tenant.
export default defineConfig(({ command }) => ({
  // formValidators: form schemas precompiled, so the browser validates forms without eval (CSP).
  plugins: [react({ jsxImportSource: 'theme-ui' }), formValidators({ dirs: ['schemas/forms'] })],
  root: 'src/web',
  publicDir: '../../public',
  resolve: {
    alias: command === 'build' && process.env.TALAD_REACT !== 'Y' ? PREACT_ALIASES : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to hint each page's chunks and texts (src/server/spa/preload-hints.ts).
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
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
}));
