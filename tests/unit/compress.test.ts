import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {
  brotliQuality,
  compressDir,
  isCompressible,
  keep,
  listCompressible,
  MIN_BYTES,
} from '../../scripts/compress.mjs';
import {outDirOf} from '../../scripts/build.mjs';

/** Text that compresses, `n` bytes long. */
const text = (n: number) => 'Rainbond 应用管理 '.repeat(Math.ceil(n / 10)).slice(0, n);

function site(files: Record<string, string | Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('scripts/compress.mjs', () => {
  it('compresses the text formats the site serves, from 512 bytes', () => {
    for (const name of [
      'index.html',
      'a.js',
      'a.mjs',
      'a.css',
      'p.json',
      'logo.svg',
      'sitemap.xml',
      'llms.txt',
      'o.yaml',
      'o.yml',
      'x.md',
    ]) {
      expect(isCompressible(name, MIN_BYTES), name).toBe(true);
      expect(isCompressible(name, MIN_BYTES - 1), name).toBe(false);
    }
    for (const name of [
      'a.png',
      'a.woff2',
      'x.pf_fragment',
      'x.pf_index',
      'wasm.zh.pagefind',
      'index.html.gz',
      'index.html.br',
      'a.js.map',
    ]) {
      expect(isCompressible(name, 100_000), name).toBe(false);
    }
  });

  it('compresses brotli at quality 11 unless RAINBOND_BROTLI_QUALITY names another one from 0 to 11', () => {
    expect(brotliQuality({})).toBe(11);
    expect(brotliQuality({RAINBOND_BROTLI_QUALITY: '7'})).toBe(7);
    expect(brotliQuality({RAINBOND_BROTLI_QUALITY: '0'})).toBe(0);
    for (const bad of ['12', '-1', '7.5', 'fast', ''])
      expect(brotliQuality({RAINBOND_BROTLI_QUALITY: bad}), bad).toBe(11);
  });

  it('keeps gzip only when smaller than the file, brotli only when smaller than both', () => {
    expect(keep(1000, 300, 250)).toEqual({gz: true, br: true});
    expect(keep(1000, 300, 300)).toEqual({gz: true, br: false});
    expect(keep(1000, 1000, 990)).toEqual({gz: false, br: true});
    expect(keep(1000, 1020, 1005)).toEqual({gz: false, br: false});
  });

  it('writes x.gz and x.br that decompress to the file, with its modification time; leaves small, binary and dot-folder files alone', async () => {
    const random = crypto.randomBytes(4096);
    const dir = site({
      'index.html': text(20_000),
      'assets/js/main.0123abcd.js': text(5_000),
      'pagefind/pagefind-entry.json': text(800),
      'pagefind/index/zh_1.pf_index': random,
      'small.txt': text(100),
      'noise.json': random,
      'img/a.png': random,
      '.nginx/csp.conf.txt': text(2_000),
    });
    const when = new Date('2023-03-01T00:00:00Z');
    fs.utimesSync(path.join(dir, 'index.html'), when, when);
    expect((await listCompressible(dir)).map((f) => path.relative(dir, f))).toEqual([
      'assets/js/main.0123abcd.js',
      'index.html',
      'noise.json',
      'pagefind/pagefind-entry.json',
    ]);
    const totals = await compressDir(dir, {concurrency: 2, cache: null});
    for (const f of ['index.html', 'assets/js/main.0123abcd.js', 'pagefind/pagefind-entry.json']) {
      const plain = fs.readFileSync(path.join(dir, f));
      const gz = fs.readFileSync(path.join(dir, `${f}.gz`));
      const br = fs.readFileSync(path.join(dir, `${f}.br`));
      expect(zlib.gunzipSync(gz).equals(plain), f).toBe(true);
      expect(zlib.brotliDecompressSync(br).equals(plain), f).toBe(true);
      expect(br.length, f).toBeLessThan(gz.length);
      expect(gz.length, f).toBeLessThan(plain.length);
    }
    expect(fs.statSync(path.join(dir, 'index.html.gz')).mtime).toEqual(when);
    expect(fs.statSync(path.join(dir, 'index.html.br')).mtime).toEqual(when);
    // Random bytes do not compress: no copy that would be larger than the file.
    for (const f of ['noise.json', 'small.txt', 'img/a.png', 'pagefind/index/zh_1.pf_index', '.nginx/csp.conf.txt']) {
      expect(fs.existsSync(path.join(dir, `${f}.gz`)), f).toBe(false);
      expect(fs.existsSync(path.join(dir, `${f}.br`)), f).toBe(false);
    }
    expect(totals).toMatchObject({files: 4, gzFiles: 3, brFiles: 3});
    expect(totals.brotli).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.raw);
  });

  it('can run again: the copies are rewritten, and a copy that no longer saves bytes is removed', async () => {
    const dir = site({'a.json': text(4_000)});
    await compressDir(dir, {cache: null});
    expect(fs.existsSync(path.join(dir, 'a.json.br'))).toBe(true);
    fs.writeFileSync(path.join(dir, 'a.json'), crypto.randomBytes(4_000));
    await compressDir(dir, {cache: null});
    expect(fs.readdirSync(dir)).toEqual(['a.json']);
  });

  it('takes the encodings of unchanged files from the cache, by content', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-cache-'));
    const first = site({'index.html': text(9_000), 'assets/a.js': text(3_000)});
    expect(await compressDir(first, {cache})).toMatchObject({files: 2, cached: 0});
    expect(fs.readdirSync(cache)).toHaveLength(4);
    // Another build: one file the same, one changed.
    const second = site({'index.html': `${text(9_000)}changed`, 'assets/a.js': text(3_000)});
    expect(await compressDir(second, {cache})).toMatchObject({files: 2, cached: 1});
    for (const f of ['index.html', 'assets/a.js']) {
      const plain = fs.readFileSync(path.join(second, f));
      expect(zlib.gunzipSync(fs.readFileSync(path.join(second, `${f}.gz`))).equals(plain), f).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(second, `${f}.br`))).equals(plain), f).toBe(true);
    }
    expect(
      fs.readFileSync(path.join(second, 'assets/a.js.br')).equals(fs.readFileSync(path.join(first, 'assets/a.js.br'))),
    ).toBe(true);
  });
});

