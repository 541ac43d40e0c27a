/*
 * npm run mutation:server — mutation testing of the server's money guards (docs/testing.md
 * "Mutation testing of the server's money modules"). Run it with PostgreSQL:
 *   TEST_DATABASE_URL=postgres://talad:talad@127.0.0.1:5432/talad_test npm run mutation:server
 * One mutant at a time (concurrency 1): each mutant re-runs the server tests that reached it, each
 * of which copies a seeded database. Narrow it with `--mutate src/server/routes/orders/stock.ts`.
 */
import process from 'node:process';
import base from './stryker.config.json' with { type: 'json' };

// MUTATION_REPORT=otp writes to reports/mutation-server-otp/, so per-module runs keep their reports side by side.
const report = process.env.MUTATION_REPORT ? `reports/mutation-server-${process.env.MUTATION_REPORT}` : 'reports/mutation-server';

export default {
  ...base,
  _comment: undefined,
  vitest: { configFile: 'vitest.mutation.server.config.ts' },
  mutate: [
    // Idempotency key, re-quote, coupon lock, stock, points, credit guard, the order rows.
    'src/server/routes/orders/place.ts',
    'src/server/routes/orders/stock.ts',
    // Who may use a coupon, its single-use lock and its release on cancel.
    'src/server/routes/coupons/store.ts:83-115',
    // Account lock, the spend (first to expire, expired lots skipped) and the refund on cancel.
    'src/server/routes/points/ledger.ts:62-168',
    // What a cancel gives back: coupon, stock, points, packages, credit debt.
    'src/server/routes/orders/lifecycle.ts:99-111',
    // OTP: cool-down, single use, expiry, attempt limit.
    'src/server/auth/otp.ts',
  ],
  concurrency: 1,
  timeoutMS: 30000,
  incremental: false,
  incrementalFile: undefined,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  htmlReporter: { fileName: `${report}/index.html` },
  jsonReporter: { fileName: `${report}/mutation.json` },
  tempDirName: `.stryker-tmp-server${process.env.MUTATION_REPORT ? `-${process.env.MUTATION_REPORT}` : ''}`,
  // The sandbox is a copy of the project: leave out what no test reads (node_modules is linked).
  ignorePatterns: ['dist', 'test-results', 'playwright-report', 'bench/out', '.data', '.data-*', '.stryker-tmp*', 'e2e', 'docs'],
};
