// @ts-check
// Replaces @docusaurus/core/lib/client/docusaurus.js (see ../index.ts), the `window.docusaurus`
// that Docusaurus' <Link> calls: `prefetch` when a link scrolls into view, `preload` on hover.
//
// Upstream's prefetch scans every route's chunk names for each link (a docs page with its sidebar
// in view made dozens of scans of ~900 entries, plus a <link rel=prefetch> per chunk per link, in
// the long tasks right after the first paint). Here prefetching waits for an idle moment, finds a
// route's chunk names in an index, and asks for each file once. A link into a route shard that
// is not loaded yet prefetches that shard's file; its pages' chunks load with the shard on hover
// or navigation.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import flat from '@docusaurus/core/lib/client/flat';
import preloadHelper from './preload';
import {ensureRoutes, missingShard} from './shards';

/** @type {Set<string>} */
const fetched = new Set();
/** @type {Set<string>} */
const loaded = new Set();
/** @type {Set<string>} */
const requestedFiles = new Set();

/** The Network Information API, where the browser has it. */
const connection = () =>
  /** @type {Navigator & {connection?: {effectiveType: string, saveData: boolean}}} */ (navigator).connection;
// If the visitor is on a slow or constrained connection.
const isSlowConnection = () => connection()?.effectiveType.includes('2g') || connection()?.saveData;
/** @param {string} routePath */
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
/** @param {string} routePath */
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

/** Route path -> chunk names, rebuilt when a shard has added routes. */
/** @type {Map<string, string[]>} */
let index = new Map();
let indexed = -1;
/**
 * @param {string} path
 * @returns {string[]}
 */
function chunkNamesOf(path) {
  const keys = Object.keys(routesChunkNames);
  if (keys.length !== indexed) {
    index = new Map();
    for (const key of keys) {
      // "path-hash" -> path
      const path = key.replace(/-[^-]+$/, '');
      if (!index.has(path)) index.set(path, []);
      /** @type {string[]} */ (index.get(path)).push(...Object.values(flat(routesChunkNames[key])));
    }
    indexed = keys.length;
  }
  return index.get(path) ?? [];
}

/**
 * @param {string} chunkName
 * @returns {Promise<unknown>}
 */
function prefetchFile(chunkName) {
  // "__webpack_require__.gca" (../chunkAssets.js) turns a chunk name into its URL.
  // eslint-disable-next-line no-undef
  const url = __webpack_require__.gca(chunkName);
  if (!url || url.includes('undefined') || requestedFiles.has(url)) return Promise.resolve();
  requestedFiles.add(url);
  // A file the page has already downloaded (its own chunks) is not asked for again.
  if (performance.getEntriesByName?.(new URL(url, window.location.href).href).length) return Promise.resolve();
  return prefetchHelper(url);
}

/** @param {string} routePath */
function prefetchNow(routePath) {
  const shard = missingShard(routePath);
  if (shard) {
    // Once the shard has loaded, a later call (a link seen again) prefetches the route's chunks.
    fetched.delete(routePath);
    return prefetchFile(shard);
  }
  return ensureRoutes([routePath]).then(() =>
    Promise.all(
      matchRoutes(routes, routePath)
        .flatMap((match) => chunkNamesOf(match.route.path))
        .map(prefetchFile),
    ),
  );
}

// Prefetches run one after another in idle time (a timeout where requestIdleCallback is missing),
// one link per idle callback: a callback that took every queued link made one long task of their
// route matching and of the promise callbacks that follow it.
/** @type {[string, (value?: unknown) => void][]} */
const queue = [];
let scheduled = false;
/** @param {() => void} fn */
const whenIdle = (fn) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, {timeout: 3000}) : setTimeout(fn, 200);
function schedule() {
  if (scheduled || !queue.length) return;
  scheduled = true;
  whenIdle(step);
}
function step() {
  scheduled = false;
  const [routePath, resolve] = /** @type {[string, (value?: unknown) => void]} */ (queue.shift());
  try {
    resolve(prefetchNow(routePath).catch(() => {}));
  } catch {
    resolve(); // prefetching is best effort
  }
  schedule();
}

/** @param {string} routePath */
const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => {
    queue.push([routePath, resolve]);
    schedule();
  });
};

/** @param {string} routePath */
const preload = (routePath) => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

// Mounted on window; frozen as upstream's is.
export default Object.freeze({prefetch, preload});
