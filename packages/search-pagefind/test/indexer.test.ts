import {describe, expect, it} from 'vitest';
import {preparePage} from '../src/indexer.mjs';

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
