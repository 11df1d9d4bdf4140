// Webpack loader for the client bundle's `@generated/routesChunkNames` in production builds: the
// routes of shards leave it (./shards.js; each shard module adds its own). CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, loaded by the bundler as it is */
const path = require('node:path');
const {planOfDir, mainChunkNames} = require('./shards.js');

module.exports = function chunkNamesLoader(source) {
  const planned = planOfDir(path.dirname(this.resourcePath), (f) => this.addDependency(f));
  if (!planned) {
    this.emitError(
      new Error(
        'route-table: the generated route files (`routesChunkNames.json`) match nothing (see src/theme/README.md)',
      ),
    );
    return source;
  }
  return JSON.stringify(mainChunkNames(JSON.parse(source), planned.plan));
};
