import {test, expect, locales} from './fixtures';

for (const {locale, prefix} of locales) {
  test.describe(`classic theme behaviours (${locale})`, () => {
    test('paths ending in .html or index.html reach the page', async ({page}) => {
      // Server side: redirected to the bare path.
      for (const path of ['/docs/quick-start/quick-install.html', '/docs/index.html']) {
        await page.goto(prefix + path);
        await expect(page).toHaveURL(new RegExp(`${prefix}/docs/(quick-start/quick-install)?$`));
        await expect(page.locator('article h1')).toBeVisible();
      }
      // Client side: the router normalises the path and renders the page, not the 404.
      await page.goto(`${prefix}/docs/`);
      const title = await page.locator('article h1').innerText();
      await page.goto(`${prefix}/blog`);
      await page.evaluate((p) => {
        window.history.pushState({}, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `${prefix}/docs/index.html`);
      await expect(page.locator('article h1')).toHaveText(title);
    });

    test('navigation scrolls to the top, or to the URL anchor', async ({page}) => {
      await page.goto(`${prefix}/docs/quick-start/quick-install`);
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page
        .locator('footer')
        .getByRole('link', {name: locale === 'zh' ? '快速入门' : 'Getting started'})
        .click();
      await expect(page).toHaveURL(/getting-started$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // An anchor: the heading is brought into view.
      const id = await page.locator('article h2[id]').nth(2).getAttribute('id');
      await page.goto(`${prefix}/docs/quick-start/getting-started#${id}`);
      await expect
        .poll(() => page.evaluate((i) => Math.round(document.getElementById(i!)!.getBoundingClientRect().top), id))
        .toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    });

    test('a slow navigation shows the progress bar without a spinner', async ({page}) => {
      await page.goto(`${prefix}/docs/`);
      await page.route('**/assets/js/*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 1200));
        await route.continue();
      });
      await page
        .locator('footer')
        .getByRole('link', {name: locale === 'zh' ? '版本升级' : 'Upgrade'})
        .click();
      await expect(page.locator('#nprogress .bar')).toBeAttached();
      await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
      await expect(page).toHaveURL(/upgrade\/$/);
      await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
    });

    test('links prefetch on hover and visibility, but not with data saver on', async ({browser, baseURL}) => {
      // The same visit twice: a normal connection, then one with data saver on. Lazy chunks
      // (diagrams, search) load in both; prefetched page chunks only in the first.
      async function visit(saveData: boolean) {
        const context = await browser.newContext({baseURL});
        if (saveData)
          await context.addInitScript(() => {
            Object.defineProperty(navigator, 'connection', {
              value: {saveData: true, effectiveType: '4g'},
              configurable: true,
            });
          });
        const page = await context.newPage();
        const all = new Set<string>();
        const afterHover = new Set<string>();
        let hovered = false;
        page.on('request', (r) => {
          if (!r.url().includes('/assets/js/')) return;
          all.add(r.url());
          if (hovered) afterHover.add(r.url());
        });
        await page.goto(`${prefix}/docs/`);
        await page.waitForLoadState('networkidle');
        hovered = true;
        await page
          .locator('footer')
          .getByRole('link', {name: locale === 'zh' ? '版本升级' : 'Upgrade'})
          .hover();
        await page.waitForTimeout(1500);
        await context.close();
        return {all, afterHover};
      }
      const normal = await visit(false);
      const saver = await visit(true);
      const prefetched = [...normal.all].filter((u) => !saver.all.has(u));
      // Normal: page chunks of links in view or under the pointer are fetched ahead of a click...
      expect(prefetched.length).toBeGreaterThan(0);
      expect([...normal.afterHover].some((u) => prefetched.includes(u))).toBe(true);
      // ...and with data saver on, none of them is.
      expect([...saver.all].filter((u) => prefetched.includes(u))).toEqual([]);
    });

    test.describe('when a page chunk fails to load', () => {
      test.use({
        allowedErrors: /Failed to load resource|ChunkLoadError|Loading chunk|Failed to fetch|net::ERR_FAILED/i,
      });
      // Docusaurus 3.10 reloads the page when a chunk fails during navigation (a new deployment
      // may have replaced it); the visitor then gets the server-rendered target page.
      test('navigation falls back to a full page load of the target', async ({page}) => {
        await page.goto(`${prefix}/`);
        await page.waitForLoadState('networkidle');
        await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
        await page
          .locator('footer')
          .getByRole('link', {name: locale === 'zh' ? '版本升级' : 'Upgrade'})
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/docs/upgrade/$`));
        await expect(page.locator('article h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      });
    });

    test.describe('when a page crashes while rendering', () => {
      test.use({allowedErrors: /rendering test failure|The above error occurred|error boundary/i});
      test('it shows "This page crashed." and Try again recovers', async ({page}) => {
        await page.goto(`${prefix}/blog`);
        await page.waitForLoadState('networkidle');
        // Break date formatting, which the blog post header needs while rendering.
        await page.evaluate(() => {
          const w = window as unknown as {__realDTF: typeof Intl.DateTimeFormat};
          w.__realDTF = Intl.DateTimeFormat;
          (Intl as {DateTimeFormat: unknown}).DateTimeFormat = function () {
            throw new Error('rendering test failure');
          };
        });
        await page.locator('article h2 a').first().click();
        await expect(
          page.getByRole('heading', {name: locale === 'zh' ? /页面已崩溃|此页已崩溃/ : 'This page crashed.'}),
        ).toBeVisible();
        await page.evaluate(() => {
          const w = window as unknown as {__realDTF: typeof Intl.DateTimeFormat};
          (Intl as {DateTimeFormat: unknown}).DateTimeFormat = w.__realDTF;
        });
        await page.getByRole('button', {name: locale === 'zh' ? '重试' : 'Try again'}).click();
        await expect(page.locator('article header h1')).toBeVisible();
      });
    });

    test.describe('not found', () => {
      // The document itself answers 404, which Chromium logs; nothing else may.
      test.use({allowedErrors: /status of 404/});
      test('unknown paths show the not-found page in the right language', async ({page}) => {
        const res = await page.goto(`${prefix}/no/such/page`);
        expect(res?.status()).toBe(404);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(
          locale === 'zh' ? '找不到页面' : 'Page Not Found',
        );
        await expect(page.locator('[data-testid="site-header"]')).toBeVisible();
      });
    });

    test.describe('every not-found page hydrates cleanly', () => {
      // Only the document's own 404 status may be logged: a hydration mismatch logs React error #418.
      test.use({allowedErrors: /status of 404/});
      for (const path of ['/no/such/page', '/docs/nope', '/docs/quick-start/nope', '/community/nope', '/blog/nope']) {
        test(`${path}`, async ({page}) => {
          const res = await page.goto(`${prefix}${path}`);
          expect(res?.status()).toBe(404);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(
            locale === 'zh' ? '找不到页面' : 'Page Not Found',
          );
          // Hydrated: the page answers clicks (the product header's menu or search opens).
          await expect(page.locator('[data-testid="site-header"]')).toBeVisible();
          await page.waitForFunction(() => document.readyState === 'complete');
          await page.waitForTimeout(500);
        });
      }
    });

    test('storage keys of the classic theme', async ({page}) => {
      await page.goto(`${prefix}/docs/quick-start/quick-install`);
      const tabs = page.locator('.tabs').first();
      await tabs.locator('[role="tab"]').nth(1).click();
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docusaurus.tab.'))))
        .toEqual(['docusaurus.tab.os']);
    });
  });
}

test.describe('base URL misconfiguration', () => {
  test.use({allowedErrors: /Failed to load resource|net::ERR_FAILED/});
  test('the banner appears when the site cannot load its assets', async ({page}) => {
    await page.route('**/assets/**', (route) => route.abort('failed'));
    await page.goto('/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeVisible();
  });

  test('no banner when everything loads', async ({page}) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});

test('the site makes no request outside its origin', async ({page}) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data')) outside.push(r.url());
  });
  for (const path of ['/', '/docs/', '/en/docs/quick-start/architecture/', '/blog/nacos', '/en/community/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(outside).toEqual([]);
});
