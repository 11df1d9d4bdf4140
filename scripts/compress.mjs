#!/usr/bin/env node
// Precompression of a built site: beside every text file (HTML, JS, CSS, JSON, SVG, XML, TXT, YAML,
// Markdown) of at least MIN_BYTES, `x.gz` (gzip level 9) and `x.br` (brotli quality 11), which nginx
// serves instead of compressing on every request (`gzip_static on`, and `brotli_static on` where its
// brotli module is loaded: deploy/rainbond-docs.conf). A compressed copy is kept only where it is
// smaller than what it replaces: `x.gz` smaller than `x`, `x.br` smaller than both.
// Node's zlib only (no native dependency); its asynchronous calls run in libuv's thread pool, so
// several files are compressed at once on every core. Brotli at quality 11 is slow, so the encodings are kept by content hash in node_modules/.cache/rainbond-compress: the files
// that did not change since an earlier build (hashed bundles, Markdown copies, the builds of
// `npm test` that share them) are copied, not compressed again. Entries unused for 14 days are
// removed; `npm run clear` empties it; RAINBOND_COMPRESS_CACHE=0 works without it.
// RAINBOND_BROTLI_QUALITY (default 11, the smallest files) trades size for time: `npm test` builds at 7, much
// faster and still smaller than gzip -9, since its tests check what is served, not the ratio.
//   node scripts/compress.mjs [dir ...]       (default build/; `npm run build` runs it: scripts/build.mjs)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';
import crypto from 'node:crypto';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const repo = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
/** The encodings of earlier runs, by content hash (null: no cache). */
export const defaultCache =
  process.env.RAINBOND_COMPRESS_CACHE === '0' ? null : path.join(repo, 'node_modules', '.cache', 'rainbond-compress');
const CACHE_DAYS = 14;
const gzip = promisify(zlib.gzip);
/** Brotli quality of the .br files: 11 unless RAINBOND_BROTLI_QUALITY says otherwise (0-11). */
export function brotliQuality(env = process.env) {
  const raw = env.RAINBOND_BROTLI_QUALITY ?? '';
  return /^\d{1,2}$/.test(raw) && Number(raw) <= 11 ? Number(raw) : 11;
}
const BROTLI_QUALITY = brotliQuality();
const brotli = promisify(zlib.brotliCompress);

/** Files worth compressing: text formats the site serves. */
export const COMPRESSIBLE = /\.(?:html?|m?js|css|json|svg|xml|txt|ya?ml|md)$/i;
/** Smaller files are sent as they are (nginx's gzip_min_length is the same). */
export const MIN_BYTES = 512;

/** Whether `name` (a file name or path) is compressed, given its size. */
export function isCompressible(name, size) {
  return size >= MIN_BYTES && COMPRESSIBLE.test(name);
}

