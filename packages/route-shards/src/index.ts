/**
 * A compact route table in main.js, and (production builds) the docs routes split into section
 * shards that leave it. See ../README.md for what, why, the options and the internals relied on.
 *
 * Docusaurus puts every route's chunks into main.js (`@generated/registry`, facebook/docusaurus#7256):
 * for each chunk a loader, its module path and its module id. The module path is only used on the
 * server; ./registryLoader.js drops it from the client bundle (it grows with every page).
 *
 * The webpack runtime (runtime~main.js, loaded with main.js) held three maps over the chunks of a
 * locale: chunk id -> name and id -> content hash (to name a chunk's file), and Docusaurus'
 * name -> id (`__webpack_require__.gca`, for prefetching). With chunk ids equal to the chunk names
 * (`chunkIds: 'named'`) the first is gone and ./chunkAssets.js writes `gca` without the third.
 * Chunks without a name (shared and library chunks) are named after their modules' paths.
 *
 * Shards (option `shards`, production builds only): the docs plugins' page lists leave main.js,
 * each section's routes with their chunk names and loaders a chunk of its own (`rt` and 6 hex
 * digits), loaded before a page of that section is matched (./shards.js). Docusaurus' client
 * `preload` and `window.docusaurus` are replaced by ./client/preload.js and ./client/docusaurus.js
 * to do that loading (and to prefetch from an index, in idle time). The server bundle keeps every route.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import chunkAssets from './chunkAssets.js';
import internals, {type Internal} from '@rainbond/docusaurus-internals';

/** The plugin's name in messages and in the list of internals. */
const OWNER = 'route-shards';

export type Options = {
  /** `false`: the plugin does nothing, the site builds as plain Docusaurus would. Default true. */
  enabled?: boolean;
  /**
   * `false`: the compact route table only (no module paths, named chunk ids, compact `gca`); the
   * routes stay whole in main.js and Docusaurus' own client `preload`/`window.docusaurus` are kept.
   * Default true (production builds only: `docusaurus start` never shards).
   */
  shards?: boolean;
};

/** Docusaurus' client modules replaced by ./client (see above): `./preload`, `./docusaurus`. */
export const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;
const REPLACED: Record<string, string> = {
  './preload': path.resolve(__dirname, 'client', 'preload.js'),
  './docusaurus': path.resolve(__dirname, 'client', 'docusaurus.js'),
};

const {createChunkAssetPlugin} = chunkAssets as {
  createChunkAssetPlugin: (bundler: unknown) => new () => WebpackPluginInstance;
};

/** The internals the compact route table relies on (every configuration but `enabled: false`). */
export const COMPACT_INTERNALS: Internal[] = [
  {
    internal: "Docusaurus' `ChunkAssetPlugin`",
    file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    contains: ['__webpack_require__.gca', 'class ChunkAssetPlugin'],
  },
  {
    internal: 'the format of `.docusaurus/registry.js`',
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    contains: ['require.resolveWeak('],
  },
];

/** The internals the route shards rely on besides (`shards` on). */
export const SHARD_INTERNALS: Internal[] = [
  {
    internal: 'module replacement: `./preload` and `./docusaurus` required from `@docusaurus/core/lib/client`',
    file: '@docusaurus/core/lib/client/clientEntry.js',
    contains: ["import preload from './preload';", "import docusaurus from './docusaurus';"],
  },
  {
    internal: 'module replacement: `./preload` and `./docusaurus` required from `@docusaurus/core/lib/client`',
    file: '@docusaurus/core/lib/client/PendingNavigation.js',
    contains: ["import preload from './preload';"],
  },
  {
    internal: 'the generated route files',
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    contains: ['ComponentCreator(', 'routesChunkNames.json', 'registry.js'],
  },
];

/** Every internal this plugin relies on (README.md, and the site's src/theme/README.md). */
export const INTERNALS: Internal[] = [...COMPACT_INTERNALS, ...SHARD_INTERNALS];

/**
 * Gives the bundler's persistent cache a version of its own for each configuration of this plugin.
 * Docusaurus keys the cache by its version, the theme aliases and the config file, not by the
 * options the config file computes (an environment switch): without this, a build with the other
 * setting reuses cached modules of the routes and client files and mixes both.
 */
