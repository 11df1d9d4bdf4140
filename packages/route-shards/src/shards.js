// @ts-check
// Route shards: the docs sections' routes leave main.js (see ./index.ts). CommonJS: the bundler's
// loaders (./routesLoader.js, ./registryLoader.js, ./chunkNamesLoader.js) require it as it is.
//
// Docusaurus writes every route into .docusaurus/routes.js, with its chunk names in
// routesChunkNames.json and their loaders in registry.js, and all three go into main.js
// (facebook/docusaurus#7256). A parent route whose children are all pages (`exact` leaves: a docs
// plugin's doc list) and numerous is sharded: its children are grouped by the first path segments
// below it, each group becomes a module of its own (routes, their chunk names and loaders), and the
// parent's `routes` array starts empty, filled by ./client/shards.js before a path under the
// parent is matched. The server bundle keeps every route.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, loaded by the bundler as it is */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

/**
 * @typedef {{__cc: string[]}} Creator `ComponentCreator(path, hash)` as its arguments
 * @typedef {{path: string, component?: Creator, exact?: boolean, routes?: Route[], [attribute: string]: unknown}} Route
 * @typedef {{id: string, key: string, routes: Route[]}} Shard
 * @typedef {{path: string, route: Route, shards: Shard[]}} ShardedParent
 * @typedef {{parents: ShardedParent[], owner: Map<string, string>, shardOfRouteKey: Map<string, string>}} Plan
 * @typedef {Record<string, unknown>} ChunkNames the content of routesChunkNames.json
 */

/** A parent with fewer leaf children stays whole in main.js. */
const MIN_CHILDREN = 24;
/** A group of more routes than this is split at its next path segment. */
const MAX_SHARD = 40;
/** A group of fewer routes than this joins the group above it (its parent segment, or the rest). */
const MIN_SHARD = 10;

/**
 * The route tree of a generated routes.js, with each `ComponentCreator(path, hash)` as
 * `{__cc: [path, hash]}`; null when the source is not in the expected shape.
 */
/**
 * @param {string} source
 * @returns {Route[] | null}
 */
function evaluateRoutes(source) {
  const body = source
    .replace(/^import React from 'react';$/m, '')
    .replace(/^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m, '')
    .replace(/^export default /m, 'result = ');
  if (/^\s*(import|export)\b/m.test(body) || !body.includes('result = ')) return null;
  /** @type {{result: unknown, ComponentCreator: (p: string, h?: string) => Creator}} */
  const sandbox = {result: undefined, ComponentCreator: (p, h) => ({__cc: h === undefined ? [p] : [p, h]})};
  try {
    vm.runInNewContext(body, sandbox, {timeout: 5000});
  } catch {
    return null;
  }
  // Out of the sandbox's realm, so Array.isArray and JSON behave as usual.
  return Array.isArray(sandbox.result) ? JSON.parse(JSON.stringify(sandbox.result)) : null;
}

/** @param {Route} r */
const isLeafPage = (r) =>
  r && !r.routes && r.exact === true && typeof r.path === 'string' && Array.isArray(r.component?.__cc);

/** Whether a route's children are sharded: numerous pages, nothing nested. */
/** @param {Route} route */
function isShardable(route) {
  return Array.isArray(route.routes) && route.routes.length >= MIN_CHILDREN && route.routes.every(isLeafPage);
}

/** The key of `routesChunkNames.json` for a route ("path-hash"); null for the catch-all. */
/**
 * @param {Route} route
 * @returns {string | null}
 */
function routeKey(route) {
  const cc = route.component?.__cc;
  return cc && cc.length === 2 ? `${cc[0]}-${cc[1]}` : null;
}

/** Lower-case path below `base` (itself lower-case, no trailing slash), as segments; null if not below. */
/**
 * @param {string} base
 * @param {string} routePath
 */
function segmentsBelow(base, routePath) {
  const p = routePath.toLowerCase();
  if (p !== base && !p.startsWith(`${base}/`)) return null;
  return p.slice(base.length).split('/').filter(Boolean);
}

/**
 * Groups a parent's children: key (segments joined by "/", "" for the rest) -> routes. A group
 * larger than MAX_SHARD is split at the next segment; a sub-group smaller than MIN_SHARD stays in
 * the group above it. The lookup (./client/shards.js `shardKey`) tries a path's longest prefix
 * first, which finds each route's group.
 */
/**
 * @param {string} base
 * @param {Route[]} children
 */
