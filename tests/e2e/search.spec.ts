/**
 * Site search, embedded backend (the default build: no Algolia variables), in both locales, at
 * desktop and phone width (the `desktop` and `mobile` projects).
 */
import type {Page, Request} from '@playwright/test';
import {test, expect, locales} from './fixtures';

/** Queries that find pages in each locale (zh content is segmented into words). */
const QUERY = {zh: '安装', en: 'install'} as const;
const BAD_QUERIES = ['<img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', 'x'.repeat(2000), '!!!', '   '];

/** Fails the test when a request leaves the origin or a dialog (alert) opens. */
function guard(page: Page) {
  const offOrigin: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data'))
      offOrigin.push(req.url());
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {offOrigin, dialogs};
}

async function openModal(page: Page) {
  await page.locator('.DocSearch-Button').first().click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

for (const {locale, prefix} of locales) {
  test.describe(`search (${locale})`, () => {
    test(
      'navbar button opens the modal; results are grouped, highlighted, contextual',
      {tag: '@phone'},
      async ({page}) => {
        const g = guard(page);
        await page.goto(`${prefix}/docs/`);
        const button = page.locator('.DocSearch-Button').first();
        await expect(button).toBeVisible();
        await openModal(page);
        await page.locator('.DocSearch-Input').fill(QUERY[locale]);
        const hits = page.locator('.DocSearch-Hit');
        await expect(hits.first()).toBeVisible();
        await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
        await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
        // Contextual: only this locale's pages.
        const hrefs = await page
          .locator('.DocSearch-Hit a')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) {
          expect(href.startsWith('/')).toBe(true);
          expect(href.startsWith('/en/')).toBe(locale === 'en');
        }
        // No Algolia anywhere: no preconnect, no logo, no request off the origin.
        await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
        await expect(page.locator('.DocSearch-Logo')).toBeHidden();
        // A result opens its page.
        await hits.first().click();
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/`));
        expect(g.offOrigin).toEqual([]);
      },
    );

    test('keyboard: Ctrl/Cmd+K, "/" outside fields, Escape, a letter on the focused button', async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'mobile', 'keyboard shortcuts are a desktop behaviour');
      await page.goto(`${prefix}/docs/`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      // The hint shows the two keys (drawn by CSS, so that the button's visible text is its label).
      const keys = page.locator('.DocSearch-Navbar .DocSearch-Button-Keys, .navbar .DocSearch-Button-Keys').first();
      await expect(keys).toHaveAttribute('data-mod', 'Ctrl');
      const hint = await keys.evaluate((el) =>
        [':before', ':after'].map((p) => getComputedStyle(el, p).content).join(' '),
      );
      expect(hint).toBe('"Ctrl" "K"');
      await expect(keys.locator('kbd').first()).toBeHidden();
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await page.keyboard.press('Meta+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await page.locator('body').click({position: {x: 5, y: 300}});
      await page.keyboard.press('/');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.press('Escape');
      // Escape gives the focus back to the button; a letter typed there opens the modal with it.
      await page.locator('.DocSearch-Button').first().focus();
      await page.keyboard.press('k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('k');
    });

    test('"/" typed in a field does not open the modal', async ({page}, testInfo) => {
      test.skip(testInfo.project.name === 'mobile', 'keyboard shortcuts are a desktop behaviour');
      await page.goto(`${prefix}/search`);
      const input = page.locator('input[type="search"]');
      await input.click();
      await page.keyboard.type('a/b');
      await expect(input).toHaveValue('a/b');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    });

    test('"See all N results" leads to the search page, which lists every match with paging', async ({page}) => {
      const g = guard(page);
      await page.goto(`${prefix}/docs/`);
      await openModal(page);
      await page.locator('.DocSearch-Input').fill(QUERY[locale]);
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      await expect(seeAll).toBeVisible();
      const count = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
      expect(count).toBeGreaterThan(15);
      await seeAll.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=`));
      const items = page.locator('main article, .container article');
      await expect(items.first()).toBeVisible();
      await expect(page.getByText(new RegExp(String(count)))).toBeVisible();
      expect(await items.count()).toBe(15);
      await expect(page.locator('.search-result-match').first()).toBeVisible();
      // Bringing the loader at the end of the list into view loads the next page.
      const loader = page.locator('div[class^="loader_"]');
      for (let i = 0; i < 10 && (await items.count()) <= 15; i += 1) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(100);
        if (await loader.count()) await loader.scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
      }
      expect(await items.count()).toBeGreaterThan(15);
      const hrefs = await page.locator('article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(new Set(hrefs.map((h) => h.split('#')[0])).size).toBe(hrefs.length);
      for (const href of hrefs) expect(href.startsWith('/en/')).toBe(locale === 'en');
      // No Algolia branding on the page.
      await expect(page.locator('[class*="searchLogoColumn"]')).toBeHidden();
      expect(g.offOrigin).toEqual([]);
    });

    test('bad queries in the modal: nothing runs, nothing breaks', async ({page}) => {
      const g = guard(page);
      await page.goto(`${prefix}/docs/`);
      await openModal(page);
      const input = page.locator('.DocSearch-Input');
      for (const q of BAD_QUERIES) {
        await input.fill(q);
        await page.waitForTimeout(250);
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
        await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
      }
      await input.fill(QUERY[locale]);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      expect(g.dialogs).toEqual([]);
      expect(g.offOrigin).toEqual([]);
    });

    test('bad ?q= on the search page: nothing runs, the page says what it found', async ({page}) => {
      const g = guard(page);
      for (const q of BAD_QUERIES) {
        await page.goto(`${prefix}/search?q=${encodeURIComponent(q)}`);
        await expect(page.locator('h1')).toBeVisible();
        await page.waitForTimeout(500);
        await expect(page.locator('main img[src="x"], .container img[src="x"]')).toHaveCount(0);
        if (q.trim() && /[\p{L}\p{N}]/u.test(q) === false) {
          await expect(page.locator('article')).toHaveCount(0);
        }
      }
      await page.goto(`${prefix}/search?q=${encodeURIComponent('!!!')}`);
      await expect(
        page.getByText(locale === 'zh' ? /没有找到|未找到|No results/ : /No results were found/),
      ).toBeVisible();
      await page.goto(`${prefix}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      await expect(page.locator('h1')).toContainText('<img src=x onerror=alert(1)>');
      expect(g.dialogs).toEqual([]);
      expect(g.offOrigin).toEqual([]);
    });

    test('searches by words', async ({page}) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent(locale === 'zh' ? '高可用' : 'installing')}`);
      const first = page.locator('article').first();
      await expect(first).toBeVisible();
      await expect(first.locator('.search-result-match').first()).toBeVisible();
    });
  });
}

