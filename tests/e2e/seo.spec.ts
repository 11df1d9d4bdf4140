/**
 * What the site serves to machines, in both locales, over plain HTTP (nginx with the shipped
 * configuration): llms.txt and llms-full.txt (llmstxt.org) whose links resolve, sitemaps whose
 * pages exist, robots.txt naming both sitemaps, canonical and hreflang links that point at pages
 * that exist. Runs once (desktop project).
 */
import type {APIRequestContext} from '@playwright/test';
import {test, expect, locales} from './fixtures';

const SITE = 'https://www.rainbond.com';

/** The site path of an absolute URL of the production site. */
function sitePath(url: string): string {
  expect(url.startsWith(`${SITE}/`), url).toBe(true);
  return url.slice(SITE.length);
}

/** Fetches each path (a few at a time) and returns those that do not answer 200. */
async function broken(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const bad: string[] = [];
  const queue = [...new Set(paths)];
  await Promise.all(
    Array.from({length: 8}, async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
        const res = await request.get(p, {maxRedirects: 0});
        if (res.status() !== 200) bad.push(`${p} → ${res.status()}`);
      }
    }),
  );
  return bad;
}

test.describe('for machines', () => {
  test.skip(({isMobile}) => isMobile, 'plain HTTP: once, on the desktop project');

  test('robots.txt allows crawling and names the sitemap of each locale', async ({request}) => {
    const res = await request.get('/robots.txt');
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).trim().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines.filter((l) => l.startsWith('Sitemap: '))).toEqual([
      `Sitemap: ${SITE}/sitemap.xml`,
      `Sitemap: ${SITE}/en/sitemap.xml`,
    ]);
  });

  for (const {locale, prefix} of locales) {
    test(`llms.txt and llms-full.txt (${locale}) follow llmstxt.org and their links resolve`, async ({request}) => {
      const res = await request.get(`${prefix}/llms.txt`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const text = await res.text();
      // An H1 with the name, a blockquote summary, then H2 sections of Markdown link lists.
      const lines = text.split('\n');
      expect(lines[0]).toBe('# Rainbond');
      expect(lines.find((l) => l.startsWith('> '))).toMatch(
        locale === 'zh' ? /Rainbond 5\.11 文档/ : /Rainbond 5\.11 documentation/,
      );
      expect(lines.filter((l) => l.startsWith('## ')).length).toBeGreaterThan(2);
      const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => m[2]);
      expect(links.length).toBeGreaterThan(300);
      const paths = links.map(sitePath);
      // Each locale lists its own pages.
      for (const p of paths) expect(p.startsWith('/en/'), p).toBe(locale === 'en');
      expect(await broken(request, paths)).toEqual([]);

      const full = await request.get(`${prefix}/llms-full.txt`);
      expect(full.status()).toBe(200);
      const fullText = await full.text();
      // The index, then the text of every page: the quick install page among them, whole.
      expect(fullText.startsWith(text.trimEnd())).toBe(true);
      expect(fullText.length).toBeGreaterThan(text.length * 10);
      expect(fullText.split('\n')).toContain(locale === 'zh' ? '# 快速安装' : '# Quick Install');
      expect(fullText).not.toContain('Direct link to');
      const fullPaths = [...fullText.matchAll(/\((https:\/\/www\.rainbond\.com\/[^)#\s]*)/g)].map((m) =>
        sitePath(m[1]),
      );
      expect(await broken(request, fullPaths)).toEqual([]);
    });

    test(`sitemap (${locale}): every page listed exists, in its own locale only`, async ({request}) => {
      const res = await request.get(`${prefix}/sitemap.xml`);
      expect(res.status()).toBe(200);
      const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length).toBeGreaterThan(400);
      const paths = locs.map(sitePath);
      for (const p of paths) expect(p.startsWith('/en/'), p).toBe(locale === 'en');
      expect(await broken(request, paths)).toEqual([]);
    });

    test(`canonical and hreflang links (${locale}) name this page and its existing translations`, async ({request}) => {
      for (const page of ['/', '/docs/quick-start/quick-install', '/blog/nacos', '/community/', '/helm/']) {
        const html = await (await request.get(`${prefix}${page}`)).text();
        const canonical = /<link[^>]*rel=canonical href=([^ >]+)/.exec(html)?.[1];
        expect(canonical, page).toBe(`${SITE}${prefix}${page}`);
        const alternates = Object.fromEntries(
          [...html.matchAll(/<link[^>]*rel=alternate href=([^ >]+) hreflang=([\w-]+)/g)].map((m) => [m[2], m[1]]),
        );
        expect(alternates, page).toEqual({
          'zh-CN': `${SITE}${page}`,
          en: `${SITE}/en${page}`,
          'x-default': `${SITE}${page}`,
        });
        expect(await broken(request, Object.values(alternates).map(sitePath)), page).toEqual([]);
      }
    });
  }
});