function groupChildren(base, children) {
  /** @type {Map<string, Route[]>} */
  const groups = new Map();
  /**
   * @param {Route[]} routes
   * @param {number} depth
   * @param {string} prefix
   */
  const place = (routes, depth, prefix) => {
    /** @type {Route[]} */
    const own = [];
    /** @type {Map<string, Route[]>} */
    const below = new Map();
    for (const r of routes) {
      const segs = segmentsBelow(base, r.path) ?? [];
      if (segs.length <= depth) own.push(r);
      else {
        const k = segs.slice(0, depth + 1).join('/');
        if (!below.has(k)) below.set(k, []);
        /** @type {Route[]} */ (below.get(k)).push(r);
      }
    }
    for (const [k, rs] of below) {
      if (rs.length < MIN_SHARD) own.push(...rs);
      else if (rs.length > MAX_SHARD) place(rs, depth + 1, k);
      else groups.set(k, rs);
    }
    if (own.length) groups.set(prefix, own);
  };
  place(children, 0, '');
  return groups;
}

/** @param {string} text */
const shortHash = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 6);

/** Every chunk name of a route's entry in routesChunkNames.json (nested objects and arrays). */
/**
 * @param {unknown} value
 * @param {string[]} [into]
 * @returns {string[]}
 */
function flatNames(value, into = []) {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flatNames(v, into);
  return into;
}

/**
 * The shard plan of a route tree:
 *   parents: [{path, shards: [{id, key, routes}]}] (a parent's route object is in `parentOf`)
 *   owner:   chunk name -> shard id, for chunks only one shard's routes use (the rest stay in main.js)
 *   shardOfRouteKey: routesChunkNames key -> shard id
 */
/**
 * @param {Route[]} tree
 * @param {ChunkNames} chunkNames
 * @returns {Plan}
 */
function planShards(tree, chunkNames) {
  /** @type {ShardedParent[]} */
  const parents = [];
  /** @type {Map<string, string>} */
  const shardOfRouteKey = new Map();
  /** @type {Map<string, Set<string>>} */
  const users = new Map();
  /**
   * @param {Route} route
   * @param {string} owner
   */
  const use = (route, owner) => {
    const key = routeKey(route);
    if (!key) return;
    for (const name of flatNames(chunkNames[key])) {
      if (!users.has(name)) users.set(name, new Set());
      /** @type {Set<string>} */ (users.get(name)).add(owner);
    }
  };
  /** @param {Route[]} routes */
  const walk = (routes) => {
    for (const route of routes) {
      use(route, 'main');
      if (!route.routes) continue;
      if (!isShardable(route)) {
        walk(route.routes);
        continue;
      }
      const base = route.path.replace(/\/+$/, '').toLowerCase();
      const shards = [];
      for (const [key, rs] of groupChildren(base, route.routes)) {
        const id = `rt${shortHash(`${route.path}|${key}`)}`;
        shards.push({id, key, routes: rs});
        for (const r of rs) {
          shardOfRouteKey.set(/** @type {string} */ (routeKey(r)), id);
          use(r, id);
        }
      }
      parents.push({path: route.path, route, shards});
    }
  };
  walk(tree);
  const owner = new Map();
  for (const [name, owners] of users) if (owners.size === 1 && !owners.has('main')) owner.set(name, [...owners][0]);
  return {parents, owner, shardOfRouteKey};
}

/** Code of a route tree, as Docusaurus writes it; `routesOf(route)` may replace a children list. */
/**
 * @param {Route[]} routes
 * @param {(route: Route) => string | null} routesOf
 * @returns {string}
 */
function emitRoutes(routes, routesOf) {
  /**
   * @param {Route} route
   * @returns {string}
   */
  const emit = (route) => {
    const parts = [];
    for (const [k, v] of Object.entries(route)) {
      const key = /^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k);
      const cc = k === 'component' && v ? /** @type {Partial<Creator>} */ (v).__cc : undefined;
      if (Array.isArray(cc)) parts.push(`component: ComponentCreator(${cc.map((x) => JSON.stringify(x)).join(', ')})`);
      else if (k === 'routes' && Array.isArray(v))
        parts.push(`routes: ${routesOf(route) ?? `[${v.map(emit).join(',\n')}]`}`);
      else parts.push(`${key}: ${JSON.stringify(v)}`);
    }
    return `{${parts.join(', ')}}`;
  };
  return `[\n${routes.map(emit).join(',\n')}\n]`;
}

/**
 * The routes module of a bundle. `client`: sharded parents get `shardedRoutes(path, table)`, an
 * empty list with a loader per shard; otherwise `trustedRoutes(path, routes)` keeps the children
 * and records the parent, so both bundles agree on which links ./client/shards.js vouches for.
 */
/**
 * @param {Route[]} tree
 * @param {Plan} plan
 * @param {string} runtimePath
 * @param {{client: boolean}} options
 */
