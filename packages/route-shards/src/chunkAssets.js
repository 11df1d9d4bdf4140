// @ts-check
// A compact `__webpack_require__.gca` (see ./index.ts). CommonJS: the bundler loads it as it is.
//
// Docusaurus' ChunkAssetPlugin writes into the webpack runtime a map from every chunk's name to
// its id, which `window.docusaurus.prefetch` reads to turn a route's chunk names into URLs.
// With chunk ids equal to chunk names (./index.ts sets `optimization.chunkIds: 'named'`) that
// map is the identity: this plugin writes only the entries whose name differs from the id.

/** The chunks of the map `gca` needs: name -> id, where they differ. */
/**
 * @param {Record<string | number, string>} idToName
 * @returns {Record<string, string>}
 */
function compactChunkMap(idToName) {
  return Object.fromEntries(
    Object.entries(idToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
}

/**
 * The plugin class, for the bundler Docusaurus configures (webpack, or Rspack with its API).
 * @param {typeof import('webpack')} bundler
 */
function createChunkAssetPlugin(bundler) {
  const {RuntimeGlobals, RuntimeModule} = bundler;
  class CompactChunkAssetRuntimeModule extends RuntimeModule {
    constructor() {
      super('CompactChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
      this.fullHash = true;
    }
    generate() {
      const map = compactChunkMap(/** @type {import('webpack').Chunk} */ (this.chunk).getChunkMaps(false).name);
      const lookup = Object.keys(map).length ? `${JSON.stringify(map)}[chunkId]||chunkId` : 'chunkId';
      return `__webpack_require__.gca = function(chunkId) { return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(${lookup}); };`;
    }
  }
  return class CompactChunkAssetPlugin {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CompactChunkAssetPlugin', (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap('CompactChunkAssetPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new CompactChunkAssetRuntimeModule());
        });
      });
    }
  };
}

module.exports = {compactChunkMap, createChunkAssetPlugin};
