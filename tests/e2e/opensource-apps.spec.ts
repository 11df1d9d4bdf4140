import type {Page} from '@playwright/test';
import {test, expect, locales} from './fixtures';

/** What src/data/apps.ts holds: 16 apps; Jaeger and Pyroscope are both application and plugin. */
const TOTAL = 16;
const PLUGINS = ['Filebeat', 'Fluentd', 'Jaeger', 'Pyroscope'];
const APPLICATIONS = TOTAL - 2;

const text = {
  zh: {
    h1: '精选开源应用',
    title: /精选开源应用/,
    all: '全部',
    application: '应用',
    plugin: '插件',
    count: (n: number) => `显示 ${n} 个项目`,
    group: '按类型筛选',
    store: '在应用商店查看全部 80+ 个应用',
  },
  en: {
    h1: 'Featured open-source apps',
    title: /Featured open-source apps/,
    all: 'All',
    application: 'App',
    plugin: 'Plugin',
    count: (n: number) => (n === 1 ? 'Showing 1 project' : `Showing ${n} projects`),
    group: 'Filter by type',
    store: 'See all 80+ apps in the app store',
  },
} as const;

const cards = (page: Page) => page.getByTestId('apps-list').locator('article');

for (const {locale, prefix, htmlLang} of locales) {
  const t = text[locale];

  test.describe(`featured apps page (${locale})`, () => {
    test('lists every app with a translated heading and count', async ({page}) => {
      await page.goto(`${prefix}/opensourceApps/`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page).toHaveTitle(t.title);
      await expect(page.getByRole('heading', {level: 1, name: t.h1})).toBeVisible();
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect(page.getByTestId('apps-count')).toHaveText(t.count(TOTAL));
      await expect(page.getByRole('link', {name: t.store})).toHaveAttribute(
        'href',
        'https://store.goodrain.com/markets/rainbond',
      );
      if (locale === 'en') expect(await page.locator('main').innerText()).not.toMatch(/\p{Script=Han}/u);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('filters by type with pressed buttons and an updated count', {tag: '@phone'}, async ({page}) => {
      await page.goto(`${prefix}/opensourceApps/`);
      const group = page.getByRole('group', {name: t.group});
      const all = group.getByRole('button', {name: t.all, exact: true});
      const plugin = group.getByRole('button', {name: t.plugin, exact: true});
      const application = group.getByRole('button', {name: t.application, exact: true});
      await expect(all).toHaveAttribute('aria-pressed', 'true');
      await expect(plugin).toHaveAttribute('aria-pressed', 'false');

      await plugin.click();
      await expect(plugin).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      await expect(cards(page)).toHaveCount(PLUGINS.length);
      await expect(page.getByTestId('apps-count')).toHaveText(t.count(PLUGINS.length));
      expect(await cards(page).locator('h2').allInnerTexts()).toEqual(PLUGINS);
      for (const types of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-types')!)))
        expect(types.split(' ')).toContain('plugin');

      await application.click();
      await expect(application).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(APPLICATIONS);
      await expect(page.getByTestId('apps-count')).toHaveText(t.count(APPLICATIONS));
      for (const types of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-types')!)))
        expect(types.split(' ')).toContain('application');
      await expect(cards(page).getByRole('heading', {name: 'Fluentd'})).toHaveCount(0);

      await all.click();
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect(page.getByTestId('apps-count')).toHaveText(t.count(TOTAL));
    });

    test('every internal link of the page works', async ({page}) => {
      await page.goto(`${prefix}/opensourceApps/`);
      const hrefs = [
        ...new Set(await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))),
      ];
      for (const href of hrefs) {
        const res = await page.request.get(href);
        expect(res.status(), href).toBe(200);
      }
      // Cards without a guide on this site send visitors to the app store; every card links its source.
      const external = await page
        .locator('main article a[href^="https://"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(external.filter((h) => h.startsWith('https://github.com/'))).toHaveLength(TOTAL);
      expect(external.every((h) => /^https:\/\/(github\.com|store\.goodrain\.com)\//.test(h))).toBe(true);
    });
  });

  test.describe(`featured apps page without JavaScript (${locale})`, () => {
    test.use({javaScriptEnabled: false});
    test('the server-rendered page lists every app', async ({page}) => {
      await page.goto(`${prefix}/opensourceApps/`);
      await expect(page.getByRole('heading', {level: 1, name: t.h1})).toBeVisible();
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect(page.getByTestId('apps-count')).toHaveText(t.count(TOTAL));
    });
  });
}
