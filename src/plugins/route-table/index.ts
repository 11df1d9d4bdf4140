/**
 * Keeps the route table in main.js compact.
 *
 * Docusaurus puts every route's chunks into main.js (`@generated/registry`, facebook/docusaurus#7256):
 * for each chunk a loader, its module path and its module id. The module path is only used on the
 * server; ./registryLoader.js drops it from the client bundle (about 5.6 KB gzip of main.js at
 * full size, growing with every page). Relies on the format of the generated registry, listed in
 * src/theme/README.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function routeTablePlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'rainbond-route-table',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      return {
        module: {
          rules: [{test: (file: string) => file === registry, use: [{loader: path.resolve(__dirname, 'registryLoader.js')}]}],
        },
      };
    },
  };
}
