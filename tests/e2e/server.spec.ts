/**
 * What nginx with the shipped configuration (deploy/rainbond-docs.conf) answers, asserted with
 * plain HTTP requests: clean URLs and redirects, 404 pages and statuses per locale, cache policy,
 * compression and security headers. Runs once (desktop project).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {APIRequestContext} from '@playwright/test';
import {spawn} from 'node:child_process';
import {test, expect, nginxHasBrotli} from './fixtures';

const BUILD = path.resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');
const ALT_ORIGIN = `http://localhost:${process.env.E2E_ALT_PORT ?? 3101}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const htmlLang = (html: string) => /<html lang="?([\w-]+)/.exec(html)?.[1];

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, {maxRedirects: 0, headers: {'accept-encoding': 'identity', ...headers}});

/** The first file under `dir` (relative to the build) whose name matches. */
function firstFile(dir: string, name: RegExp): string {
  const file = fs.readdirSync(path.join(BUILD, dir)).find((f) => name.test(f));
  if (!file) throw new Error(`no ${name} in ${dir}`);
  return `/${dir}/${file}`;
}

/** A response as it is on the wire (not decompressed). */
function rawGet(
  url: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
): Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': acceptEncoding, ...headers}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

/** The built file a URL is served from (clean URLs: x/ is x/index.html). */
const fileOf = (url: string) => path.join(BUILD, url.endsWith('/') ? `${url}index.html` : url);

/** A page, a script and search files: each has x.gz and x.br beside it in the build. */
const precompressed = () => [
  '/docs/',
  firstFile('assets/js', /^main\.[0-9a-f]+\.js$/),
  '/pagefind/pagefind.js',
  '/pagefind/page-titles.json',
];

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