export function keyPersistentCache(config: object, shard: boolean): void {
  const key = `route-shards-${shard ? 'shards' : 'compact'}`;
  const {cache, experiments} = config as {cache?: unknown; experiments?: {cache?: unknown}};
  for (const store of [cache, experiments?.cache])
    if (store && typeof store === 'object' && typeof (store as {version?: unknown}).version === 'string')
      (store as {version: string}).version += `-${key}`;
}

/** The options, checked: `enabled` and `shards`, booleans. */
export function readOptions(options: unknown): Required<Options> {
  const given = (options ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(given))
    if (!['enabled', 'shards', 'id'].includes(key) || (key !== 'id' && typeof value !== 'boolean'))
      throw new Error(
        `${OWNER}: invalid option ${key}: ${JSON.stringify(value)} (the options are \`enabled\` and \`shards\`, booleans)`,
      );
  return {enabled: given.enabled !== false, shards: given.shards !== false};
}

export default function routeShardsPlugin(context: Pick<LoadContext, 'generatedFilesDir'>, options?: unknown): Plugin {
  const {enabled, shards} = readOptions(options);
  const name = 'rainbond-route-shards';
  if (!enabled) return {name};
  internals.checkInternals(OWNER, shards ? INTERNALS : COMPACT_INTERNALS);
  return {
    name,
    configureWebpack(config, isServer, {currentBundler}) {
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      const routes = path.join(context.generatedFilesDir, 'routes.js');
      const chunkNames = path.join(context.generatedFilesDir, 'routesChunkNames.json');
      // The generated route files are written by the time the bundler is configured.
      internals.assertInternals(OWNER, [
        {internal: 'the format of `.docusaurus/registry.js`', file: registry, contains: ['require.resolveWeak(']},
        {internal: 'the generated route files', file: routes, contains: ['ComponentCreator(']},
        {internal: 'the generated route files', file: chunkNames},
      ]);
      // Shards in production builds only: `npm start` regenerates routes.js on every edit.
      const shard = shards && config.mode === 'production';
      keyPersistentCache(config, shard);
      const routesRule = {
        test: (file: string) => file === routes,
        use: [{loader: path.resolve(__dirname, 'routesLoader.js'), options: {client: !isServer}}],
      };
      if (isServer) return shard ? {module: {rules: [routesRule]}} : {};
      // Docusaurus' own `gca` map (name -> id of every chunk) gives way to the compact one.
      const before = config.plugins?.length ?? 0;
      config.plugins = (config.plugins ?? []).filter((p) => p?.constructor?.name !== 'ChunkAssetPlugin');
      if (config.plugins.length === before)
        throw new Error(
          `${OWNER}: Docusaurus' \`ChunkAssetPlugin\` matches nothing in the client config (@docusaurus/core ${internals.installedDocusaurus()}); see the list of internals in ${OWNER}'s README`,
        );
      const CompactChunkAssetPlugin = createChunkAssetPlugin(currentBundler.instance);
      return {
        // Chunk ids are the chunk names Docusaurus gives route chunks (8 hex digits), so the
        // runtime's chunk -> file map needs no id -> name part, and `gca` no name -> id map.
        optimization: {chunkIds: 'named'},
        plugins: [
          new CompactChunkAssetPlugin(),
          ...(shard
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  /^\.\/(preload|docusaurus)$/,
                  (resource: {context?: string; request: string}) => {
                    if (CORE_CLIENT.test(resource.context ?? ''))
                      resource.request = REPLACED[resource.request] ?? resource.request;
                  },
                ),
              ]
            : []),
        ],
        module: {
          rules: [
            {
              test: (file: string) => file === registry,
              use: [{loader: path.resolve(__dirname, 'registryLoader.js'), options: {shard}}],
            },
            ...(shard
              ? [
                  routesRule,
                  {
                    test: (file: string) => file === chunkNames,
                    use: [{loader: path.resolve(__dirname, 'chunkNamesLoader.js')}],
                  },
                ]
              : []),
          ],
        },
      };
    },
  };
}
