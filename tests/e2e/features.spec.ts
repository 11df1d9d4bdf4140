import {test, expect, locales, isMobile} from './fixtures';
import type {Page} from '@playwright/test';

const features = [
  {slug: 'devops', zh: '一体化 DevOps', en: 'Integrated DevOps'},
  {slug: 'multi-cluster', zh: 'Kubernetes 多集群管理', en: 'Kubernetes Multi-Cluster Management'},
  {slug: 'service-mesh', zh: '开箱即用的微服务治理', en: 'Microservice Governance Out of the Box'},
  {slug: 'app-market', zh: '云原生应用市场', en: 'Cloud-Native App Market'},
  {slug: 'app-ops', zh: '自动化应用运维', en: 'Automated App Operations'},
] as const;

const text = {
  zh: {
    k8s: '对应的 Kubernetes 对象',
    try: '几分钟内亲自体验',
    related: '相关文档',
    others: '其他功能特性',
    tryButton: '动手试一试',
  },
  en: {
    k8s: 'How it maps to Kubernetes',
    try: 'Try it in a few minutes',
    related: 'Related docs',
    others: 'More features',
    tryButton: 'Try it yourself',
  },
} as const;

const han = /\p{Script=Han}/u;

async function expectNoHorizontalOverflow(page: Page) {
  const {scrollWidth, innerWidth} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const {locale, prefix} of locales) {
  const t = text[locale];
  test.describe(`feature pages (${locale})`, () => {
    for (const feature of features) {
      const url = `${prefix}/feature/${feature.slug}/`;

      test(`${url} shows the feature, its diagrams and the Kubernetes mapping; its links are served`, async ({
        page,
      }) => {
        await page.goto(url);
        const main = page.locator('main');
        await expect(main.getByRole('heading', {level: 1})).toHaveText(feature[locale]);
        await expect(page).toHaveTitle(new RegExp(`^${feature[locale]} \\|`));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);

        // 3 to 5 capabilities, each with a heading and a diagram with a caption.
        const capabilities = main.locator('section[id]:has(figure)');
        const n = await capabilities.count();
        expect(n).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(5);
        for (let i = 0; i < n; i++) {
          const cap = capabilities.nth(i);
          await cap.scrollIntoViewIfNeeded();
          await expect(cap.getByRole('heading', {level: 2})).toBeVisible();
          await expect(cap.locator('figure')).toBeVisible();
          await expect(cap.locator('figure li').first()).toBeVisible();
          await expect(cap.locator('figcaption')).not.toBeEmpty();
        }

        await expect(main.getByRole('heading', {level: 2, name: t.k8s})).toBeVisible();
        expect(await main.locator('table tbody tr').count()).toBeGreaterThanOrEqual(3);
        await expect(main.getByRole('heading', {level: 2, name: t.try})).toBeVisible();
        await expect(main.getByRole('heading', {level: 2, name: t.related})).toBeVisible();
        await expect(main.getByRole('heading', {level: 2, name: t.others})).toBeVisible();
        await expect(main.getByRole('link', {name: t.tryButton})).toHaveAttribute(
          'href',
          `${prefix}/docs/quick-start/quick-install`,
        );
        await expect(main.locator('code')).toContainText('https://get.rainbond.com');

        // The four other features are linked.
        const others = main.locator('nav[aria-labelledby="other-features"] li a');
        await expect(others).toHaveCount(4);

        if (locale === 'en') expect(await main.innerText()).not.toMatch(han);
        await expectNoHorizontalOverflow(page);

        // Every internal link of the page is served.
        const hrefs = await page
          .locator('main a[href^="/"]')
          .evaluateAll((as) => [...new Set(as.map((a) => (a.getAttribute('href') ?? '').split('#')[0]))]);
        expect(hrefs.length).toBeGreaterThanOrEqual(8);
        for (const href of hrefs) {
          expect(href.startsWith(`${prefix}/`), href).toBe(true);
          const res = await page.request.get(href);
          expect(res.status(), href).toBe(200);
        }
      });
    }

    test('the header entry (without trailing slash) opens the page', {tag: '@phone'}, async ({page}, testInfo) => {
      await page.goto(`${prefix}/feature/devops`);
      await expect(page.locator('main').getByRole('heading', {level: 1})).toHaveText(features[0][locale]);
      // On phones the diagrams stack under their text instead of beside it.
      const cap = page.locator('main section[id]:has(figure)').first();
      const textBox = (await cap.locator('h2').boundingBox())!;
      const figureBox = (await cap.locator('figure').boundingBox())!;
      if (isMobile(testInfo)) expect(figureBox.y).toBeGreaterThan(textBox.y + textBox.height);
      else expect(figureBox.x).toBeGreaterThan(textBox.x + textBox.width - 1);
    });
  });
}
