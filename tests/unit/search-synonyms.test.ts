// Synonyms of the embedded search (issue 16): a reader's word is also looked up as the docs' word,
// and the answers of both lookups are merged.
import {describe, expect, it} from 'vitest';
import {
  createLocalSearchClient,
  mergeResults,
  type EngineDoc,
  type EngineResult,
} from '@rainbond/docusaurus-search-pagefind/src/client/localClient';
import {findTerm, queryVariants} from '@rainbond/docusaurus-search-pagefind/src/client/synonyms';
import {SYNONYMS} from '../../src/search/synonyms';
import {pageTier, stem, titleScore} from '../../src/search/ranking';
import rules from '../../src/search/rules';

describe('findTerm', () => {
  it('finds Latin words only whole, in any case', () => {
    expect(findTerm('Remove Rainbond', 'remove')).toBe(0);
    expect(findTerm('how to remove', 'remove')).toBe(7);
    expect(findTerm('removed', 'remove')).toBe(-1);
    expect(findTerm('certificate', 'cert')).toBe(-1);
    expect(findTerm('a cert.', 'cert')).toBe(2);
    expect(findTerm('.net core', '.net')).toBe(0);
    expect(findTerm('asp.netcore', '.net')).toBe(-1);
  });

  it('finds Chinese words anywhere (Chinese has no spaces)', () => {
    expect(findTerm('删除Rainbond', '删除')).toBe(0);
    expect(findTerm('自动伸缩', '伸缩')).toBe(2);
    expect(findTerm('安装', '删除')).toBe(-1);
  });

  it('takes regular-expression characters literally', () => {
    expect(findTerm('node.js', 'node.js')).toBe(0);
    expect(findTerm('nodeXjs', 'node.js')).toBe(-1);
  });
});

