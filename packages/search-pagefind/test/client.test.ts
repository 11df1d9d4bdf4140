import {describe, expect, it} from 'vitest';
import algoliaSearchHelper from 'algoliasearch-helper';
import {
  createLocalSearchClient,
  escapeHtml,
  highlightText,
  normalizeQuery,
  safeExcerpt,
  toEngineFilters,
  type EngineDoc,
} from '../src/client/localClient';
import {client, installDoc, mentionDoc} from './fakes';

const evilDoc: EngineDoc = {
  url: '/docs/evil/',
  meta: {title: 'Tags <img src=x onerror=alert(1)> & "quotes"', lvl0: '<b>Section</b>'},
  excerpt: 'Write &lt;script&gt;alert(1)&lt;/script&gt; with <mark>evil</mark> & more &amp;amp;',
  anchors: [{element: 'h2', id: 'x', text: '<svg onload=alert(1)>', location: 5}],
  sub_results: [
    {
      title: '<svg onload=alert(1)>',
      url: '/docs/evil/#x',
      excerpt: 'Write &lt;script&gt;alert(1)&lt;/script&gt; with <mark>evil</mark> & more',
      anchor: {element: 'h2', id: 'x', text: '<svg onload=alert(1)>', location: 5},
      locations: [3],
    },
  ],
};

/** Every HTML string of a hit must contain no tag other than the highlight tags. */
function assertOnlyHighlightTags(html: string) {
  const stripped = html.replace(/<mark>|<\/mark>/g, '');
  expect(stripped).not.toMatch(/[<>]/);
}

