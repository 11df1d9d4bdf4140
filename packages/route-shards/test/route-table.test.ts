/**
 * The compact route table and the plugin's switches, against the route files the installed
 * Docusaurus generates (./site.ts).
 */
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import webpack from 'webpack';
import type {Configuration} from 'webpack';
import internals from '@rainbond/docusaurus-internals';
import loader from '../src/registryLoader.js';
import chunkAssets from '../src/chunkAssets.js';
import routeShardsPlugin, {
  COMPACT_INTERNALS,
  INTERNALS,
  SHARD_INTERNALS,
  readOptions,
  keyPersistentCache,
  type Options,
} from '../src';
import {generateSite, removeSite, type Generated} from './site';

const {compactChunkMap} = chunkAssets as unknown as {
  compactChunkMap: (m: Record<string, string>) => Record<string, string>;
};
type Loader = (this: unknown, s: string) => string;
const {stripModuleNames} = loader as unknown as {stripModuleNames: (s: string) => {source: string; count: number}};

let site: Generated;
beforeAll(async () => {
  site = await generateSite();
}, 120_000);
afterAll(() => removeSite(site));

/** The registry's entries (`"name": [...]` lines) as Docusaurus writes them. */
const entryLines = (source: string) => source.split('\n').filter((l) => /^\s*"[^"]+": \[/.test(l));

describe('route-table registry loader', () => {
  it('drops the module names the browser never reads, keeping loaders and module ids', () => {
    const lines = entryLines(site.registry);
    expect(lines.length).toBeGreaterThan(70);
    const {source, count} = stripModuleNames(site.registry);
    expect(count).toBe(lines.length);
    // The landing page (src/pages/index.md): its entry keeps the loader and the module id.
    const page = lines.find((l) => l.includes('"@site/src/pages/index.md"'))!;
    const name = /^\s*"([^"]+)"/.exec(page)![1]!;
    expect(source).toContain(
      `"${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/src/pages/index.md"), 0, require.resolveWeak("@site/src/pages/index.md")],`,
    );
    expect(source.match(/"@site\/src\/pages\/index.md"/g)).toHaveLength(2);
    expect(source).not.toMatch(/\), "/);
  });

  it('leaves entries whose name is not their module untouched', () => {
    const odd = `"a": [() => import("x"), "y", require.resolveWeak("x")],`;
    expect(stripModuleNames(odd)).toEqual({source: odd, count: 0});
  });

  it('fails the build when the registry format is not recognised', () => {
    const call = (source: string) => (loader as unknown as Loader).call({getOptions: () => ({})}, source);
    // The module path moved after the weak require: nothing matches.
    const changed = site.registry.replace(/(\), )("[^"]*")(, require\.resolveWeak\("[^"]*"\))/g, '$1$3, $2');
    expect(changed).not.toBe(site.registry);
    expect(() => call(changed)).toThrow(/^route-shards: the format of `\.docusaurus\/registry\.js` matches nothing/);
    expect(call(site.registry)).toBe(stripModuleNames(site.registry).source);
  });
});

describe('route-table compact chunk map', () => {
  it('keeps only the chunks whose name is not their id, as name -> id', () => {
    expect(
      compactChunkMap({'1e9e1d2f': '1e9e1d2f', '123': 'a1b2c3d4', node_modules_x_js: 'node_modules_x_js'}),
    ).toEqual({a1b2c3d4: '123'});
    expect(compactChunkMap({})).toEqual({});
  });
});

