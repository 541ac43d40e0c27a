import { defineConfig } from 'vitest/config';

/*
 * The tests Stryker runs against each mutant of the server's money modules (npm run mutation:server,
 * stryker.server.config.mjs): the race and behaviour tests of orders, coupons, points, credit, stock
 * and OTP only. Each file copies the run's seeded template database (tests/server/db-template.ts);
 * on PostgreSQL (TEST_DATABASE_URL) each file's copy has a random name, so two Stryker sandboxes
 * would not share one, but the machine runs them one at a time anyway (--concurrency 1).
 */
// MUTATION_TESTS=a.test.ts,b.test.ts narrows the run to those files (a first look at one module).
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: only ?? [
      'tests/server/orders/money-races.test.ts',
      'tests/server/orders/concurrency.test.ts',
      'tests/server/orders/rules.test.ts',
      'tests/server/orders/buyer-path.test.ts',
      'tests/server/orders/combined-payment.test.ts',
      'tests/server/agents/credit-race.test.ts',
      'tests/server/loyalty/ledger.test.ts',
      'tests/server/otp.test.ts',
    ],
    globalSetup: ['tests/server/db-template.setup.ts'],
    testTimeout: 20000,
    hookTimeout: 120000,
  },
});
