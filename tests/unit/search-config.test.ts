import {describe, expect, it} from 'vitest';
import {searchSettings} from '../../src/search/config';
import {preparePage} from '@rainbond/docusaurus-search-pagefind/src/indexer.mjs';
import {INDEX_OPTIONS} from '../../src/search/indexing.mjs';

describe('search backend switch', () => {
  it('is embedded without Algolia variables, with the local plugin and no real credentials', () => {
    const s = searchSettings({});
    expect(s.mode).toBe('embedded');
    expect(s.plugins).toHaveLength(1);
    expect(s.themeConfig.algolia).toMatchObject({
      indexName: 'rainbond',
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(s.navbarItem).toEqual({type: 'search', position: 'right'});
  });

  it('is hosted when app id and key are set, with values from the environment only', () => {
    const s = searchSettings({
      RAINBOND_ALGOLIA_APP_ID: 'APP',
      RAINBOND_ALGOLIA_API_KEY: 'KEY',
      RAINBOND_ALGOLIA_INDEX_NAME: 'idx',
    });
    expect(s.mode).toBe('hosted');
    expect(s.plugins).toHaveLength(0);
    expect(s.themeConfig.algolia).toMatchObject({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'idx',
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(
      searchSettings({RAINBOND_ALGOLIA_APP_ID: 'APP', RAINBOND_ALGOLIA_API_KEY: 'KEY'}).themeConfig.algolia.indexName,
    ).toBe('rainbond');
  });

  it('stays embedded with only half of the credentials', () => {
    expect(searchSettings({RAINBOND_ALGOLIA_APP_ID: 'APP'}).mode).toBe('embedded');
    expect(searchSettings({RAINBOND_ALGOLIA_API_KEY: ' '}).mode).toBe('embedded');
  });
});

describe("search indexer: the site's weights", () => {
  const doc = (extra = '') =>
    `<!doctype html><html lang=en class="docs-wrapper plugin-docs plugin-id-default docs-doc-page"><head><title>Install | Rainbond</title><meta name=docusaurus_locale content=en /><meta name=docusaurus_tag content=docs-default-current /><meta name=docusaurus_version content=current /><link rel=canonical href=https://www.rainbond.com/en/docs/install /></head><body><nav>n</nav><main><article><nav class="theme-doc-breadcrumbs"><ul><li><a aria-label=Home class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M1"/></svg></a><li><span class=breadcrumbs__link>Setup &amp; "run"</span><li><span class=breadcrumbs__link>Install</span></ul></nav><header><h1>Install</h1></header>${extra}</article></main></body></html>`;

  it('gives the words of product pages and blog posts a lower weight than docs (issue 16)', () => {
    const post = doc().replace('docs-doc-page', 'blog-post-page');
    expect(preparePage(post, {locale: 'en', relPath: 'blog/x/index.html', options: INDEX_OPTIONS})?.content).toContain(
      '<article data-pagefind-body data-pagefind-weight="0.5">',
    );
    const product = doc().replace(
      'docs-wrapper plugin-docs plugin-id-default docs-doc-page',
      'plugin-pages plugin-id-default',
    );
    expect(
      preparePage(product, {locale: 'en', relPath: 'feature/devops/index.html', options: INDEX_OPTIONS})?.content,
    ).toContain('<main data-pagefind-body data-pagefind-weight="0.5">');
    expect(
      preparePage(doc(), {locale: 'en', relPath: 'docs/install/index.html', options: INDEX_OPTIONS})?.content,
    ).not.toContain('data-pagefind-weight');
  });

  it('gives the API reference a weight between the manual and product pages (issue 16)', () => {
    const api = doc().replace(/\/en\/docs\/install/g, '/en/docs/api/team/createTeam');
    expect(
      preparePage(api, {locale: 'en', relPath: 'docs/api/team/createTeam/index.html', options: INDEX_OPTIONS})?.content,
    ).toContain('<article data-pagefind-body data-pagefind-weight="0.7">');
    const zhApi = doc().replace(
      /https:\/\/www.rainbond.com\/en\/docs\/install/g,
      'https://www.rainbond.com/docs/api/team/createTeam',
    );
    expect(
      preparePage(zhApi, {locale: 'zh', relPath: 'docs/api/team/createTeam/index.html', options: INDEX_OPTIONS})
        ?.content,
    ).toContain('data-pagefind-weight="0.7"');
    // A page whose path only mentions "api" elsewhere is a manual page.
    const intro = doc().replace(/\/en\/docs\/install/g, '/en/docs/apis-overview/api');
    expect(
      preparePage(intro, {locale: 'en', relPath: 'docs/apis-overview/api/index.html', options: INDEX_OPTIONS})?.content,
    ).not.toContain('data-pagefind-weight');
  });
});
