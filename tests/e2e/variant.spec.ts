/**
 * Against build-alt/ (RAINBOND_SITE_VARIANT=alt): the announcement bar made closeable and the
 * colour-mode switch enabled, the two configurations the spec keeps behind flags.
 */
import {test, expect} from './fixtures';

const bar = '.theme-announcement-bar';

test('a dismissed announcement stays dismissed until its id changes', async ({page}) => {
  await page.goto('/docs/');
  await expect(page.locator(bar)).toBeVisible();
  await page.locator(bar).getByRole('button', {name: '关闭'}).click();
  await expect(page.locator(bar)).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored.dismiss).toBe('true');
  // The id of the configured announcement (docusaurus.config.ts, RAINBOND_ANNOUNCEMENT_ID unset).
  expect(stored.id).toBe('star-and-latest-docs-v5.11');
  await page.reload();
  await expect(page.locator(bar)).toHaveCount(0);
  // A dismissal of an older announcement does not hide the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(page.locator(bar)).toBeVisible();
});

test('the dark theme switches on, persists and stays readable', async ({page}) => {
  await page.goto('/docs/quick-start/quick-install');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.locator('nav.navbar button[class*="toggleButton"]');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // Text on the page background has a WCAG AA contrast (4.5:1) in dark mode.
  const ratio = await page.evaluate(() => {
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const p = document.querySelector('article p')!;
    const fg = lum(rgb(getComputedStyle(p).color));
    const bg = lum(rgb(getComputedStyle(document.body).backgroundColor));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
  expect(ratio).toBeGreaterThan(4.5);
  // And the custom header follows the theme too.
  await page.goto('/');
  const headerBg = await page
    .locator('[data-testid="site-header"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(headerBg).not.toBe('rgb(255, 255, 255)');
});

test('diagrams drawn at build time follow the colour mode', async ({page}) => {
  // A docs page: the colour switch is in the docs navbar.
  await page.goto('/docs/');
  const diagram = page.locator('.mermaid-static').first();
  // Each layout (packages/mermaid-static draws wide ones for narrow screens too) in both modes.
  const light = diagram.locator('svg.mermaid-static__light').filter({visible: true});
  const dark = diagram.locator('svg.mermaid-static__dark').filter({visible: true});
  await expect(light).toHaveCount(1);
  await expect(dark).toHaveCount(0);
  const fill = (svg: typeof light) =>
    svg
      .locator('.node rect, .node polygon, .node path')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
  const lightFill = await fill(light);
  await page.locator('nav.navbar button[class*="toggleButton"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark).toHaveCount(1);
  await expect(light).toHaveCount(0);
  // Drawn in the dark theme's colours, not the light one's.
  expect(await fill(dark)).not.toBe(lightFill);
});
