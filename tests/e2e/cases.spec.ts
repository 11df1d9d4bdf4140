import {test, expect, locales, isMobile} from './fixtures';
import type {Page} from '@playwright/test';

/** The cases in card order, with the customer name and the heading each locale shows. */
const cases = [
  {
    slug: 'talkweb',
    zh: ['拓维信息', '拓维信息：用 Rainbond 统一各团队的应用管理'],
    en: ['Talkweb', 'Talkweb: one application platform for every team'],
  },
  {
    slug: 'penghai',
    zh: ['鹏海软件', '鹏海软件：在 Rainbond 上研发工业互联网产品'],
    en: ['Penghai Software', 'Penghai Software: building industrial internet products on Rainbond'],
  },
  {
    slug: 'zhjl',
    zh: ['智慧巨鹿', '智慧巨鹿：一个平台管理全部智慧城市应用'],
    en: ['Smart Julu', 'Smart Julu: one platform for every smart-city application'],
  },
  {
    slug: 'xybigdata',
    zh: ['咸阳市大数据管理局', '咸阳市大数据管理局：以 Rainbond 作为智慧城市的应用底座'],
    en: [
      'Xianyang Big Data Administration',
      'Xianyang Big Data Administration: Rainbond as the foundation of a smart city',
    ],
  },
  {
    slug: 'csgApp',
    zh: ['藏书馆 App', '藏书馆：基于 Rainbond 的云原生 DevOps 实践'],
    en: ['Cangshuguan app', 'Cangshuguan: cloud-native DevOps on Rainbond'],
  },
  {
    slug: 'kgdata',
    zh: ['柯基数据', '柯基数据：完成云原生改造，向离线客户持续交付'],
    en: ['KGData', 'KGData: a cloud-native rework and continuous delivery to offline customers'],
  },
] as const;

const sections = {
  zh: ['客户背景', '面临的挑战', '用 Rainbond 做了什么', '成效', '延伸阅读'],
  en: ['Background', 'Challenges', 'What they did with Rainbond', 'Results', 'Read more'],
} as const;

const han = /\p{Script=Han}/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoHorizontalOverflow(page: Page) {
  const {scrollWidth, clientWidth} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page is not wider than the viewport').toBeLessThanOrEqual(clientWidth);
}

async function expectLinksServed(page: Page, hrefs: (string | null)[]) {
  for (const href of hrefs) {
    expect(href).toBeTruthy();
    const res = await page.request.get(href!);
    expect(res.status(), href!).toBe(200);
  }
}

for (const {locale, prefix, htmlLang} of locales) {
  test.describe(`cases (${locale})`, () => {
    test('index lists every case as a card that links to its page', async ({page}) => {
      await page.goto(`${prefix}/case/`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale === 'zh' ? '用户案例' : 'Case studies');
      await expect(page).toHaveTitle(locale === 'zh' ? /^用户案例/ : /^Case studies/);
      const cards = page.getByTestId('case-cards').getByRole('listitem');
      await expect(cards).toHaveCount(cases.length);
      for (const [i, c] of cases.entries()) {
        const [customer, title] = c[locale];
        await expect(cards.nth(i)).toContainText(customer);
        const link = cards.nth(i).getByRole('link', {name: title});
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', `${prefix}/case/${c.slug}`);
      }
      await expectLinksServed(
        page,
        await cards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      );
      await expect(
        page.getByRole('link', {name: locale === 'zh' ? '在 GitHub 上告诉我们' : 'Tell us on GitHub'}),
      ).toHaveAttribute('href', 'https://github.com/goodrain/rainbond/issues/1273');
      if (locale === 'en') expect(await page.locator('main').innerText()).not.toMatch(han);
      await expectNoHorizontalOverflow(page);
    });

    test('a card opens its case page', async ({page}) => {
      await page.goto(`${prefix}/case/`);
      await page.getByTestId('case-cards').getByRole('link', {name: cases[5][locale][1]}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/case/kgdata$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(cases[5][locale][1]);
    });

    for (const [i, c] of cases.entries()) {
      // The phone project checks one page of the family: its layout is the template's.
      test(
        `${c.slug} tells the situation, what was built and the outcome`,
        {tag: i === 0 ? '@phone' : []},
        async ({page}, testInfo) => {
          const [customer, title] = c[locale];
          await page.goto(`${prefix}/case/${c.slug}`);
          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
          await expect(page).toHaveTitle(new RegExp(`^${escape(title)}`));
          const main = page.getByTestId('case-page');
          await expect(main.locator('header')).toContainText(customer);
          for (const name of sections[locale]) await expect(main.getByRole('heading', {level: 2, name})).toBeVisible();
          // Key figures, each with a value and what it measures.
          const facts = main.locator('dl > div');
          expect(await facts.count()).toBeGreaterThanOrEqual(2);
          await expect(facts.first().locator('dd')).toHaveText(/\d/);
          await expect(facts.first().locator('dt')).not.toBeEmpty();
          if (locale === 'en') expect(await main.innerText()).not.toMatch(han);
          const hrefs = await main.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          for (const href of hrefs) expect(href!.startsWith(`${prefix}/`)).toBe(true);
          await expectLinksServed(page, [...new Set(hrefs)]);
          if (isMobile(testInfo)) await expectNoHorizontalOverflow(page);
        },
      );
    }
  });
}