describe('local search client: result shaping', () => {
  it('answers DocSearch v5 requests with Algolia-shaped hits', async () => {
    const {c} = client([installDoc]);
    const {results} = await c.search({
      requests: [
        {indexName: 'rainbond', query: 'helm', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>'},
      ],
    });
    expect(results).toHaveLength(1);
    const [res] = results;
    expect(res.nbHits).toBe(1);
    expect(res.query).toBe('helm');
    const hit = res.hits[0];
    expect(hit.url).toBe('https://www.rainbond.com/docs/installation/install-with-helm/');
    expect(hit.hierarchy).toEqual({
      lvl0: 'Installation',
      lvl1: 'Install with Helm',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(hit.type).toBe('lvl1');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('Install with <mark>Helm</mark>');
    expect(hit._snippetResult.content?.value).toContain('<mark>Helm</mark>');
    expect(typeof hit.content).toBe('string');
  });

  it('gives sections their heading chain, anchor and type', async () => {
    const {c} = client([installDoc], {maxHitsPerDocument: 3});
    const res = await c.searchOne({query: 'helm', highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
    const storage = res.hits.find((h) => h.anchor === 'storage');
    expect(storage?.hierarchy.lvl2).toBe('Requirements');
    expect(storage?.hierarchy.lvl3).toBe('Storage');
    expect(storage?.type).toBe('content');
    expect(storage?.url_without_anchor).toBe('https://www.rainbond.com/docs/installation/install-with-helm/');
    const run = res.hits.find((h) => h.anchor === 'run');
    expect(run?.type).toBe('lvl2');
    expect(run?._highlightResult.hierarchy.lvl2?.value).toBe('Run <mark>helm</mark> install');
  });

  it('limits hits per page and reports pages as nbHits', async () => {
    const {c} = client([installDoc, mentionDoc], {maxHitsPerDocument: 2});
    const res = await c.searchOne({query: 'helm'});
    expect(res.nbHits).toBe(2);
    const perUrl = new Map<string, number>();
    for (const h of res.hits) perUrl.set(h.url_without_anchor, (perUrl.get(h.url_without_anchor) ?? 0) + 1);
    expect(Math.max(...perUrl.values())).toBeLessThanOrEqual(2);
  });

  it('gives one hit per page, titled by the page, on the search page', async () => {
    const {c} = client([installDoc, mentionDoc], {onePerDocument: true});
    const res = await c.searchOne({query: 'helm', hitsPerPage: 15, page: 0});
    expect(res.hits).toHaveLength(2);
    expect(res.hits[0].hierarchy.lvl1).toBe('Install with Helm');
    expect(res.hits[0].hierarchy.lvl2).toBeNull();
    // Best section: the one with the most matches.
    expect(res.hits[0].anchor).toBe('run');
    expect(res.nbPages).toBe(1);
  });

  it('pages through results', async () => {
    const docs = Array.from({length: 7}, (_, i) => ({
      ...mentionDoc,
      url: `/docs/p${i}/`,
      meta: {title: `Page ${i}`, lvl0: 'S'},
    }));
    const {c} = client(docs, {onePerDocument: true});
    const p0 = await c.searchOne({query: 'helm', hitsPerPage: 3, page: 0});
    const p2 = await c.searchOne({query: 'helm', hitsPerPage: 3, page: 2});
    expect(p0.nbHits).toBe(7);
    expect(p0.nbPages).toBe(3);
    expect(p0.hits.map((h) => h.hierarchy.lvl1)).toEqual(['Page 0', 'Page 1', 'Page 2']);
    expect(p2.hits.map((h) => h.hierarchy.lvl1)).toEqual(['Page 6']);
  });

  it('works with algoliasearch-helper as the theme search page uses it', async () => {
    const {c, calls} = client([installDoc, mentionDoc], {onePerDocument: true});
    const helper = algoliaSearchHelper(c as never, 'rainbond', {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    } as never);
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    const results = await new Promise<{nbHits: number; hits: {url: string; _highlightResult: {hierarchy: object}}[]}>(
      (resolve, reject) => {
        helper.on('result', ({results: r}) => resolve(r as never));
        helper.on('error', ({error}) => reject(error));
        helper.setQuery('helm').setPage(0).search();
      },
    );
    expect(results.nbHits).toBe(2);
    expect(Object.keys(results.hits[0]._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1']);
    const main = calls.find((call) => JSON.stringify(call.filters).includes('docs-default-current'));
    expect(main?.filters).toEqual({
      any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}],
    });
  });
});

describe('local search client: contextual filters', () => {
  it('maps facetFilters to engine filters (AND of groups, OR inside)', () => {
    expect(
      toEngineFilters([['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], 'version:current'], 'zh'),
    ).toEqual({
      all: [{any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}]}, {version: 'current'}],
    });
    expect(toEngineFilters(['docusaurus_tag:-default'])).toEqual({not: {docusaurus_tag: 'default'}});
    expect(toEngineFilters(undefined)).toEqual({});
    expect(toEngineFilters('[["language:zh"]]', 'zh')).toEqual({});
  });

  it('decides the language filter against the index locale', async () => {
    expect(toEngineFilters(['language:zh'], 'zh')).toEqual({});
    expect(toEngineFilters(['language:en'], 'zh')).toBeNull();
    const {c, calls} = client([installDoc]);
    const res = await c.searchOne({query: 'helm', facetFilters: ['language:zh', ['docusaurus_tag:default']]});
    expect(res.nbHits).toBe(0);
    expect(calls).toHaveLength(0);
    const ok = await c.searchOne({query: 'helm', facetFilters: ['language:en', ['docusaurus_tag:default']]});
    expect(ok.nbHits).toBe(1);
    expect(calls[0].filters).toEqual({docusaurus_tag: 'default'});
  });
});

describe('local search client: escaping and bad input', () => {
  it('escapes page text and keeps only the highlight tags', async () => {
    const {c} = client([evilDoc], {maxHitsPerDocument: 3});
    const res = await c.searchOne({query: 'evil', highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
    expect(res.hits.length).toBeGreaterThan(0);
    for (const hit of res.hits) {
      for (const v of Object.values(hit._highlightResult.hierarchy)) assertOnlyHighlightTags(v!.value);
      for (const v of Object.values(hit._snippetResult.hierarchy)) assertOnlyHighlightTags(v!.value);
      assertOnlyHighlightTags(hit._snippetResult.content?.value ?? '');
      assertOnlyHighlightTags(hit._highlightResult.content?.value ?? '');
    }
    const hit = res.hits[0];
    expect(hit._snippetResult.content?.value).toBe(
      'Write &lt;script&gt;alert(1)&lt;/script&gt; with <mark>evil</mark> &amp; more',
    );
    expect(hit._highlightResult.hierarchy.lvl0?.value).toBe('&lt;b&gt;Section&lt;/b&gt;');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      'Tags &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;',
    );
    // Plain attributes stay plain text (React renders them as text).
    expect(hit.hierarchy.lvl1).toBe('Tags <img src=x onerror=alert(1)> & "quotes"');
  });

  it('escapes the query words it highlights', () => {
    const v = highlightText('a <b> c', ['<b>'], '<mark>', '</mark>');
    expect(v.value).toBe('a <mark>&lt;b&gt;</mark> c');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('turns Pagefind excerpts into safe HTML', () => {
    const {value, matchedWords} = safeExcerpt('<mark>安装 </mark>前 &lt;x&gt; & &amp;', '<em>', '</em>');
    expect(value).toBe('<em>安装</em> 前 &lt;x&gt; &amp; &amp;amp;');
    expect(matchedWords).toEqual(['安装']);
  });

  it('answers empty, punctuation-only, regex and very long queries without failing', async () => {
    const {c, calls} = client([installDoc, evilDoc]);
    for (const q of ['', '   ', '!!!', '?.*+()[]{}|\\^$', '。，、！']) {
      const res = await c.searchOne({query: q});
      expect(res.nbHits).toBe(0);
      expect(res.hits).toEqual([]);
    }
    expect(calls).toHaveLength(0);
    const long = await c.searchOne({query: 'helm '.repeat(400)});
    expect(long.query.length).toBeLessThanOrEqual(256);
    expect(calls[0].term.length).toBeLessThanOrEqual(256);
    // Regex syntax is text: the engine gets it as typed, and nothing matches it (the fake engine
    // matches substrings, so a query run as a pattern would have matched the helm page).
    const regex = await c.searchOne({query: '(helm|x)*'});
    expect(calls.at(-1)!.term).toBe('(helm|x)*');
    expect(regex.nbHits).toBe(0);
    expect(regex.hits).toEqual([]);
    const html = await c.searchOne({
      query: '<img src=x onerror=alert(1)>',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    for (const hit of html.hits) assertOnlyHighlightTags(hit._highlightResult.hierarchy.lvl1!.value);
    expect(normalizeQuery('a\u0000b\n\tc', 256)).toBe('a b c');
    expect(normalizeQuery(undefined)).toBe('');
  });

  it('can answer a missing index with no results instead, once it has been tried', async () => {
    let tries = 0;
    const c = createLocalSearchClient({
      loadEngine: async () => {
        tries += 1;
        throw new Error('404');
      },
      origin: 'http://localhost',
      onMissingIndex: 'empty',
    });
    const {results} = await c.search({requests: [{indexName: 'x', query: 'helm'}]});
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({nbHits: 0, hits: [], query: 'helm'});
    expect(tries).toBe(1);
  });

  it("reports a missing index as an error named like Algolia's", async () => {
    const c = createLocalSearchClient({
      loadEngine: async () => {
        throw new Error('404');
      },
      origin: 'http://localhost',
    });
    await expect(c.search({requests: [{indexName: 'x', query: 'helm'}]})).rejects.toMatchObject({name: 'RetryError'});
    // Empty queries do not need the index.
    await expect(c.searchOne({query: ''})).resolves.toMatchObject({nbHits: 0});
  });
});
