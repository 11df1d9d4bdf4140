/**
 * The search code that only a search needs: the local client, the site's rules (synonyms and
 * ranking, the module the plugin's `rules` option names) and the Pagefind loader. ./runtime.ts
 * imports it on the first sign that a search is coming (pointing at the search button, opening
 * the modal or the search page), so it stays out of main.js.
 */
export {createLocalSearchClient} from './localClient';
export {pagefindLoader} from './pagefindEngine';
// By its package name, not './rules': the plugin aliases this name to the site's rules module.
export {default as rules} from '@rainbond/docusaurus-search-pagefind/src/client/rules';
