import {describe, expect, it, vi} from 'vitest';
import loader from '@site/src/plugins/route-table/registryLoader.js';
import chunkAssets from '@site/src/plugins/route-table/chunkAssets.js';

const {compactChunkMap} = chunkAssets as unknown as {
  compactChunkMap: (m: Record<string, string>) => Record<string, string>;
};
const {stripModuleNames} = loader as unknown as {stripModuleNames: (s: string) => {source: string; count: number}};

// As @docusaurus/core 3.10 writes .docusaurus/registry.js (server/codegen/codegenRoutes.js).
const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "1e9e1d2f": [() => import(/* webpackChunkName: "1e9e1d2f" */ "@site/src/pages/ack/index.tsx"), "@site/src/pages/ack/index.tsx", require.resolveWeak("@site/src/pages/ack/index.tsx")],
};
`;

describe('route-table registry loader', () => {
  it('drops the module names the browser never reads, keeping loaders and module ids', () => {
    const {source, count} = stripModuleNames(registry);
    expect(count).toBe(2);
    expect(source).toContain(
      `"1e9e1d2f": [() => import(/* webpackChunkName: "1e9e1d2f" */ "@site/src/pages/ack/index.tsx"), 0, require.resolveWeak("@site/src/pages/ack/index.tsx")],`,
    );
    expect(source.match(/"@site\/src\/pages\/ack\/index.tsx"/g)).toHaveLength(2);
    expect(source).not.toMatch(/\), "/);
  });

  it('leaves entries whose name is not their module untouched', () => {
    const odd = `"a": [() => import("x"), "y", require.resolveWeak("x")],`;
    expect(stripModuleNames(odd)).toEqual({source: odd, count: 0});
  });

  it('fails the build when the registry format is not recognised', () => {
    const emitError = vi.fn();
    const changed = `export default {"a": [() => import("x"), require.resolveWeak("x"), "x"]};`;
    expect((loader as unknown as (this: unknown, s: string) => string).call({emitError}, changed)).toBe(changed);
    expect(emitError).toHaveBeenCalledTimes(1);
    (loader as unknown as (this: unknown, s: string) => string).call({emitError}, registry);
    expect(emitError).toHaveBeenCalledTimes(1);
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
