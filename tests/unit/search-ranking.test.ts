// The site's ranking rules (src/search/ranking.ts) in the search adapter's client: a title that
// holds the query first, then the docs before the API reference, product pages and blog posts.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  createLocalSearchClient,
  type EngineDoc,
  type LocalClientOptions,
} from '@rainbond/docusaurus-search-pagefind/src/client/localClient';
import {matchesTitle, preferTitles, titleScore} from '../../src/search/ranking';
import rules from '../../src/search/rules';
import {
  client as fakeClient,
  installDoc,
  mentionDoc,
  page,
  pagesClient as fakePagesClient,
  pagesEngine,
  type Log,
} from '@rainbond/docusaurus-search-pagefind/test/fakes';

/** The clients of the package's fakes, with the site's ranking rules. */
const pagesClient = (docs: EngineDoc[], extra: Partial<LocalClientOptions> = {}) =>
  fakePagesClient(docs, {ranking: rules.ranking, ...extra});
const client = (docs: EngineDoc[], extra: Partial<LocalClientOptions> = {}) =>
  fakeClient(docs, {ranking: rules.ranking, ...extra});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ranking: the title-match rule', () => {
  const mention = page('/docs/troubleshooting/', 'Troubleshooting', {excerpt: 'Check the helm values'});
  const reference = page('/docs/reference/values/', 'Helm Values Reference');
  const basics = page('/docs/helm/basics/', 'Helm basics');
  const titles = (res: {hits: {hierarchy: {lvl1: string | null}}[]}) => res.hits.map((h) => h.hierarchy.lvl1);

  it('moves up a page whose title has every query word, whatever the case', async () => {
    const {c} = pagesClient([mention, reference, basics], {onePerDocument: true});
    expect(titles(await c.searchOne({query: 'Helm VALUES'}))).toEqual([
      'Helm Values Reference',
      'Troubleshooting',
      'Helm basics',
    ]);
  });

  it('moves up a page whose h1 matched (a weight-7 location), even by another form of the word', async () => {
    const chart = page('/docs/helm/chart/', 'Helm Chart', {
      weighted_locations: [
        {weight: 1, location: 3},
        {weight: 7, location: 0},
      ],
    });
    const {c} = pagesClient([mention, chart], {onePerDocument: true});
    expect(titles(await c.searchOne({query: 'charts'}))).toEqual(['Helm Chart', 'Troubleshooting']);
  });

  it('puts a title holding the whole query before a title that matched one word (issue 16)', async () => {
    const oneWord = page('/docs/plugin/', 'Plugins', {weighted_locations: [{weight: 7, location: 0}]});
    const whole = page('/docs/component-logs/', 'Component logs');
    const {c} = pagesClient([mention, oneWord, whole], {onePerDocument: true});
    expect(titles(await c.searchOne({query: 'component logs'}))).toEqual([
      'Component logs',
      'Plugins',
      'Troubleshooting',
    ]);
    expect(titleScore(whole, ['component', 'logs'])).toBe(2);
    expect(titleScore(oneWord, ['component', 'logs'])).toBe(1);
    expect(titleScore(mention, ['component', 'logs'])).toBe(0);
  });

  it('lists docs pages before product pages and blog posts of the same title match (issue 16)', async () => {
    const scene = page('/usescene/offlineDelivery', 'Offline delivery');
    const post = page('/blog/offline', 'Offline install story');
    const doc = page('/docs/installation/offline/', 'Offline install');
    const {c} = pagesClient([scene, post, doc], {onePerDocument: true});
    // "offline": all three titles hold it, the docs page comes first; "offline install": the scene title does not.
    expect(titles(await c.searchOne({query: 'offline'}))).toEqual([
      'Offline install',
      'Offline delivery',
      'Offline install story',
    ]);
    expect(titles(await c.searchOne({query: 'offline install'}))).toEqual([
      'Offline install',
      'Offline install story',
      'Offline delivery',
    ]);
  });

  it('re-ranks only the first rankWindow pages', async () => {
    const {c} = pagesClient([mention, reference], {onePerDocument: true, rankWindow: 1});
    const res = await c.searchOne({query: 'helm values'});
    expect(res.nbHits).toBe(2);
    expect(titles(res)).toEqual(['Troubleshooting', 'Helm Values Reference']);
  });

  it('brings forward title matches beyond the re-ranked pages, by the title table and without loading them', async () => {
    // The page titled with the query comes 8th from the engine (a word on every page scores near
    // zero), past the 6 pages the modal re-ranks with their details.
    const others = Array.from({length: 7}, (_, i) => page(`/docs/plugin-${i}/`, `Plugin guide ${i}`));
    const target = page('/docs/component-plugins/', 'Component plugins');
    const docs = [...others, target, page('/docs/late/', 'Component plugins, again')];
    const withTable = (titleWindow?: number) => {
      const log: Log = {calls: [], loads: {}};
      const engine = {...pagesEngine(docs, log), titleOf: (id: string) => docs[Number(id.slice(1))]?.meta.title};
      const c = createLocalSearchClient({
        loadEngine: async () => engine,
        origin: 'https://www.rainbond.com',
        onePerDocument: true,
        rankWindow: 6,
        maxDocuments: 6,
        ranking: rules.ranking,
        ...(titleWindow && {titleWindow}),
      });
      return {c, log};
    };
    const {c, log} = withTable();
    const shown = titles(await c.searchOne({query: 'component plugins', hitsPerPage: 6}));
    expect(shown.slice(0, 2)).toEqual(['Component plugins', 'Component plugins, again']);
    // Only the pages shown were loaded.
    expect(Object.keys(log.loads).sort()).toEqual(['p0', 'p1', 'p2', 'p3', 'p7', 'p8']);
    // Past the title window, the engine order stands; without a table, too.
    const narrow = withTable(8);
    expect(titles(await narrow.c.searchOne({query: 'component plugins', hitsPerPage: 6}))[0]).toBe('Component plugins');
    expect(titles(await withTable(7).c.searchOne({query: 'component plugins', hitsPerPage: 6}))[0]).toBe(
      'Plugin guide 0',
    );
    const {c: plain} = pagesClient(docs, {onePerDocument: true, rankWindow: 6});
    expect(titles(await plain.searchOne({query: 'component plugins', hitsPerPage: 6}))[0]).toBe('Plugin guide 0');
  });

  it('preferTitles keeps the engine order among the title matches and among the rest', () => {
    const r = (id: string) => ({id, score: 1, data: async () => page(`/docs/${id}/`, id)});
    const found = ['a', 'b', 'c', 'd', 'e'].map(r);
    const titleOf = (id: string) => ({a: 'Gateway', b: 'Gateway certificates', c: 'Logs', d: 'Certificates'})[id];
    const order = (list: {id: string}[]) => list.map((x) => x.id);
    expect(order(preferTitles(found, titleOf, [['certificates']], 5))).toEqual(['b', 'd', 'a', 'c', 'e']);
    // A variant's words count too ("certs" asked as "certificates").
    expect(order(preferTitles(found, titleOf, [['certs'], ['certificates']], 5))).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(order(preferTitles(found, titleOf, [['certificates']], 3))).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(preferTitles(found, titleOf, [['nothing']], 5)).toBe(found);
    expect(preferTitles(found, titleOf, [[]], 5)).toBe(found);
  });

  it('keeps the engine order among pages that all match or all do not', async () => {
    const many = Array.from({length: 6}, (_, i) => page(`/docs/p${i}/`, `Page ${i}`));
    const {c} = pagesClient(many, {onePerDocument: true});
    expect(titles(await c.searchOne({query: 'page'}))).toEqual(many.map((d) => d.meta.title));
    expect(titles(await c.searchOne({query: 'other'}))).toEqual(many.map((d) => d.meta.title));
  });

  it('is no title match for a page without a title or a query without words', () => {
    expect(matchesTitle({url: '/docs/x/', meta: {}, excerpt: ''}, ['s'])).toBe(false);
    expect(matchesTitle({url: '/docs/x/', meta: {title: 'Helm'}, excerpt: ''}, [])).toBe(false);
    expect(matchesTitle({url: '/docs/x/', meta: {title: 'Helm'}, excerpt: ''}, ['helm'])).toBe(true);
  });
});

