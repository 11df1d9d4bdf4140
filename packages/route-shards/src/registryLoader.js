// @ts-check
// Webpack loader for the client bundle's `@generated/registry` (see ./index.ts). CommonJS: the
// bundler loads it as it is.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, loaded by the bundler as it is */
const path = require('node:path');
const {planOfDir, mainRegistry} = require('./shards.js');

/**
 * Docusaurus writes one line per chunk:
 *   "name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path", require.resolveWeak("path")],
 * The middle "path" is only read on the server (react-loadable reports the modules a page
 * rendered); in the browser it is dead weight, one module path per route chunk. It becomes 0.
 */
const ENTRY = /(\), )"((?:[^"\\]|\\.)*)"(, require\.resolveWeak\(")((?:[^"\\]|\\.)*)("\))/g;

/** @param {string} source */
function stripModuleNames(source) {
  let count = 0;
  /** @type {(whole: string, open: string, name: string, weak: string, weakName: string, close: string) => string} */
  const strip = (whole, open, name, weak, weakName, close) => {
    if (name !== weakName) return whole;
    count += 1;
    return `${open}0${weak}${weakName}${close}`;
  };
  const result = source.replace(ENTRY, /** @type {(whole: string, ...groups: string[]) => string} */ (strip));
  return {source: result, count};
}

/**
 * @this {import('webpack').LoaderContext<{shard?: boolean}>}
 * @param {string} source
 */
module.exports = function registryLoader(source) {
  const {shard} = this.getOptions?.() ?? {};
  const {source: stripped, count} = stripModuleNames(source);
  // A registry with entries of which none matched: the generated format changed. Fail the build,
  // rather than ship the paths unnoticed (test/generated.test.ts has the format).
  if (count === 0)
    throw new Error(
      "route-shards: the format of `.docusaurus/registry.js` matches nothing (see the list of internals in route-shards' README)",
    );
  if (!shard) return stripped;
  // Production: the entries a single route shard uses move into that shard (./shards.js).
  const planned = planOfDir(path.dirname(this.resourcePath), (f) => this.addDependency(f));
  if (!planned)
    throw new Error(
      "route-shards: the generated route files (`.docusaurus/routes.js`) match nothing (see the list of internals in route-shards' README)",
    );
  return mainRegistry(stripped, planned.plan);
};
module.exports.stripModuleNames = stripModuleNames;
