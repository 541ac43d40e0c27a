import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { formValidators } from './src/engine/build/vite-form-validators.js';

export default defineConfig({
  // formValidators: form schemas precompiled, so the browser validates forms without eval (CSP).
  plugins: [react({ jsxImportSource: 'theme-ui' }), formValidators({ dirs: ['schemas/forms', 'tests/engine/fixtures'] })],
  test: {
    globals: true,
    setupFiles: ['tests/setup.ts'],
    // 'default' prints the counts; no-skips fails a CI run in which anything was skipped.
    reporters: ['default', './tests/reporters/no-skips.ts'],
    // Server tests start embedded Postgres; keep workers modest on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20000,
    hookTimeout: 120000,
    projects: [
      {
        extends: true,
        // Engine and domain files are pure (no database, no process-wide state, no module mocks): one
        // module graph per worker instead of a fresh import of it per file (docs/testing.md "CI duration").
        test: { name: 'pure', environment: 'node', include: ['tests/{engine,domain}/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // globalSetup: one migrated, seeded database per run that server test files copy.
        test: {
          name: 'node', environment: 'node', include: ['tests/server/**/*.test.ts'], globalSetup: ['tests/server/db-template.setup.ts'],
          // One module graph per worker, not one per file: each file still starts its own app on its
          // own copy of the database, but the app's ~250 modules, PGlite's WebAssembly and a fresh
          // process are paid once per worker instead of once per file (~2.8 CPU-s a file;
          // docs/testing.md "CI duration"). Server files use no vi.mock and leave no process-wide
          // state behind (a file that sets process.env restores it in afterAll).
          isolate: false,
          // Files for one database only are left out of the other run rather than skipped:
          // db-embedded checks PGlite on disk, db-listen a real PostgreSQL's LISTEN connection.
          exclude: process.env.TEST_DATABASE_URL ? ['tests/server/db-embedded.test.ts'] : ['tests/server/db-listen.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom', environment: 'jsdom', include: ['tests/{web,engine}/**/*.test.tsx'],
          // Whole screens typed into key by key: 2–20 s alone, and CI runs beside other work on two
          // cores (a 20 s broadcast flow timed out at load 10). Waits inside a test keep their own limits.
          testTimeout: 60000,
          // focus-trap's ES build, bundled, so a test's vi.mock('tabbable') reaches it: jsdom lays nothing out and
          // tabbable's visibility check must be off there (tests/web/widgets/modal-focus.test.tsx).
          server: { deps: { inline: ['focus-trap'] } },
        },
        resolve: { alias: { 'focus-trap': 'focus-trap/dist/focus-trap.esm.js' } },
      },
    ],
  },
});
