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

/** `ranking`: Pagefind's own ranking option (the site's `pagefindRanking`, ./rules.ts). */
export function pagefindLoader(indexUrl: string, ranking?: Record<string, unknown>): () => Promise<SearchEngine> {
  return async () => {
    const url = `${indexUrl}pagefind.js`;
    // The title table (../indexer.mjs, PAGE_TITLES) loads beside Pagefind; without
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
      ...(ranking && {ranking}),
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
