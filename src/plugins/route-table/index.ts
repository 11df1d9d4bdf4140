/**
 * Keeps the route table in main.js compact.
 *
 * Docusaurus puts every route's chunks into main.js (`@generated/registry`, facebook/docusaurus#7256):
 * for each chunk a loader, its module path and its module id. The module path is only used on the
 * server; ./registryLoader.js drops it from the client bundle (about 5.6 KB gzip of main.js at
 * full size, growing with every page). Relies on the format of the generated registry, listed in
 * src/theme/README.md.
 *
 * The webpack runtime (runtime~main.js, loaded with main.js) held three maps over the ~600 chunks
 * of a locale: chunk id -> name and id -> content hash (to name a chunk's file), and Docusaurus'
 * name -> id (`__webpack_require__.gca`, for prefetching). With chunk ids equal to the chunk names
 * (`chunkIds: 'named'`) the first is gone and ./chunkAssets.js writes `gca` without the third:
 * runtime~main 15.5 -> 10.1 KB gzip, every first visit 5.2-5.5 KB lighter. Chunks without a name
 * (shared and library chunks, about 90) are named after their modules' paths.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import chunkAssets from './chunkAssets.js';

const {createChunkAssetPlugin} = chunkAssets as {createChunkAssetPlugin: (bundler: unknown) => new () => WebpackPluginInstance};

export default function routeTablePlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'rainbond-route-table',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      // Docusaurus' own `gca` map (name -> id of every chunk) gives way to the compact one.
      const before = config.plugins?.length ?? 0;
      config.plugins = (config.plugins ?? []).filter((p) => p?.constructor?.name !== 'ChunkAssetPlugin');
      if (config.plugins.length === before) throw new Error('route-table: Docusaurus\' ChunkAssetPlugin not found (see src/theme/README.md)');
      const CompactChunkAssetPlugin = createChunkAssetPlugin(currentBundler.instance);
      return {
        // Chunk ids are the chunk names Docusaurus gives route chunks (8 hex digits), so the
        // runtime's chunk -> file map needs no id -> name part, and `gca` no name -> id map.
        optimization: {chunkIds: 'named'},
        plugins: [new CompactChunkAssetPlugin()],
        module: {
          rules: [{test: (file: string) => file === registry, use: [{loader: path.resolve(__dirname, 'registryLoader.js')}]}],
        },
      };
    },
  };
}
