// Vitest for mutation testing (stryker.config.mjs): only the unit tests of the mutated logic,
// none that read the site's content (those fail while pages are being written, and kill no mutant).
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import base from './vitest.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Not mergeConfig: it would append this include list to the base one instead of replacing it.
export default defineConfig({
  ...base,
  resolve: {
    ...base.resolve,
    // A workspace package's files by their package name, in this copy of the project: node_modules links
    // the package to the original folder, where Stryker's mutants are not.
    alias: [
      {find: /^@rainbond\/docusaurus-search-pagefind\/(.*)$/, replacement: here('./packages/search-pagefind/$1')},
      ...(base.resolve?.alias as {find: RegExp | string; replacement: string}[]),
    ],
  },
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
