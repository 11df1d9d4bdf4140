/**
 * Fakes of the search engine for the local search client's tests (packages/search-pagefind and the
 * site's ranking tests): pages in a given order, and pages matching a query word.
 */
import {
  createLocalSearchClient,
  type EngineDoc,
  type EngineFilter,
  type LocalClientOptions,
  type SearchEngine,
} from '../src/client/localClient';

export interface Log {
  calls: {term: string; filters?: EngineFilter}[];
  /** How often each page's details were downloaded. */
  loads: Record<string, number>;
}

/**
 * An engine that finds every page, in the given order, whatever the query (the client's own
 * rules are under test, not the engine's matching). Results are numbered p0, p1, …
 */
export function pagesEngine(docs: EngineDoc[], log: Log = {calls: [], loads: {}}): SearchEngine {
  return {
    async search(term, {filters}) {
      log.calls.push({term, filters});
      return {
        results: docs.map((doc, i) => ({
          id: `p${i}`,
          score: 1,
          data: async () => {
            log.loads[`p${i}`] = (log.loads[`p${i}`] ?? 0) + 1;
            return doc;
          },
        })),
      };
    },
  };
}

export function pagesClient(docs: EngineDoc[], extra: Partial<LocalClientOptions> = {}) {
  const log: Log = {calls: [], loads: {}};
  let engineLoads = 0;
  const c = createLocalSearchClient({
    loadEngine: async () => {
      engineLoads += 1;
      return pagesEngine(docs, log);
    },
    origin: 'https://www.rainbond.com',
    locale: 'en',
    ...extra,
  });
  return {c, log, engineLoads: () => engineLoads};
}

export function page(url: string, title: string | undefined, extra: Partial<EngineDoc> = {}): EngineDoc {
  return {url, meta: {title, lvl0: 'Docs'}, excerpt: `About ${title}`, ...extra};
}

/** A fake engine: pages matching a query word, in the given order, with Pagefind-shaped data. */
export function fakeEngine(docs: EngineDoc[], calls: {term: string; filters?: EngineFilter}[] = []): SearchEngine {
  return {
    async search(term, {filters}) {
      calls.push({term, filters});
      const words = term.toLowerCase().split(/\s+/);
      const found = docs.filter((d) => words.some((w) => `${d.meta.title} ${d.excerpt}`.toLowerCase().includes(w)));
      return {results: found.map((d, i) => ({id: `r${i}-${d.url}`, score: 1 / (i + 1), data: async () => d}))};
    },
  };
}

export const installDoc: EngineDoc = {
  url: '/docs/installation/install-with-helm/',
  meta: {title: 'Install with Helm', lvl0: 'Installation'},
  excerpt: 'Use <mark>helm</mark> to install.',
  anchors: [
    {element: 'h2', id: 'requirements', text: 'Requirements', location: 10},
    {element: 'h3', id: 'storage', text: 'Storage', location: 20},
    {element: 'h2', id: 'run', text: 'Run helm install', location: 40},
  ],
  weighted_locations: [{weight: 7, location: 0}],
  sub_results: [
    {
      title: 'Install with Helm',
      url: '/docs/installation/install-with-helm/',
      excerpt: 'Install with <mark>Helm</mark>. Intro.',
      locations: [2],
    },
    {
      title: 'Storage',
      url: '/docs/installation/install-with-helm/#storage',
      excerpt: 'The <mark>helm</mark> chart needs &lt;storage&gt; &amp; more',
      anchor: {element: 'h3', id: 'storage', text: 'Storage', location: 20},
      locations: [21, 25],
    },
    {
      title: 'Run helm install',
      url: '/docs/installation/install-with-helm/#run',
      excerpt: 'Run <mark>helm</mark> install now',
      anchor: {element: 'h2', id: 'run', text: 'Run helm install', location: 40},
      locations: [41, 42, 43],
    },
  ],
};

export const mentionDoc: EngineDoc = {
  url: '/docs/faq/',
  meta: {title: 'FAQ', lvl0: 'Support'},
  excerpt: 'Sometimes <mark>helm</mark> is mentioned.',
  weighted_locations: [{weight: 1, location: 30}],
  sub_results: [
    {title: 'FAQ', url: '/docs/faq/', excerpt: 'Sometimes <mark>helm</mark> is mentioned.', locations: [30]},
  ],
};

/** A client over `fakeEngine`, with the calls it made. */
export function client(docs: EngineDoc[], extra: Partial<Parameters<typeof createLocalSearchClient>[0]> = {}) {
  const calls: {term: string; filters?: EngineFilter}[] = [];
  const c = createLocalSearchClient({
    loadEngine: async () => fakeEngine(docs, calls),
    origin: 'https://www.rainbond.com',
    locale: 'en',
    ...extra,
  });
  return {c, calls};
}