describe('local search client: ranking', () => {
  it('puts a page-title match above a passing mention', async () => {
    // The engine ranks the mention first; the client moves the title match up.
    const {c} = client([mentionDoc, installDoc]);
    const res = await c.searchOne({query: 'helm'});
    expect(res.hits[0].hierarchy.lvl1).toBe('Install with Helm');
    const faqIndex = res.hits.findIndex((h) => h.hierarchy.lvl1 === 'FAQ');
    expect(faqIndex).toBeGreaterThan(0);
  });

  it('keeps the engine order among equal pages', async () => {
    const a = {...mentionDoc, url: '/a/', meta: {title: 'A', lvl0: 'S'}};
    const b = {...mentionDoc, url: '/b/', meta: {title: 'B', lvl0: 'S'}};
    const {c} = client([a, b], {onePerDocument: true});
    const res = await c.searchOne({query: 'helm'});
    expect(res.hits.map((h) => h.hierarchy.lvl1)).toEqual(['A', 'B']);
  });
});

describe('short Latin words in titles', () => {
  it('count a word of one or two letters only at the start of a title word', () => {
    const titled = (title: string): EngineDoc => ({url: '/en/docs/x', meta: {title}, excerpt: ''});
    expect(titleScore(titled('High-Availability Rainbond Cluster'), ['ha', 'cluster'])).toBe(0);
    expect(titleScore(titled('Change the cluster gateway IP'), ['ha', 'cluster'])).toBe(0);
    expect(titleScore(titled('HA cluster'), ['ha', 'cluster'])).toBe(2);
    expect(titleScore(titled('Golang'), ['go'])).toBe(2);
    expect(titleScore(titled('Gateway IP'), ['ip'])).toBe(2);
    expect(titleScore(titled('Gateway IPs'), ['ip'])).toBe(2);
    expect(titleScore(titled('Ship it'), ['ip'])).toBe(0);
  });
});
