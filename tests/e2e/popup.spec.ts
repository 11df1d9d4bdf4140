import type {Page} from '@playwright/test';
import {test, expect, locales, isMobile} from './fixtures';

const popup = (page: Page) => page.locator('.ant-modal').filter({has: page.getByTestId('support-popup-body')});

for (const {locale, prefix} of locales) {
  test.describe(`support popup (${locale})`, () => {
    test(
      'shows 180 s after the first non-home page view, across navigation, closing by cancel only',
      {tag: '@phone'},
      async ({page}, testInfo) => {
        await page.clock.install();
        const scripts: string[] = [];
        page.on('request', (req) => {
          if (req.url().endsWith('.js')) scripts.push(req.url());
        });
        await page.goto(`${prefix}/docs/`);
        await page.waitForLoadState('networkidle');
        // Stop the clock, then count exactly from the start the page stored.
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
        const start = await page.evaluate(() => JSON.parse(sessionStorage.getItem('rainbondSession')!).start as number);
        const remaining = start + 180_000 - (await page.evaluate(() => Date.now()));
        await page.clock.runFor(100_000);
        // Client-side navigation keeps the countdown.
        await page
          .locator('footer')
          .getByRole('link', {name: locale === 'zh' ? '快速安装' : 'Quick install'})
          .click();
        await expect(page).toHaveURL(/quick-install$/);
        await page.clock.runFor(remaining - 100_000 - 1_000);
        await expect(popup(page)).toHaveCount(0);
        // Opening loads the dialog's own chunks (antd), which no page view loaded before.
        const before = new Set(scripts);
        await page.clock.runFor(2_000);
        await page.clock.resume(); // the dialog's open animation needs time to pass
        await expect(popup(page)).toBeVisible();
        const added = scripts.filter((u) => !before.has(u));
        expect(added.length).toBeGreaterThan(0);
        let bytes = 0;
        for (const u of added) bytes += (await (await page.request.get(u)).body()).length;
        expect(bytes).toBeGreaterThan(100_000);
        await expect(popup(page)).toContainText(locale === 'zh' ? '支持 Rainbond' : 'Support Rainbond');
        if (!isMobile(testInfo)) await expect.poll(async () => (await popup(page).boundingBox())?.width).toBe(600);
        await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
        // The mask does not close it.
        await page.mouse.click(5, 5);
        await expect(popup(page)).toBeVisible();
        await expect(
          popup(page).getByRole('link', {name: locale === 'zh' ? '去 GitHub 点亮 Star' : 'Star it on GitHub'}),
        ).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
        await popup(page)
          .getByRole('button', {name: locale === 'zh' ? '以后再说' : 'Maybe later'})
          .click();
        await expect(popup(page)).toBeHidden();
        await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
        // Once per session.
        await page.reload();
        // Let the page finish loading first: the fake clock would time out chunks still in flight.
        await page.waitForLoadState('networkidle');
        await page.clock.runFor(200_000);
        await expect(popup(page)).toHaveCount(0);
      },
    );

    test('the home page alone does not start the countdown', async ({page}) => {
      await page.clock.install();
      await page.goto(`${prefix}/`);
      await page.clock.runFor(200_000);
      await expect(popup(page)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('rainbondSession'))).toBeNull();
    });
  });
}

test.describe('without browser storage', () => {
  // Jumping the fake clock 181 s also fires the chunk loader's own 120 s timeout for any
  // prefetch still in flight: an artifact of the fake clock, not of the page.
  test.use({allowedErrors: /ChunkLoadError|Loading chunk \d+ failed/});
  test('the site keeps working and only warns', async ({page}) => {
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
});
