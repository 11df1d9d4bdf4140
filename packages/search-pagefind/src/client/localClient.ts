/**
 * A local, in-browser stand-in for the Algolia search client (`algoliasearch/lite`).
 *
 * It answers the DocSearch modal (`search({requests})`, v5 style) and the theme's search page
 * (algoliasearch-helper: `search([{indexName, params}])`, v4 style) from a search engine that
 * runs in the page (Pagefind, see ./pagefindEngine.ts), and shapes the answers like DocSearch
 * records: `hierarchy.lvl0…lvl6`, absolute `url`, `type`, `content`, `_highlightResult`,
 * `_snippetResult`, `nbHits`.
 *
 * Safety: DocSearch and the search page inject `_highlightResult`/`_snippetResult` values as
 * HTML. Every piece of page text that goes into them is HTML-escaped here; the only markup in
 * the output is the highlight tags the caller asked for.
 *
 * Kept free of Docusaurus and browser imports so that it can be unit-tested in Node.
 */

import {queryVariants, type SynonymGroups} from './synonyms';
import {withoutStopWords, wordForms, type TermDictionary} from './query';
import {localClientIdentity} from '../constants';

/** One page found by the engine; its details load on demand. */
export interface EngineResult {
  id: string;
  score: number;
  data: () => Promise<EngineDoc>;
}

export interface EngineAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

export interface EngineSubResult {
  title: string;
  url: string;
  /** Excerpt with `<mark>` around matches; `<` and `>` of the text are escaped, `&` is not. */
  excerpt: string;
  anchor?: EngineAnchor;
  locations?: number[];
}

export interface EngineDoc {
  url: string;
  meta: Record<string, string | undefined>;
  excerpt: string;
  anchors?: EngineAnchor[];
  sub_results?: EngineSubResult[];
  weighted_locations?: {weight: number; location: number}[];
}

export type EngineFilter = Record<string, unknown>;

export interface SearchEngine {
  search: (term: string, options: {filters?: EngineFilter}) => Promise<{results: EngineResult[]} | null>;
  /** A page's title by result id, without loading the page's details (the index's title table). */
  titleOf?: (id: string) => string | undefined;
}

export type HitType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Levels, string | null>;

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {hierarchy: Partial<Record<Levels, HighlightValue>>; content?: HighlightValue};
  _snippetResult: {hierarchy: Partial<Record<Levels, HighlightValue>>; content?: HighlightValue};
}

export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  facets: Record<string, Record<string, number>>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

export interface LocalClientOptions {
  /** Loads the engine once; rejects when the index is not there. */
  loadEngine: () => Promise<SearchEngine>;
  /** Origin used to make result URLs absolute, e.g. `https://www.rainbond.com`. */
  origin: string;
  /** Locale of the index: a `language:` filter for another language finds nothing. */
  locale?: string;
  /** Hits per page shown (the modal lists a page and a few of its sections). */
  maxHitsPerDocument?: number;
  /** Only the best hit of each page, titled with the page title (the search page). */
  onePerDocument?: boolean;
  /** Queries are cut to this many characters (Algolia limits queries to 512 bytes). */
  maxQueryLength?: number;
  /** How many top pages are re-ranked with their details loaded. */
  rankWindow?: number;
  /** How many first pages `ranking.preferTitles` may reorder (by the index's title table). */
  titleWindow?: number;
  /** Other words for the same thing (./synonyms.ts): a query is also run with the docs' word. */
  synonyms?: SynonymGroups;
  /** The site's ranking rules (see RankingRules); without them, the engine's order. */
  ranking?: RankingRules;
  /** Words of a question no page needs to hold (./query.ts): the query is also looked up without them. */
  stopWords?: readonly string[];
  /** Terms kept whole, with the parts of compounds, when the ranking compares words (./query.ts). */
  terms?: TermDictionary;
  /** At most this many pages per answer (each page's details are a download). */
  maxDocuments?: number;
  /**
   * A missing index: `reject` (with a SearchIndexUnavailableError) or answer `empty`. The UI uses
   * `empty` and explains from the index status: DocSearch never shows its error screen, and a
   * rejected search becomes an uncaught error (the dev server's full-screen overlay).
   */
  onMissingIndex?: 'reject' | 'empty';
}

/** What the ranking rules know of a query: the words of the query and of each of its variants. */
export interface RankQuery {
  /** The words of the query, then those of each variant (./synonyms.ts), one list each. */
  wordSets: string[][];
  /** Every word of `wordSets`, once. */
  queryWords: string[];
}