describe('the plugin and its switches', () => {
  class ChunkAssetPlugin {
    apply() {}
  }
  const configure = (options: Options | undefined, isServer: boolean, mode: Configuration['mode'] = 'production') => {
    const plugin = routeShardsPlugin({generatedFilesDir: site.dir}, options);
    const config: Configuration = {mode, plugins: [new ChunkAssetPlugin()]};
    const result = plugin.configureWebpack?.(
      config as never,
      isServer,
      {currentBundler: {name: 'webpack', instance: webpack}} as never,
      undefined,
    ) as Configuration | undefined;
    const loaders = ((result?.module?.rules ?? []) as {use: {loader: string}[]}[]).map((r) =>
      path.basename(r.use[0]!.loader),
    );
    const plugins = (result?.plugins ?? []).map((p) => p?.constructor.name);
    return {plugin, config, result, loaders, plugins};
  };

  it('relies on the internals it lists, each found in the installed Docusaurus', () => {
    expect(INTERNALS).toEqual([...COMPACT_INTERNALS, ...SHARD_INTERNALS]);
    expect(() => internals.checkInternals('route-shards', INTERNALS)).not.toThrow();
  });

  it('default: the compact table and, in production, the shards (client and server)', () => {
    const client = configure(undefined, false);
    expect(client.result?.optimization).toEqual({chunkIds: 'named'});
    expect(client.config.plugins).toEqual([]);
    expect(client.plugins).toEqual(['CompactChunkAssetPlugin', 'NormalModuleReplacementPlugin']);
    expect(client.loaders).toEqual(['registryLoader.js', 'routesLoader.js', 'chunkNamesLoader.js']);
    expect(configure(undefined, true).loaders).toEqual(['routesLoader.js']);
  });

  it('`docusaurus start` (development): the compact table only', () => {
    const dev = configure({}, false, 'development');
    expect(dev.plugins).toEqual(['CompactChunkAssetPlugin']);
    expect(dev.loaders).toEqual(['registryLoader.js']);
    expect(configure({}, true, 'development').result).toEqual({});
  });

  it('`shards: false`: the compact table only, Docusaurus client modules kept', () => {
    const client = configure({shards: false}, false);
    expect(client.result?.optimization).toEqual({chunkIds: 'named'});
    expect(client.plugins).toEqual(['CompactChunkAssetPlugin']);
    expect(client.loaders).toEqual(['registryLoader.js']);
    expect(configure({shards: false}, true).result).toEqual({});
  });

  it("gives the bundler's persistent cache a version of its own per setting", () => {
    const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-zh-3.10.2-abc'}}};
    keyPersistentCache(rspack, true);
    expect(rspack.experiments.cache.version).toBe('client-production-zh-3.10.2-abc-route-shards-shards');
    const webpackConfig = {cache: {type: 'filesystem', version: '3.10.2-abc'}};
    keyPersistentCache(webpackConfig, false);
    expect(webpackConfig.cache.version).toBe('3.10.2-abc-route-shards-compact');
    const none = {cache: undefined, experiments: {}};
    keyPersistentCache(none, true);
    expect(none).toEqual({cache: undefined, experiments: {}});
    // The plugin does it when it configures the bundler.
    const config = {mode: 'production', cache: {type: 'filesystem', version: 'v'}, plugins: [new ChunkAssetPlugin()]};
    routeShardsPlugin({generatedFilesDir: site.dir}, {shards: false}).configureWebpack?.(
      config as never,
      false,
      {currentBundler: {name: 'webpack', instance: webpack}} as never,
      undefined,
    );
    expect(config.cache.version).toBe('v-route-shards-compact');
  });

  it('rejects an unknown option or a value that is not a boolean', () => {
    expect(readOptions(undefined)).toEqual({enabled: true, shards: true});
    expect(readOptions({id: 'default', shards: false})).toEqual({enabled: true, shards: false});
    expect(() => readOptions({shard: false})).toThrow(/route-shards: invalid option shard: false/);
    expect(() => readOptions({enabled: 'no'})).toThrow(/invalid option enabled: "no"/);
  });

  it('`enabled: false`: nothing (plain Docusaurus)', () => {
    const off = configure({enabled: false}, false);
    expect(off.plugin.configureWebpack).toBeUndefined();
    expect(off.result).toBeUndefined();
    expect(off.config.plugins).toHaveLength(1);
  });

  it("fails when Docusaurus' ChunkAssetPlugin is not in the client config", () => {
    const plugin = routeShardsPlugin({generatedFilesDir: site.dir});
    expect(() =>
      plugin.configureWebpack?.(
        {mode: 'production', plugins: []} as never,
        false,
        {currentBundler: {name: 'webpack', instance: webpack}} as never,
        undefined,
      ),
    ).toThrow(/route-shards: Docusaurus' `ChunkAssetPlugin` matches nothing/);
  });
});
