import type {Page} from '@playwright/test';
import {test, expect, locales, isMobile} from './fixtures';

const COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';

const text = {
  zh: {
    h1: '云原生多云应用管理平台',
    h2: [
      '为什么选择 Rainbond',
      '五大核心能力',
      '用 Rainbond 做什么',
      '应用市场里有 80+ 个开源应用和插件',
      '精选开源应用',
      '加入社区',
      '参与贡献',
    ],
    installSingle: '在单机上安装',
    installK8s: '在 Kubernetes 上安装',
    copy: '复制',
    copied: '已复制',
    store: '逛逛应用商店',
    allApps: '按类型浏览精选应用',
  },
  en: {
    h1: 'Cloud-native multi-cloud application management platform',
    h2: [
      'Why Rainbond',
      'Five core capabilities',
      'What teams use Rainbond for',
      '80+ open-source apps and plugins in the app market',
      'Featured open-source apps',
      'Join the community',
      'Contribute',
    ],
    installSingle: 'Install on a single host',
    installK8s: 'Install on Kubernetes',
    copy: 'Copy',
    copied: 'Copied',
    store: 'Browse the app store',
    allApps: 'Browse featured apps by type',
  },
} as const;

/** Every same-origin link inside <main>, without duplicates. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

for (const {locale, prefix, htmlLang} of locales) {
  const t = text[locale];

  test.describe(`landing page (${locale})`, () => {
    test('shows every section with its translated heading', {tag: '@phone'}, async ({page}) => {
      await page.goto(`${prefix}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page).toHaveTitle(
        new RegExp(
          locale === 'zh' ? '云原生多云应用管理平台' : 'Cloud-native multi-cloud application management platform',
        ),
      );
      await expect(page.getByRole('heading', {level: 1, name: t.h1})).toBeVisible();
      for (const name of t.h2) {
        const heading = page.getByRole('heading', {level: 2, name});
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
      }
      // Four values, five features, eight use scenes.
      await expect(page.locator('#platform li')).toHaveCount(4);
      await expect(page.locator('#features li')).toHaveCount(5);
      await expect(page.locator('#usescenes li')).toHaveCount(8);
      if (locale === 'en') expect(await page.locator('main').innerText()).not.toMatch(/\p{Script=Han}/u);
    });

    test('hero install entry points lead to the install docs', async ({page}) => {
      await page.goto(`${prefix}/`);
      await expect(page.getByRole('link', {name: t.installSingle})).toHaveAttribute(
        'href',
        `${prefix}/docs/quick-start/quick-install`,
      );
      await expect(page.getByRole('link', {name: t.installK8s})).toHaveAttribute(
        'href',
        `${prefix}/docs/installation/install-with-helm/`,
      );
      await page.getByRole('link', {name: t.installSingle}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/quick-start/quick-install$`));
    });

    test('the copy button copies the quick install command', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${prefix}/`);
      const hero = page.locator('main section').first();
      await expect(hero.locator('code')).toHaveText(COMMAND);
      const button = hero.getByRole('button', {name: t.copy, exact: true});
      await button.click();
      await expect(hero.getByRole('button', {name: t.copied})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(COMMAND);
    });

    test('features the apps, with the app market claim and its store link', async ({page}) => {
      await page.goto(`${prefix}/`);
      const section = page.locator('#featured-apps');
      await expect(section.locator('article')).toHaveCount(16);
      for (const name of ['Apollo', 'Jaeger', 'Nacos', 'Pyroscope'])
        await expect(section.getByRole('heading', {name, exact: true})).toBeVisible();
      // Every card has a way to deploy the app and a link to its source.
      for (const card of await section.locator('article').all()) {
        const hrefs = await card.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        expect(hrefs.length).toBe(2);
        expect(hrefs[1]).toMatch(/^https:\/\/github\.com\//);
        expect(hrefs[0]).toMatch(/^(https:\/\/store\.goodrain\.com\/|\/)/);
      }
      await expect(page.getByRole('link', {name: t.store})).toHaveAttribute(
        'href',
        'https://store.goodrain.com/markets/rainbond',
      );
      await section.getByRole('link', {name: t.allApps}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/opensourceApps/$`));
    });

    test('every internal link of the page works', async ({page}) => {
      await page.goto(`${prefix}/`);
      const hrefs = await internalLinks(page);
      expect(hrefs).toContain(`${prefix}/opensourceApps/`);
      expect(hrefs).toContain(`${prefix}/docs/quick-start/quick-install`);
      for (const href of hrefs) {
        const res = await page.request.get(href);
        expect(res.status(), href).toBe(200);
      }
      // Internal links stay in the visitor's language.
      for (const href of hrefs) if (locale === 'en') expect(href, href).toMatch(/^\/en\//);
    });

    test('fits the screen and does not shift while loading', {tag: '@phone'}, async ({page}, testInfo) => {
      await page.goto(`${prefix}/`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<
                PerformanceEntry & {value: number; hadRecentInput: boolean}
              >)
                if (!entry.hadRecentInput) total += entry.value;
            }).observe({type: 'layout-shift', buffered: true});
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBeLessThan(0.02);
      // The hero drawing is a desktop decoration.
      const drawing = page.locator('main section').first().locator('svg[viewBox="0 0 380 300"]');
      if (isMobile(testInfo)) await expect(drawing).toBeHidden();
      else await expect(drawing).toBeVisible();
    });
  });
}