/**
 * A site's ranking rules, on top of the engine's order. Both are optional; without them the
 * pages come in the engine's order (the variants' lookups merged by score).
 */
export interface RankingRules {
  /**
   * Reorders the pages found before any page's details are loaded; `titleOf` reads the index's
   * title table (only when the engine has one). Among the first `window` pages only.
   */
  preferTitles?: (
    found: EngineResult[],
    titleOf: (id: string) => string | undefined,
    wordSets: string[][],
    window: number,
  ) => EngineResult[];
  /**
   * Sort keys of one of the first `rankWindow` pages, its details loaded: compared in turn, the
   * higher first; pages with equal keys keep the engine's order.
   */
  rankKeys?: (doc: EngineDoc, query: RankQuery) => number[];
}

/** The word lists, each once (same words in the same order). */
export function uniqueSets(sets: string[][]): string[][] {
  const seen = new Set<string>();
  return sets.filter((set) => {
    const key = set.join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Compares two key lists, the higher first (a missing key counts as 0). */
export function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Error for a missing or broken index, named like Algolia's network error. */
export class SearchIndexUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

export const DEFAULT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_POST_TAG = '</span>';

const LEVELS: Levels[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Characters that can take part in a word; a query without any has nothing to search. */
const WORDISH = /[\p{L}\p{N}]/u;

/** Cleans a query: control characters out, whitespace collapsed, length capped. */
export function normalizeQuery(query: unknown, maxLength = 256): string {
  const text = query == null ? '' : String(query);
  return Array.from(
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, maxLength)
    .join('')
    .trim();
}

export function isSearchable(query: string): boolean {
  return WORDISH.test(query);
}

/** Words of a query, lower-cased, for highlighting titles. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.-]/u)
    .map((t) => t.replace(/^[._-]+|[._-]+$/g, ''))
    .filter((t) => t.length > 0);
}

/**
 * Turns a Pagefind excerpt into safe HTML with the caller's highlight tags.
 * Pagefind escapes `<` and `>` of the page text but not `&`; those two escapes are undone and the
 * whole text escaped again, so nothing of the page can become markup.
 */
export function safeExcerpt(excerpt: string, pre: string, post: string): {value: string; matchedWords: string[]} {
  const parts = excerpt.split(/(<mark>|<\/mark>)/);
  let inMark = false;
  let value = '';
  const matchedWords: string[] = [];
  for (const part of parts) {
    if (part === '<mark>') {
      inMark = true;
      continue;
    }
    if (part === '</mark>') {
      inMark = false;
      continue;
    }
    const text = part.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const core = text.trim();
    if (inMark && core) {
      // The spaces around a match stay outside the highlight tags.
      const start = text.indexOf(core);
      matchedWords.push(core.toLowerCase());
      value += `${escapeHtml(text.slice(0, start))}${pre}${escapeHtml(core)}${post}${escapeHtml(text.slice(start + core.length))}`;
    } else {
      value += escapeHtml(text);
    }
  }
  return {value, matchedWords};
}

/** Escapes `text` and wraps the occurrences of `words` (case-insensitive) in the highlight tags. */
export function highlightText(text: string, words: string[], pre: string, post: string): HighlightValue {
  const terms = [...new Set(words.map((w) => w.toLowerCase().replace(/[.,;:!?。，；：！？、]+$/u, '')).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 20);
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let from = 0;
    for (;;) {
      const i = lower.indexOf(term, from);
      if (i < 0) break;
      ranges.push([i, i + term.length]);
      from = i + term.length;
    }
  }
  if (!ranges.length) return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  // By start; ranges that start together merge below whatever their order.
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  let value = '';
  let pos = 0;
  const matched = new Set<string>();
  for (const [s, e] of merged) {
    value += escapeHtml(text.slice(pos, s)) + pre + escapeHtml(text.slice(s, e)) + post;
    matched.add(lower.slice(s, e));
    pos = e;
  }
  value += escapeHtml(text.slice(pos));
  return {value, matchLevel: 'full', matchedWords: [...matched]};
}

/** The value of a JSON text, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: undefined.
  }
  return value;
}

/**
 * Algolia `facetFilters` (AND of items, an inner array is an OR) to a Pagefind filter object.
 * Returns null when a filter can never match this index (another language).
 */
export function toEngineFilters(facetFilters: unknown, locale?: string): EngineFilter | null {
  let list: unknown = facetFilters;
  if (typeof list === 'string') {
    // A JSON array of filters, or else one filter as written.
    const parsed = parseJson(list);
    list = Array.isArray(parsed) ? parsed : [list];
  }
  if (!Array.isArray(list)) return {};
  const all: EngineFilter[] = [];
  const parse = (f: unknown): {name: string; value: string; negated: boolean} | undefined => {
    if (typeof f !== 'string') return undefined;
    const i = f.indexOf(':');
    if (i <= 0) return undefined;
    let name = f.slice(0, i).trim();
    let value = f.slice(i + 1).trim();
    let negated = false;
    if (name.startsWith('-')) {
      negated = true;
      name = name.slice(1);
    } else if (value.startsWith('-')) {
      negated = true;
      value = value.slice(1);
    }
    return {name, value, negated};
  };
  for (const item of list) {
    const group = (Array.isArray(item) ? item : [item]).map(parse).filter((x) => x !== undefined);
    if (!group.length) continue;
    // The index holds one language: decide language filters here.
    const langs = group.filter((g) => g.name === 'language');
    if (locale && langs.length === group.length) {
      const ok = langs.some((g) => (g.value === locale) !== g.negated);
      if (!ok) return null;
      continue;
    }
    const alternatives = group.map((g) => (g.negated ? {not: {[g.name]: g.value}} : {[g.name]: g.value}));
    all.push(alternatives.length === 1 ? alternatives[0] : {any: alternatives});
  }
  if (!all.length) return {};
  return all.length === 1 ? all[0] : {all};
}

function headingLevel(element: string): number {
  const m = /^h([1-6])$/i.exec(element);
  return m ? Number(m[1]) : 0;
}

/** Builds lvl2…lvl6 for a section: the chain of headings above its anchor. */
function headingChain(anchors: EngineAnchor[], anchor: EngineAnchor | undefined): string[] {
  if (!anchor) return [];
  const level = headingLevel(anchor.element);
  if (level < 2) return [];
  const chain = [anchor.text];
  // Walking up from the anchor, each heading of a higher level than the last one is a parent.
  // The anchor itself (its level is not higher) is never one; at most h2…h6 make 5 entries.
  let want = level - 1;
  const sorted = anchors.filter((a) => a.location <= anchor.location).sort((a, b) => b.location - a.location);
  for (const a of sorted) {
    const l = headingLevel(a.element);
    if (l >= 2 && l <= want) {
      chain.unshift(a.text);
      want = l - 1;
    }
  }
  return chain;
}

function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, origin.endsWith('/') ? origin : `${origin}/`).href;
  } catch {
    return `${origin.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
  }
}

interface ShapeOptions {
  origin: string;
  pre: string;
  post: string;
  maxHitsPerDocument: number;
  onePerDocument: boolean;
  queryWords: string[];
}

/** Number of matches of a section (used to pick a page's best sections). */
function subScore(s: EngineSubResult): number {
  return s.locations?.length ?? (s.excerpt.includes('<mark>') ? 1 : 0);
}

/**
 * One list of the pages that several lookups found (the query and its variants): each page once,
 * with its best score, best first; among equal scores, in the order the lookups found them.
 */
export function mergeResults(lists: EngineResult[][]): EngineResult[] {
  if (lists.length === 1) return lists[0];
  const best = new Map<string, EngineResult>();
  for (const list of lists) {
    for (const r of list) {
      const known = best.get(r.id);
      if (!known || r.score > known.score) best.set(r.id, r);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** Shapes one engine page into DocSearch hits. */
export function shapeDocument(doc: EngineDoc, id: string, o: ShapeOptions): LocalHit[] {
  const pageTitle = doc.meta.title || doc.url;
  const lvl0 = doc.meta.lvl0 || '';
  // Stryker disable next-line ArrayDeclaration: headingChain drops an entry without a location
  const anchors = doc.anchors ?? [];
  let subs: EngineSubResult[] = doc.sub_results?.length
    ? doc.sub_results
    : [{title: pageTitle, url: doc.url, excerpt: doc.excerpt}];
  // The best sections first by match count, shown in page order.
  const ranked = subs.map((s, i) => ({s, i, score: subScore(s)})).sort((a, b) => b.score - a.score); // stable: page order among equals
  const limit = o.onePerDocument ? 1 : Math.max(1, o.maxHitsPerDocument);
  subs = ranked
    .slice(0, limit)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);

  const hits: LocalHit[] = [];
  subs.forEach((sub, n) => {
    const snippet = safeExcerpt(sub.excerpt ?? '', o.pre, o.post);
    const words = [...snippet.matchedWords, ...o.queryWords];
    const chain = o.onePerDocument ? [] : headingChain(anchors, sub.anchor);
    const hierarchy: Hierarchy = {lvl0, lvl1: pageTitle, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    chain.forEach((text, i) => {
      hierarchy[LEVELS[i + 2]] = text;
    });
    const highlightHierarchy: Partial<Record<Levels, HighlightValue>> = {};
    for (const level of LEVELS) {
      const text = hierarchy[level];
      if (text != null) highlightHierarchy[level] = highlightText(text, words, o.pre, o.post);
    }
    const deepest = chain.length ? (`lvl${chain.length + 1}` as HitType) : 'lvl1';
    const headingMatched = highlightHierarchy[deepest as Levels]!.matchLevel === 'full';
    const type: HitType = headingMatched && !o.onePerDocument ? deepest : 'content';
    const plain = snippet.value ? unescapeForContent(sub.excerpt) : null;
    const url = absoluteUrl(o.origin, sub.url || doc.url);
    const hashIndex = url.indexOf('#');
    const hasAnchor = hashIndex !== -1;
    const contentValue: HighlightValue = {
      value: snippet.value,
      matchLevel: snippet.matchedWords.length ? 'full' : 'none',
      matchedWords: snippet.matchedWords,
    };
    hits.push({
      objectID: `${id}-${n}`,
      url,
      url_without_anchor: hasAnchor ? url.slice(0, hashIndex) : url,
      anchor: hasAnchor ? url.slice(hashIndex + 1) : null,
      type,
      content: plain,
      hierarchy,
      _highlightResult: {hierarchy: highlightHierarchy, content: contentValue},
      _snippetResult: {
        hierarchy: highlightHierarchy,
        ...(snippet.value ? {content: contentValue} : {}),
      },
    });
  });
  return hits;
}

/** Plain text of an excerpt (for the `content` attribute, rendered as text by React). */
function unescapeForContent(excerpt: string): string {
  return excerpt
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

type AnyRequest = Record<string, unknown> & {indexName?: string; params?: unknown; query?: unknown};

function requestParams(req: AnyRequest): Record<string, unknown> {
  let params: Record<string, unknown> = {};
  if (typeof req.params === 'string') {
    const sp = new URLSearchParams(req.params);
    for (const [k, v] of sp) {
      try {
        params[k] = /^[[{]/.test(v) ? JSON.parse(v) : v;
      } catch {
        params[k] = v;
      }
    }
  } else if (typeof req.params === 'object') {
    // An object (null spreads to no keys).
    params = {...(req.params as Record<string, unknown>)};
  }
  const {params: _ignored, ...rest} = req;
  void _ignored;
  return {...rest, ...params};
}

function toInt(v: unknown, fallback: number, min: number, max: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseInt(v, 10) : Number.NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

export interface LocalSearchClient {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: () => void}};
  addAlgoliaAgent: (segment?: string, version?: string) => void;
  clearCache: () => Promise<void>;
  search: (requests: unknown) => Promise<{results: LocalSearchResult[]}>;
  searchForHits: (requests: unknown) => Promise<{results: LocalSearchResult[]}>;
  searchForFacets: (requests: unknown) => Promise<{results: unknown[]}>;
  searchForFacetValues: (requests: unknown) => Promise<unknown>;
  /** Searches one query; used by tests and the benchmark. */
  searchOne: (params: Record<string, unknown>) => Promise<LocalSearchResult>;
}

export function createLocalSearchClient(options: LocalClientOptions): LocalSearchClient {
  const {
    loadEngine,
    origin,
    locale,
    maxHitsPerDocument = 3,
    onePerDocument = false,
    maxQueryLength = 256,
    rankWindow = 10,
    titleWindow = 30,
    maxDocuments = 1000,
    synonyms = [],
    ranking = {},
    stopWords = [],
    terms = {},
    onMissingIndex, // `reject` unless `empty`
  } = options;
  let enginePromise: Promise<SearchEngine> | null = null;
  const docCache = new Map<string, Promise<EngineDoc>>();

  function engine(): Promise<SearchEngine> {
    if (!enginePromise) {
      enginePromise = loadEngine().catch((error: unknown) => {
        enginePromise = null;
        throw error instanceof SearchIndexUnavailableError
          ? error
          : new SearchIndexUnavailableError('The search index could not be loaded.', {cause: error});
      });
    }
    return enginePromise;
  }

  function docOf(r: EngineResult): Promise<EngineDoc> {
    let p = docCache.get(r.id);
    if (!p) {
      p = r.data();
      docCache.set(r.id, p);
      p.catch(() => docCache.delete(r.id));
    }
    return p;
  }

  async function searchOne(params: Record<string, unknown>): Promise<LocalSearchResult> {
    const started = Date.now();
    const query = normalizeQuery(params.query, maxQueryLength);
    const hitsPerPage = Math.min(toInt(params.hitsPerPage, 20, 0, 1000), maxDocuments);
    const page = toInt(params.page, 0, 0, 10_000);
    // Without explicit tags, the classic DocSearch ones (the theme's search page styles them).
    const pre = typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_PRE_TAG;
    const post = typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_POST_TAG;
    const indexName = typeof params.indexName === 'string' ? params.indexName : 'local';
    const base: LocalSearchResult = {
      hits: [],
      nbHits: 0,
      nbPages: 0,
      page,
      hitsPerPage,
      query,
      params: '',
      index: indexName,
      facets: {},
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      processingTimeMS: 0,
    };
    if (!query || !isSearchable(query)) return base;
    const filters = toEngineFilters(params.facetFilters, locale);
    if (filters === null) return base;

    let eng: SearchEngine;
    try {
      eng = await engine();
    } catch (error) {
      if (onMissingIndex === 'empty' && error instanceof SearchIndexUnavailableError) return base;
      throw error;
    }
    // Looked up: the query, the query without its stop words, and that with the docs' words.
    const lookup = withoutStopWords(query, stopWords);
    const asked = [...new Set([query, lookup, ...queryVariants(lookup, synonyms)])];
    const merged = mergeResults(
      await Promise.all(asked.map(async (q) => (await eng.search(q, {filters}))?.results ?? [])),
    );
    // Compared with titles: the words of each, terms whole and in parts.
    const wordSets = uniqueSets(asked.flatMap((q) => wordForms(queryTerms(q), terms)));
    const found =
      eng.titleOf && ranking.preferTitles ? ranking.preferTitles(merged, eng.titleOf, wordSets, titleWindow) : merged;
    const queryWords = [...new Set(wordSets.flat())];

    // Re-rank the top pages by the site's rules (their details loaded); engine order among equals.
    let ordered = found;
    if (ranking.rankKeys) {
      const rankKeys = ranking.rankKeys;
      const window = found.slice(0, rankWindow);
      const windowDocs = await Promise.all(window.map((r) => docOf(r)));
      const rankedWindow = window
        .map((r, i) => ({r, keys: rankKeys(windowDocs[i], {wordSets, queryWords})}))
        .sort((a, b) => compareKeys(a.keys, b.keys)) // stable: engine order among equals
        .map((x) => x.r);
      ordered = [...rankedWindow, ...found.slice(rankWindow)];
    }

    const nbHits = ordered.length;
    const slice = ordered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const docs = await Promise.all(slice.map((r) => docOf(r)));
    const shape: ShapeOptions = {
      origin,
      pre,
      post,
      maxHitsPerDocument,
      onePerDocument,
      queryWords,
    };
    // `hitsPerPage` counts pages; each page brings at most `maxHitsPerDocument` hits.
    const hits = docs.flatMap((doc, i) => shapeDocument(doc, slice[i].id, shape));
    return {
      ...base,
      hits,
      nbHits,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      processingTimeMS: Date.now() - started,
    };
  }

  async function search(requests: unknown): Promise<{results: LocalSearchResult[]}> {
    const list: AnyRequest[] = Array.isArray(requests)
      ? (requests as AnyRequest[])
      : requests && typeof requests === 'object' && Array.isArray((requests as {requests?: unknown}).requests)
        ? (requests as {requests: AnyRequest[]}).requests
        : [];
    const results = await Promise.all(list.map((req) => searchOne(requestParams(req))));
    return {results};
  }

  return {
    ...localClientIdentity(),
    clearCache: async () => {
      docCache.clear();
    },
    search,
    searchForHits: search,
    searchForFacets: async (requests) => ({results: (await search(requests)).results.map(() => ({facetHits: []}))}),
    searchForFacetValues: async () => [{facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0}],
    searchOne,
  };
}