test('the index is loaded from the site itself, in small pieces', async ({page}) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/docs/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('helm');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(urls.some((u) => u.startsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(urls.some((u) => u.startsWith('/pagefind/index/'))).toBe(true);
});

test('the index starts loading when the pointer reaches the search button, not before', async ({page}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a pointer hovers on desktop');
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(urls.filter((u) => u.startsWith('/pagefind/'))).toEqual([]);
  await page.locator('.DocSearch-Button').first().hover();
  await expect.poll(() => urls.some((u) => u.startsWith('/pagefind/pagefind.js'))).toBe(true);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

for (const {locale, prefix} of locales) {
  test(`a query waiting for its answer says so, never "no results" (${locale})`, async ({page}) => {
    // A slow network: each piece of the index arrives 400 ms late.
    await page.route('**/pagefind/**', async (route) => {
      await new Promise((ok) => setTimeout(ok, 400));
      await route.continue();
    });
    await page.goto(`${prefix}/docs/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openModal(page);
    // Every text the modal's "no results" screen shows, from now on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as {seen: string[]}).seen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('.DocSearch-NoResults .DocSearch-Title')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
    await page.locator('.DocSearch-Input').fill(QUERY[locale]);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as {seen: string[]}).seen);
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) {
      expect(text).toMatch(locale === 'zh' ? /正在(加载搜索索引|搜索)/ : /Loading the search index|Searching/);
      expect(text).not.toMatch(/没有结果|No results/);
    }
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
}

test.describe('when the search index cannot be loaded', () => {
  test.use({allowedErrors: /Failed to load resource|Failed to fetch dynamically imported module|module script/});
  for (const {locale, prefix} of locales) {
    test(`the modal says so instead of "no results" (${locale})`, async ({page}) => {
      await page.route('**/pagefind/**', (route) => route.fulfill({status: 404, body: 'not found'}));
      await page.goto(`${prefix}/docs/`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await openModal(page);
      await page.locator('.DocSearch-Input').fill(QUERY[locale]);
      const notice = page.getByTestId('search-index-missing');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(locale === 'zh' ? '搜索暂不可用' : 'Search is unavailable');
      // DocSearch's own "No results for" title text is hidden behind the notice.
      const title = page.locator('.DocSearch-Title');
      expect(await title.evaluate((el) => getComputedStyle(el).fontSize)).toBe('0px');
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    });

    test(`the search page says so too (${locale})`, async ({page}) => {
      await page.route('**/pagefind/**', (route) => route.fulfill({status: 404, body: 'not found'}));
      await page.goto(`${prefix}/search?q=${encodeURIComponent(QUERY[locale])}`);
      const notice = page.getByTestId('search-index-missing');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(locale === 'zh' ? '无法加载搜索索引' : 'could not be loaded');
    });
  }
});

/**
 * The search bar's code loads on intent (src/theme/SearchBar); until then a stand-in with
 * DocSearch's markup holds its place (./StandIn.tsx). Here the code is held back, so the stand-in
 * is what the visitor meets.
 */
const SEARCH_BAR_CHUNK = '**/assets/js/*theme-search-algolia_lib_theme_SearchBar*';

/** Holds the search bar's code until `release` is called. */
async function holdSearchBar(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SEARCH_BAR_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The search button's box, text and classes. */
const buttonShape = (page: Page) =>
  page
    .locator('.DocSearch-Button')
    .first()
    .evaluate((b) => {
      const r = b.getBoundingClientRect();
      // DocSearch's own <kbd> keys, which CSS hides (src/css/custom.css draws the hint), aside.
      return {
        box: [r.x, r.y, r.width, r.height].map(Math.round),
        text: b.querySelector('.DocSearch-Button-Placeholder')?.textContent,
        classes: Array.from(b.querySelectorAll('*:not(kbd)'), (e) => e.getAttribute('class') ?? e.tagName),
      };
    });
/** Whether the button on the page is DocSearch's own (its keys come with it once it has run). */
const realButton = (page: Page) => page.locator('.DocSearch-Button .DocSearch-Button-Key');

for (const {locale, prefix} of locales) {
  test.describe(`search bar loading (${locale})`, () => {
    test('the search button is the same before and after its code loads', {tag: '@phone'}, async ({page}) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('theme-search-algolia_lib_theme_SearchBar')) asked.push(r.url());
      });
      const release = await holdSearchBar(page);
      await page.goto(`${prefix}/docs/`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      const before = await buttonShape(page);
      // Nothing of it loads until the visitor reaches for the button.
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      await expect(realButton(page)).toHaveCount(0);
      await page.locator('.DocSearch-Button').first().focus();
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      release();
      await expect(realButton(page).first()).toBeAttached();
      expect(await buttonShape(page)).toEqual(before);
      // The focus moved to the real button.
      await expect(page.locator('.DocSearch-Button:focus')).toHaveCount(1);
    });

    test('a click or the shortcut before the code is there opens the modal once it is', async ({page}, testInfo) => {
      const release = await holdSearchBar(page);
      await page.goto(`${prefix}/docs/`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      await page.locator('.DocSearch-Button').first().click();
      await page.waitForTimeout(300);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      release();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      if (testInfo.project.name === 'mobile') return;
      // The shortcut, on a fresh page whose code is held back again.
      const again = await holdSearchBar(page);
      await page.goto(`${prefix}/docs/`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      await page.keyboard.press('Control+k');
      again();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    });
  });
}

test.describe('when the search bar cannot be loaded', () => {
  test.use({allowedErrors: /Failed to load resource/});
  test('its button leads to the search page', {tag: '@phone'}, async ({page}) => {
    await page.route(SEARCH_BAR_CHUNK, (route) => route.abort());
    await page.goto('/docs/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.locator('.DocSearch-Button').first().click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('input[type="search"]')).toBeVisible();
  });
});