function emitMainRoutes(tree, plan, runtimePath, {client}) {
  const byRoute = new Map(plan.parents.map((p) => [p.route, p]));
  const body = emitRoutes(tree, (route) => {
    const parent = byRoute.get(route);
    if (!parent) return null;
    if (!client) return `trustedRoutes(${JSON.stringify(parent.path)}, ${emitRoutes(route.routes ?? [], () => null)})`;
    const table = parent.shards
      .map(
        (s) =>
          `${JSON.stringify(s.key)}: [${JSON.stringify(s.id)}, () => import(/* webpackChunkName: ${JSON.stringify(s.id)} */ ${JSON.stringify(`./routes.js?shard=${s.id}`)})]`,
      )
      .join(',\n');
    return `shardedRoutes(${JSON.stringify(parent.path)}, {\n${table}\n})`;
  });
  return [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import {shardedRoutes, trustedRoutes} from ${JSON.stringify(runtimePath)};`,
    `export default ${body};`,
    '',
  ].join('\n');
}

/**
 * Registry entries (`"name": [...]` lines of registry.js) by chunk name, each line as written,
 * without its trailing comma.
 */
/** @param {string} source */
function registryEntries(source) {
  /** @type {Map<string, string>} */
  const entries = new Map();
  for (const line of source.split('\n')) {
    const m = /^\s*"([^"]+)": (\[\(\) => import\(.*\)\]),?(?:\};)?\s*$/.exec(line);
    if (m) entries.set(m[1], m[2]);
  }
  return entries;
}

/**
 * The main registry: registry.js without the lines of the entries a single shard owns (the ones
 * `registryEntries` reads, which ./emitShard moves into the shard); every other line as it is.
 */
/**
 * @param {string} source
 * @param {Plan} plan
 */
function mainRegistry(source, plan) {
  const entries = registryEntries(source);
  const out = [];
  for (const line of source.split('\n')) {
    const name = /^\s*"([^"]+)": \[/.exec(line)?.[1];
    if (name === undefined || !entries.has(name) || !plan.owner.has(name)) out.push(line);
    else if (/\};\s*$/.test(line)) out.push('};');
  }
  return out.join('\n');
}

/** The main routesChunkNames.json: without the routes of shards. */
/**
 * @param {ChunkNames} chunkNames
 * @param {Plan} plan
 */
function mainChunkNames(chunkNames, plan) {
  return Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !plan.shardOfRouteKey.has(key)));
}

/**
 * A shard's module: it adds its routes' chunk names and loaders to the main tables, then
 * exports its routes (ComponentCreator reads both tables when called).
 */
/**
 * @param {string} id
 * @param {Plan} plan
 * @param {ChunkNames} chunkNames
 * @param {string} registrySource
 */
function emitShard(id, plan, chunkNames, registrySource) {
  const shard = plan.parents.flatMap((p) => p.shards).find((s) => s.id === id);
  if (!shard) throw new Error(`route-shards: no route shard ${id}`);
  const names = Object.fromEntries(shard.routes.map((r) => [routeKey(r), chunkNames[String(routeKey(r))]]));
  const entries = [...registryEntries(registrySource)].filter(([name]) => plan.owner.get(name) === id);
  return [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import registry from '@generated/registry';`,
    `import routesChunkNames from '@generated/routesChunkNames';`,
    `Object.assign(routesChunkNames, ${JSON.stringify(names)});`,
    `Object.assign(registry, {\n${entries.map(([name, code]) => `  ${JSON.stringify(name)}: ${code}`).join(',\n')}\n});`,
    `export default ${emitRoutes(shard.routes, () => null)};`,
    '',
  ].join('\n');
}

/** @typedef {{tree: Route[], chunkNames: ChunkNames, plan: Plan}} Planned */
/** @type {{key: string, value: Planned | null}} */
let memo = {key: '', value: null};
/**
 * The plan of the generated files in `dir` (routes.js and routesChunkNames.json), with the
 * chunk names; null when routes.js is not in the expected shape (nothing is sharded then). Each
 * loader reads it, so all three agree; `addDependency` (when given) records the files read.
 */
/**
 * @param {string} dir
 * @param {(file: string) => void} [addDependency]
 * @returns {Planned | null}
 */
function planOfDir(dir, addDependency = () => {}) {
  const routesFile = path.join(dir, 'routes.js');
  const namesFile = path.join(dir, 'routesChunkNames.json');
  addDependency(routesFile);
  addDependency(namesFile);
  const routesSource = fs.readFileSync(routesFile, 'utf8');
  const namesSource = fs.readFileSync(namesFile, 'utf8');
  const key = `${routesSource}\0${namesSource}`;
  if (memo.key !== key) {
    const tree = evaluateRoutes(routesSource);
    const chunkNames = JSON.parse(namesSource);
    memo = {key, value: tree && {tree, chunkNames, plan: planShards(tree, chunkNames)}};
  }
  return memo.value;
}

module.exports = {
  planOfDir,
  MIN_CHILDREN,
  MAX_SHARD,
  MIN_SHARD,
  evaluateRoutes,
  isShardable,
  groupChildren,
  planShards,
  emitMainRoutes,
  registryEntries,
  mainRegistry,
  mainChunkNames,
  emitShard,
};
