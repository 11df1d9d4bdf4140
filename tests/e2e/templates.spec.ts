/**
 * Every page template in both locales under the Content-Security-Policy that nginx sends with the
 * shipped configuration: zero `securitypolicyviolation` events, zero console errors (the fixture),
 * no request off the origin, no serious or critical WCAG 2.1 A/AA violation (axe-core, on the page as
 * it loaded), and each template's interactive part working (embedded search, support popup, Mermaid,
 * code blocks, install generators).
 * Runs on the desktop project against build/, and (the tests tagged @archive: a page of the templates with
 * scripts of their own, both locales) on the `archive` project against the offline archive unpacked and
 * served with the nginx configuration it carries.
 */
import type {Page} from '@playwright/test';
import {test, expect, locales} from './fixtures';
import {expectAccessible} from './axe';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

type Check = (page: Page, locale: 'zh' | 'en') => Promise<void>;

const searchQuery = {zh: '安装', en: 'install'} as const;
const generatorSubmit = {zh: '生成安装命令', en: 'Generate install commands'} as const;
const nodeName = {zh: '节点名称', en: 'Node name'} as const;
const internalIP = {zh: '内网 IP', en: 'Internal IP'} as const;

// Diagrams are drawn at build time (packages/mermaid-static): static SVG, with its own <style>; the
// layout that fits the column shows.
const mermaid: Check = async (page) => {
  const diagram = page.locator('.mermaid-static').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('svg').filter({visible: true}).first().locator('.node').first()).toBeVisible();
};
const codeBlocks: Check = async (page) => {
  await expect(page.locator('article pre.prism-code span.token').first()).toBeVisible();
};
const searchModal: Check = async (page, locale) => {
  await page.locator('.DocSearch-Button').first().click();
  await page.locator('.DocSearch-Input').fill(searchQuery[locale]);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
};
const searchPage: Check = async (page) => {
  await expect(page.locator('article, main').locator('a[href*="/docs/"]').first()).toBeVisible();
};
const generator: Check = async (page, locale) => {
  await page.getByLabel(nodeName[locale]).fill('node-1');
  await page.getByLabel(internalIP[locale]).fill('192.168.0.11');
  await page.getByRole('button', {name: generatorSubmit[locale]}).click();
  await expect(page.getByTestId('values-yaml')).toContainText('192.168.0.11');
};

/**
 * One page of each template (path without the locale prefix), with what must work on it. `archive`: checked
 * against the unpacked offline archive too (the same build behind the configuration it carries).
 */
const templates: Template[] = [
  {name: 'home', path: '/', archive: true},
  {name: 'docs index (Mermaid)', path: '/docs/', checks: [mermaid, searchModal], archive: true},
  {name: 'docs page (code blocks)', path: '/docs/quick-start/quick-install', checks: [codeBlocks], archive: true},
  {name: 'API endpoint page', path: '/docs/api/application/closeApp', checks: [codeBlocks]},
  {name: 'blog list', path: '/blog'},
  {name: 'blog post', path: '/blog/nacos'},
  {name: 'community', path: '/community/'},
  {name: 'case list', path: '/case'},
  {name: 'case', path: '/case/penghai'},
  {name: 'use scenes', path: '/usescene'},
  {name: 'use scene', path: '/usescene/AppManagement'},
  {name: 'feature', path: '/feature/devops'},
  {name: 'enterprise', path: '/enterprise_server'},
  {name: 'open-source apps', path: '/opensourceApps'},
  {name: 'helm generator', path: '/helm/', checks: [generator], archive: true},
  {name: 'search page', path: '/search?q=rainbond', checks: [searchPage], archive: true},
];

/** Records CSP violations in the page and every request that leaves the origin (and blocks it). */
async function watch(page: Page, origin: string) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  const offOrigin: string[] = [];
  await page.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      offOrigin.push(route.request().url());
      return route.abort();
    },
  );
  return offOrigin;
}

type Template = {name: string; path: string; status?: number; checks?: Check[]; archive?: boolean};

async function checkTemplate(
  page: Page,
  origin: string,
  prefix: string,
  locale: 'zh' | 'en',
  t: Template,
  axe: boolean,
) {
  const offOrigin = await watch(page, origin);
  const response = await page.goto(`${prefix}${t.path}`, {waitUntil: 'networkidle'});
  expect(response!.status()).toBe(t.status ?? 200);
  // The policy is really there, and without 'unsafe-inline' for scripts.
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  if (axe) await expectAccessible(page);
  for (const check of t.checks ?? []) await check(page, locale);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(offOrigin).toEqual([]);
}

test.describe('every template under the Content-Security-Policy', () => {
  test.skip(({isMobile}) => isMobile, 'the policy does not depend on the viewport: desktop only');

  for (const {locale, prefix} of locales) {
    for (const t of templates) {
      test(
        `${t.name} (${locale}): no violation, no console error, no outside request`,
        {tag: t.archive ? '@archive' : []},
        async ({page, baseURL}, testInfo) => {
          await checkTemplate(page, new URL(baseURL!).origin, prefix, locale, t, testInfo.project.name === 'desktop');
        },
      );
    }

    test.describe(() => {
      // Chromium logs the document's own 404 status as a console error: the only one allowed here.
      test.use({allowedErrors: /status of 404 \(Not Found\)/});
      test(
        `404 (${locale}): no violation, no other console error, no outside request`,
        {tag: '@archive'},
        async ({page, baseURL}, testInfo) => {
          await checkTemplate(
            page,
            new URL(baseURL!).origin,
            prefix,
            locale,
            {name: '404', path: '/no-such-page', status: 404},
            testInfo.project.name === 'desktop',
          );
        },
      );
    });

    test(`support popup (${locale}) opens under the policy`, async ({page, baseURL}) => {
      const offOrigin = await watch(page, new URL(baseURL!).origin);
      await page.clock.install();
      await page.goto(`${prefix}/docs/quick-start/quick-install`, {waitUntil: 'networkidle'});
      await page.clock.runFor(181_000);
      await page.clock.resume();
      await expect(page.getByTestId('support-popup-body')).toBeVisible();
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
      expect(offOrigin).toEqual([]);
    });
  }

  test.describe('the detector is not blind', () => {
    test.use({allowedErrors: /Content Security Policy/});
    test('an inline script the build did not hash is blocked and reported', async ({page, baseURL}) => {
      await watch(page, new URL(baseURL!).origin);
      await page.goto('/docs/', {waitUntil: 'networkidle'});
      const ran = await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__injected = true';
        document.body.append(s);
        return new Promise((ok) =>
          setTimeout(() => ok((window as unknown as {__injected?: boolean}).__injected ?? false), 200),
        );
      });
      expect(ran).toBe(false);
      expect((await page.evaluate(() => window.__cspViolations)).join()).toMatch(/script-src/);
    });
  });
});
