import {test, expect, locales, isMobile} from './fixtures';
import type {Page} from '@playwright/test';

/** The use scenes in card order, with the heading each locale shows. */
const scenes = [
  {slug: 'EnterpriseDeliveryTwo', zh: '模块化个性化交付', en: 'Modular, customised delivery'},
  {slug: 'EnterpriseDeliveryOne', zh: '企业应用持续交付', en: 'Continuous delivery of enterprise applications'},
  {slug: 'componentReuse', zh: '业务积木式拼装', en: 'Building-block assembly'},
  {slug: 'x86ToArm', zh: '国产化和信创支撑', en: 'Domestic chips and Xinchuang platforms'},
  {slug: 'AppManagement', zh: '企业级应用统一管理', en: 'Unified management of enterprise applications'},
  {slug: 'MultiCloudManagement', zh: '应用级多云管理', en: 'Application-level multi-cloud management'},
  {slug: 'offlineDelivery', zh: '离线环境软件交付', en: 'Software delivery to offline environments'},
  {slug: 'IntegrationDev', zh: '一体化开发测试环境', en: 'Integrated development and test environment'},
] as const;

const sections = {
  zh: ['面临的问题', 'Rainbond 怎么做', '带来的价值', '延伸阅读', '更多使用场景'],
  en: ['The problem', 'How Rainbond handles it', 'What you gain', 'Read more', 'More use cases'],
} as const;

const han = /\p{Script=Han}/u;

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
  test.describe(`use scenes (${locale})`, () => {
    test('index lists every scene as a card that links to its page', async ({page}) => {
      await page.goto(`${prefix}/usescene/`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale === 'zh' ? '使用场景' : 'Use cases');
      await expect(page).toHaveTitle(locale === 'zh' ? /^使用场景/ : /^Use cases/);
      const cards = page.getByTestId('scene-cards').getByRole('listitem');
      await expect(cards).toHaveCount(scenes.length);
      for (const [i, scene] of scenes.entries()) {
        const link = cards.nth(i).getByRole('link', {name: scene[locale]});
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', `${prefix}/usescene/${scene.slug}`);
      }
      await expectLinksServed(
        page,
        await cards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      );
      if (locale === 'en') expect(await page.locator('main').innerText()).not.toMatch(han);
      await expectNoHorizontalOverflow(page);
    });

    test('a card opens its scene page', async ({page}) => {
      await page.goto(`${prefix}/usescene/`);
      await page.getByTestId('scene-cards').getByRole('link', {name: scenes[6][locale]}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/usescene/offlineDelivery$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(scenes[6][locale]);
    });

    for (const [i, scene] of scenes.entries()) {
      // The phone project checks one page of the family: its layout is the template's.
      test(
        `${scene.slug} explains the problem, the flow and the benefits`,
        {tag: i === 0 ? '@phone' : []},
        async ({page}, testInfo) => {
          await page.goto(`${prefix}/usescene/${scene.slug}`);
          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(scene[locale]);
          await expect(page).toHaveTitle(new RegExp(`^${scene[locale]}`));
          const main = page.getByTestId('scene-page');
          for (const name of sections[locale]) await expect(main.getByRole('heading', {level: 2, name})).toBeVisible();
          // The flow diagram: at least three numbered steps, each with a heading.
          const steps = main
            .getByRole('list', {name: locale === 'zh' ? '流程图' : 'Flow diagram'})
            .getByRole('listitem');
          expect(await steps.count()).toBeGreaterThanOrEqual(3);
          await expect(steps.first().getByRole('heading', {level: 3})).toBeVisible();
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          expect(description?.length).toBeGreaterThan(20);
          if (locale === 'en') {
            expect(await main.innerText()).not.toMatch(han);
            expect(description).not.toMatch(han);
          }
          // Docs, cases and the other scenes: every internal link is served.
          const hrefs = await main.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          expect(hrefs.length).toBeGreaterThan(scenes.length);
          for (const href of hrefs) expect(href!.startsWith(`${prefix}/`)).toBe(true);
          await expectLinksServed(page, [...new Set(hrefs)]);
          if (isMobile(testInfo)) {
            // On phones the steps stack: the second step is below the first.
            const [a, b] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
            expect(b!.y).toBeGreaterThan(a!.y + a!.height);
            await expectNoHorizontalOverflow(page);
          } else {
            const [a, b] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
            expect(Math.abs(b!.y - a!.y)).toBeLessThan(2);
            expect(b!.x).toBeGreaterThan(a!.x + a!.width);
          }
        },
      );
    }
  });
}
