/**
 * The local search clients of this site, one for the DocSearch modal and one for the search
 * page, sharing one loaded index. Browser only.
 */
import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient, type LocalSearchClient} from './localClient';
import {pagefindLoader} from './pagefindEngine';
import {INDEX_FOLDER} from '../constants';

type Kind = 'modal' | 'page';
type Status = 'unknown' | 'ready' | 'missing';

const clients: Partial<Record<Kind, LocalSearchClient>> = {};
let status: Status = 'unknown';
const listeners = new Set<(s: Status) => void>();

function setStatus(next: Status) {
  if (status === next) return;
  status = next;
  listeners.forEach((l) => l(next));
}

/** Whether the index loaded ('ready') or could not be loaded ('missing'). */
export function getIndexStatus(): Status {
  return status;
}

export function subscribeIndexStatus(listener: (s: Status) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The URL of this locale's index folder (`/pagefind/`, `/en/pagefind/`). */
export function indexUrl(): string {
  return `${siteConfig.baseUrl}${INDEX_FOLDER}/`;
}

let enginePromise: ReturnType<ReturnType<typeof pagefindLoader>> | null = null;
function loadEngine() {
  if (!enginePromise) {
    enginePromise = pagefindLoader(indexUrl())().then(
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

function currentLocale(): string {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return lang.toLowerCase().startsWith('zh') ? 'zh' : lang.split('-')[0] || 'zh';
}

export function getLocalClient(kind: Kind): LocalSearchClient {
  let client = clients[kind];
  if (!client) {
    client = createLocalSearchClient({
      loadEngine,
      origin: typeof window !== 'undefined' ? window.location.origin : siteConfig.url,
      locale: currentLocale(),
      onePerDocument: kind === 'page',
      maxHitsPerDocument: 2,
      // The modal shows a few groups; the search page has the rest.
      maxDocuments: kind === 'modal' ? 8 : 1000,
      // Re-rank only what the modal shows: each page looked at costs a fragment download.
      rankWindow: kind === 'modal' ? 8 : 10,
      // The modal and the search page say themselves when the index is missing (index status).
      onMissingIndex: 'empty',
    });
    clients[kind] = client;
  }
  return client;
}
