/**
 * Loads the Pagefind index that the build wrote to `<baseUrl>pagefind/` and adapts it to the
 * engine interface of the local client. Only runs in the browser.
 */
import type {EngineFilter, EngineResult, SearchEngine} from './localClient';
import {PAGE_TITLES} from '../constants';

interface PagefindModule {
  options: (opts: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, opts: {filters?: EngineFilter}) => Promise<{results: EngineResult[]} | null>;
}

/** Characters of context around a match in excerpts (Pagefind counts words). */
const EXCERPT_LENGTH = 24;

/**
 * Pagefind adds a boost to pages whose title matches the query (its `metaWeights`, 5 for the title
 * by default). Measured with `node scripts/bench-relevance.mjs` on the full site (top 1 / top 3,
 * zh and en): 5 gives 75.5 / 89.2 and 78.7 / 90.7; 15 gives 76.5 / 89.2 and 80.6 / 91.7;
 * 40 gives 77.5 / 90.2 and 81.5 / 92.6; 100 gives 78.4 / 90.2 and 80.6 / 91.7.
 */
export const RANKING = {metaWeights: {title: 40}};

export function pagefindLoader(indexUrl: string): () => Promise<SearchEngine> {
  return async () => {
    const url = `${indexUrl}pagefind.js`;
    // The title table (src/plugins/search/indexer.mjs, PAGE_TITLES) loads beside Pagefind; without
    // it, search still works, with the re-ranking of the first pages only.
    const titles = fetch(`${indexUrl}${PAGE_TITLES}`)
      .then((r) => (r.ok ? r.json() : {}))
      .then((t: unknown) => (t && typeof t === 'object' && !Array.isArray(t) ? (t as Record<string, unknown>) : {}))
      .catch(() => ({}) as Record<string, unknown>);
    const mod = (await import(/* webpackIgnore: true */ /* @vite-ignore */ url)) as PagefindModule;
    // noWorker: search on the page's thread. A query takes a few milliseconds here, and the
    // worker would be one more download before the first results.
    await mod.options({
      basePath: indexUrl,
      baseUrl: '/',
      excerptLength: EXCERPT_LENGTH,
      noWorker: true,
      ranking: RANKING,
    });
    await mod.init();
    const table = await titles;
    return {
      search: (term, {filters}) => mod.search(term, {filters}),
      titleOf: (id) => {
        const title = Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
        return typeof title === 'string' ? title : undefined;
      },
    };
  };
}
