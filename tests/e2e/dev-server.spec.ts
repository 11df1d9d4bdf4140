/**
 * `npm start` (the development server, project `dev`): writers see pages render, code
 * highlighted, and, since the dev server has no search index, a search modal that says how the
 * index is made instead of failing silently.
 */
import {test, expect} from './fixtures';

// The dev server answers /pagefind/pagefind.js with its HTML page, which the browser refuses.
test.use({allowedErrors: /module script|Failed to load resource|Failed to fetch dynamically imported module/});

test('the search modal says the index is built by `npm run build`', async ({page}) => {
  await page.goto('/docs/');
  await expect(page.locator('article h1')).toBeVisible();
  await page.locator('.DocSearch-Button').first().click();
  await page.locator('.DocSearch-Input').fill('安装');
  const notice = page.getByTestId('search-index-missing');
  await expect(notice).toBeVisible({timeout: 20_000});
  await expect(notice).toContainText('搜索索引尚未构建');
  await expect(notice.locator('code').first()).toHaveText('npm run build');
  // No uncaught error, so no full-screen error overlay of the dev server.
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
});

test('a page with code blocks renders them highlighted', async ({page}) => {
  await page.goto('/docs/quick-start/quick-install');
  await expect(page.locator('article pre.prism-code span.token').first()).toBeVisible({timeout: 20_000});
  await expect(page.locator('.codeblock-fallback')).toHaveCount(0);
});

test('a page with a Mermaid diagram shows it', async ({page}) => {
  // Drawn at build time when Chromium is there, else by the theme's Mermaid component in the browser; a
  // diagram may hold two drawings (wide and narrow), of which the column shows one.
  await page.goto('/blog/nacos');
  await expect(
    page.locator('.mermaid-static svg:visible, .docusaurus-mermaid-container svg:visible').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
});
