import {test, expect, locales, isMobile} from './fixtures';

const announcement = '.theme-announcement-bar';
const siteHeader = '[data-testid="site-header"]';
const docsNavbar = 'nav.navbar';
const mainWrapper = '#__docusaurus_skipToContent_fallback';

for (const {locale, prefix, htmlLang} of locales) {
  test.describe(`layout rule (${locale})`, () => {
    for (const path of ['/docs/', '/docs/quick-start/quick-install', '/community/']) {
      test(`${path} shows the announcement bar and the docs navbar`, async ({page}) => {
        await page.goto(prefix + path);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await expect(page.locator(announcement)).toBeVisible();
        await expect(
          page.locator(announcement).locator('a[href="https://github.com/goodrain/rainbond"]'),
        ).toBeVisible();
        await expect(page.locator(announcement).locator(`a[href="${prefix}/docs/"]`)).toBeVisible();
        await expect(page.locator(announcement).getByRole('button', {name: /close|关闭/i})).toHaveCount(0);
        await expect(page.locator(docsNavbar)).toBeVisible();
        await expect(page.locator(siteHeader)).toHaveCount(0);
      });
    }

    for (const path of ['/', '/blog', '/blog/nacos']) {
      test(`${path} shows the custom header with a 4rem top margin`, async ({page}) => {
        await page.goto(prefix + path);
        await expect(page.locator(siteHeader)).toBeVisible();
        await expect(page.locator(announcement)).toHaveCount(0);
        await expect(page.locator(docsNavbar)).toHaveCount(0);
        const marginTop = await page.locator(mainWrapper).evaluate((el) => getComputedStyle(el).marginTop);
        expect(marginTop).toBe('64px');
        // The fixed header does not cover the page's first content.
        const headerBox = await page.locator(siteHeader).boundingBox();
        const mainBox = await page.locator(mainWrapper).boundingBox();
        expect(mainBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1);
      });
    }
  });

  test.describe(`custom header (${locale})`, {tag: '@phone'}, () => {
    test('links, translated labels and language switch', async ({page}, testInfo) => {
      await page.goto(`${prefix}/`);
      const header = page.locator(siteHeader);
      if (isMobile(testInfo)) {
        const toggle = header.getByRole('button', {name: locale === 'zh' ? '切换导航菜单' : 'Toggle navigation menu'});
        await expect(toggle).toBeVisible();
        await expect(header.getByTestId('site-header-menu')).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(header.getByRole('button', {name: locale === 'zh' ? '深入' : 'InDepth'})).toBeVisible();
        await expect(header.getByRole('button', {name: /切换导航菜单|Toggle navigation menu/})).toBeHidden();
      }
      const docs = header.getByRole('link', {name: locale === 'zh' ? '文档' : 'Docs', exact: true});
      await expect(docs).toHaveAttribute('href', `${prefix}/docs/`);
      await expect(header.getByRole('link', {name: locale === 'zh' ? '快速开始' : 'Getting Started'})).toHaveAttribute(
        'href',
        `${prefix}/docs/quick-start/getting-started`,
      );
      await expect(header.getByRole('link', {name: 'GitHub'})).toHaveAttribute(
        'href',
        'https://github.com/goodrain/rainbond',
      );
      await expect(header.getByRole('link', {name: 'Gitee'})).toHaveAttribute(
        'href',
        'https://gitee.com/rainbond/Rainbond',
      );
      await expect(header.getByRole('link', {name: locale === 'zh' ? '应用商店' : 'App store'})).toHaveAttribute(
        'href',
        'https://store.goodrain.com/markets/rainbond',
      );
      // No entry points to a page the site does not have.
      for (const href of await header
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        const res = await page.request.get(href!);
        expect(res.status(), href!).toBe(200);
      }
      // Language switch: the same page in the other locale.
      const other = locale === 'zh' ? {label: 'English', path: '/en/'} : {label: '简体中文', path: '/'};
      await header.getByTestId('locale-switch').click();
      await expect(page).toHaveURL(new RegExp(`${other.path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'en' : 'zh-CN');
      void other.label;
    });

    test('InDepth dropdown opens by click and closes on Escape', async ({page}, testInfo) => {
      test.skip(isMobile(testInfo), 'on phones the dropdown entries are listed inline in the menu');
      await page.goto(`${prefix}/`);
      const trigger = page.locator(siteHeader).getByRole('button', {name: locale === 'zh' ? '深入' : 'InDepth'});
      const blog = page.locator(siteHeader).getByRole('link', {name: locale === 'zh' ? '博客' : 'Blog'});
      await expect(blog).toBeHidden();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(blog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await blog.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`));
    });

    test('the phone menu closes on navigation and on back', async ({page}, testInfo) => {
      test.skip(!isMobile(testInfo), 'the menu toggle exists below 996px');
      await page.goto(`${prefix}/`);
      const toggle = page.locator(siteHeader).getByRole('button', {name: /切换导航菜单|Toggle navigation menu/});
      const menu = page.getByTestId('site-header-menu');
      await toggle.click();
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await menu.getByRole('link', {name: locale === 'zh' ? '博客' : 'Blog'}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`));
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
      await page
        .locator(siteHeader)
        .getByRole('button', {name: /切换导航菜单|Toggle navigation menu/})
        .click();
      await expect(page.getByTestId('site-header-menu')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
      await expect(page.getByTestId('site-header-menu')).toBeHidden();
    });
  });

  test.describe(`docs navbar (${locale})`, {tag: '@phone'}, () => {
    test('entries, version dropdown with archives, locale dropdown', async ({page}, testInfo) => {
      await page.goto(`${prefix}/docs/`);
      if (isMobile(testInfo)) {
        await page.locator('button.navbar__toggle').click();
        const sidebar = page.locator('.navbar-sidebar');
        await expect(sidebar).toBeVisible();
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
        // Docs pages open on the secondary view (the docs sidebar) with a way back to the main menu.
        const back = sidebar.getByRole('button', {name: locale === 'zh' ? /主菜单/ : /Back to main menu/});
        await expect(back).toBeVisible();
        await back.click();
        await expect(sidebar.getByRole('link', {name: locale === 'zh' ? '社区' : 'Community'})).toBeVisible();
        await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/show-secondary/);
        const versions = sidebar.getByRole('button', {name: locale === 'zh' ? '选择版本' : 'Versions', exact: true});
        const v510 = sidebar.getByRole('link', {name: 'V5.10'});
        await expect(async () => {
          if (!(await v510.isVisible())) await versions.click();
          await expect(v510).toBeVisible({timeout: 1000});
        }).toPass({timeout: 10_000});
        await expect(v510).toHaveAttribute('href', 'https://v5.10-docs.rainbond.com/docs/');
        await page.locator('.navbar-sidebar__close').click();
        await expect(sidebar).toBeHidden();
        expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
        return;
      }
      const navbar = page.locator(docsNavbar);
      await expect(navbar.getByRole('link', {name: locale === 'zh' ? '文档' : 'Docs', exact: true})).toBeVisible();
      await expect(navbar.getByRole('link', {name: locale === 'zh' ? '社区' : 'Community'})).toHaveAttribute(
        'href',
        `${prefix}/community/`,
      );
      await expect(navbar.locator('a.header-github-link')).toHaveAttribute(
        'href',
        'https://github.com/goodrain/rainbond',
      );
      const version = navbar.locator('.dropdown', {hasText: 'V5.11'});
      await version.hover();
      const archived = version.locator('.dropdown__menu a[href^="https://"]');
      await expect(archived).toHaveCount(10);
      await expect(archived.first()).toHaveText('V5.10');
      await expect(archived.last()).toHaveAttribute('href', 'https://v5.6-docs.rainbond.com/docs/v5.1');
      // Choosing a version stores it as the preferred one.
      await version.locator('.dropdown__menu a', {hasText: 'V5.11'}).click();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
        .toBe('current');
      const localeDropdown = navbar.locator('.dropdown', {hasText: locale === 'zh' ? '简体中文' : 'English'});
      await localeDropdown.hover();
      const target = localeDropdown.getByRole('link', {name: locale === 'zh' ? 'English' : '简体中文'});
      await expect(target).toHaveAttribute('href', locale === 'zh' ? '/en/docs/' : '/docs/');
    });

    test('文档 / Docs is the active entry on every docs page', async ({page}, testInfo) => {
      const name = locale === 'zh' ? '文档' : 'Docs';
      // The docs index, a page deep in the docs sidebar, and pages of the API and app store sidebars.
      for (const path of [
        '/docs/',
        '/docs/quick-start/quick-install',
        '/docs/Intro',
        '/docs/store/install/appPackage',
      ]) {
        await page.goto(`${prefix}${path}`);
        if (isMobile(testInfo)) {
          await page.locator('button.navbar__toggle').click();
          const sidebar = page.locator('.navbar-sidebar');
          await sidebar.getByRole('button', {name: locale === 'zh' ? /主菜单/ : /Back to main menu/}).click();
          await expect(sidebar.getByRole('link', {name, exact: true}), path).toHaveClass(/menu__link--active/);
          await page.locator('.navbar-sidebar__close').click();
        } else {
          await expect(page.locator(docsNavbar).getByRole('link', {name, exact: true}), path).toHaveClass(
            /navbar__link--active/,
          );
        }
      }
      // Only there: the community pages share the docs navbar.
      await page.goto(`${prefix}/community/`);
      if (!isMobile(testInfo))
        await expect(page.locator(docsNavbar).getByRole('link', {name, exact: true})).not.toHaveClass(
          /navbar__link--active/,
        );
    });

    test('hides on scroll down and shows on scroll up', async ({page}) => {
      await page.goto(`${prefix}/docs/quick-start/quick-install`);
      const navbar = page.locator(docsNavbar);
      await page.mouse.move(600, 400);
      for (let i = 0; i < 4; i++) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(100);
      }
      await expect(navbar).toHaveClass(/navbarHidden/);
      await page.mouse.wheel(0, -300);
      await expect(navbar).not.toHaveClass(/navbarHidden/);
    });

    test('the docs sidebar can be hidden', async ({page}, testInfo) => {
      test.skip(isMobile(testInfo), 'the collapse button is a desktop feature');
      await page.goto(`${prefix}/docs/`);
      await page.getByRole('button', {name: locale === 'zh' ? '收起侧边栏' : 'Collapse sidebar', exact: true}).click();
      await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveClass(/docSidebarContainerHidden/);
      await page.getByRole('button', {name: locale === 'zh' ? '展开侧边栏' : 'Expand sidebar', exact: true}).click();
      await expect(page.locator('aside.theme-doc-sidebar-container')).not.toHaveClass(/docSidebarContainerHidden/);
    });
  });

  test(`footer (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/`);
    const footer = page.locator('footer.footer');
    await expect(
      footer.getByText(
        locale === 'zh' ? /简单易用的云原生应用管理平台/ : /simple cloud-native application management platform/,
      ),
    ).toBeVisible();
    await expect(footer.getByRole('link', {name: locale === 'zh' ? /点亮 Star/ : /Star us on GitHub/})).toHaveAttribute(
      'href',
      'https://github.com/goodrain/rainbond',
    );
    for (const title of locale === 'zh'
      ? ['文档', '深入', '开源社区', '更多']
      : ['Docs', 'InDepth', 'Community', 'More'])
      await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
    await expect(footer.getByRole('link', {name: locale === 'zh' ? '快速安装' : 'Quick install'})).toHaveAttribute(
      'href',
      `${prefix}/docs/quick-start/quick-install`,
    );
    await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2023 Goodrain, Inc.');
    if (locale === 'en') expect(await footer.innerText()).not.toMatch(/\p{Script=Han}/u);
  });

  test(`skip to main content works by keyboard (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/docs/`);
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText(locale === 'zh' ? '跳到主要内容' : 'Skip to main content');
    await page.keyboard.press('Enter');
    // Focus leaves the navigation for the page's main content.
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      const main = document.querySelector('main');
      return {inMain: Boolean(main && el && (main === el || main.contains(el) || el.contains(main))), tag: el?.tagName};
    });
    expect(focused.inMain, `focused ${focused.tag}`).toBe(true);
    await expect(page.locator('nav.navbar a:focus')).toHaveCount(0);
  });
}

test.describe('custom header on the not-found page', () => {
  test.use({allowedErrors: /status of 404/});
  for (const {locale, prefix} of locales) {
    test(`has the 4rem margin (${locale})`, async ({page}) => {
      await page.goto(`${prefix}/this-page-does-not-exist`);
      await expect(page.locator(siteHeader)).toBeVisible();
      await expect(page.locator(announcement)).toHaveCount(0);
      expect(await page.locator(mainWrapper).evaluate((el) => getComputedStyle(el).marginTop)).toBe('64px');
    });
  }
});

for (const {locale, prefix} of locales) {
  test(`the product header offers search (${locale})`, {tag: '@phone'}, async ({page}) => {
    await page.goto(`${prefix}/`);
    const button = page.locator('[data-testid="site-header"] .DocSearch-Button');
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
}
