/**
 * The search code that only a search needs: the local client, its synonyms and the Pagefind
 * loader. ./runtime.ts imports it on the first sign that a search is coming (pointing at the
 * search button, opening the modal or the search page), so it stays out of main.js.
 */
export {createLocalSearchClient} from './localClient';
export {pagefindLoader} from './pagefindEngine';
export {SYNONYMS} from './synonyms';
