import vm from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import shardsModule from '@site/src/plugins/route-table/shards.js';
import {
  ensureRoutes,
  missingShard,
  pathVariants,
  shardKey,
  shardedRoutes,
  trustedRoutes,
} from '@site/src/plugins/route-table/client/shards.js';

type Route = {path: string; component?: {__cc: string[]}; exact?: boolean; sidebar?: string; routes?: Route[]};
type Shard = {id: string; key: string; routes: Route[]};
type Plan = {
  parents: {path: string; route: Route; shards: Shard[]}[];
  owner: Map<string, string>;
  shardOfRouteKey: Map<string, string>;
};
const S = shardsModule as unknown as {
  MIN_CHILDREN: number;
  MAX_SHARD: number;
  MIN_SHARD: number;
  evaluateRoutes: (source: string) => Route[] | null;
  groupChildren: (base: string, children: Route[]) => Map<string, Route[]>;
  planShards: (tree: Route[], chunkNames: Record<string, unknown>) => Plan;
  emitMainRoutes: (tree: Route[], plan: Plan, runtime: string, opts: {client: boolean}) => string;
  registryEntries: (source: string) => Map<string, string>;
  mainRegistry: (source: string, plan: Plan) => string;
  mainChunkNames: (names: Record<string, unknown>, plan: Plan) => Record<string, unknown>;
  emitShard: (id: string, plan: Plan, names: Record<string, unknown>, registry: string) => string;
};

const leaf = (path: string, i: number) => `{
            path: '${path}',
            component: ComponentCreator('${path}', 'h${i}'),
            exact: true,
            sidebar: "docs"
          }`;