test.describe('nginx with deploy/rainbond-docs.conf', () => {
  test.skip(({isMobile}) => isMobile, 'plain HTTP: once, on the desktop project');

  test('clean URLs serve the page; .html and index.html paths redirect (301) to them', async ({request}) => {
    for (const p of [
      '/docs/quick-start/quick-install',
      '/en/docs/quick-start/quick-install',
      '/docs/',
      '/en/',
      '/',
      '/blog',
    ]) {
      const res = await get(request, p);
      expect(res.status(), p).toBe(200);
      expect(res.headers()['content-type'], p).toBe('text/html; charset=utf-8');
    }
    const redirects: [string, string][] = [
      ['/docs/quick-start/quick-install.html', '/docs/quick-start/quick-install'],
      ['/docs/quick-start/quick-install/index.html', '/docs/quick-start/quick-install/'],
      ['/en/docs/index.html', '/en/docs/'],
      ['/index.html', '/'],
      ['/en/blog.html?page=2', '/en/blog?page=2'],
    ];
    for (const [from, to] of redirects) {
      const res = await get(request, from);
      expect(res.status(), from).toBe(301);
      expect(res.headers().location, from).toBe(to);
    }
  });

  test("a missing page answers 404 with its locale's 404 page; a zh-only build falls back to the zh one", async ({
    request,
  }) => {
    const zh = await get(request, '/docs/no-such-page');
    expect(zh.status()).toBe(404);
    expect(htmlLang(await zh.text())).toBe('zh-CN');
    const en = await get(request, '/en/docs/no-such-page');
    expect(en.status()).toBe(404);
    expect(htmlLang(await en.text())).toBe('en');
    for (const p of ['/404.html', '/en/404.html', '/assets/js/missing.js', '/.nginx/csp.conf', '/en/.nginx/csp.conf']) {
      expect((await get(request, p)).status(), p).toBe(404);
    }
    const alt = await get(request, `${ALT_ORIGIN}/en/docs/`);
    expect(alt.status()).toBe(404);
    expect(htmlLang(await alt.text())).toBe('zh-CN');
  });

  test('hashed assets and Pagefind chunks are immutable for a year; HTML and entry files are revalidated', async ({
    request,
  }) => {
    const immutable = [
      firstFile('assets/js', /^main\.[0-9a-f]+\.js$/),
      firstFile('assets/css', /\.css$/),
      firstFile('pagefind/fragment', /\.pf_fragment$/),
      firstFile('pagefind/index', /\.pf_index$/),
      firstFile('pagefind', /\.pf_meta$/),
      `/en${firstFile('en/pagefind/fragment', /\.pf_fragment$/).slice('/en'.length)}`,
    ];
    for (const p of immutable) {
      const res = await get(request, p);
      expect(res.status(), p).toBe(200);
      expect(res.headers()['cache-control'], p).toBe(IMMUTABLE);
    }
    const revalidated = [
      '/',
      '/docs/quick-start/quick-install',
      '/en/docs/',
      '/sitemap.xml',
      '/en/sitemap.xml',
      '/robots.txt',
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind.js',
      '/pagefind/page-titles.json',
      '/en/pagefind/pagefind-entry.json',
      '/docs/no-such-page',
    ];
    for (const p of revalidated) {
      const res = await get(request, p);
      expect(res.headers()['cache-control'], p).toBe('no-cache');
      expect(res.headers().etag, p).toBeTruthy();
    }
    expect((await get(request, '/img/logo.svg')).headers()['cache-control']).toBe('public, max-age=86400');
    // Revalidation is cheap: an unchanged page answers 304 without a body.
    const page = await get(request, '/docs/');
    const again = await get(request, '/docs/', {'if-none-match': page.headers().etag});
    expect(again.status()).toBe(304);
  });

  test('text is gzip-compressed; already compressed search chunks are not', async ({request}) => {
    for (const p of [
      '/docs/',
      firstFile('assets/js', /^main\.[0-9a-f]+\.js$/),
      firstFile('assets/css', /\.css$/),
      '/sitemap.xml',
      '/en/search',
    ]) {
      const res = await get(request, p, {'accept-encoding': 'gzip'});
      expect(res.headers()['content-encoding'], p).toBe('gzip');
      expect(res.headers().vary, p).toContain('Accept-Encoding');
    }
    const fragment = await get(request, firstFile('pagefind/fragment', /\.pf_fragment$/), {'accept-encoding': 'gzip'});
    expect(fragment.headers()['content-encoding']).toBeUndefined();
  });

  test('precompressed files: br when accepted (with the brotli module), else gzip, else identity; own ETag each; Vary', async ({
    baseURL,
  }) => {
    const brotli = nginxHasBrotli();
    for (const p of precompressed()) {
      const plain = fs.readFileSync(fileOf(p));
      expect(fs.existsSync(`${fileOf(p)}.gz`), `${p}.gz in the build`).toBe(true);
      expect(fs.existsSync(`${fileOf(p)}.br`), `${p}.br in the build`).toBe(true);
      const cases: [string, string | undefined, string | null][] = [
        ['br, gzip, deflate', brotli ? 'br' : 'gzip', brotli ? `${fileOf(p)}.br` : `${fileOf(p)}.gz`],
        ['br', brotli ? 'br' : undefined, brotli ? `${fileOf(p)}.br` : null],
        ['gzip, deflate', 'gzip', `${fileOf(p)}.gz`],
        ['identity', undefined, null],
        ['', undefined, null],
      ];
      const etags = new Map<string, string>();
      for (const [accept, encoding, file] of cases) {
        const res = await rawGet(`${baseURL}${p}`, accept);
        const what = `${p} with Accept-Encoding: ${accept}`;
        expect(res.status, what).toBe(200);
        expect(res.headers['content-encoding'], what).toBe(encoding);
        expect(res.headers.vary, what).toContain('Accept-Encoding');
        // The build's own copy, sent as it is (not compressed again on the fly), and its own ETag.
        if (file) expect(res.body.equals(fs.readFileSync(file)), what).toBe(true);
        expect(decode(encoding, res.body).equals(plain), what).toBe(true);
        expect(res.headers.etag, what).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
        etags.set(encoding ?? 'identity', res.headers.etag!);
      }
      expect(new Set(etags.values()).size, `${p}: one ETag per encoding`).toBe(etags.size);
      // Revalidation per encoding: a cached copy is confirmed by its own ETag, not by another encoding's.
      expect((await rawGet(`${baseURL}${p}`, 'gzip', {'if-none-match': etags.get('gzip')!})).status, p).toBe(304);
      expect((await rawGet(`${baseURL}${p}`, 'gzip', {'if-none-match': etags.get('identity')!})).status, p).toBe(200);
    }
  });

  test('without the brotli module the same configuration starts and serves gzip to clients accepting br', async () => {
    const port = Number(process.env.E2E_PLAIN_PORT ?? 3106);
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['scripts/nginx.mjs', '--dir', BUILD, '--port', String(port)], {
      cwd: path.resolve(__dirname, '../..'),
      env: {...process.env, RAINBOND_NGINX_BROTLI: '0'},
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let said = '';
    server.stdout.on('data', (d) => (said += d));
    try {
      await expect
        .poll(
          () =>
            rawGet(`${origin}/`, 'identity').then(
              (r) => r.status,
              () => 0,
            ),
          {timeout: 15_000},
        )
        .toBe(200);
      expect(said).not.toContain('brotli module loaded');
      for (const p of precompressed()) {
        const res = await rawGet(`${origin}${p}`, 'br, gzip, deflate');
        expect(res.headers['content-encoding'], p).toBe('gzip');
        expect(res.body.equals(fs.readFileSync(`${fileOf(p)}.gz`)), p).toBe(true);
        expect(res.headers.vary, p).toContain('Accept-Encoding');
      }
    } finally {
      const exited = new Promise((ok) => server.once('exit', ok));
      server.kill('SIGTERM');
      await exited;
    }
  });

  test("security headers on pages, assets, redirects and 404s; the CSP is the build's", async ({request}) => {
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
      fs.readFileSync(path.join(BUILD, '.nginx/csp.conf'), 'utf8'),
    )![1];
    for (const p of [
      '/',
      '/en/docs/',
      firstFile('assets/js', /^main\.[0-9a-f]+\.js$/),
      '/docs/index.html',
      '/docs/no-such-page',
    ]) {
      const h = (await get(request, p)).headers();
      expect(h['content-security-policy'], p).toBe(csp);
      expect(h['x-content-type-options'], p).toBe('nosniff');
      expect(h['x-frame-options'], p).toBe('SAMEORIGIN');
      expect(h['referrer-policy'], p).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], p).toContain('camera=()');
      expect(h.server, p).toBe('nginx');
    }
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+; /);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
