// @ts-check
// Route shards in the browser (see ../shards.js, which writes the calls to this module into the
// routes of each bundle). A sharded parent's `routes` list starts empty; `ensureRoutes` loads the
// shard a path falls in and appends its routes before the path is matched (./preload.js).

/**
 * @typedef {Record<string, [string, () => Promise<{default: unknown[]}>]>} ShardTable path key -> [chunk name, loader]
 * @typedef {{base: string, routes: unknown[], table: ShardTable | null, loading: Map<string, Promise<void>>}} Parent
 */

/** @type {Parent[]} */
const parents = [];

/** @param {string} path */
const baseOf = (path) => path.replace(/\/+$/, '').toLowerCase();

/** Client bundle: an empty children list, filled shard by shard. `table`: path key -> [chunk name, loader]. */
/**
 * @param {string} path
 * @param {ShardTable} table
 */
export function shardedRoutes(path, table) {
  /** @type {unknown[]} */
  const routes = [];
  parents.push({base: baseOf(path), routes, table, loading: new Map()});
  return routes;
}

/** Server bundle: the children as they are. */
/**
 * @param {string} path
 * @param {unknown[]} routes
 */
export function trustedRoutes(path, routes) {
  parents.push({base: baseOf(path), routes, table: null, loading: new Map()});
  return routes;
}

/**
 * The key of the shard holding `pathname` under a parent: its longest prefix of segments that is a
 * key ("" is the rest). Null when the path is not under the parent or no shard can hold it.
 */
/**
 * @param {string} base
 * @param {Record<string, unknown>} table
 * @param {string} pathname
 * @returns {string | null}
 */
export function shardKey(base, table, pathname) {
  const p = pathname.toLowerCase();
  if (p !== base && !p.startsWith(`${base}/`)) return null;
  const segs = p.slice(base.length).split('/').filter(Boolean);
  for (let n = segs.length; n >= 0; n -= 1) {
    const key = segs.slice(0, n).join('/');
    if (Object.prototype.hasOwnProperty.call(table, key)) return key;
  }
  return null;
}

/**
 * @param {Parent} parent a parent of the client bundle (with a table)
 * @param {string} key
 */
function load(parent, key) {
  let pending = parent.loading.get(key);
  if (!pending) {
    pending = /** @type {ShardTable} */ (parent.table)[key][1]().then(
      /** @param {{default: unknown[]}} mod */
      (mod) => {
        parent.routes.push(...mod.default);
      },
      /** @param {unknown} error */
      (error) => {
        // A failed chunk (network, or a new deployment) may be retried by the next navigation.
        parent.loading.delete(key);
        throw error;
      },
    );
    parent.loading.set(key, pending);
  }
  return pending;
}

/** Loads the shards the paths fall in (none when they are loaded, or the paths are elsewhere). */
/**
 * @param {readonly string[]} pathnames
 * @returns {Promise<void>}
 */
export function ensureRoutes(pathnames) {
  const pending = [];
  for (const parent of parents) {
    if (!parent.table) continue;
    for (const pathname of pathnames) {
      const key = shardKey(parent.base, parent.table, pathname);
      if (key !== null) pending.push(load(parent, key));
    }
  }
  return pending.length ? Promise.all(pending).then(() => undefined) : Promise.resolve();
}

/** The chunk name of a shard `pathname` needs and is not loaded yet, or null. */
/**
 * @param {string} pathname
 * @returns {string | null}
 */
export function missingShard(pathname) {
  for (const parent of parents) {
    if (!parent.table) continue;
    const key = shardKey(parent.base, parent.table, pathname);
    if (key !== null && !parent.loading.has(key)) return parent.table[key][0];
  }
  return null;
}

/** The path as it is and decoded; a malformed escape is left as it is rather than thrown. */
/**
 * @param {string} pathname
 * @returns {string[]}
 */
export function pathVariants(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // `/%E0%A4%A` and the like: no route has such a path, the page shows "not found".
  }
  return Array.from(new Set([pathname, decoded]));
}
