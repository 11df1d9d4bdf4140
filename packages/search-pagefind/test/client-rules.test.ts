// The rules of the local search client that ./client.test.ts leaves open
// (issue 18, mutation testing): query words, multi-term highlighting,
// headings below h3, URLs without `#`, plain content, v4 string params, caching and errors.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  SearchIndexUnavailableError,
  createLocalSearchClient,
  highlightText,
  normalizeQuery,
  queryTerms,
  safeExcerpt,
  toEngineFilters,
  type EngineAnchor,
  type EngineDoc,
} from '../src/client/localClient';
import {page, pagesClient} from './fakes';

const M = ['<m>', '</m>'] as const;
const CLASSIC_PRE = '<span class="algolia-docsearch-suggestion--highlight">';
const CLASSIC_POST = '</span>';
const NO_LEVELS = {lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('query words', () => {
  it('turns any query value into text, cut to the limit and trimmed after the cut', () => {
    expect(normalizeQuery(42)).toBe('42');
    expect(normalizeQuery(null)).toBe('');
    // Cut after 5 characters: "helm " loses its trailing space.
    expect(normalizeQuery('helm chart', 5)).toBe('helm');
    // Leading spaces do not count towards the limit.
    expect(normalizeQuery('  helm chart ', 4)).toBe('helm');
  });

  it('splits a query into lower-cased words, keeping dotted and underscored names whole', () => {
    expect(queryTerms('Helm chart, v5.18 ..values.yaml.. -n_s- ... 安装')).toEqual([
      'helm',
      'chart',
      'v5.18',
      'values.yaml',
      'n_s',
      '安装',
    ]);
  });
});

describe('highlighting', () => {
  it('keeps the spaces around a Pagefind match outside the highlight, and ignores a blank match', () => {
    expect(safeExcerpt('Run<mark>  Helm  </mark>now', ...M)).toEqual({
      value: 'Run  <m>Helm</m>  now',
      matchedWords: ['helm'],
    });
    expect(safeExcerpt('a<mark> </mark>b', ...M)).toEqual({value: 'a b', matchedWords: []});
  });

  it('highlights every word of a multi-word query, in text order', () => {
    expect(highlightText('Chart: install Helm chart', ['helm', 'chart'], ...M)).toEqual({
      value: '<m>Chart</m>: install <m>Helm</m> <m>chart</m>',
      matchLevel: 'full',
      matchedWords: ['chart', 'helm'],
    });
  });

  it('makes one highlight of matches that touch or overlap', () => {
    expect(highlightText('helmchart', ['helm', 'chart'], ...M)).toEqual({
      value: '<m>helmchart</m>',
      matchLevel: 'full',
      matchedWords: ['helmchart'],
    });
    expect(highlightText('Helmet', ['helm', 'met'], ...M)).toEqual({
      value: '<m>Helmet</m>',
      matchLevel: 'full',
      matchedWords: ['helmet'],
    });
  });

  it('drops punctuation after a word but not inside it; punctuation alone highlights nothing', () => {
    expect(highlightText('Use Helm, then kubectl v5.18.', ['helm,', 'kubectl!!', 'v5.18'], ...M)).toEqual({
      value: 'Use <m>Helm</m>, then <m>kubectl</m> <m>v5.18</m>.',
      matchLevel: 'full',
      matchedWords: ['helm', 'kubectl', 'v5.18'],
    });
    expect(highlightText('Done!', ['!'], ...M)).toEqual({value: 'Done!', matchLevel: 'none', matchedWords: []});
  });

  it('reports no match when no word occurs', () => {
    expect(highlightText('Install <Helm>', ['docker'], ...M)).toEqual({
      value: 'Install &lt;Helm&gt;',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('highlights at most the 20 longest words of a query', () => {
    const long = Array.from({length: 20}, (_, i) => `longword${String(i).padStart(2, '0')}`);
    expect(highlightText('ab longword07', ['ab', ...long], ...M)).toEqual({
      value: 'ab <m>longword07</m>',
      matchLevel: 'full',
      matchedWords: ['longword07'],
    });
  });
});

describe('facet filters', () => {
  it('reads a filter string: a JSON array of filters, or else one filter as written', () => {
    expect(toEngineFilters('docusaurus_tag:default')).toEqual({docusaurus_tag: 'default'});
    expect(toEngineFilters(' [["docusaurus_tag:default", "docusaurus_tag:docs"], "version:current"] ')).toEqual({
      all: [{any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs'}]}, {version: 'current'}],
    });
    expect(toEngineFilters('[beta]:yes')).toEqual({'[beta]': 'yes'});
  });

  it('has no filter for a value that is neither a list nor a string', () => {
    expect(toEngineFilters({docusaurus_tag: 'default'})).toEqual({});
    expect(toEngineFilters(5)).toEqual({});
  });

  it('skips items that are not "name:value", trims, and negates with "-" on the name or the value', () => {
    expect(
      toEngineFilters([
        42,
        null,
        'nocolon',
        ':current',
        ' version : current ',
        ['-docusaurus_tag:default', 'docusaurus_tag:-docs', 7],
      ]),
    ).toEqual({
      all: [{version: 'current'}, {any: [{not: {docusaurus_tag: 'default'}}, {not: {docusaurus_tag: 'docs'}}]}],
    });
  });

  it('passes a language group when any of its languages is the index locale; skips empty groups', () => {
    expect(toEngineFilters([['language:zh', 'language:en']], 'en')).toEqual({});
    expect(toEngineFilters(['-language:en'], 'en')).toBeNull();
    expect(toEngineFilters([[], 'version:current'], 'en')).toEqual({version: 'current'});
  });
});

describe('section hierarchy', () => {
  const a = (element: string, id: string, text: string, location: number): EngineAnchor => ({
    element,
    id,
    text,
    location,
  });
  const anchors = [
    a('h1', 'backup', 'Backup and restore', 0),
    a('h3', 'before', 'Before you start', 2),
    a('h2', 'plan', 'Plan', 5),
    a('h2', 'tools', 'Tools', 10),
    a('div', 'note', 'Note', 12),
    a('h3', 'velero', 'Velero', 15),
    a('h4', 'install', 'Install', 20),
    a('h5', 'flags', 'Flags', 25),
    a('h6', 'restore-flags', 'Restore flags', 30),
    a('h4', 'schedule', 'Schedule', 35),
    a('h3', 'restic', 'Restic', 40),
    a('h5', 'restic-flags', 'Restic flags', 45),
  ];
  const section = (anchor: EngineAnchor, excerpt: string) => ({
    title: anchor.text,
    url: `/docs/ops/backup/#${anchor.id}`,
    excerpt,
    anchor: {...anchor},
    locations: [anchor.location + 1],
  });
  const byId = (id: string) => anchors.find((x) => x.id === id)!;
  const backupDoc: EngineDoc = {
    url: '/docs/ops/backup/',
    meta: {title: 'Backup and restore', lvl0: 'Operations'},
    excerpt: 'Back up the <mark>flags</mark>.',
    anchors,
    sub_results: [
      section(byId('before'), 'Check the <mark>flags</mark> first'),
      section(byId('note'), 'Note on <mark>flags</mark>'),
      section(byId('restore-flags'), 'Pass <mark>flags</mark> to restore'),
      section(byId('schedule'), 'Schedule with <mark>flags</mark>'),
      section(byId('restic-flags'), 'Restic <mark>flags</mark>'),
    ],
  };

  it('lists the headings above a section down to h6, skipping levels and siblings', async () => {
    const {c} = pagesClient([backupDoc], {maxHitsPerDocument: 10});
    const res = await c.searchOne({query: 'flags', highlightPreTag: '<m>', highlightPostTag: '</m>'});
    const top = {lvl0: 'Operations', lvl1: 'Backup and restore'};
    expect(res.hits.map((h) => [h.anchor, h.type, h.hierarchy])).toEqual([
      // An h3 with no h2 above it: the h1 (the page title) is not a section heading.
      ['before', 'content', {...top, ...NO_LEVELS, lvl2: 'Before you start'}],
      // An element with an id that is not a heading has no heading chain.
      ['note', 'content', {...top, ...NO_LEVELS}],
      [
        'restore-flags',
        'lvl6',
        {...top, lvl2: 'Tools', lvl3: 'Velero', lvl4: 'Install', lvl5: 'Flags', lvl6: 'Restore flags'},
      ],
      ['schedule', 'content', {...top, ...NO_LEVELS, lvl2: 'Tools', lvl3: 'Velero', lvl4: 'Schedule'}],
      // h5 right under an h3: the h4 and the earlier h5 and h6 belong to other sections.
      ['restic-flags', 'lvl4', {...top, ...NO_LEVELS, lvl2: 'Tools', lvl3: 'Restic', lvl4: 'Restic flags'}],
    ]);
    expect(res.hits[2]._highlightResult.hierarchy).toEqual({
      lvl0: {value: 'Operations', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Backup and restore', matchLevel: 'none', matchedWords: []},
      lvl2: {value: 'Tools', matchLevel: 'none', matchedWords: []},
      lvl3: {value: 'Velero', matchLevel: 'none', matchedWords: []},
      lvl4: {value: 'Install', matchLevel: 'none', matchedWords: []},
      lvl5: {value: '<m>Flags</m>', matchLevel: 'full', matchedWords: ['flags']},
      lvl6: {value: 'Restore <m>flags</m>', matchLevel: 'full', matchedWords: ['flags']},
    });
  });

  it('takes only h1…h6 elements as headings, not custom elements named like them', async () => {
    const doc: EngineDoc = {
      url: '/docs/x/',
      meta: {title: 'X', lvl0: 'Docs'},
      excerpt: '',
      anchors: [
        a('h2', 'setup', 'Setup', 0),
        a('sub-h3', 'sub', 'Sub', 5),
        a('h3-card', 'card', 'Card', 8),
        a('h4', 'deep', 'Deep', 10),
      ],
      sub_results: [
        {title: 'Card', url: '/docs/x/#card', excerpt: 'card', anchor: a('h3-card', 'card', 'Card', 8), locations: [9]},
        {title: 'Deep', url: '/docs/x/#deep', excerpt: 'deep', anchor: a('h4', 'deep', 'Deep', 10), locations: [11]},
      ],
    };
    const {c} = pagesClient([doc], {maxHitsPerDocument: 10});
    const res = await c.searchOne({query: 'x'});
    expect(res.hits.map((h) => h.hierarchy)).toEqual([
      {lvl0: 'Docs', lvl1: 'X', ...NO_LEVELS},
      {lvl0: 'Docs', lvl1: 'X', ...NO_LEVELS, lvl2: 'Setup', lvl3: 'Deep'},
    ]);
  });

  it('keeps a parent heading that has no words (at the same word position as the section)', async () => {
    const doc: EngineDoc = {
      url: '/docs/start/',
      meta: {title: 'Start', lvl0: 'Docs'},
      excerpt: '',
      anchors: [a('h2', 'launch', '🚀', 10), a('h3', 'first', 'First steps', 10)],
      sub_results: [
        {
          title: 'First steps',
          url: '/docs/start/#first',
          excerpt: 'go',
          anchor: a('h3', 'first', 'First steps', 10),
          locations: [11],
        },
      ],
    };
    const {c} = pagesClient([doc]);
    const res = await c.searchOne({query: 'first'});
    expect(res.hits[0].hierarchy).toEqual({lvl0: 'Docs', lvl1: 'Start', ...NO_LEVELS, lvl2: '🚀', lvl3: 'First steps'});
  });

  it('keeps a parent heading that has the same id as the section (explicit ids can repeat)', async () => {
    // Bug fixed: the parent was dropped because its id equals the section's.
    const doc: EngineDoc = {
      url: '/docs/conf/',
      meta: {title: 'Conf', lvl0: 'Docs'},
      excerpt: '',
      anchors: [a('h2', 'config', 'Configuration', 10), a('h3', 'config', 'Config file', 20)],
      sub_results: [
        {
          title: 'Config file',
          url: '/docs/conf/#config',
          excerpt: 'file',
          anchor: a('h3', 'config', 'Config file', 20),
          locations: [21],
        },
      ],
    };
    const {c} = pagesClient([doc]);
    const res = await c.searchOne({query: 'file'});
    expect(res.hits[0].hierarchy).toEqual({
      lvl0: 'Docs',
      lvl1: 'Conf',
      ...NO_LEVELS,
      lvl2: 'Configuration',
      lvl3: 'Config file',
    });
  });
});

describe('hit shape', () => {
  it('gives a page hit without "#" no anchor, and its content as plain text without <mark>', async () => {
    const doc: EngineDoc = {
      url: '/docs/helm/chart/',
      meta: {title: 'Helm chart', lvl0: 'Installation'},
      excerpt: 'The <mark>chart</mark>.',
      weighted_locations: [{weight: 7, location: 1}],
      sub_results: [
        {
          title: 'Helm chart',
          url: '/docs/helm/chart/',
          excerpt: 'Install the <mark>chart</mark> with &lt;values&gt; &amp; flags',
          locations: [3],
        },
      ],
    };
    const {c} = pagesClient([doc]);
    const res = await c.searchOne({query: 'chart', highlightPreTag: '<m>', highlightPostTag: '</m>'});
    const hierarchy = {
      lvl0: {value: 'Installation', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Helm <m>chart</m>', matchLevel: 'full', matchedWords: ['chart']},
    };
    const content = {
      value: 'Install the <m>chart</m> with &lt;values&gt; &amp;amp; flags',
      matchLevel: 'full',
      matchedWords: ['chart'],
    };
    expect(res.hits).toEqual([
      {
        objectID: 'p0-0',
        url: 'https://www.rainbond.com/docs/helm/chart/',
        url_without_anchor: 'https://www.rainbond.com/docs/helm/chart/',
        anchor: null,
        type: 'lvl1',
        content: 'Install the chart with <values> &amp; flags',
        hierarchy: {lvl0: 'Installation', lvl1: 'Helm chart', ...NO_LEVELS},
        _highlightResult: {hierarchy, content},
        _snippetResult: {hierarchy, content},
      },
    ]);
  });

  it('makes a hit of a page without sections, title or section name from its URL and excerpt', async () => {
    const doc: EngineDoc = {url: '/docs/faq/upgrade/', meta: {}, excerpt: 'Run <mark>upgrade</mark> twice'};
    const {c} = pagesClient([doc]);
    const res = await c.searchOne({query: 'upgrade', highlightPreTag: '<m>', highlightPostTag: '</m>'});
    expect(
      res.hits.map((h) => [h.objectID, h.url, h.type, h.content, h.hierarchy, h._highlightResult.hierarchy]),
    ).toEqual([
      [
        'p0-0',
        'https://www.rainbond.com/docs/faq/upgrade/',
        'lvl1',
        'Run upgrade twice',
        {lvl0: '', lvl1: '/docs/faq/upgrade/', ...NO_LEVELS},
        {
          lvl0: {value: '', matchLevel: 'none', matchedWords: []},
          lvl1: {value: '/docs/faq/<m>upgrade</m>/', matchLevel: 'full', matchedWords: ['upgrade']},
        },
      ],
    ]);
  });

  it('without match counts, picks the sections with a match, the first ones among equals', async () => {
    const sub = (id: string, excerpt: string) => ({title: id, url: `/docs/d/#${id}`, excerpt});
    const doc: EngineDoc = {
      url: '/docs/d/',
      meta: {title: 'D', lvl0: 'Docs'},
      excerpt: '',
      sub_results: [
        sub('a', 'no match here'),
        sub('b', 'a <mark>match</mark>'),
        sub('c', 'another <mark>match</mark>'),
        sub('d', 'a third <mark>match</mark>'),
      ],
    };
    const {c} = pagesClient([doc], {maxHitsPerDocument: 2});
    const res = await c.searchOne({query: 'match'});
    expect(res.hits.map((h) => [h.objectID, h.anchor])).toEqual([
      ['p0-0', 'b'],
      ['p0-1', 'c'],
    ]);
  });

  it('gives a section without an excerpt no content, and one without a match an unhighlighted one', async () => {
    const doc: EngineDoc = {
      url: '/docs/n/',
      meta: {title: 'Notes', lvl0: 'Docs'},
      excerpt: '',
      sub_results: [
        {title: 'Notes', url: '/docs/n/#notes', excerpt: undefined as unknown as string, locations: [2]},
        {title: 'Other', url: '/docs/n/#other', excerpt: 'Nothing marked &lt;here&gt;', locations: [1]},
      ],
    };
    const {c} = pagesClient([doc]);
    const res = await c.searchOne({query: 'notes'});
    const none = (value: string) => ({value, matchLevel: 'none', matchedWords: []});
    expect(res.hits.map((h) => [h.anchor, h.content, h._highlightResult.content, h._snippetResult.content])).toEqual([
      ['notes', null, none(''), undefined],
      ['other', 'Nothing marked <here>', none('Nothing marked &lt;here&gt;'), none('Nothing marked &lt;here&gt;')],
    ]);
    expect('content' in res.hits[0]._snippetResult).toBe(false);
  });

  it('makes URLs absolute: relative ones under the origin, non-ASCII ones percent-encoded', async () => {
    const docs = [page('docs/relative/', 'Relative'), page('/docs/安装/', 'Install')];
    const urls = async (origin: string) =>
      (await pagesClient(docs, {origin, onePerDocument: true}).c.searchOne({query: 'x'})).hits.map((h) => h.url);
    expect(await urls('https://www.rainbond.com/')).toEqual([
      'https://www.rainbond.com/docs/relative/',
      'https://www.rainbond.com/docs/%E5%AE%89%E8%A3%85/',
    ]);
    expect(await urls('https://www.rainbond.com')).toEqual([
      'https://www.rainbond.com/docs/relative/',
      'https://www.rainbond.com/docs/%E5%AE%89%E8%A3%85/',
    ]);
    expect(await urls('https://mirror.example.com/rainbond')).toEqual([
      'https://mirror.example.com/rainbond/docs/relative/',
      'https://mirror.example.com/docs/%E5%AE%89%E8%A3%85/',
    ]);
  });

  it('joins an origin that is not a URL (a path or nothing) and the page URL with one slash', async () => {
    const docs = [page('docs/relative/', 'Relative'), page('/docs/abs/#part', 'Part')];
    const hits = async (origin: string) =>
      (await pagesClient(docs, {origin, onePerDocument: true}).c.searchOne({query: 'x'})).hits.map((h) => [
        h.url,
        h.url_without_anchor,
        h.anchor,
      ]);
    expect(await hits('/site/')).toEqual([
      ['/site/docs/relative/', '/site/docs/relative/', null],
      ['/site/docs/abs/#part', '/site/docs/abs/', 'part'],
    ]);
    expect(await hits('')).toEqual([
      ['/docs/relative/', '/docs/relative/', null],
      ['/docs/abs/#part', '/docs/abs/', 'part'],
    ]);
  });
});

describe('requests', () => {
  const warn = page('/docs/logs/', 'Logs');
  const disk = page('/docs/disk/', 'Disk');

  it('reads v4 requests whose params are a query string', async () => {
    const {c, log} = pagesClient([warn, disk]);
    const params = new URLSearchParams({
      query: '[WARN] disk',
      hitsPerPage: '1',
      page: '1',
      facetFilters: JSON.stringify([['docusaurus_tag:default']]),
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
    });
    const {results} = await c.search([{indexName: 'rainbond', params: params.toString()}]);
    expect(results.map((r) => [r.query, r.index, r.page, r.hitsPerPage, r.nbHits, r.nbPages])).toEqual([
      ['[WARN] disk', 'rainbond', 1, 1, 2, 2],
    ]);
    expect(results[0].hits.map((h) => [h.hierarchy.lvl1, h._highlightResult.hierarchy.lvl1?.value])).toEqual([
      ['Disk', '<em>Disk</em>'],
    ]);
    expect(log.calls).toEqual([{term: '[WARN] disk', filters: {docusaurus_tag: 'default'}}]);
    // A quoted phrase stays a phrase: only JSON arrays and objects are decoded.
    const quoted = await c.search([{indexName: 'rainbond', params: 'query=%22%5BWARN%5D%22'}]);
    expect(quoted.results[0].query).toBe('"[WARN]"');
  });

  it("takes params from a string or an object only, over the request's own fields", async () => {
    const {c, log} = pagesClient([warn]);
    const fn = Object.assign(() => undefined, {query: 'disk'});
    const {results} = await c.search([
      {indexName: 'rainbond', query: 'logs', params: {query: 'warn'}},
      {indexName: 'rainbond', query: 'logs', params: null},
      {indexName: 'rainbond', query: 'logs', params: fn},
    ]);
    expect(results.map((r) => r.query)).toEqual(['warn', 'logs', 'logs']);
    expect(log.calls.map((call) => call.term)).toEqual(['warn', 'logs', 'logs']);
  });

  it('answers nothing to requests that are not a list', async () => {
    const {c, log} = pagesClient([warn]);
    // Nor is a function that happens to carry a request list.
    const fn = Object.assign(() => undefined, {requests: [{query: 'logs'}]});
    for (const requests of [null, undefined, {}, {requests: 'query=logs'}, 'query=logs', fn]) {
      expect(await c.search(requests)).toEqual({results: []});
    }
    expect(log.calls).toEqual([]);
  });

  it('counts pages but shows none for hitsPerPage 0, and ignores a page size that is not a number', async () => {
    const {c} = pagesClient([warn, disk]);
    const none = await c.searchOne({query: 'logs', hitsPerPage: 0, page: 1});
    expect([none.hits, none.nbHits, none.nbPages, none.hitsPerPage]).toEqual([[], 2, 0, 0]);
    const odd = await c.searchOne({query: 'logs', hitsPerPage: [1]});
    expect([odd.hits.length, odd.hitsPerPage, odd.nbPages]).toEqual([2, 20, 1]);
  });

  it('answers with the classic DocSearch tags, index "local" and exhaustive counts by default', async () => {
    vi.spyOn(Date, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1007);
    const {c} = pagesClient([page('/docs/helm/', 'Install Helm')]);
    const res = await c.searchOne({query: 'helm'});
    expect({...res, hits: res.hits.map((h) => h._highlightResult.hierarchy.lvl1)}).toEqual({
      hits: [{value: `Install ${CLASSIC_PRE}Helm${CLASSIC_POST}`, matchLevel: 'full', matchedWords: ['helm']}],
      nbHits: 1,
      nbPages: 1,
      page: 0,
      hitsPerPage: 20,
      query: 'helm',
      params: '',
      index: 'local',
      facets: {},
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      processingTimeMS: 7,
    });
  });

  it('answers no hits when the engine answers nothing', async () => {
    const c = createLocalSearchClient({
      loadEngine: async () => ({search: async () => null}),
      origin: 'https://www.rainbond.com',
    });
    const res = await c.searchOne({query: 'helm'});
    expect([res.hits, res.nbHits, res.nbPages]).toEqual([[], 0, 0]);
  });

  it('offers the rest of the Algolia client that DocSearch and the helper call', async () => {
    const {c} = pagesClient([warn]);
    expect(c.appId).toBe('local');
    expect(c.transporter.algoliaAgent.value).toBe('local-search');
    expect(c.transporter.algoliaAgent.add()).toBeUndefined();
    expect(c.addAlgoliaAgent('docsearch', '4')).toBeUndefined();
    expect(await c.searchForFacets({requests: [{query: 'logs'}, {query: 'disk'}]})).toEqual({
      results: [{facetHits: []}, {facetHits: []}],
    });
    expect(await c.searchForFacetValues([])).toEqual([
      {facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0},
    ]);
  });
});

describe('loading and caching', () => {
  it('loads the engine once and each page once, until the cache is cleared', async () => {
    const {c, log, engineLoads} = pagesClient([page('/docs/a/', 'A'), page('/docs/b/', 'B')]);
    await c.searchOne({query: 'a'});
    await c.searchOne({query: 'b'});
    expect([engineLoads(), log.loads]).toEqual([1, {p0: 1, p1: 1}]);
    await c.clearCache();
    await c.searchOne({query: 'a'});
    expect([engineLoads(), log.loads]).toEqual([1, {p0: 2, p1: 2}]);
  });

  it('downloads a page again after its download failed', async () => {
    let tries = 0;
    const doc = page('/docs/a/', 'A');
    const c = createLocalSearchClient({
      loadEngine: async () => ({
        search: async () => ({
          results: [
            {
              id: 'a',
              score: 1,
              data: async () => {
                tries += 1;
                if (tries === 1) throw new Error('offline');
                return doc;
              },
            },
          ],
        }),
      }),
      origin: 'https://www.rainbond.com',
    });
    await expect(c.searchOne({query: 'a'})).rejects.toThrow('offline');
    const res = await c.searchOne({query: 'a'});
    expect([tries, res.hits.map((h) => h.hierarchy.lvl1)]).toEqual([2, ['A']]);
  });

  it('rejects a missing index with its cause, and tries to load it again next time', async () => {
    const cause = new Error('404');
    let tries = 0;
    const c = createLocalSearchClient({
      loadEngine: async () => {
        tries += 1;
        throw cause;
      },
      origin: 'https://www.rainbond.com',
    });
    const error = await c.searchOne({query: 'helm'}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchIndexUnavailableError);
    expect(error).toMatchObject({name: 'RetryError', message: 'The search index could not be loaded.', cause});
    await expect(c.searchOne({query: 'helm'})).rejects.toBeInstanceOf(SearchIndexUnavailableError);
    expect(tries).toBe(2);
  });

  it("passes on the loader's own SearchIndexUnavailableError", async () => {
    const own = new SearchIndexUnavailableError('Index of another version');
    const c = createLocalSearchClient({
      loadEngine: async () => {
        throw own;
      },
      origin: 'https://www.rainbond.com',
    });
    await expect(c.searchOne({query: 'helm'})).rejects.toBe(own);
  });
});
