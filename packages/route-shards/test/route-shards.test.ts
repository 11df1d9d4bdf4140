/**
 * Route shards against the route files the installed Docusaurus generates (./site.ts): the
 * reading of routes.js, the plan, the modules the loaders write, and the browser's lookup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import shardsModule from '../src/shards.js';
import routesLoaderModule from '../src/routesLoader.js';
import chunkNamesLoaderModule from '../src/chunkNamesLoader.js';
import registryLoaderModule from '../src/registryLoader.js';
import {
  ensureRoutes,
  missingShard,
  pathVariants,
  shardKey,
  shardedRoutes,
  trustedRoutes,
} from '../src/client/shards.js';
import {DOC_FILES, docRoute, generateSite, removeSite, type Generated} from './site';

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
type Loader = (this: unknown, source: string) => string;
const routesLoader = routesLoaderModule as unknown as Loader;
const chunkNamesLoader = chunkNamesLoaderModule as unknown as Loader;
const registryLoader = registryLoaderModule as unknown as Loader & {
  stripModuleNames: (s: string) => {source: string; count: number};
};

const docPaths = DOC_FILES.map(docRoute);
/** The chunk names of a route entry of routesChunkNames.json, nested values included. */
const namesIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(namesIn) : [];
const keyOf = (r: Route) => `${r.path}-${r.component!.__cc[1]}`;

let site: Generated;
let tree: Route[];
let plan: Plan;
let docs: Plan['parents'][number];
/** The routes of a path in the tree, depth first. */
const find = (routes: Route[], p: string): Route | undefined => {
  for (const r of routes) {
    if (r.path === p && r.exact) return r;
    const inner = r.routes && find(r.routes, p);
    if (inner) return inner;
  }
  return undefined;
};
const chunkOf = (p: string, field = 'content') =>
  (site.chunkNames[keyOf(find(tree, p)!)] as Record<string, string>)[field]!;

beforeAll(async () => {
  site = await generateSite();
  tree = S.evaluateRoutes(site.routes)!;
  plan = S.planShards(tree, site.chunkNames);
  docs = plan.parents[0]!;
}, 120_000);
afterAll(() => removeSite(site));

describe('route shards: reading routes.js', () => {
  it('reads the route tree, components as their creator arguments', () => {
    expect(tree.map((r) => r.path)).toEqual(['/blog', '/blog/archive', '/blog/post', '/community', '/docs', '/', '*']);
    expect(tree[2]).toEqual({path: '/blog/post', component: {__cc: ['/blog/post', expect.any(String)]}, exact: true});
    const leaves = tree[4]!.routes![0]!.routes![0]!.routes!;
    expect(leaves.map((r) => r.path).sort()).toEqual([...docPaths].sort());
    const endpoint = leaves.find((r) => r.path === '/docs/api/endpoint-3')!;
    expect(endpoint).toEqual({
      path: '/docs/api/endpoint-3',
      component: {__cc: ['/docs/api/endpoint-3', expect.stringMatching(/^\w+$/)]},
      exact: true,
      sidebar: 'defaultSidebar',
    });
    expect(tree[6]).toEqual({path: '*', component: {__cc: ['*']}});
  });

  it('each route is a key of routesChunkNames.json ("path-hash")', () => {
    const keys = (routes: Route[]): string[] =>
      routes.flatMap((r) => [...(r.component!.__cc.length === 2 ? [keyOf(r)] : []), ...keys(r.routes ?? [])]);
    expect(keys(tree).sort()).toEqual(Object.keys(site.chunkNames).sort());
  });

  it('gives up (null) on a source of another shape', () => {
    expect(S.evaluateRoutes(`import x from 'y';\n${site.routes}`)).toBeNull();
    expect(S.evaluateRoutes(site.routes.replace('export default [', 'export const routes = ['))).toBeNull();
    expect(S.evaluateRoutes('export default [ComponentCreator(')).toBeNull();
    expect(S.evaluateRoutes('module.exports = []')).toBeNull();
    expect(S.evaluateRoutes('export default {}')).toBeNull();
  });
});

