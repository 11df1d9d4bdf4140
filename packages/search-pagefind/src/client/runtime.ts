/**
 * The local search clients of this site, one for the DocSearch modal and one for the search
 * page, sharing one loaded index. Browser only.
 */
import siteConfig from '@generated/docusaurus.config';
import type {LocalSearchClient, SearchEngine} from './localClient';
import {INDEX_FOLDER, localClientIdentity} from '../constants';

/** ./searchCore (the client, the site's rules, the Pagefind loader): its own chunk, fetched on intent. */
let corePromise: Promise<typeof import('./searchCore')> | null = null;
function loadCore() {
  if (!corePromise) {
    corePromise = import('./searchCore');
    corePromise.catch(() => {
      corePromise = null;
    });
  }
  return corePromise;
}

type Kind = 'modal' | 'page';
type Status = 'unknown' | 'loading' | 'ready' | 'missing';

const clients: Partial<Record<Kind, LocalSearchClient>> = {};
let status: Status = 'unknown';
const listeners = new Set<(s: Status) => void>();

function setStatus(next: Status) {
  if (status === next) return;
  status = next;
  listeners.forEach((l) => l(next));
}

/** Whether the index is loading, loaded ('ready') or could not be loaded ('missing'). */
export function getIndexStatus(): Status {
  return status;
}

/**
 * Whether a search of the modal is under way. DocSearch shows its "no results" screen for a query
 * that has no answer yet, so the modal says "searching" instead while this is true.
 */
let pending = 0;
export function isSearchPending(): boolean {
  return pending > 0;
}

function track<T>(answer: Promise<T>): Promise<T> {
  pending += 1;
  listeners.forEach((l) => l(status));
  return answer.finally(() => {
    pending -= 1;
    listeners.forEach((l) => l(status));
  });
}

export function subscribeIndexStatus(listener: (s: Status) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The URL of this locale's index folder (`/pagefind/`, `/en/pagefind/`). */
export function indexUrl(): string {
  return `${siteConfig.baseUrl}${INDEX_FOLDER}/`;
}

let enginePromise: Promise<SearchEngine> | null = null;
function loadEngine() {
  if (!enginePromise) {
    setStatus('loading');
    enginePromise = loadCore()
      .then((core) => core.pagefindLoader(indexUrl(), core.rules.pagefindRanking)())
      .then(
        (engine) => {
          setStatus('ready');
          return engine;
        },
        (error: unknown) => {
          enginePromise = null;
          setStatus('missing');
          throw error;
        },
      );
  }
  return enginePromise;
}

/**
 * Starts loading the index before the first query (when the visitor points at or focuses the
 * search button), so that the first answer does not wait for it. Errors are reported by the
 * search itself.
 */
export function preloadSearchIndex(): void {
  loadEngine().catch(() => {});
}

function currentLocale(): string {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return lang.toLowerCase().startsWith('zh') ? 'zh' : lang.split('-')[0] || 'zh';
}

/**
 * The client of the modal or of the search page. It is handed to DocSearch at once; the code that
 * answers (./searchCore) is fetched with the first search, if the button's intent has not
 * fetched it already.
 */
export function getLocalClient(kind: Kind): LocalSearchClient {
  let client = clients[kind];
  if (!client) {
    let real: Promise<LocalSearchClient> | null = null;
    const answer = () => {
      if (!real) {
        real = createClient(kind);
        real.catch(() => {
          real = null;
        });
      }
      return real;
    };
    client = {
      ...localClientIdentity(),
      clearCache: async () => (real ? (await real).clearCache() : undefined),
      search: async (requests) => (await answer()).search(requests),
      searchForHits: async (requests) => (await answer()).searchForHits(requests),
      searchForFacets: async (requests) => (await answer()).searchForFacets(requests),
      searchForFacetValues: async (requests) => (await answer()).searchForFacetValues(requests),
      searchOne: async (params) => (await answer()).searchOne(params),
    };
    if (kind === 'modal') {
      const {search} = client;
      client = {...client, search: (requests) => track(search(requests))};
    }
    clients[kind] = client;
  }
  return client;
}

async function createClient(kind: Kind): Promise<LocalSearchClient> {
  const core = await loadCore();
  const locale = currentLocale();
  return core.createLocalSearchClient({
    loadEngine,
    origin: typeof window !== 'undefined' ? window.location.origin : siteConfig.url,
    locale,
    synonyms: core.rules.synonyms?.[locale] ?? [],
    ranking: core.rules.ranking,
    stopWords: core.rules.stopWords?.[locale] ?? [],
    terms: core.rules.terms?.[locale] ?? {},
    onePerDocument: kind === 'page',
    maxHitsPerDocument: 2,
    // The modal shows a few groups; the search page has the rest. Six pages, not eight: a first
    // query downloads less, with the same relevance (figures in the commit that set it).
    maxDocuments: kind === 'modal' ? 6 : 1000,
    // Re-rank only what the modal shows: each page looked at costs a fragment download.
    rankWindow: kind === 'modal' ? 6 : 10,
    // The modal and the search page say themselves when the index is missing (index status).
    onMissingIndex: 'empty',
  });
}
