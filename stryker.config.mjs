// Mutation testing (issue 18): `npm run mutation` runs scripts/mutation-gate.mjs, which runs
// Stryker with this config and fails when a mutated file scores under 90% (issue 24).
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
    'packages/search-pagefind/src/client/localClient.ts',
    'packages/search-pagefind/src/client/synonyms.ts',
    'packages/search-pagefind/src/client/query.ts',
    'src/search/ranking.ts',
    'src/search/synonyms.ts',
  ],
  reporters: ['clear-text', 'html', 'json'],
  htmlReporter: {fileName: 'reports/mutation/mutation.html'},
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  // Two test runners: the CI machine has 2 cores.
  concurrency: 2,
  // break: the total; scripts/mutation-gate.mjs holds each file to the same 90%.
  thresholds: {high: 95, low: 90, break: 90},
  // Incremental: only mutants of changed code, or covered by changed tests, run again; the others
  // keep their result from this committed file (rewritten by each run). `npm run mutation -- --force`
  // runs every mutant.
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  // The sandbox needs the code and its tests, and the files those tests read (the pages under
  // src/pages and i18n/*/docusaurus-plugin-content-pages); not the docs, posts and build output.
  // tests/unit/mutation-sandbox.test.ts fails when a pattern here leaves out a file a test reads.
  ignorePatterns: [
    'docs',
    'i18n/*/docusaurus-plugin-content-docs*',
    'i18n/*/docusaurus-plugin-content-blog',
    'blog',
    'community',
    'static',
    'build',
    'build-*',
    '.docusaurus',
    'test-results',
    'reports',
    'bench-results',
    'tests/e2e',
  ],
  tempDirName: '.stryker-tmp',
  // The sandbox is removed after each run, also a failed one (a CI workspace does not fill up).
  cleanTempDir: 'always',
};