describe('route shards: the plan', () => {
  it('shards the parents of many pages only', () => {
    expect(S.MIN_CHILDREN).toBeLessThanOrEqual(docPaths.length);
    expect(plan.parents.map((p) => p.path)).toEqual(['/docs']);
    expect(docs.route).toBe(tree[4]!.routes![0]!.routes![0]);
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
      ['/docs/use-manual/', ...Array.from({length: 5}, (_, i) => `/docs/use-manual/app-manage/page-${i}`)].sort(),
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

  it("moves a page's own chunk into its shard; chunks of main.js's routes and of every page stay", () => {
    const shardOf = (key: string) => docs.shards.find((s) => s.key === key)!.id;
    expect(plan.owner.get(chunkOf('/docs/api/endpoint-3'))).toBe(shardOf('api'));
    expect(plan.owner.get(chunkOf('/docs/quick-start/one'))).toBe(shardOf(''));
    // The doc page component (every docs page, the community's too), the docs roots and their
    // plugin data, the blog's and the landing page's chunks.
    const kept = [
      chunkOf('/docs/api/endpoint-3', '__comp'),
      ...[...tree.slice(0, 4), tree[4]!, tree[4]!.routes![0]!, docs.route, tree[5]!].flatMap((r) =>
        namesIn(site.chunkNames[keyOf(r)]),
      ),
    ];
    expect(kept.length).toBeGreaterThan(10);
    for (const name of kept) expect(plan.owner.has(name), name).toBe(false);
    expect(plan.shardOfRouteKey.size).toBe(docPaths.length);
  });

  it('keeps in main.js a chunk a page shares with a route of main.js; moves one two pages of a shard share', () => {
    // The same chunk names, but the blog post's content is an api page's, and the second
    // quick-start page's content is the first's (as for two routes of one module).
    const names = structuredClone(site.chunkNames) as Record<string, Record<string, string>>;
    const shared = chunkOf('/docs/api/endpoint-1');
    const qs = chunkOf('/docs/quick-start/one');
    names[keyOf(find(tree, '/blog/post')!)]!.content = shared;
    names[keyOf(find(tree, '/docs/quick-start/two')!)]!.content = qs;
    const changed = S.planShards(tree, names);
    expect(changed.owner.has(shared)).toBe(false);
    expect(changed.owner.get(qs)).toBe(docs.shards.find((s) => s.key === '')!.id);
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
    expect(result[4]!.routes![0]!.routes![0]!.routes).toEqual([]);
    expect(result[3]).toEqual(tree[3]);
    expect(Object.keys(tables[0]!).sort()).toEqual(docs.shards.map((s) => s.key).sort());
    for (const s of docs.shards)
      expect(code).toContain(
        `${JSON.stringify(s.key)}: ["${s.id}", () => import(/* webpackChunkName: "${s.id}" */ "./routes.js?shard=${s.id}")]`,
      );
  });

  it('reads every entry of registry.js', () => {
    const all = new Set(Object.values(site.chunkNames).flatMap(namesIn));
    const entries = S.registryEntries(site.registry);
    expect([...entries.keys()].sort()).toEqual([...all].sort());
    for (const [name, code] of entries)
      expect(code.startsWith(`[() => import(/* webpackChunkName: "${name}" */`)).toBe(true);
  });

  it('main registry and chunk names leave out what shards carry, and keep the rest as written', () => {
    const main = S.mainRegistry(site.registry, plan);
    const kept = S.registryEntries(main);
    const all = [...S.registryEntries(site.registry).keys()];
    expect(plan.owner.size).toBeGreaterThan(50);
    for (const name of all) expect(kept.has(name), name).toBe(!plan.owner.has(name));
    expect(main.trimEnd().endsWith('};')).toBe(true);
    expect(
      run(main.replace('export default', 'result ='), {import: () => 0, require: {resolveWeak: () => 0}}),
    ).toBeTypeOf('object');
    const mainNames = S.mainChunkNames(site.chunkNames, plan);
    const pages = new Set(docs.route.routes!.map(keyOf));
    expect(pages.size).toBe(docPaths.length);
    expect(Object.keys(mainNames).sort()).toEqual(
      Object.keys(site.chunkNames)
        .filter((k) => !pages.has(k))
        .sort(),
    );
  });

  it('a shard adds its chunk names and loaders, then exports its routes', () => {
    const api = docs.shards.find((s) => s.key === 'api')!;
    const code = S.emitShard(api.id, plan, site.chunkNames, site.registry);
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
    expect(Object.keys(routesChunkNames).sort()).toEqual(api.routes.map(keyOf).sort());
    expect(Object.keys(registry).sort()).toEqual(
      [...plan.owner]
        .filter(([, id]) => id === api.id)
        .map(([n]) => n)
        .sort(),
    );
    expect(created).toHaveLength(12);
    expect(() => S.emitShard('rt000000', plan, site.chunkNames, site.registry)).toThrow(/no route shard/);
  });
});

describe('route shards: the loaders on the generated files', () => {
  const context = (file: string, options: Record<string, unknown> = {}, resourceQuery = '') => ({
    getOptions: () => options,
    resourcePath: path.join(site.dir, file),
    resourceQuery,
    addDependency: vi.fn(),
    emitError: vi.fn(),
  });

  it('routes.js: the client gets the shard loaders, the server every route; each shard its routes', () => {
    const client = routesLoader.call(context('routes.js', {client: true}), site.routes);
    for (const s of docs.shards) expect(client).toContain(`"./routes.js?shard=${s.id}"`);
    expect(client).not.toContain('/docs/api/endpoint-3');
    const server = routesLoader.call(context('routes.js', {client: false}), site.routes);
    for (const p of docPaths) expect(server).toContain(JSON.stringify(p));
    const api = docs.shards.find((s) => s.key === 'api')!;
    const shard = routesLoader.call(context('routes.js', {client: true}, `?shard=${api.id}`), site.routes);
    expect(shard).toContain('"/docs/api/endpoint-3"');
    expect(shard).not.toContain('"/docs/quick-start/one"');
    // The shard's loaders carry no module paths either.
    expect(shard).not.toMatch(/\), "@site/);
    expect(registryLoader.stripModuleNames(shard).count).toBe(0);
  });

  it('routesChunkNames.json and registry.js of the client lose what the shards carry', () => {
    const names = JSON.parse(chunkNamesLoader.call(context('routesChunkNames.json'), JSON.stringify(site.chunkNames)));
    expect(Object.keys(names)).toHaveLength(Object.keys(site.chunkNames).length - docPaths.length);
    const main = registryLoader.call(context('registry.js', {shard: true}), site.registry);
    expect(S.registryEntries(main).size).toBe(S.registryEntries(site.registry).size - plan.owner.size);
    expect(main).not.toMatch(/\), "@/);
  });

  it('throw, naming the internal, when the generated routes.js matches nothing', () => {
    // The generated files, with a routes.js written some other way.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-shards-changed-'));
    const changed = site.routes.replace('export default [', 'export const routes = [');
    fs.writeFileSync(path.join(dir, 'routes.js'), changed);
    fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(site.chunkNames));
    fs.writeFileSync(path.join(dir, 'registry.js'), site.registry);
    const at = (file: string, options: Record<string, unknown> = {}) => ({
      ...context(file, options),
      resourcePath: path.join(dir, file),
    });
    try {
      expect(() => routesLoader.call(at('routes.js', {client: true}), changed)).toThrow(
        /^route-shards: the generated route files \(`\.docusaurus\/routes\.js`\) match nothing/,
      );
      expect(() => routesLoader.call(at('routes.js', {client: false}), changed)).toThrow(/match nothing/);
      expect(() => chunkNamesLoader.call(at('routesChunkNames.json'), JSON.stringify(site.chunkNames))).toThrow(
        /^route-shards: the generated route files \(`routesChunkNames\.json`\) match nothing/,
      );
      expect(() => registryLoader.call(at('registry.js', {shard: true}), site.registry)).toThrow(
        /^route-shards: the generated route files .* match nothing/,
      );
      // Without shards, registry.js alone is read.
      expect(registryLoader.call(at('registry.js', {shard: false}), site.registry)).toBe(
        registryLoader.stripModuleNames(site.registry).source,
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
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
