/**
 * Code blocks load their highlighter (Prism) off main.js.
 *
 * The classic theme registers Prism's extra languages from a client module, which puts
 * prism-react-renderer and every `prism.additionalLanguages` grammar into main.js, on pages
 * without code too. That client module is swapped for an empty one (./empty-client-module.js);
 * this plugin's CodeBlock (./theme/CodeBlock) loads the code block lazily, and its
 * CodeBlock/Content registers the languages when the first block loads, so Prism rides in a
 * chunk that only pages with code blocks load. `__LAZY_HIGHLIGHTER_SERVER__` tells the wrapper
 * which bundle it is in.
 *
 * Option `enabled: false` switches it off: the theme's code blocks, Prism in main.js.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import internals, {type Internal} from '@rainbond/docusaurus-internals';

/** lazy-highlighter's options. */
export type Options = {
  /** Load Prism with the code blocks (default). `false`: the theme's code blocks, Prism in main.js. */
  enabled?: boolean;
};

/** The theme's client module that registers Prism's extra languages, replaced by an empty module. */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** The module that stands in for it. */
export const EMPTY_MODULE = path.resolve(__dirname, 'empty-client-module.js');

/** Defined by the bundler: `true` in the server bundle, `false` in the client's. */
export const SERVER_FLAG = '__LAZY_HIGHLIGHTER_SERVER__';

/** The Docusaurus internals this plugin relies on (README.md; the site's src/theme/README.md). */
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
    internal:
      "the classic theme's `CodeBlock` renders `CodeBlock/Content/String` or `CodeBlock/Content/Element`, remounted after hydration",
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    contains: [
      "import ElementContent from '@theme/CodeBlock/Content/Element'",
      "import StringContent from '@theme/CodeBlock/Content/String'",
      'key={String(isBrowser)}',
    ],
  },
];

/** The plugin (options: {@link Options}). */
export default function lazyHighlighterPlugin(_context: LoadContext, options?: unknown): Plugin {
  const {enabled = true} = (options ?? {}) as Options;
  if (typeof enabled !== 'boolean')
    throw new Error(`lazy-highlighter: option \`enabled\` must be a boolean, got ${JSON.stringify(enabled)}`);
  const name = 'lazy-highlighter';
  if (!enabled) return {name};
  internals.checkInternals('lazy-highlighter', INTERNALS);
  return {
    name,
    getThemePath: () => path.resolve(__dirname, 'theme'),
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          // Lets ./theme/CodeBlock require its implementation in the server bundle only.
          new DefinePlugin({[SERVER_FLAG]: JSON.stringify(isServer)}),
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE),
        ],
      };
    },
  };
}
