import {describe, expect, it} from 'vitest';
import {commonKeywords, keywordsOf, preparePage} from '../src/indexer.mjs';

describe('search indexer: page preparation', () => {
  const doc = (extra = '') =>
    `<!doctype html><html lang=en class="docs-wrapper plugin-docs plugin-id-default docs-doc-page"><head><title>Install | Rainbond</title><meta name=docusaurus_locale content=en /><meta name=docusaurus_tag content=docs-default-current /><meta name=docusaurus_version content=current /><link rel=canonical href=https://www.rainbond.com/en/docs/install /></head><body><nav>n</nav><main><article><nav class="theme-doc-breadcrumbs"><ul><li><a aria-label=Home class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M1"/></svg></a><li><span class=breadcrumbs__link>Setup &amp; "run"</span><li><span class=breadcrumbs__link>Install</span></ul></nav><header><h1>Install</h1></header>${extra}</article></main></body></html>`;

  it('marks the article as the body and records filters and section', () => {
    const page = preparePage(doc(), {locale: 'en', relPath: 'docs/install/index.html'});
    expect(page?.url).toBe('/en/docs/install');
    expect(page?.lvl0).toBe('Setup & "run"');
    expect(page?.content).toContain('<article data-pagefind-body>');
    expect(page?.content).toContain('data-pagefind-filter="docusaurus_tag[data-v]" data-v="docs-default-current"');
    expect(page?.content).toContain('data-pagefind-filter="language[data-v]" data-v="en"');
    expect(page?.content).toContain('data-v="Setup &amp; &quot;run&quot;"');
  });

  it('gives every page full weight unless the options say otherwise', () => {
    const post = doc().replace('docs-doc-page', 'blog-post-page');
    expect(preparePage(post, {locale: 'en', relPath: 'blog/x/index.html'})?.content).toContain(
      '<article data-pagefind-body>',
    );
    const api = doc().replace(/\/en\/docs\/install/g, '/en/docs/api/x');
    const options = {nonDocWeight: 0.25, pathWeights: [['^/en/docs/api/', 0.6]] as [string, number][]};
    expect(preparePage(api, {locale: 'en', relPath: 'docs/api/x/index.html', options})?.content).toContain(
      'data-pagefind-weight="0.6"',
    );
    expect(preparePage(post, {locale: 'en', relPath: 'blog/x/index.html', options})?.content).toContain(
      'data-pagefind-weight="0.25"',
    );
  });

  it("takes the site's title off a page title without h1, and names sections by the options", () => {
    const noH1 = doc()
      .replace('<header><h1>Install</h1></header>', '')
      .replace(/<nav class="theme-doc-breadcrumbs">[\s\S]*?<\/nav>/, '');
    const title = (options = {}) =>
      /data-pagefind-meta="title\[data-v\]" data-v="([^"]*)"/.exec(
        preparePage(noH1, {locale: 'en', relPath: 'docs/install/index.html', options})?.content ?? '',
      )?.[1];
    expect(title()).toBe('Install | Rainbond');
    expect(title({siteTitle: 'Rainbond'})).toBe('Install');
    expect(title({siteTitle: 'Other'})).toBe('Install | Rainbond');
    const labels = {en: {docs: 'Manual', community: 'C', blog: 'B', pages: 'P'}};
    expect(preparePage(noH1, {locale: 'en', relPath: 'docs/install/index.html'})?.lvl0).toBe('Documentation');
    expect(
      preparePage(noH1, {locale: 'en', relPath: 'docs/install/index.html', options: {sectionLabels: labels}})?.lvl0,
    ).toBe('Manual');
  });

  it('leaves out lists, the search page and 404', () => {
    const list = doc().replace('docs-doc-page', 'blog-list-page');
    expect(preparePage(list, {locale: 'en', relPath: 'blog/index.html'})).toBeUndefined();
    expect(preparePage(doc(), {locale: 'en', relPath: '404.html'})).toBeUndefined();
    expect(preparePage(doc(), {locale: 'en', relPath: 'search/index.html'})).toBeUndefined();
  });
});

describe('search indexer: keywords', () => {
  const terms = {健康检查: ['健康', '检查'], 持久化存储: ['持久化', '存储']};

  it('splits the keywords and adds the parts of the compound terms in them', () => {
    expect(keywordsOf('组件健康检查, 存活探针，持久化存储、 Helm  install', terms)).toEqual([
      '组件健康检查',
      '健康',
      '检查',
      '存活探针',
      '持久化存储',
      '持久化',
      '存储',
      'Helm install',
    ]);
    expect(keywordsOf(undefined)).toEqual([]);
    expect(keywordsOf(' , ')).toEqual([]);
  });

  it('finds the keywords that more than a share of the pages give, at least 3', () => {
    const pages = [
      'Kubernetes, Cloud Native',
      'kubernetes, helm',
      'Kubernetes, offline',
      'KUBERNETES',
      'helm',
      undefined,
    ];
    expect([...commonKeywords(pages, 0.5)]).toEqual(['kubernetes']);
    expect([...commonKeywords(pages.slice(0, 3), 0.1)]).toEqual([]);
  });

  it("indexes a page's keywords as the meta field keywords, without the common ones", () => {
    const page = (keywords: string) =>
      `<!doctype html><html class="docs-doc-page"><head><meta name=keywords content="${keywords}"></head><body><article><h1>Other settings</h1></article></body></html>`;
    const prepared = preparePage(page('健康检查, Kubernetes'), {
      locale: 'zh',
      relPath: 'docs/other/index.html',
      options: {terms: {zh: terms}},
      skipKeywords: new Set(['kubernetes']),
    });
    expect(prepared?.content).toContain('data-pagefind-meta="keywords[data-v]" data-v="健康检查, 健康, 检查"');
    expect(
      preparePage(page('Kubernetes'), {
        locale: 'zh',
        relPath: 'docs/other/index.html',
        skipKeywords: new Set(['kubernetes']),
      })?.content,
    ).not.toContain('keywords[data-v]');
  });
});