describe('queryVariants', () => {
  it('replaces a reader word with the docs word of its group', () => {
    expect(queryVariants('删除 Rainbond', SYNONYMS.zh)).toEqual(['卸载 Rainbond']);
    expect(queryVariants('内网部署', SYNONYMS.zh)).toEqual(['离线部署']);
    expect(queryVariants('remove rainbond', SYNONYMS.en)).toEqual(['uninstall rainbond']);
    expect(queryVariants('air-gapped', SYNONYMS.en)).toEqual(['offline']);
    expect(queryVariants('auto scaling', SYNONYMS.en)).toEqual(['autoscaling']);
  });

  it('runs the words the docs use both ways', () => {
    expect(queryVariants('自动伸缩', SYNONYMS.zh)).toEqual(['自动扩缩容']);
    expect(queryVariants('扩缩容', SYNONYMS.zh)).toEqual(['伸缩']);
    expect(queryVariants('钉钉告警', SYNONYMS.zh)).toEqual(['钉钉报警']);
  });

  it('maps each reader word of the lists to the docs word', () => {
    const zh: [string, string][] = [
      ['卸载 Rainbond', '卸载 Rainbond'],
      ['移除组件', '卸载组件'],
      ['扩容', '伸缩'],
      ['缩容', '伸缩'],
      ['无网络安装', '离线安装'],
      ['私有化部署', '离线部署'],
      ['配置报警', '配置告警'],
      ['健康检查', '健康检测'],
      ['健康检测', '健康检查'],
      ['应用模板', '应用模版'],
    ];
    for (const [query, variant] of zh)
      expect(queryVariants(query, SYNONYMS.zh), query).toEqual(query === variant ? [] : [variant]);
    const en: [string, string][] = [
      ['delete rainbond', 'uninstall rainbond'],
      ['auto-scaling', 'autoscaling'],
      ['airgapped install', 'offline install'],
      ['airgap', 'offline'],
      ['air gapped', 'offline'],
      ['alarm rules', 'alert rules'],
      ['wechat work', 'wecom'],
      ['enterprise wechat robot', 'wecom robot'],
      ['circuit breaker', 'circuit breaking'],
      ['dotnet build', '.net build'],
      ['nodejs', 'node.js'],
      ['cert', 'certificate'],
      ['tls', 'certificate'],
    ];
    for (const [query, variant] of en) expect(queryVariants(query, SYNONYMS.en), query).toEqual([variant]);
  });

  it('gives no variant without groups', () => {
    expect(queryVariants('a t')).toEqual([]);
    expect(queryVariants('remove')).toEqual([]);
  });

  it('closes the gap a removed word leaves', () => {
    expect(queryVariants('create api team', SYNONYMS.en)).toEqual(['create team']);
    expect(queryVariants('创建 API  团队', SYNONYMS.zh)).toEqual(['创建 团队']);
  });

  it('leaves a query of the docs own words alone (no extra lookup)', () => {
    expect(queryVariants('卸载 Rainbond', SYNONYMS.zh)).toEqual([]);
    expect(queryVariants('uninstall', SYNONYMS.en)).toEqual([]);
    expect(queryVariants('offline install', SYNONYMS.en)).toEqual([]);
    expect(queryVariants('helm values', SYNONYMS.en)).toEqual([]);
    expect(queryVariants('anything', [])).toEqual([]);
  });

  it('keeps the rest of the query as typed and caps the number of variants', () => {
    const groups = [
      ['a1', 'a2'],
      ['b1', 'b2'],
      ['c1', 'c2'],
    ];
    expect(queryVariants('x a2 b2 c2 y', groups)).toEqual(['x a1 b2 c2 y', 'x a2 b1 c2 y']);
    expect(queryVariants('x a2 b2 c2 y', groups, 3)).toHaveLength(3);
    expect(queryVariants('x a2 b2', groups, 0)).toEqual([]);
    expect(queryVariants('x a2 b2', groups, -1)).toEqual([]);
  });

  it('does not repeat a variant or give back the query itself', () => {
    expect(queryVariants('a2 a2', [['a1', 'a2']])).toEqual(['a1 a2']);
    expect(queryVariants('A1', [['a1', 'A1']])).toEqual([]);
    expect(
      queryVariants('Remove', [
        ['uninstall', 'remove'],
        ['Uninstall', 'REMOVE'],
      ]),
    ).toEqual(['uninstall']);
  });

  it('also asks without "API": it names the kind of page, the task is in the other words', () => {
    expect(queryVariants('API 创建团队', SYNONYMS.zh)).toEqual(['创建团队']);
    expect(queryVariants('create team api', SYNONYMS.en)).toEqual(['create team']);
    expect(queryVariants('OpenAPI', SYNONYMS.en)).toEqual([]);
    expect(queryVariants('api', SYNONYMS.zh)).toEqual([]);
  });

  it('holds no group whose docs word is also one of its other words', () => {
    for (const groups of Object.values(SYNONYMS)) {
      for (const [target, ...words] of groups) {
        expect(words).not.toContain(target);
        expect(words.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('mergeResults', () => {
  const r = (id: string, score: number): EngineResult => ({
    id,
    score,
    data: async () => ({url: id, meta: {}, excerpt: ''}),
  });

  it('returns a single list as it is', () => {
    const list = [r('a', 1), r('b', 3)];
    expect(mergeResults([list])).toBe(list);
  });

  it('lists each page once with its best score, best first, ties in the order found', () => {
    const merged = mergeResults([
      [r('a', 5), r('b', 2), r('c', 1)],
      [r('c', 9), r('d', 2), r('a', 1)],
    ]);
    expect(merged.map((x) => [x.id, x.score])).toEqual([
      ['c', 9],
      ['a', 5],
      ['b', 2],
      ['d', 2],
    ]);
  });

  it('keeps the first lookup (the query as typed) of a page found twice at the same score', () => {
    const typed = r('a', 2);
    const variant = r('a', 2);
    expect(mergeResults([[typed], [variant]])[0]).toBe(typed);
    expect(mergeResults([[typed], [r('a', 3)]])[0]).not.toBe(typed);
  });
});

describe('local client with synonyms', () => {
  const uninstall: EngineDoc = {url: '/docs/uninstall/', meta: {title: '卸载 Rainbond'}, excerpt: '卸载'};
  const other: EngineDoc = {url: '/docs/app/', meta: {title: '删除应用'}, excerpt: '删除'};

  function client(synonyms = SYNONYMS.zh) {
    const terms: string[] = [];
    const c = createLocalSearchClient({
      origin: 'https://example.com',
      onePerDocument: true,
      synonyms,
      ranking: rules.ranking,
      loadEngine: async () => ({
        async search(term) {
          terms.push(term);
          const hits: EngineResult[] = [];
          if (term.includes('卸载')) hits.push({id: 'u', score: 3, data: async () => uninstall});
          if (term.includes('删除')) hits.push({id: 'o', score: 4, data: async () => other});
          return {results: hits};
        },
      }),
    });
    return {c, terms};
  }

  it('finds the page in the docs own words and ranks its title match first', async () => {
    const {c, terms} = client();
    const res = await c.searchOne({query: '删除 Rainbond'});
    expect(terms).toEqual(['删除 Rainbond', '卸载 Rainbond']);
    expect(res.hits.map((h) => h.hierarchy.lvl1)).toEqual(['卸载 Rainbond', '删除应用']);
    expect(res.nbHits).toBe(2);
  });

  it('asks once when no synonym applies', async () => {
    const {c, terms} = client([]);
    const res = await c.searchOne({query: '删除 Rainbond'});
    expect(terms).toEqual(['删除 Rainbond']);
    expect(res.hits.map((h) => h.hierarchy.lvl1)).toEqual(['删除应用']);
  });
});

describe('pageTier', () => {
  const at = (url: string): EngineDoc => ({url, meta: {}, excerpt: ''});

  it('puts the docs first, the API reference next, product pages and posts last', () => {
    expect(pageTier(at('/docs/use-manual/teams/create-team'), ['创建团队'])).toBe(2);
    expect(pageTier(at('/en/docs/Intro'), ['token'])).toBe(2);
    expect(pageTier(at('/docs/api/team/createTeam'), ['创建团队'])).toBe(1);
    expect(pageTier(at('/en/docs/api/team/createTeam'), ['create', 'team'])).toBe(1);
    expect(pageTier(at('/usescene/offlineDelivery'), ['offline'])).toBe(0);
    expect(pageTier(at('/en/blog/nacos'), ['nacos'])).toBe(0);
  });

  it('ranks the API reference with the docs when the query asks for the API', () => {
    expect(pageTier(at('/docs/api/team/createTeam'), ['api', '创建团队'])).toBe(3);
    expect(pageTier(at('/en/docs/api/team/createTeam'), ['create', 'team', 'openapi'])).toBe(3);
    expect(pageTier(at('/en/docs/api/team/createTeam'), ['apis'])).toBe(1);
  });

  it('reads a path without its leading slash the same way', () => {
    expect(pageTier(at('docs/api/team/createTeam'), ['team'])).toBe(1);
    expect(pageTier(at('docs/intro'), ['team'])).toBe(2);
    expect(pageTier(at('mydocs/api/x'), ['team'])).toBe(0);
  });
});

describe('title match in other forms of a word', () => {
  const titled = (title: string): EngineDoc => ({url: '/en/docs/x', meta: {title}, excerpt: ''});

  it('stems English words roughly, and leaves short and non-Latin words alone', () => {
    expect(stem('creating')).toBe(stem('create'));
    expect(stem('certificates')).toBe(stem('certificate'));
    expect(stem('teams')).toBe('team');
    expect(stem('logs')).toBe('logs');
    expect(stem('created')).toBe('creat');
    expect(stem('team')).toBe('team');
    expect(stem('伸缩')).toBe('伸缩');
    expect(stem('k8s')).toBe('k8s');
    expect(stem('k8snodes')).toBe('k8snodes');
    expect(stem('builds')).toBe('build');
  });

  it('counts a title holding every query word in another form as a whole match', () => {
    expect(titleScore(titled('Creating a Team'), ['create', 'team'])).toBe(2);
    expect(titleScore(titled('Managing Certificates'), ['certificate'])).toBe(2);
    expect(titleScore(titled('Creating a Team'), ['delete', 'team'])).toBe(0);
  });

  it('finds a query word inside a longer title word, in any case', () => {
    expect(titleScore(titled('Kubernetes Cluster'), ['kube'])).toBe(2);
    expect(titleScore(titled('KUBERNETES'), ['kubernetes'])).toBe(2);
  });

  it('counts a match the engine made in the page heading (weight 7) as a title match', () => {
    const doc = (weights: number[]): EngineDoc => ({
      ...titled('Other'),
      weighted_locations: weights.map((weight, location) => ({weight, location})),
    });
    expect(titleScore(doc([1, 7]), ['team'])).toBe(1);
    expect(titleScore(doc([10]), ['team'])).toBe(1);
    expect(titleScore(doc([1, 6]), ['team'])).toBe(0);
    expect(titleScore(doc([]), ['team'])).toBe(0);
    expect(titleScore(titled('Other'), ['team'])).toBe(0);
  });
});
