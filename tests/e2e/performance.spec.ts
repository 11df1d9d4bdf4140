/**
 * What packages/lazy-highlighter (and its CodeBlock wrappers), packages/translation-split,
 * packages/tslib-shim, packages/mermaid-static, packages/docs-slim and the DocItem / DocCard
 * wrappers change, seen from a browser: heavy pieces load only where
 * they are used, and pages look the same as before.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, locales} from './fixtures';

/**
 * Collects the bodies of the scripts a page downloads. A body that cannot be read fails the
 * test (`checked`): an unread body would make every "was not loaded" check pass vacuously.
 */
function recordScripts(page: Page) {
  const bodies: string[] = [];
  const unread: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      bodies.push(await response.text());
    } catch {
      unread.push(response.url());
    }
  });
  return {
    /** The bodies read so far, after checking that every script was read. */
    checked(): string[] {
      expect(unread, 'scripts whose body could not be read').toEqual([]);
      expect(bodies.length).toBeGreaterThan(0);
      return bodies;
    },
  };
}

/** prism-react-renderer names its lines `token-line`. */
const isHighlighter = (script: string) => script.includes('token-line');
/** The Mermaid library throws an `UnknownDiagramError` (static diagrams and its Docusaurus wrapper do not). */
const isMermaid = (script: string) => script.includes('UnknownDiagramError');

test('the Mermaid detector recognises the Mermaid library', () => {
  expect(isMermaid(fs.readFileSync('node_modules/mermaid/dist/mermaid.min.js', 'utf8'))).toBe(true);
});

/**
 * Whether a script holds a text: as it is, or with non-ASCII characters as `\uXXXX` escapes (how
 * the minifier writes Chinese in JSON data).
 */
function mentions(script: string, text: string): boolean {
  const escaped = text.replace(/[^ -~]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return script.includes(text) || script.toLowerCase().includes(escaped.toLowerCase());
}

test('the text detector finds escaped and plain text', () => {
  expect(mentions('JSON.parse(\'{"d":"\\u5E94\\u7528 ok"}\')', '应用 ok')).toBe(true);
  expect(mentions('{"d":"After delivering"}', 'After delivering')).toBe(true);
  expect(mentions('{"d":"\\u5E94"}', '用')).toBe(false);
});

/** The prefetch links in the document. */
/**
 * Whether the build under test has route shards: the site's default, off when it was built with
 * RAINBOND_ROUTE_SHARDS=false (docusaurus.config.ts); run the tests with the same variable.
 */
const routeShards = process.env.RAINBOND_ROUTE_SHARDS !== 'false';

const prefetchLinks = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));

