/**
 * The embedded search backend, used when no Algolia credentials are configured:
 * - after the build of each locale, indexes the built pages with Pagefind into
 *   `<outDir>/pagefind/` (see indexer.mjs);
 * - points `algoliasearch/lite` (used by the theme's search page) at the local client;
 * - keeps the theme's SearchBar from adding its Algolia preconnect;
 * - hides the Algolia logos (client CSS);
 * - tells the browser side it is on (global data), so src/theme/SearchBar plugs the local client
 *   into the DocSearch modal.
 */
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PLUGIN_NAME} from './constants';
import internals, {type Internal} from '@rainbond/docusaurus-internals';

const execFileAsync = promisify(execFile);

/** theme-search-algolia's lib/ (its `exports` hide the files under it from require.resolve). */
const THEME_SEARCH_LIB = internals.mainDir('@docusaurus/theme-search-algolia');

/** The Docusaurus internals this plugin relies on (src/theme/README.md). */
export const INTERNALS: Internal[] = [
  {
    internal: 'module replacement: `@docusaurus/Head` inside `theme-search-algolia/lib/theme/SearchBar` -> `NoHead`',
    file: path.join(THEME_SEARCH_LIB, 'theme', 'SearchBar', 'index.js'),
    contains: ["import Head from '@docusaurus/Head';"],
  },
  {
    internal: 'alias `algoliasearch/lite$` -> `src/plugins/search/client/algoliaLite.ts`',
    file: path.join(THEME_SEARCH_LIB, 'theme', 'SearchPage', 'index.js'),
    contains: ["from 'algoliasearch/lite';"],
  },
];

export default function localSearchPlugin(context: LoadContext): Plugin {
  internals.checkInternals(PLUGIN_NAME, INTERNALS);
  const here = path.join(context.siteDir, 'src/plugins/search');
  const client = (file: string) => path.join(here, 'client', file);
  return {
    name: PLUGIN_NAME,

    getClientModules() {
      return [client('embedded.css')];
    },

    async contentLoaded({actions}) {
      actions.setGlobalData({mode: 'embedded'});
    },

    configureWebpack(config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // The persistent cache must not mix module resolutions of embedded and hosted builds.
      const cacheVersion: Record<string, unknown> = {};
      const rspackCache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (rspackCache && typeof rspackCache.version === 'string') {
        cacheVersion.experiments = {cache: {...rspackCache, version: `${rspackCache.version}-embedded-search`}};
      }
      const webpackCache = config.cache as {version?: string} | undefined;
      if (webpackCache && typeof webpackCache === 'object' && typeof webpackCache.version === 'string') {
        cacheVersion.cache = {...webpackCache, version: `${webpackCache.version}-embedded-search`};
      }
      const fromThemeSearchBar = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar$/;
      return {
        ...cacheVersion,
        resolve: {alias: {'algoliasearch/lite$': client('algoliaLite.ts')}},
        plugins: [
          new NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, (resource: {context?: string; request: string}) => {
            if (resource.context && fromThemeSearchBar.test(resource.context)) {
              resource.request = client('NoHead.tsx');
            }
          }),
        ],
      };
    },

    async postBuild({outDir, i18n}) {
      const otherLocales =
        i18n.currentLocale === i18n.defaultLocale ? i18n.locales.filter((l) => l !== i18n.defaultLocale) : [];
      const {stdout, stderr} = await execFileAsync(
        process.execPath,
        [path.join(here, 'build-index.mjs'), outDir, i18n.currentLocale, otherLocales.join(',')],
        {cwd: context.siteDir, maxBuffer: 16 * 1024 * 1024},
      );
      if (stdout.trim()) console.log(stdout.trim());
      if (stderr.trim()) console.warn(stderr.trim());
    },
  };
}