describe('scripts/build.mjs', () => {
  it('compresses the folder docusaurus build writes', () => {
    expect(outDirOf([], '/repo')).toBe('/repo/build');
    expect(outDirOf(['--locale', 'zh', '--out-dir', 'build-alt'], '/repo')).toBe('/repo/build-alt');
    expect(outDirOf(['--out-dir=build-search-hosted'], '/repo')).toBe('/repo/build-search-hosted');
    expect(outDirOf(['--out-dir', '/srv/site'], '/repo')).toBe('/srv/site');
  });
});

describe('scripts/package.mjs', () => {
  it('precompresses a build that has no copies yet, and counts them in the archive', async () => {
    const {archiveStats, ensureCompressed} = await import('../../scripts/package.mjs');
    const dir = site({'index.html': text(5_000), 'en/index.html': text(6_000), 'img/a.png': crypto.randomBytes(700)});
    expect(await ensureCompressed(dir, {cache: null})).toMatch(/^precompressed .*: 2 files, .*\(2 \.gz\).*\(2 \.br\)/);
    expect(await ensureCompressed(dir, {cache: null})).toBeNull();
    const tarball = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-')), 'site.tar.gz');
    expect(spawnSync('tar', ['-czf', tarball, '-C', dir, '.']).status).toBe(0);
    const stats = archiveStats(tarball);
    const size = (f: string) => fs.statSync(path.join(dir, f)).size;
    expect(stats).toMatchObject({files: 3, gz: 2, br: 2, bytes: size('index.html') + size('en/index.html') + 700});
    expect(stats.gzBytes).toBe(size('index.html.gz') + size('en/index.html.gz'));
    expect(stats.archive).toBe(fs.statSync(tarball).size);
  });
});
