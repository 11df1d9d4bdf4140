// @ts-check
// Webpack loader for the client bundle's `@generated/routesChunkNames` in production builds: the
// routes of shards leave it (./shards.js; each shard module adds its own). CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, loaded by the bundler as it is */
const path = require('node:path');
const {planOfDir, mainChunkNames} = require('./shards.js');

/**
 * @this {import('webpack').LoaderContext<{}>}
 * @param {string} source
 */
module.exports = function chunkNamesLoader(source) {
  const planned = planOfDir(path.dirname(this.resourcePath), (f) => this.addDependency(f));
  if (!planned)
    throw new Error(
      "route-shards: the generated route files (`routesChunkNames.json`) match nothing (see the list of internals in route-shards' README)",
    );
  return JSON.stringify(mainChunkNames(JSON.parse(source), planned.plan));
};
