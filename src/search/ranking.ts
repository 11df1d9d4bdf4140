/**
 * The site's search ranking rules, handed to the Pagefind adapter (@rainbond/docusaurus-search-pagefind)
 * through its `rules` module (./rules.ts):
 * - among the first pages found, a page whose title holds every word of the query (or of one of
 *   its variants) comes first, read from the index's title table (`preferTitles`);
 * - among the pages the modal shows, with their details loaded: a title holding the whole query
 *   first, then a title match, then the rest; at the same level the docs before the API reference,
 *   product pages and blog posts (`rankKeys`);
 * - Pagefind's own weight of a title match (`PAGEFIND_RANKING`).
 *
 * Kept free of Docusaurus and browser imports so that it can be unit-tested in Node.
 */
import {
  queryTerms,
  type EngineDoc,
  type EngineResult,
  type RankQuery,
} from '@rainbond/docusaurus-search-pagefind/src/client/localClient';

/**
 * Pagefind adds a boost to pages whose title matches the query (its `metaWeights`, 5 for the title
 * by default). The weight here is the one `node scripts/bench-relevance.mjs` found best on the
 * full site, top 1 and top 3 in both locales (the figures per weight are in the commit message).
 */
export const PAGEFIND_RANKING = {metaWeights: {title: 40, keywords: 40}};

/**
 * A rough English stem, enough to see one word in another form ("Creating a Team" holds
 * "create team", "Certificates" holds "certificate"); Pagefind's own stemmer works on the index,
 * not on the titles the client compares. Words of other scripts are left as they are.
 */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s|e)$/, '');
}

/**
 * A page's title and the words it answers to: its keywords (front matter `keywords`, which the
 * index keeps as the meta field `keywords`) count like its title.
 */
export function titleText(doc: EngineDoc): string {
  return doc.meta.keywords ? `${doc.meta.title ?? ''}\n${doc.meta.keywords}` : (doc.meta.title ?? '');
}

/**
 * How well the page title answers the query: 2 when the title or its keywords hold every query
 * word, 1 when Pagefind matched a word in the title (it weights the h1 at 7), 0 otherwise.
 */
export function titleScore(doc: EngineDoc, queryWords: string[]): number {
  if (titleHoldsAll(titleText(doc), queryWords)) return 2;
  return doc.weighted_locations?.some((l) => l.weight >= 7) ? 1 : 0;
}

const SHORT_LATIN = /^[a-z0-9]{1,2}$/;

/** True when the title holds every query word (as it is, or by its stem). */
export function titleHoldsAll(rawTitle: string, queryWords: string[]): boolean {
  const title = rawTitle.toLowerCase();
  const titleWords = queryTerms(title);
  const titleStems = new Set(titleWords.map(stem));
  // A Latin word of one or two letters ("ha", "ip", "go") counts only at the start of a title
  // word: "ha" is not in "change", "go" is in "golang".
  const inTitle = (w: string) =>
    SHORT_LATIN.test(w) ? titleWords.some((t) => t.startsWith(w)) : title.includes(w) || titleStems.has(stem(w));
  return queryWords.length > 0 && queryWords.every(inTitle);
}

/**
 * Brings forward, among the first `window` pages the engine found, those whose title holds every
 * word of the query or of one of its variants, in the engine's order; the rest keep theirs.
 * Pagefind scores a word that is on nearly every page (组件, "component") near zero, so the page
 * titled 组件插件 came 8th for that query, out of reach of the re-ranking of the first pages,
 * which needs each page's details. The titles come from the index's title table instead.
 */
export function preferTitles(
  found: EngineResult[],
  titleOf: (id: string) => string | undefined,
  wordSets: string[][],
  window: number,
): EngineResult[] {
  const head = found.slice(0, window);
  const holds = (r: EngineResult) => {
    const title = titleOf(r.id);
    return title !== undefined && wordSets.some((words) => titleHoldsAll(title, words));
  };
  const first = head.filter(holds);
  if (first.length === 0) return found;
  return [...first, ...head.filter((r) => !holds(r)), ...found.slice(window)];
}

/** True when the query matched the page title. */
export function matchesTitle(doc: EngineDoc, queryWords: string[]): boolean {
  return titleScore(doc, queryWords) > 0;
}

/**
 * Which kind of page answers a task best, at the same title match: the docs (2), then the API
 * reference (1; first, 3, when the query asks for the API), then product pages and blog posts (0).
 */
export function pageTier(doc: EngineDoc, queryWords: string[]): number {
  if (!/(^|\/)docs\//.test(doc.url)) return 0;
  if (!/(^|\/)docs\/api\//.test(doc.url)) return 2;
  return queryWords.some((w) => w === 'api' || w === 'openapi') ? 3 : 1;
}

/** The sort keys of a page the modal shows (its details loaded): title match, then kind of page. */
export function rankKeys(doc: EngineDoc, {wordSets, queryWords}: RankQuery): number[] {
  return [Math.max(...wordSets.map((w) => titleScore(doc, w))), pageTier(doc, queryWords)];
}