// 12 api pages, 45 use-manual pages (30 in component-create, 5 in app-manage, 10 in team-manage),
// 3 quick-start pages and the docs index: as @docusaurus/core 3.10 writes routes.js.
const docPaths = [
  '/docs/',
  ...Array.from({length: 12}, (_, i) => `/docs/api/endpoint-${i}`),
  '/docs/use-manual',
  ...Array.from({length: 30}, (_, i) => `/docs/use-manual/component-create/page-${i}`),
  ...Array.from({length: 5}, (_, i) => `/docs/use-manual/app-manage/page-${i}`),
  ...Array.from({length: 10}, (_, i) => `/docs/use-manual/team-manage/Page-${i}`),
  '/docs/quick-start/one',
  '/docs/quick-start/two',
];
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/post',
    component: ComponentCreator('/blog/post', 'b01'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd01'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'd02'),
        routes: [
${docPaths.map(leaf).join(',\n')}
        ]
      }
    ]
  },
  {
    path: '/small',
    component: ComponentCreator('/small', 's01'),
    routes: [
      {
        path: '/small/a',
        component: ComponentCreator('/small/a', 's02'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
// Each doc page has a content chunk of its own; all share the DocItem component; the blog post
// shares one chunk with the first api page; two quick-start pages share a chunk.
const chunkNames: Record<string, unknown> = {
  '/blog/post-b01': {__comp: 'blogpost', content: 'shared1'},
  '/docs-d01': {__comp: 'docsroot', __context: {plugin: 'plugin1'}},
  '/docs-d02': {__comp: 'docroot'},
  '/small-s01': {__comp: 'smallc'},
  '/small/a-s02': {__comp: 'smalla'},
  ...Object.fromEntries(
    docPaths.map((p, i) => [
      `${p}-h${i}`,
      {__comp: 'docitem', content: p.includes('quick-start') ? 'qs' : i === 1 ? 'shared1' : `c${i}`},
    ]),
  ),
};
const names = [
  ...new Set(
    Object.values(chunkNames).flatMap((v) =>
      JSON.stringify(v)
        .match(/"[^"]+"(?=[,}])/g)!
        .map((s) => JSON.parse(s) as string),
    ),
  ),
].filter((n) => !['__comp', 'content', 'plugin'].includes(n));
const registrySource = `export default {
${names.map((n) => `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "@site/x/${n}.md"), 0, require.resolveWeak("@site/x/${n}.md")]`).join(',\n')},};
`;

const tree = S.evaluateRoutes(routesSource)!;
const plan = S.planShards(tree, chunkNames);
const docs = plan.parents[0]!;

describe('route shards: reading routes.js', () => {
  it('reads the route tree, components as their creator arguments', () => {
    expect(tree).toHaveLength(4);
    expect(tree[0]).toEqual({path: '/blog/post', component: {__cc: ['/blog/post', 'b01']}, exact: true});
    expect(tree[1]!.routes![0]!.routes).toHaveLength(docPaths.length);
    expect(tree[1]!.routes![0]!.routes![3]).toEqual({
      path: docPaths[3],
      component: {__cc: [docPaths[3], 'h3']},
      exact: true,
      sidebar: 'docs',
    });
    expect(tree[3]).toEqual({path: '*', component: {__cc: ['*']}});
  });

  it('gives up (null) on a source of another shape', () => {
    expect(S.evaluateRoutes(`import x from 'y';\n${routesSource}`)).toBeNull();
    expect(S.evaluateRoutes('export default [ComponentCreator(')).toBeNull();
    expect(S.evaluateRoutes('module.exports = []')).toBeNull();
    expect(S.evaluateRoutes('export default {}')).toBeNull();
  });
});

describe('route shards: the plan', () => {
  it('shards the parents of many pages only', () => {
    expect(plan.parents.map((p) => p.path)).toEqual(['/docs']);
    expect(docs.route).toBe(tree[1]!.routes![0]);
  });

  it('groups pages by their first segments, splitting large groups and folding small ones', () => {
    const groups = Object.fromEntries(docs.shards.map((s) => [s.key, s.routes.map((r) => r.path)]));
    // api: 12 pages. use-manual: 46 > MAX_SHARD, split; app-manage (5 < MIN_SHARD) stays with
    // use-manual's own page; quick-start (2) and the index join the rest ("").
    expect(Object.keys(groups).sort()).toEqual([
      '',
      'api',
      'use-manual',
      'use-manual/component-create',
      'use-manual/team-manage',
    ]);
    expect(groups['api']).toHaveLength(12);
    expect(groups['use-manual/component-create']).toHaveLength(30);
    expect(groups['use-manual/team-manage']).toHaveLength(10);
    expect(groups['use-manual']!.sort()).toEqual(
      ['/docs/use-manual', ...Array.from({length: 5}, (_, i) => `/docs/use-manual/app-manage/page-${i}`)].sort(),
    );
    expect(groups['']!.sort()).toEqual(['/docs/', '/docs/quick-start/one', '/docs/quick-start/two']);
    expect(docs.shards.flatMap((s) => s.routes)).toHaveLength(docPaths.length);
    for (const s of docs.shards) expect(s.id).toMatch(/^rt[0-9a-f]{6}$/);
    expect(new Set(docs.shards.map((s) => s.id)).size).toBe(docs.shards.length);
  });

  it("finds every page in its shard by the browser's lookup, whatever the case and trailing slash", () => {
    const table = Object.fromEntries(docs.shards.map((s) => [s.key, s.id]));
    for (const s of docs.shards)
      for (const r of s.routes) {
        expect(shardKey('/docs', table, r.path)).toBe(s.key);
        expect(shardKey('/docs', table, `${r.path.toUpperCase()}/`)).toBe(s.key);
      }
    expect(shardKey('/docs', table, '/docs/use-manual/app-manage/new-page')).toBe('use-manual');
    expect(shardKey('/docs', table, '/docs/nowhere')).toBe('');
    expect(shardKey('/docs', table, '/docsx/api/endpoint-1')).toBeNull();
    expect(shardKey('/docs', table, '/blog/post')).toBeNull();
    expect(shardKey('/docs', {api: 'x'}, '/docs/nowhere')).toBeNull();
  });

  it('moves a chunk into a shard only when that shard alone uses it', () => {
    expect(plan.owner.get('c3')).toBe(docs.shards.find((s) => s.key === 'api')!.id);
    expect(plan.owner.get('qs')).toBe(docs.shards.find((s) => s.key === '')!.id);
    // Used by every shard, by main.js's routes, or by a page and a main.js route.
    for (const name of ['docitem', 'docroot', 'docsroot', 'plugin1', 'blogpost', 'shared1', 'smalla'])
      expect(plan.owner.has(name), name).toBe(false);
    expect(plan.shardOfRouteKey.size).toBe(docPaths.length);
  });
});

describe('route shards: the modules', () => {
  it('server bundle: every route, the sharded parent recorded', () => {
    const code = S.emitMainRoutes(tree, plan, '/runtime.js', {client: false});
    expect(code).toContain('import {shardedRoutes, trustedRoutes} from "/runtime.js";');
    const recorded: string[] = [];
    const result = run(code, {
      trustedRoutes: (p: string, r: unknown[]) => (recorded.push(p), r),
      shardedRoutes: () => expect.fail('no shard on the server'),
    });
    expect(recorded).toEqual(['/docs']);
    expect(result).toEqual(tree);
  });

  it('client bundle: the sharded parent starts with a loader per shard', () => {
    const code = S.emitMainRoutes(tree, plan, '/runtime.js', {client: true});
    const tables: Record<string, unknown>[] = [];
    const result = run(code, {
      shardedRoutes: (_p: string, t: Record<string, unknown>) => (tables.push(t), []),
      trustedRoutes: () => expect.fail('client'),
    }) as Route[];
    expect(result[1]!.routes![0]!.routes).toEqual([]);
    expect(result[2]).toEqual(tree[2]);
    expect(Object.keys(tables[0]!).sort()).toEqual(docs.shards.map((s) => s.key).sort());
    for (const s of docs.shards)
      expect(code).toContain(
        `${JSON.stringify(s.key)}: ["${s.id}", () => import(/* webpackChunkName: "${s.id}" */ "./routes.js?shard=${s.id}")]`,
      );
  });

  it('main registry and chunk names leave out what shards carry, and keep the rest as written', () => {
    const main = S.mainRegistry(registrySource, plan);
    const kept = S.registryEntries(main);
    for (const name of names) expect(kept.has(name), name).toBe(!plan.owner.has(name));
    expect(main.trimEnd().endsWith('};')).toBe(true);
    expect(
      run(main.replace('export default', 'result ='), {import: () => 0, require: {resolveWeak: () => 0}}),
    ).toBeTypeOf('object');
    const mainNames = S.mainChunkNames(chunkNames, plan);
    expect(Object.keys(mainNames).sort()).toEqual([
      '/blog/post-b01',
      '/docs-d01',
      '/docs-d02',
      '/small-s01',
      '/small/a-s02',
    ]);
  });

  it('a shard adds its chunk names and loaders, then exports its routes', () => {
    const api = docs.shards.find((s) => s.key === 'api')!;
    const code = S.emitShard(api.id, plan, chunkNames, registrySource);
    const registry: Record<string, unknown> = {};
    const routesChunkNames: Record<string, unknown> = {};
    const created: string[] = [];
    const routes = run(code.replace(/^import .*$/gm, '').replace('export default', 'result ='), {
      registry,
      routesChunkNames,
      ComponentCreator: (p: string, h: string) => (created.push(p), {__cc: [p, h]}),
      require: {resolveWeak: () => 0},
    }) as Route[];
    expect(routes).toEqual(api.routes);
    expect(Object.keys(routesChunkNames).sort()).toEqual(
      api.routes.map((r) => `${r.path}-${r.component!.__cc[1]}`).sort(),
    );
    expect(Object.keys(registry).sort()).toEqual(
      [...plan.owner]
        .filter(([, id]) => id === api.id)
        .map(([n]) => n)
        .sort(),
    );
    expect(created).toHaveLength(12);
    expect(() => S.emitShard('rt000000', plan, chunkNames, registrySource)).toThrow(/no route shard/);
  });
});

/** Runs emitted module code: imports dropped, `export default` captured. */
function run(code: string, globals: Record<string, unknown>): unknown {
  const sandbox: Record<string, unknown> = {
    result: undefined,
    ComponentCreator: (p: string, h?: string) => ({__cc: h === undefined ? [p] : [p, h]}),
    ...globals,
  };
  vm.runInNewContext(code.replace(/^import .*$/gm, '').replace(/^export default /m, 'result = '), sandbox);
  return JSON.parse(JSON.stringify(sandbox.result));
}

describe('route shards in the browser', () => {
  it('loads the shard a path falls in once, before it is matched, and retries a failed one', async () => {
    const pages = [{path: '/guide/a/1'}];
    const loadA = vi.fn().mockResolvedValue({default: pages});
    const loadRest = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({default: [{path: '/guide/'}]});
    const routes = shardedRoutes('/Guide/', {a: ['rta', loadA], '': ['rtrest', loadRest]});
    expect(routes).toEqual([]);
    expect(missingShard('/guide/a/1')).toBe('rta');
    await Promise.all([ensureRoutes(['/guide/a/1', '/GUIDE/A/2']), ensureRoutes(['/guide/a/1'])]);
    expect(loadA).toHaveBeenCalledTimes(1);
    expect(routes).toEqual(pages);
    expect(missingShard('/guide/a/1')).toBeNull();
    await expect(ensureRoutes(['/blog/x'])).resolves.toBeUndefined();
    await expect(ensureRoutes(['/guide/'])).rejects.toThrow('offline');
    expect(missingShard('/guide/')).toBe('rtrest');
    await ensureRoutes(['/guide']);
    expect(loadRest).toHaveBeenCalledTimes(2);
    expect(routes).toEqual([...pages, {path: '/guide/'}]);
  });

  it('server routes are recorded as they are', () => {
    const children = [{path: '/manual/x'}];
    expect(trustedRoutes('/manual', children)).toBe(children);
    expect(missingShard('/manual/x')).toBeNull();
  });

  it('preloads the path as it is and decoded, and survives a malformed escape', () => {
    expect(pathVariants('/docs/%E4%B8%AD')).toEqual(['/docs/%E4%B8%AD', '/docs/中']);
    expect(pathVariants('/docs/a')).toEqual(['/docs/a']);
    expect(pathVariants('/docs/%E0%A4%A')).toEqual(['/docs/%E0%A4%A']);
  });
});
