/**
 * The offline archive (`npm run package`), as a user on an air-gapped network gets it: unpacked
 * and served by nginx with the configuration inside it (the `archive` project; the Playwright
 * config starts that server). tests/e2e/templates.spec.ts runs on it too: every template, the
 * search and the generators work with no request off the host.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, nginxHasBrotli} from './fixtures';

const repo = path.resolve(__dirname, '../..');
const archive = path.resolve(
  repo,
  process.env.E2E_ARCHIVE ?? fs.readdirSync(repo).find((f) => /^rainbond-docs-[\d.]+\.tar\.gz$/.test(f)) ?? 'missing',
);

test(
  'the archive holds a README, the site of both locales and the shipped nginx configuration',
  {tag: '@archive'},
  () => {
    const list = spawnSync('tar', ['-tzf', archive], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    expect(list.status).toBe(0);
    const entries = new Set(
      list.stdout
        .split('\n')
        .filter(Boolean)
        .map((e) => e.replace(/\/$/, '')),
    );
    const top = path.basename(archive, '.tar.gz');
    expect(top).toBe('rainbond-docs-5.11');
    for (const f of [
      'README.md',
      'nginx/rainbond-docs.conf',
      'nginx/nginx.conf',
      'site/index.html',
      'site/404.html',
      'site/en/index.html',
      'site/en/404.html',
      'site/.nginx/csp.conf',
      'site/pagefind/pagefind.js',
      'site/en/pagefind/pagefind.js',
      'site/helm/index.html',
    ]) {
      expect(entries.has(`${top}/${f}`), f).toBe(true);
    }
    expect([...entries].every((e) => e === top || e.startsWith(`${top}/`))).toBe(true);
    // The precompressed copies the build writes (scripts/compress.mjs) travel with the site.
    for (const f of [
      'site/index.html',
      'site/en/index.html',
      'site/pagefind/pagefind.js',
      'site/en/pagefind/pagefind.js',
      'site/sitemap.xml',
    ]) {
      for (const ext of ['.gz', '.br']) expect(entries.has(`${top}/${f}${ext}`), `${f}${ext}`).toBe(true);
    }
    expect(entries.has(`${top}/nginx/rainbond-docs.d/brotli.conf`)).toBe(true);
    const {size} = fs.statSync(archive);
    const compressed = [...entries].filter((e) => /\.(gz|br)$/.test(e)).length;
    const sizeNote = `${(size / 1024 / 1024).toFixed(1)} MiB, ${entries.size} entries of which ${compressed} .gz/.br`;
    test.info().annotations.push({type: 'archive size', description: sizeNote});
    console.log(`offline archive ${path.basename(archive)}: ${sizeNote}`);
    const shipped = spawnSync('tar', ['-xOzf', archive, `${top}/nginx/rainbond-docs.conf`], {encoding: 'utf8'}).stdout;
    expect(shipped).toBe(fs.readFileSync(path.join(repo, 'deploy/rainbond-docs.conf'), 'utf8'));
    const readme = spawnSync('tar', ['-xOzf', archive, `${top}/README.md`], {encoding: 'utf8'}).stdout;
    expect(readme).toContain('cp nginx/rainbond-docs.conf /etc/nginx/conf.d/');
  },
);

test(
  'served from the archive: pages of both locales, 404 statuses, redirects and the policy',
  {tag: '@archive'},
  async ({request}) => {
    for (const p of [
      '/',
      '/docs/quick-start/quick-install',
      '/en/',
      '/en/docs/quick-start/quick-install',
      '/en/helm/',
    ]) {
      const res = await request.get(p, {maxRedirects: 0});
      expect(res.status(), p).toBe(200);
      expect(res.headers()['content-security-policy'], p).toContain("default-src 'self'");
    }
    expect((await request.get('/en/no-such-page')).status()).toBe(404);
    // Its nginx sends the precompressed copies: brotli with the module (the launcher loads it when
    // installed), gzip otherwise.
    const compressed = await request.get('/en/docs/quick-start/quick-install', {
      headers: {'accept-encoding': 'br, gzip'},
    });
    expect(compressed.headers()['content-encoding']).toBe(nginxHasBrotli() ? 'br' : 'gzip');
    expect(compressed.headers().vary).toContain('Accept-Encoding');
    const redirect = await request.get('/docs/index.html', {maxRedirects: 0});
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/docs/');
  },
);
