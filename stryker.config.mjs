// Mutation testing (issue 18): `npm run mutation`. Not part of `npm test` (minutes of CPU).
// Mutates the logic the unit tests cover; the score of each file is in the clear-text report
// and in reports/mutation/mutation.html.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {configFile: 'vitest.mutation.config.ts'},
  // src/utils less its React glue (layoutKindContext: a context over the pure functions here,
  // exercised by the browser tests).
  mutate: [
    'src/utils/*.ts',
    '!src/utils/layoutKindContext.ts',
    'src/components/Dialog/options.ts',
    'src/components/SupportPopup/logic.ts',
    'src/components/SupportPopup/storage.ts',
    'src/components/InstallGenerator/form.ts',
    'src/components/InstallGenerator/values.ts',
    'src/plugins/search/client/localClient.ts',
    'src/plugins/search/client/synonyms.ts',
  ],
  reporters: ['clear-text', 'html', 'json'],
  htmlReporter: {fileName: 'reports/mutation/mutation.html'},
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  concurrency: 2,
  thresholds: {high: 95, low: 90, break: null},
  // The sandbox needs the code and its tests, not the site's content (which may change during a run).
  ignorePatterns: ['docs', 'i18n', 'blog', 'community', 'static', 'build', 'build-*', '.docusaurus', 'test-results', 'reports', 'bench-results', 'tests/e2e'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