/** The gzip (level 9) and brotli (quality BROTLI_QUALITY, 11 by default) encodings of `buf`. */
export async function encode(buf) {
  const [gz, br] = await Promise.all([
    gzip(buf, {level: 9}),
    brotli(buf, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
  ]);
  return {gz, br};
}

/**
 * Which encodings of a file of `raw` bytes to keep, given their sizes: gzip when smaller than the
 * file, brotli when smaller than the file and than the gzip kept (a client accepting both is sent
 * the brotli one).
 */
export function keep(raw, gz, br) {
  const keepGz = gz < raw;
  const keepBr = br < raw && (!keepGz || br < gz);
  return {gz: keepGz, br: keepBr};
}

/**
 * Writes `file.gz` and `file.br` beside `file` where they save bytes (and removes stale ones where
 * they do not), with the file's modification time. Returns the sizes served: raw, gzip (or raw)
 * and brotli (or the gzip/raw that is served instead).
 */
export async function compressFile(file, {cache = null} = {}) {
  const buf = await fs.readFile(file);
  const {gz, br, hit} = await cachedEncode(buf, cache);
  const kept = keep(buf.length, gz.length, br.length);
  const {atime, mtime} = await fs.stat(file);
  for (const [ext, data, ok] of [
    ['.gz', gz, kept.gz],
    ['.br', br, kept.br],
  ]) {
    const out = file + ext;
    if (ok) {
      await fs.writeFile(out, data);
      await fs.utimes(out, atime, mtime);
    } else {
      await fs.rm(out, {force: true});
    }
  }
  const gzipServed = kept.gz ? gz.length : buf.length;
  return {
    raw: buf.length,
    gzip: gzipServed,
    brotli: kept.br ? br.length : gzipServed,
    gzFile: kept.gz,
    brFile: kept.br,
    cached: hit,
  };
}

/** `encode(buf)`, or the encodings an earlier run stored in `cache` for the same bytes. */
async function cachedEncode(buf, cache) {
  if (!cache) return {...(await encode(buf)), hit: false};
  // The brotli quality is part of the key: a build at another quality never reuses these.
  const hash = crypto.createHash('sha256').update(buf).digest('hex');
  const key = path.join(cache, BROTLI_QUALITY === 11 ? hash : `${hash}-q${BROTLI_QUALITY}`);
  try {
    const [gz, br] = await Promise.all([fs.readFile(`${key}.gz`), fs.readFile(`${key}.br`)]);
    const now = new Date();
    await Promise.all([fs.utimes(`${key}.gz`, now, now), fs.utimes(`${key}.br`, now, now)]);
    return {gz, br, hit: true};
  } catch {
    const {gz, br} = await encode(buf);
    // Written under a temporary name, then renamed: builds running at once never read half a file.
    await fs.mkdir(cache, {recursive: true});
    for (const [ext, data] of [
      ['.gz', gz],
      ['.br', br],
    ]) {
      const tmp = `${key}${ext}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, `${key}${ext}`);
    }
    return {gz, br, hit: false};
  }
}

/** Removes the cache entries no run has used for CACHE_DAYS days. */
async function pruneCache(cache) {
  const old = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  for (const name of await fs.readdir(cache).catch(() => [])) {
    const p = path.join(cache, name);
    const st = await fs.stat(p).catch(() => null);
    if (st && st.mtimeMs < old) await fs.rm(p, {force: true});
  }
}

/** The compressible files under `dir` (dot folders, such as .nginx/, left out). */
export async function listCompressible(dir) {
  const files = [];
  async function walk(d) {
    for (const e of await fs.readdir(d, {withFileTypes: true})) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (!e.name.startsWith('.')) await walk(p);
      } else if (e.isFile() && COMPRESSIBLE.test(e.name)) {
        const {size} = await fs.stat(p);
        if (isCompressible(e.name, size)) files.push(p);
      }
    }
  }
  await walk(dir);
  return files.sort();
}

/**
 * Compresses every compressible file under `dir`, `concurrency` files at a time (each file's two
 * encodings run in parallel in the thread pool). Returns the totals.
 */
export async function compressDir(
  dir,
  {concurrency = Math.max(2, os.availableParallelism() * 2), cache = defaultCache} = {},
) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const files = await listCompressible(dir);
  const totals = {
    files: files.length,
    gzFiles: 0,
    brFiles: 0,
    raw: 0,
    gzip: 0,
    brotli: 0,
    cached: 0,
    seconds: 0,
    cpuSeconds: 0,
  };
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const r = await compressFile(files[next++], {cache});
      totals.cached += r.cached ? 1 : 0;
      totals.raw += r.raw;
      totals.gzip += r.gzip;
      totals.brotli += r.brotli;
      totals.gzFiles += r.gzFile ? 1 : 0;
      totals.brFiles += r.brFile ? 1 : 0;
    }
  }
  await Promise.all(Array.from({length: Math.min(concurrency, files.length)}, worker));
  if (cache) await pruneCache(cache);
  totals.seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
  // Every thread of the process: the thread pool does the compressing.
  const cpu = process.cpuUsage(cpu0);
  totals.cpuSeconds = Number(((cpu.user + cpu.system) / 1e6).toFixed(1));
  return totals;
}

const mib = (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

/** One line about a compressed folder. */
export function summary(dir, t) {
  return (
    `precompressed ${path.relative(process.cwd(), dir) || '.'}: ${t.files} files, ${mib(t.raw)} -> ${mib(t.gzip)} gzip (${t.gzFiles} .gz), ` +
    `${mib(t.brotli)} brotli (${t.brFiles} .br), in ${t.seconds} s, ${t.cpuSeconds} s of CPU (${t.cached} from the cache)`
  );
}

if (import.meta.url === url.pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['build'];
  try {
    for (const d of dirs) {
      const dir = path.resolve(d);
      await fs.access(path.join(dir, 'index.html')).catch(() => {
        throw new Error(`${dir} holds no built site (no index.html)`);
      });
      console.log(summary(dir, await compressDir(dir)));
    }
  } catch (err) {
    console.error(`scripts/compress.mjs: ${err.message}`);
    process.exit(1);
  }
}
