import { defineConfig } from 'vitest/config';

/*
 * The tests Stryker runs against each mutant of src/domain (npm run mutation): the pure domain
 * tests only, in node, without the React plugin or the server suite (which needs a database per file).
 */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/domain/**/*.test.ts'],
    pool: 'forks',
  },
});