/** Navigates inside the single-page app (no page load), the way a link click does. */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const {locale, prefix} of locales) {
  test(`main.js carries no module paths of the route table (${locale})`, async ({page, request}) => {
    // packages/route-shards: the registry's module paths are server-only.
    await page.goto(`${prefix}/`);
    const src = await page.locator('script[src*="/main."]').first().getAttribute('src');
    const main = await (await request.get(src!)).text();
    expect(main).toMatch(/(webpack|rspack)Chunk/); // the bundler's chunk global (Rspack 2 renames it)
    expect(main).toContain('/docs/quick-start/quick-install');
    expect(main).not.toMatch(/"@site\/(docs|blog|i18n|src)\//);
    expect(main).not.toContain('"@generated/docusaurus-plugin-content-docs/');
  });

  test(`main.js does not carry the search client; pointing at the search button fetches it (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    // packages/search-pagefind/src/client/runtime.ts: ./searchCore is a chunk of its own.
    test.skip(testInfo.project.name === 'mobile', 'pointing is a desktop gesture; search.spec.ts covers phones');
    await page.goto(`${prefix}/docs/`);
    const src = await page.locator('script[src*="/main."]').first().getAttribute('src');
    const main = await (await request.get(src!)).text();
    expect(main).toContain('DocSearch-Button');
    // A synonym group of synonyms.ts, which localClient.ts imports, stays out.
    expect(main).not.toContain('autoscaling');
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.locator('.DocSearch-Button').first().hover();
    await expect.poll(() => scripts.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
    const fetched = await Promise.all(
      scripts.filter((u) => u.includes('/assets/js/')).map(async (u) => (await request.get(u)).text()),
    );
    expect(fetched.some((t) => t.includes('autoscaling'))).toBe(true);
  });

  test(`prefetching a route fetches its chunks by their names (${locale})`, async ({page, request}) => {
    // packages/route-shards: chunk ids are the route chunk names, and the compact `gca` turns a
    // name into its file without Docusaurus' name -> id map. A wrong map or id prefetches nothing,
    // or files that do not exist. From a page of the same route shard, so the route is known.
    const target = `${prefix}/docs/use-manual/component-manage/env/advanced-env`;
    await page.goto(`${prefix}/docs/use-manual/component-manage/env/`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.evaluate(
      (to) => (window as unknown as {docusaurus: {prefetch: (p: string) => Promise<unknown>}}).docusaurus.prefetch(to),
      target,
    );
    // Its content chunk at least (the page's component and the sidebar's data are loaded already),
    // by this call or by a link to it in view; other sections' links prefetch their route files.
    const hrefs = (await prefetchLinks(page)).filter((h) => !/\/rt[0-9a-f]{6}\./.test(h));
    expect(hrefs.length).toBeGreaterThanOrEqual(1);
    for (const href of hrefs) {
      expect(href).toMatch(/\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    // What the visit then loads is what was prefetched: the page's chunks.
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') loaded.push(r.url());
    });
    await clientNavigate(page, target);
    await expect(page.locator('article h1')).toBeVisible();
    const fresh = loaded.filter((u) => /\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(u));
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    for (const url of fresh) expect(hrefs).toContain(url);
  });

  test(`the docs routes load by section; main.js holds none of them (${locale})`, async ({page, request}) => {
    test.skip(!routeShards, 'a build with RAINBOND_ROUTE_SHARDS=false: the next test checks it');
    // packages/route-shards: each docs section's routes are a chunk (rt + 6 hex digits) that a
    // page of the section loads before it hydrates; a link into another section prefetches that
    // section's file only, and navigating there loads it.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${prefix}/docs/use-manual/component-manage/env/advanced-env`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const shards = () => scripts.filter((u) => /\/rt[0-9a-f]{6}\.[0-9a-f]{8}\.js$/.test(u));
    expect(shards()).toHaveLength(1);
    const own = await (await request.get(shards()[0]!)).text();
    expect(own).toContain(`${prefix}/docs/use-manual/component-manage/env/advanced-env`);
    expect(own).not.toContain(`${prefix}/docs/quick-start/getting-started`);
    const src = await page.locator('script[src*="/main."]').first().getAttribute('src');
    const main = await (await request.get(src!)).text();
    // Its key in the route table ("path-hash"), which main.js held for every route before.
    expect(main).toMatch(/"\/(en\/)?blog\/nacos-[0-9a-f]{3,4}"/);
    expect(main).not.toMatch(/"\/(en\/)?docs\/use-manual\/component-manage\/env\/advanced-env-[0-9a-f]{3,4}"/);
    // Links into other sections prefetch those sections' route files, nothing else of theirs.
    await expect
      .poll(async () => (await prefetchLinks(page)).filter((h) => /\/rt[0-9a-f]{6}\./.test(h)).length)
      .toBeGreaterThan(0);
    await clientNavigate(page, `${prefix}/docs/quick-start/getting-started`);
    await expect(page.locator('article h1')).toHaveText(locale === 'zh' ? '快速入门' : 'Getting Started');
    expect(shards().length).toBe(2);
    // Back again: the first section is loaded already.
    await clientNavigate(page, `${prefix}/docs/use-manual/component-manage/env/advanced-env`);
    await expect(page.locator('article h1')).toHaveText(
      locale === 'zh' ? '高级环境变量配置' : 'Advanced environment variables',
    );
    expect(shards().length).toBe(2);
  });

  test(`without route shards, main.js holds the docs routes and no shard loads (${locale})`, async ({
    page,
    request,
  }) => {
    // RAINBOND_ROUTE_SHARDS=false (the `shards` option of packages/route-shards off): the docs
    // routes stay in main.js's route table, as Docusaurus writes it; the compact table stays.
    test.skip(routeShards, 'the site builds with route shards (RAINBOND_ROUTE_SHARDS unset)');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${prefix}/docs/use-manual/component-manage/env/advanced-env`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const src = await page.locator('script[src*="/main."]').first().getAttribute('src');
    const main = await (await request.get(src!)).text();
    expect(main).toMatch(/"\/(en\/)?docs\/use-manual\/component-manage\/env\/advanced-env-[0-9a-f]{3,4}"/);
    await clientNavigate(page, `${prefix}/docs/quick-start/getting-started`);
    await expect(page.locator('article h1')).toHaveText(locale === 'zh' ? '快速入门' : 'Getting Started');
    expect(scripts.filter((u) => /\/rt[0-9a-f]{6}\.[0-9a-f]{8}\.js$/.test(u))).toEqual([]);
  });

  test.describe(`on-demand code and translations (${locale})`, () => {
    test('the landing page loads neither the code highlighter nor Mermaid', async ({page}) => {
      const scripts = recordScripts(page);
      await page.goto(`${prefix}/`, {waitUntil: 'networkidle'});
      expect(scripts.checked().length).toBeGreaterThan(1);
      expect(scripts.checked().some(isHighlighter)).toBe(false);
      expect(scripts.checked().some(isMermaid)).toBe(false);
    });

    test('a docs page without code blocks does not load the highlighter', async ({page}) => {
      const scripts = recordScripts(page);
      await page.goto(`${prefix}/docs/`, {waitUntil: 'networkidle'});
      await expect(page.locator('article h1')).toBeVisible();
      expect(scripts.checked().some(isHighlighter)).toBe(false);
    });

    test('the highlighter loads when a code block is pointed at, not when it is seen', async ({page}) => {
      const scripts = recordScripts(page);
      // An API page: code blocks in the first screen.
      await page.goto(`${prefix}/docs/api/application/closeApp`, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const block = page.locator('article .codeblock-host').last();
      await block.scrollIntoViewIfNeeded();
      // Highlighted by the server meanwhile.
      await expect(block.locator('.token-line').first()).toBeVisible();
      await page.waitForTimeout(500);
      expect(scripts.checked().some(isHighlighter)).toBe(false);
      await expect(page.locator('article .codeblock-host button')).toHaveCount(0);
      await block.hover();
      // The highlighter arrives and renders the block with its buttons.
      await expect(block.locator('button[aria-label]').first()).toBeAttached();
      await expect.poll(() => scripts.checked().some(isHighlighter)).toBe(true);
      await expect(page.locator('.codeblock-fallback')).toHaveCount(0);
    });

    test('a code block focused from the keyboard loads its buttons and keeps the focus', async ({page}) => {
      await page.goto(`${prefix}/docs/api/application/closeApp`, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const block = page.locator('article .codeblock-host').first();
      await expect(block.locator('button')).toHaveCount(0);
      await block.locator('pre').focus();
      await expect(block.locator('button[aria-label]').first()).toBeAttached();
      await expect(block.locator('pre')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(block.locator('button[aria-label]').first()).toBeFocused();
    });

    test('code blocks are highlighted on a first load and after client navigation', async ({page}) => {
      // On a first load the server's highlighted HTML stays until the highlighter takes over:
      // the plain fallback never shows. (Blocks inside Tabs are left out: the theme's Tabs
      // remount their content once hydrated, and may do so before the highlighter is there.)
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const plain = Array.from(document.querySelectorAll('.codeblock-fallback')).filter(
            (el) => !el.closest('.tabs-container'),
          );
          if (plain.length > 0) (window as unknown as {sawFallback: boolean}).sawFallback = true;
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(`${prefix}/docs/quick-start/quick-install`);
      const block = page.locator('article pre.prism-code').first();
      await expect(block.locator('.token-line').first()).toBeVisible();
      await expect(block.locator('span.token.function').first()).toBeVisible();
      // After hydration, a block pointed at gets its copy button: it is interactive, not just
      // server HTML.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await block.hover();
      await expect(page.locator('article button[aria-label]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as {sawFallback?: boolean}).sawFallback ?? false)).toBe(
        false,
      );

      await clientNavigate(page, `${prefix}/docs/`);
      await expect(page.locator('article pre.prism-code')).toHaveCount(0);
      await clientNavigate(page, `${prefix}/docs/quick-start/quick-install`);
      await expect(page.locator('article pre.prism-code span.token.function').first()).toBeVisible();
      await expect(page.locator('.codeblock-fallback')).toHaveCount(0);
    });

    test('diagrams are static SVG in the page: no Mermaid download, no layout shift', async ({page, request}) => {
      // In the server HTML already, so they show before any script runs.
      const html = await (await request.get(`${prefix}/blog/nacos`)).text();
      expect(html).toMatch(/class="?mermaid-static"?[^>]*>(<div[^>]*>)?<svg/);
      // Shifts of the page's content (the header's search box moves a fraction of a pixel as it hydrates).
      await page.addInitScript(() => {
        const w = window as unknown as {shifts: number};
        w.shifts = 0;
        type Shift = {value: number; sources: {node?: Node}[]};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.sources.some(({node}) => (node instanceof Element ? node : node?.parentElement)?.closest('main')))
              w.shifts += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      const scripts = recordScripts(page);
      await page.goto(`${prefix}/blog/nacos`, {waitUntil: 'networkidle'});
      const diagram = page.locator('.mermaid-static').first();
      await expect(diagram).toHaveAttribute('role', 'img');
      await expect(diagram).toHaveAttribute('aria-label', /\S{2,}/);
      // The layout that fits the column shows (packages/mermaid-static draws wide ones for narrow screens too).
      const svg = diagram.locator('svg').filter({visible: true}).first();
      await expect(svg).toBeVisible();
      expect(await svg.locator('.node').count()).toBeGreaterThan(2);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await svg.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(scripts.checked().some(isMermaid)).toBe(false);
      expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
      // After client navigation the diagram is fetched (tests/e2e/diagrams.spec.ts: not from the page's chunk).
      await clientNavigate(page, `${prefix}/docs/`);
      await expect(page.locator('article h1')).toBeVisible();
      await clientNavigate(page, `${prefix}/blog/nacos`);
      await expect(
        page.locator('.mermaid-static svg').filter({visible: true}).first().locator('.node').first(),
      ).toBeVisible();
      expect(scripts.checked().some(isMermaid)).toBe(false);
    });

    test('doc cards show their descriptions, which no other page downloads', async ({page}) => {
      const description =
        locale === 'zh' ? '应用交付到离线客户环境之后' : 'After delivering to an offline customer environment';
      const scripts = recordScripts(page);
      await page.goto(`${prefix}/docs/quick-start/quick-install`, {waitUntil: 'networkidle'});
      expect(scripts.checked().some((body) => mentions(body, description))).toBe(false);
      // Nor the version's doc list (id, title and sidebar of every doc), which only the cards read.
      const docListEntries = (body: string) =>
        body.match(/\\?"title\\?":\\?"(?:[^"\\]|\\u[0-9a-fA-F]{4}|\\\\)*\\?",\\?"sidebar\\?":/g)?.length ?? 0;
      expect(Math.max(...scripts.checked().map(docListEntries))).toBeLessThan(5);
      // The category page's cards, after client navigation and on a first load.
      await clientNavigate(page, `${prefix}/docs/delivery/offline/`);
      await expect(page.locator('article .card').filter({hasText: description})).toBeVisible();
      await page.goto(`${prefix}/docs/delivery/offline/`);
      await expect(page.locator('article .card').filter({hasText: description})).toBeVisible();
    });
  });
}

test.describe('when the code highlighter cannot be loaded', () => {
  test.use({
    allowedErrors: /ChunkLoadError|Loading chunk|Failed to load resource|net::ERR_FAILED|hydrating|Hydration|Suspense/,
  });
  test('code blocks still show their code, and the page works', async ({page}) => {
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('token-line')) return route.abort();
      return route.fulfill({response});
    });
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await clientNavigate(page, '/docs/quick-start/quick-install');
    const fallback = page.locator('article pre.codeblock-fallback').first();
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('docker');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    // A script request may still be in the handler when the test ends: its response is then
    // disposed, which is no failure of the page (it made the test flaky on a loaded machine).
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test.describe('page translations load with their pages (en)', () => {
  const pages = [
    {path: '/en/feature/devops/', heading: 'Integrated DevOps'},
    {path: '/en/case/csgApp/', heading: /Cangshuguan/},
    {path: '/en/ack/', heading: 'ACK Install Command Generator'},
    {path: '/en/enterprise_server/', heading: 'Choose the Rainbond that fits'},
    {path: '/en/usescene/', heading: 'Use cases'},
  ];
  test("main.js carries the theme's translations, not the pages'", async ({page, request}) => {
    // packages/translation-split: a page's translations travel with its modules.
    await page.goto('/en/');
    const src = await page.locator('script[src*="/main."]').first().getAttribute('src');
    const main = await (await request.get(src!)).text();
    expect(main).toContain('"theme.common.skipToMainContent"');
    expect(main).not.toContain('ack.hero.guide');
    expect(main).not.toContain('Read the ACK install guide');
  });

  for (const {path, heading} of pages) {
    test(`${path} reads in English on a first load and after client navigation`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const han = /[\u4e00-\u9fff]/;
      expect(await page.locator('main').innerText()).not.toMatch(han);

      // Client-side: from the landing page, whose chunk does not carry these translations.
      await page.goto('/en/');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await clientNavigate(page, path);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await page.locator('main').innerText()).not.toMatch(han);
    });
  }
});
