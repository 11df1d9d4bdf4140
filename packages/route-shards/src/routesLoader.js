// @ts-check
// Webpack loader for `@generated/routes` in production builds (see ./index.ts and ./shards.js).
// CommonJS: the bundler loads it as it is.
//   client bundle, routes.js:            sharded parents start empty, with a loader per shard
//   client bundle, routes.js?shard=<id>: that shard's routes, chunk names and loaders
//   server bundle:                       every route; sharded parents are only recorded
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, loaded by the bundler as it is */
const fs = require('node:fs');
const path = require('node:path');
const {planOfDir, emitMainRoutes, emitShard} = require('./shards.js');
const {stripModuleNames} = require('./registryLoader.js');

const RUNTIME = path.resolve(__dirname, 'client', 'shards.js');

/**
 * @this {import('webpack').LoaderContext<{client: boolean}>}
 * @param {string} _source the generated routes.js, read again by ./shards.js `planOfDir` (which every loader shares)
 * @returns {string}
 */
module.exports = function routesLoader(_source) {
  const {client} = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  const planned = planOfDir(dir, (f) => this.addDependency(f));
  if (!planned)
    throw new Error(
      "route-shards: the generated route files (`.docusaurus/routes.js`) match nothing: routes not sharded (see the list of internals in route-shards' README)",
    );
  const {tree, chunkNames, plan} = planned;
  const shard = /[?&]shard=([\w-]+)/.exec(this.resourceQuery ?? '')?.[1];
  if (!shard) return emitMainRoutes(tree, plan, RUNTIME, {client});
  const registryFile = path.join(dir, 'registry.js');
  this.addDependency(registryFile);
  const registry = fs.readFileSync(registryFile, 'utf8');
  return stripModuleNames(emitShard(shard, plan, chunkNames, registry)).source;
};
