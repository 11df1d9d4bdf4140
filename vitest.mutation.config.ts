// Vitest for mutation testing (stryker.config.mjs): only the unit tests of the mutated logic,
// none that read the site's content (those fail while pages are being written, and kill no mutant).
import {defineConfig} from 'vitest/config';
import base from './vitest.config';

// Not mergeConfig: it would append this include list to the base one instead of replacing it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'tests/unit/layout-rule.test.ts',
      'tests/unit/code-theme.test.ts',
      'tests/unit/dialog.test.ts',
      'tests/unit/support-popup.test.ts',
      'tests/unit/install-generator.test.ts',
      'tests/unit/install-generator-rules.test.ts',
      'packages/search-pagefind/test/client.test.ts',
      'packages/search-pagefind/test/client-rules.test.ts',
      'packages/search-pagefind/test/query.test.ts',
      'tests/unit/search-phrasing.test.ts',
      'tests/unit/search-ranking.test.ts',
      'tests/unit/search-synonyms.test.ts',
    ],
  },
});
