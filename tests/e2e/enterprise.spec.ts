import {test, expect, locales, isMobile} from './fixtures';

const CONTACT = 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg';
const han = /\p{Script=Han}/u;

const text = {
  zh: {
    title: '选择适合你的 Rainbond',
    editions: ['社区版', '企业版', '服务订阅'],
    compare: '功能对比',
    table: '社区版与企业版的功能对比',
    categories: [
      '应用构建',
      '微服务架构',
      '应用市场',
      '应用运维和管理',
      '应用网关',
      '集群管理',
      '企业级功能扩展',
      '服务与支持',
    ],
    included: '包含',
    notIncluded: '不包含',
    contact: '联系我们',
    form: '填写咨询表单',
    install: '免费安装',
  },
  en: {
    title: 'Choose the Rainbond that fits',
    editions: ['Community Edition', 'Enterprise Edition', 'Service Subscription'],
    compare: 'Feature comparison',
    table: 'Community Edition and Enterprise Edition features compared',
    categories: [
      'Building apps',
      'Microservices',
      'App market',
      'Operations and management',
      'App gateway',
      'Cluster management',
      'Enterprise extensions',
      'Services and support',
    ],
    included: 'Included',
    notIncluded: 'Not included',
    contact: 'Get in touch',
    form: 'Fill in the inquiry form',
    install: 'Install for free',
  },
} as const;

for (const {locale, prefix} of locales) {
  const t = text[locale];
  const url = `${prefix}/enterprise_server/`;

  test.describe(`enterprise edition page (${locale})`, () => {
    test('shows the three editions as cards', {tag: '@phone'}, async ({page}, testInfo) => {
      await page.goto(url);
      const main = page.locator('main');
      await expect(main.getByRole('heading', {level: 1})).toHaveText(t.title);
      await expect(page).toHaveTitle(/ \| Rainbond$/);
      const cards = main.locator('[data-edition]');
      await expect(cards).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        await cards.nth(i).scrollIntoViewIfNeeded();
        await expect(cards.nth(i).getByRole('heading', {level: 2})).toHaveText(t.editions[i]);
        await expect(cards.nth(i).getByRole('link')).toBeVisible();
      }
      await expect(cards.nth(0).getByRole('link')).toHaveText(t.install);
      await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', `${prefix}/docs/quick-start/quick-install`);
      await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', CONTACT);
      await expect(cards.nth(2).getByRole('link')).toHaveAttribute('href', CONTACT);
      // Phones stack the cards, desktops put them side by side.
      const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      if (isMobile(testInfo)) expect(b.y).toBeGreaterThan(a.y + a.height - 1);
      else expect(b.y).toBeCloseTo(a.y, 0);
    });

    test('the comparison table is readable and fits the screen', {tag: '@phone'}, async ({page}) => {
      await page.goto(url);
      const main = page.locator('main');
      await expect(main.getByRole('heading', {level: 2, name: t.compare})).toBeVisible();
      const table = main.getByRole('table', {name: t.table});
      await expect(table).toBeVisible();
      const categories = table.locator('th[scope="colgroup"]');
      await expect(categories).toHaveText([...t.categories]);
      expect(await table.locator('th[scope="row"]').count()).toBeGreaterThanOrEqual(30);
      // Cells show a ✓ or — and read as "Included" / "Not included" to assistive technology.
      const firstRow = table.locator('tbody tr:has(th[scope="row"])').first();
      await expect(firstRow.getByRole('cell', {name: t.included, exact: true})).toHaveCount(2);
      await expect(firstRow.locator('td svg[aria-hidden="true"]')).toHaveCount(2);
      const extension = table.locator('tbody[data-category="extensions"] tr:has(th[scope="row"])').first();
      await expect(extension.getByRole('cell').nth(0)).toHaveAccessibleName(t.notIncluded);
      await expect(extension.getByRole('cell').nth(1)).toHaveAccessibleName(t.included);
      await expect(extension.locator('td').first().locator('[aria-hidden="true"]')).toHaveText('—');

      // No horizontal scrolling of the page, and the whole table is inside the viewport's width.
      const {scrollWidth, innerWidth} = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      const box = (await table.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(innerWidth);
      const lastCell = table.locator('tbody tr').last().locator('td').last();
      await lastCell.scrollIntoViewIfNeeded();
      await expect(lastCell).toBeInViewport();
    });

    test('tells how to get in touch, in the page language', async ({page}) => {
      await page.goto(url);
      const main = page.locator('main');
      await expect(main.getByRole('heading', {level: 2, name: t.contact})).toBeVisible();
      await expect(main.getByRole('link', {name: t.form})).toHaveAttribute('href', CONTACT);
      await expect(main.locator('a[href="https://github.com/goodrain/rainbond/issues"]')).toBeVisible();
      if (locale === 'en') expect(await main.innerText()).not.toMatch(han);
    });

    test('every internal link resolves', async ({page}) => {
      await page.goto(url);
      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((as) => [...new Set(as.map((a) => (a.getAttribute('href') ?? '').split('#')[0]))]);
      expect(hrefs.length).toBeGreaterThanOrEqual(1);
      for (const href of hrefs) {
        const res = await page.request.get(href);
        expect(res.status(), href).toBe(200);
      }
      // The header's entry has no trailing slash.
      expect((await page.request.get(`${prefix}/enterprise_server`)).status()).toBe(200);
    });
  });
}
