/**
 * The OpenAPI reference as a visitor gets it (issue 12): the intro links the documents for download
 * and they are served by the site in both locales; an endpoint page shows its tables and examples.
 */
import {test, expect} from './fixtures';

for (const [locale, prefix, heading] of [
  ['zh', '', '请求示例'],
  ['en', '/en', 'Request example'],
] as const) {
  test(`OpenAPI (${locale}): the intro's download links serve the document, endpoint pages show their request`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'served files and page content do not depend on the viewport');
    await page.goto(`${prefix}/docs/Intro`);
    const links = await page
      .locator('article a[href*="/openapi/rainbond-openapi"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links).toHaveLength(4);
    for (const href of links) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      const body = await res.text();
      expect(body, href).toMatch(href.endsWith('.json') ? /"openapi": "3\.1\.0"/ : /^openapi: 3\.1\.0$/m);
    }
    await page.goto(`${prefix}/docs/api/team/createTeam`);
    await expect(page.locator('article h2', {hasText: heading})).toBeVisible();
    await expect(page.locator('article pre').filter({hasText: 'POST /openapi/v1/teams'}).first()).toBeVisible();
    await expect(page.locator('article table').first()).toBeVisible();
  });
}
