/**
 * Site search configuration, spread into docusaurus.config.ts.
 *
 * Hosted backend (Algolia DocSearch) when RAINBOND_ALGOLIA_APP_ID and RAINBOND_ALGOLIA_API_KEY
 * are set (index RAINBOND_ALGOLIA_INDEX_NAME, default `rainbond`); otherwise the embedded
 * backend: a Pagefind index built with the site and searched in the browser
 * (@rainbond/docusaurus-search-pagefind, with the site's rules ./rules.ts and index options
 * ./indexing.mjs). Both answer the same DocSearch modal and the same `/search` page.
 */
import type {PluginConfig} from '@docusaurus/types';
import pagefindSearchPlugin, {type Options as PagefindOptions} from '@rainbond/docusaurus-search-pagefind';
import {INDEX_OPTIONS} from './indexing.mjs';

/** The embedded backend's options: the site's rules module and index options. */
export const PAGEFIND_OPTIONS: PagefindOptions = {rules: './src/search/rules.ts', index: INDEX_OPTIONS};

export type SearchMode = 'hosted' | 'embedded';

export function searchSettings(env: NodeJS.ProcessEnv = process.env) {
  const appId = env.RAINBOND_ALGOLIA_APP_ID?.trim();
  const apiKey = env.RAINBOND_ALGOLIA_API_KEY?.trim();
  const indexName = env.RAINBOND_ALGOLIA_INDEX_NAME?.trim() || 'rainbond';
  const mode: SearchMode = appId && apiKey ? 'hosted' : 'embedded';
  const plugins: PluginConfig[] = mode === 'embedded' ? [[pagefindSearchPlugin, PAGEFIND_OPTIONS]] : [];
  return {
    mode,
    /** Spread into `plugins`. */
    plugins,
    /** Spread into `themeConfig` (`@docusaurus/preset-classic` adds the Algolia theme for it). */
    themeConfig: {
      algolia: {
        // The embedded mode never sends these anywhere; the theme only requires them to be set.
        appId: mode === 'hosted' ? appId! : 'local',
        apiKey: mode === 'hosted' ? apiKey! : 'local',
        indexName,
        contextualSearch: true,
        searchPagePath: 'search',
        ...(env.RAINBOND_ALGOLIA_EXTERNAL_URL_REGEX ? {externalUrlRegex: env.RAINBOND_ALGOLIA_EXTERNAL_URL_REGEX} : {}),
      },
    },
    /** The navbar item, added last on the right. */
    navbarItem: {type: 'search', position: 'right'} as const,
  };
}

export const searchConfig = searchSettings();
