/**
 * Keeps page-specific weight out of the JavaScript every page loads (main.js).
 *
 * 1. Prism. The classic theme registers Prism's extra languages from a client module, which
 *    puts prism-react-renderer and every `prism.additionalLanguages` grammar
 *    into main.js, on the landing page too. That client module is swapped for an empty one;
 *    `src/theme/CodeBlock` loads the code block (and `CodeBlock/Content` the languages) lazily,
 *    so Prism rides in a chunk that only pages with code blocks load. `__RAINBOND_SERVER__`
 *    tells that wrapper which bundle it is in.
 * 2. tslib. @docusaurus/utils-common (in main.js for the theme) requires tslib for one helper,
 *    `__importDefault`, which brought all of tslib along; there it is replaced by
 *    ./tslib-import-default.js.
 * 3. Code translations. All of a locale's code translations ride in main.js (for English, the
 *    product pages' strings); each one a module of src/ names by its id now
 *    travels with that module (./translations.js).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import translations from './translations.js';
import internals, {type Internal} from '@rainbond/docusaurus-internals';

const {movedTranslations} = translations as unknown as {
  movedTranslations: (srcDir: string, t: Record<string, string>) => Record<string, string>;
};

/** Where `tslib` is replaced by ./tslib-import-default.js (the folder of the requiring module). */
export const UTILS_COMMON = /@docusaurus[\\/]utils-common[\\/]lib$/;

export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** The Docusaurus internals this plugin relies on (src/theme/README.md). */
export const INTERNALS: Internal[] = [
  {
    internal: 'module replacement: `theme-classic/lib/prism-include-languages` -> empty module',
    file: '@docusaurus/theme-classic/lib/index.js',
    contains: ["'./prism-include-languages'"],
  },
  {
    internal: 'module replacement: `theme-classic/lib/prism-include-languages` -> empty module',
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
  },
  {
    internal: '`tslib` required by `@docusaurus/utils-common`',
    file: '@docusaurus/utils-common/lib/index.js',
    contains: ['require("tslib")'],
  },
  {
    internal: '`@generated/codeTranslations` is one object, read by `translate()` / `<Translate>` at render time',
    file: '@docusaurus/core/lib/client/exports/Translate.js',
    contains: ["import codeTranslations from '@generated/codeTranslations'", 'codeTranslations[(id ?? message)]'],
  },
];

export default function performancePlugin(context: LoadContext): Plugin {
  internals.checkInternals('performance', INTERNALS);
  return {
    name: 'rainbond-performance',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      const moved = isServer ? {} : movedTranslations(path.join(context.siteDir, 'src'), context.codeTranslations);
      const loader = path.resolve(__dirname, 'translations.js');
      const srcDir = path.join(context.siteDir, 'src') + path.sep;
      const table = path.join(context.generatedFilesDir, 'codeTranslations.json');
      // Written by the time the bundler is configured: the loader below must find it.
      internals.assertInternals('performance', [
        {internal: '`@generated/codeTranslations` is one object', file: table},
      ]);
      return {
        module: {
          rules: Object.keys(moved).length
            ? [
                {test: (file: string) => file === table, use: [{loader, options: {moved, role: 'table'}}]},
                {
                  test: (file: string) =>
                    file.startsWith(srcDir) &&
                    /\.(ts|tsx|js|jsx)$/.test(file) &&
                    !file.startsWith(`${srcDir}plugins${path.sep}`),
                  enforce: 'pre' as const,
                  use: [{loader, options: {moved, role: 'module'}}],
                },
              ]
            : [],
        },
        plugins: [
          // Lets src/theme/CodeBlock require its implementation in the server bundle only.
          new DefinePlugin({__RAINBOND_SERVER__: JSON.stringify(isServer)}),
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.resolve(__dirname, 'empty-client-module.js')),
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: {context?: string; request: string}) => {
            if (UTILS_COMMON.test(resource.context ?? ''))
              resource.request = path.resolve(__dirname, 'tslib-import-default.js');
          }),
        ],
      };
    },
  };
}
