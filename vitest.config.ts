import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: here('./$1')},
      {find: '@docusaurus/Translate', replacement: here('./tests/unit/stubs/translate.ts')},
      {find: '@generated/codeTranslations', replacement: here('./tests/unit/stubs/codeTranslations.ts')},
    ],
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    globalSetup: ['tests/unit/lib/global-setup.ts'],
  },
});
