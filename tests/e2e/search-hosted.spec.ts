/**
 * Site search, hosted backend (Algolia), offline: build-alt/ is made with the Algolia variables set
 * (`RAINBOND_SITE_VARIANT=alt RAINBOND_ALGOLIA_APP_ID=TESTAPPID RAINBOND_ALGOLIA_API_KEY=testkey npx
 * docusaurus build --locale zh --out-dir build-alt`, as `npm test` does); it uses the Algolia
 * configuration and renders its UI with every request off the origin blocked. Runs in the `variant`
 * project, which serves build-alt/.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

const DIR = path.resolve(__dirname, '../..', process.env.E2E_ALT_BUILD_DIR ?? 'build-alt');

test.describe('search (hosted backend, no network)', () => {
  test.skip(!existsSync(path.join(DIR, 'index.html')), 'build-alt/ not built');
  // Algolia cannot be reached offline: the blocked requests log errors, which are expected.
  test.use({allowedErrors: /algolia|net::ERR_FAILED|Failed to load resource|RetryError|Unreachable hosts/i});

  test('the configuration switches to Algolia and the UI renders without a network', async ({page}) => {
    const offOrigin: string[] = [];
    await page.route(/^https?:\/\/(?!localhost)/, (route) => {
      offOrigin.push(route.request().url());
      return route.abort();
    });
    await page.addInitScript(() => {
      (window as unknown as {violations: string[]}).violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as {violations: string[]}).violations.push(e.blockedURI),
      );
    });
    const response = await page.goto('/docs/');
    // nginx's policy admits exactly the configured application's hosts (src/plugins/csp).
    expect(/connect-src ([^;]*)/.exec(response!.headers()['content-security-policy'])?.[1]).toBe(
      "'self' https://TESTAPPID-dsn.algolia.net https://TESTAPPID-1.algolianet.com https://TESTAPPID-2.algolianet.com https://TESTAPPID-3.algolianet.com",
    );
    // Hosted: preconnect to the configured application, and no local index.
    await expect(page.locator('link[rel="preconnect"][href="https://TESTAPPID-dsn.algolia.net"]')).toHaveCount(1);
    expect((await page.request.get('/pagefind/pagefind.js')).status()).toBe(404);
    const button = page.locator('.DocSearch-Button').first();
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('install');
    // The query goes to Algolia (blocked here); the modal stays up.
    await expect.poll(() => offOrigin.some((u) => u.includes('algolia'))).toBe(true);
    // The query was allowed by the policy (blocked here by the test, not by the browser).
    expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)).toEqual([]);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.goto('/search?q=install');
    await expect(page.locator('h1')).toContainText('install');
  });
});
