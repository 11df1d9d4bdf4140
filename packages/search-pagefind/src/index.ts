/**
 * Pagefind behind DocSearch: the embedded search backend of a site that uses the Algolia theme
 * (`@docusaurus/theme-search-algolia`) without Algolia.
 * - after the build of each locale, indexes the built pages with Pagefind into
 *   `<outDir>/pagefind/` (see ./indexer.mjs);
 * - points `algoliasearch/lite` (used by the theme's search page) at the local client;
 * - keeps the theme's SearchBar from adding its Algolia preconnect;
 * - hides the Algolia logos (client CSS);
 * - wraps the theme's SearchBar and SearchPage (./theme), which plug the local client into the
 *   DocSearch modal and say when the index is missing;
 * - points the rules module (./client/rules.ts) at the site's own (option `rules`): synonyms and
 *   ranking rules, loaded with the first search.
 *
 * Option `enabled: false` switches it off: the Algolia theme as it is.
 */
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {PLUGIN_NAME, RULES_MODULE} from './constants';
import internals, {type Internal} from '@rainbond/docusaurus-internals';
import type {IndexOptions} from './indexer.mjs';

export type {IndexOptions};

const execFileAsync = promisify(execFile);

/** theme-search-algolia's lib/ (its `exports` hide the files under it from require.resolve). */
const THEME_SEARCH_LIB = internals.mainDir('@docusaurus/theme-search-algolia');

/** The Docusaurus internals this plugin relies on (README.md; the site lists them in src/theme/README.md). */
export const INTERNALS: Internal[] = [
  {
    internal: 'module replacement: `@docusaurus/Head` inside `theme-search-algolia/lib/theme/SearchBar` -> `NoHead`',
    file: path.join(THEME_SEARCH_LIB, 'theme', 'SearchBar', 'index.js'),
    contains: ["import Head from '@docusaurus/Head';"],
  },
  {
    internal: 'alias `@rainbond/algolia-theme/SearchBar` -> `theme-search-algolia/lib/theme/SearchBar/index.js`',
    file: path.join(THEME_SEARCH_LIB, 'theme', 'SearchBar', 'index.js'),
    contains: ['export default function SearchBar'],
  },
  {
    internal: 'alias `algoliasearch/lite$` -> `packages/search-pagefind/src/client/algoliaLite.ts`',
    file: path.join(THEME_SEARCH_LIB, 'theme', 'SearchPage', 'index.js'),
    contains: ["from 'algoliasearch/lite';"],
  },
];

export type Options = {
  /** The embedded search (default). `false`: the plugin does nothing (the Algolia theme as it is). */
  enabled?: boolean;
  /**
   * The site's rules module (synonyms, ranking: a default export of type `SearchRules`,
   * ./client/rules.ts), absolute or relative to the site's folder. Default: none (Pagefind's order).
   */
  rules?: string;
  /** How pages are indexed (weights, site title, section names: IndexOptions in ./indexer.mjs). */
  index?: IndexOptions;
};

/** Throws, naming the option, when the options are not what the plugin takes. */
export function validateOptions({options}: {options?: unknown}): Options {
  const o = (options ?? {}) as Record<string, unknown>;
  if (typeof o !== 'object' || Array.isArray(o)) throw new Error(`${PLUGIN_NAME}: options must be an object`);
  const known = ['enabled', 'rules', 'index', 'id'];
  const unknown = Object.keys(o).filter((k) => !known.includes(k));
  if (unknown.length) throw new Error(`${PLUGIN_NAME}: unknown option(s) ${unknown.join(', ')}`);
  if (o.enabled !== undefined && typeof o.enabled !== 'boolean')
    throw new Error(`${PLUGIN_NAME}: option \`enabled\` must be a boolean, got ${JSON.stringify(o.enabled)}`);
  if (o.rules !== undefined && typeof o.rules !== 'string')
    throw new Error(`${PLUGIN_NAME}: option \`rules\` must be a module path, got ${JSON.stringify(o.rules)}`);
  if (o.index !== undefined && (typeof o.index !== 'object' || o.index === null || Array.isArray(o.index)))
    throw new Error(`${PLUGIN_NAME}: option \`index\` must be an object`);
  // Docusaurus names the plugin's data folder by its id (the default validation adds it too).
  return {id: 'default', ...o} as Options;
}

const here = __dirname;
const client = (file: string) => path.join(here, 'client', file);

/** The plugin, with its options typed (the default export takes them as Docusaurus gives them). */
export function createPlugin(context: LoadContext, options: Options = {}): Plugin {
  const {enabled = true, rules, index = {}} = options;
  if (!enabled) return {name: PLUGIN_NAME};
  internals.checkInternals(PLUGIN_NAME, INTERNALS);
  const indexOptions: IndexOptions = {siteTitle: context.siteConfig.title, ...index};
  const rulesFile = rules ? path.resolve(context.siteDir, rules) : undefined;
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(here, 'theme');
    },

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
        resolve: {
          alias: {
            'algoliasearch/lite$': client('algoliaLite.ts'),
            '@rainbond/algolia-theme/SearchBar$': path.join(THEME_SEARCH_LIB, 'theme', 'SearchBar', 'index.js'),
            ...(rulesFile && {[`${RULES_MODULE}$`]: rulesFile}),
          },
        },
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
        [
          path.join(here, 'build-index.mjs'),
          outDir,
          i18n.currentLocale,
          otherLocales.join(','),
          JSON.stringify(indexOptions),
        ],
        {cwd: context.siteDir, maxBuffer: 16 * 1024 * 1024},
      );
      if (stdout.trim()) console.log(stdout.trim());
      if (stderr.trim()) console.warn(stderr.trim());
    },
  };
}

const pagefindSearchPlugin: PluginModule<unknown> = (context, options) => createPlugin(context, options as Options);
pagefindSearchPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];

export default pagefindSearchPlugin;
