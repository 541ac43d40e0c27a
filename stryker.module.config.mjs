/*
 * One module at a time (docs/testing.md "Mutation testing"):
 *   npx stryker run stryker.module.config.mjs --mutate src/domain/prices.ts --concurrency 1
 * Same runner and tests as stryker.config.json, but no incremental file and its own report folder,
 * so a module run neither reuses nor overwrites the whole-domain results.
 */
import base from './stryker.config.json' with { type: 'json' };

export default {
  ...base,
  _comment: undefined,
  incremental: false,
  incrementalFile: undefined,
  reporters: ['clear-text', 'json', 'html'],
  htmlReporter: { fileName: 'reports/mutation-module/index.html' },
  jsonReporter: { fileName: 'reports/mutation-module/mutation.json' },
  tempDirName: '.stryker-tmp-module',
};
