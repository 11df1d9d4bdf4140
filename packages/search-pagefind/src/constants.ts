/** Names shared by the build side and the browser side of the embedded search. */
/** The module the browser side takes the site's rules from; the plugin's `rules` option aliases it (./client/rules.ts). */
export const RULES_MODULE = '@rainbond/docusaurus-search-pagefind/src/client/rules';
export const PLUGIN_NAME = 'rainbond-local-search';
/** Folder, under each locale's output folder, that holds the index (see indexer.mjs). */
export const INDEX_FOLDER = 'pagefind';
/** The title of every indexed page by Pagefind's page id, in the index folder (see indexer.mjs). */
export const PAGE_TITLES = 'page-titles.json';
/** What the local search clients say they are (DocSearch and algoliasearch-helper read these). */
export function localClientIdentity() {
  return {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'local-search', add: () => {}}},
    addAlgoliaAgent: () => {},
  };
}
