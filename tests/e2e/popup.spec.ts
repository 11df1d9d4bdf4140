import type {Page} from '@playwright/test';
import {test, expect, locales, isMobile} from './fixtures';

const popup = (page: Page) => page.locator('.ant-modal').filter({has: page.getByTestId('support-popup-body')});

for (const {locale, prefix} of locales) {
  test.describe(`support popup (${locale})`, () => {
    test('shows 180 s after the first non-home page view, across navigation, closing by cancel only', async ({page}, testInfo) => {
      await page.clock.install();
      const scripts: {url: string; size: number}[] = [];
      page.on('response', async (res) => {
        if (res.url().endsWith('.js')) scripts.push({url: res.url(), size: (await res.body().catch(() => Buffer.alloc(0))).length});
      });
      await page.goto(`${prefix}/docs/`);
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(100_000);
      // Client-side navigation keeps the countdown.
      await page.locator('footer').getByRole('link', {name: locale === 'zh' ? '快速安装' : 'Quick install'}).click();
      await expect(page).toHaveURL(/quick-install$/);
      await page.clock.runFor(79_000);
      await expect(popup(page)).toHaveCount(0);
      // Opening loads the dialog's own chunk (antd, over 100 KB) that no page loaded before.
      const before = scripts.length;
      await page.clock.runFor(2_000);
      await expect(popup(page)).toBeVisible();
      await expect.poll(() => scripts.slice(before).some((s) => s.size > 100_000)).toBe(true);
      await expect(popup(page)).toContainText(locale === 'zh' ? '支持 Rainbond' : 'Support Rainbond');
      if (!isMobile(testInfo)) await expect.poll(async () => (await popup(page).boundingBox())?.width).toBe(600);
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      // The mask does not close it.
      await page.mouse.click(5, 5);
      await expect(popup(page)).toBeVisible();
      await expect(popup(page).getByRole('link', {name: locale === 'zh' ? '去 GitHub 点亮 Star' : 'Star it on GitHub'})).toHaveAttribute(
        'href',
        'https://github.com/goodrain/rainbond',
      );
      await popup(page).getByRole('button', {name: locale === 'zh' ? '以后再说' : 'Maybe later'}).click();
      await expect(popup(page)).toBeHidden();
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
      // Once per session.
      await page.reload();
      await page.clock.runFor(200_000);
      await expect(popup(page)).toHaveCount(0);
    });

    test('the home page alone does not start the countdown', async ({page}) => {
      await page.clock.install();
      await page.goto(`${prefix}/`);
      await page.clock.runFor(200_000);
      await expect(popup(page)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('rainbondSession'))).toBeNull();
    });
  });
}

test('without browser storage the site keeps working and only warns', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.clock.install();
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('storage disabled', 'SecurityError');
      },
    });
  });
  await page.goto('/docs/');
  await expect(page.locator('article h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(181_000);
  await expect(popup(page)).toBeVisible();
  expect(warnings.some((w) => w.includes('session storage is unavailable'))).toBe(true);
});
