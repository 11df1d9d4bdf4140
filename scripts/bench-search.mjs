#!/usr/bin/env node
/**
 * Search benchmark (called by `npm run bench`; also `node scripts/bench-search.mjs`).
 *
 * For the real content (the built site in build/, both locales) and for a generated stand-in of
 * ~450 pages per locale (made in a temp folder from the real pages' text, never in the repo):
 *   - index build time and index size per locale (files, raw and gzip bytes);
 *   - the gzip size of the whole text, a lower bound for a monolithic index (MiniSearch or
 *     FlexSearch style) that a browser downloads whole before its first answer;
 *   - in Chromium, on the real site UI (DocSearch modal + embedded index): the bytes (gzip) the
 *     browser fetches for its first query (each test query in turn, on a fresh visit: median and
 *     maximum, and the details of the first word), and the time from a keystroke to the results once the
 *     index is loaded (median of several keystrokes).
 * Prints a table and writes bench-results/search.json.
 *
 * Options: --pages N (stand-in pages per locale, default 450), --no-browser, --build-dir DIR.
 * Needs a built site (npm run build) for the real content and the UI.
 */
import {promises as fs} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import {close as closePagefind} from 'pagefind';
import {buildSearchIndex, INDEX_DIR} from '@rainbond/docusaurus-search-pagefind/src/indexer.mjs';
import {INDEX_OPTIONS} from '../src/search/indexing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const STANDIN_PAGES = Number(opt('pages', '450'));
const BROWSER = !args.includes('--no-browser');
const BUILD_DIR = path.resolve(root, opt('build-dir', 'build'));
const LOCALES = [
  {locale: 'zh', dir: '', queries: ['安装', '高可用集群', '网关', '备份', '升级']},
  {locale: 'en', dir: 'en', queries: ['install', 'gateway', 'backup', 'upgrade', 'cluster']},
];
const KB = (n) => `${(n / 1024).toFixed(1)} KB`;

async function exists(p) {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

async function gzipDirSize(dir) {
  let gz = 0;
  async function walk(d) {
    for (const e of await fs.readdir(d, {withFileTypes: true})) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else gz += zlib.gzipSync(await fs.readFile(p)).length;
    }
  }
  await walk(dir);
  return gz;
}

/** Copies a built site without its indexes (and, when `htmlOnly`, without assets). */
async function copySite(from, to) {
  await fs.cp(from, to, {
    recursive: true,
    filter: (src) => !src.split(path.sep).includes(INDEX_DIR),
  });
}

async function listHtml(dir, skip = []) {
  const out = [];
  async function walk(d, rel) {
    for (const e of await fs.readdir(d, {withFileTypes: true})) {
      if (e.isDirectory()) {
        if (!rel && (skip.includes(e.name) || e.name === 'assets' || e.name === INDEX_DIR)) continue;
        await walk(path.join(d, e.name), rel ? `${rel}/${e.name}` : e.name);
      } else if (e.name.endsWith('.html')) out.push(rel ? `${rel}/${e.name}` : e.name);
    }
  }
  await walk(dir, '');
  return out;
}

/** Text of the doc pages of one locale (paragraphs), to make the stand-in from. */
async function harvestParagraphs(localeDir, skip) {
  const paragraphs = [];
  const headings = [];
  for (const rel of await listHtml(localeDir, skip)) {
    const html = await fs.readFile(path.join(localeDir, rel), 'utf8');
    if (!/docs-doc-page/.test(/<html[^>]*>/.exec(html)?.[0] ?? '')) continue;
    for (const m of html.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
      const text = m[1].replace(/<[^>]+>/g, '').trim();
      if (text.length > 20) paragraphs.push(text);
    }
    for (const m of html.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)) {
      const text = m[1]
        .replace(/<a[\s\S]*?<\/a>/g, '')
        .replace(/<[^>]+>/g, '')
        .trim();
      if (text) headings.push(text);
    }
  }
  return {paragraphs, headings};
}

/** Deterministic pseudo-random numbers. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Writes N Docusaurus-like doc pages (same markup the indexer reads) into `dir`. */
async function generateStandIn(dir, locale, n, {paragraphs, headings}) {
  const rand = rng(locale === 'zh' ? 7 : 11);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const lang = locale === 'zh' ? 'zh-CN' : 'en';
  const sections = headings.slice(0, 12);
  let textBytes = '';
  for (let i = 0; i < n; i += 1) {
    const title = `${pick(headings)} ${i}`;
    const category = pick(sections);
    let body = `<header><h1>${esc(title)}</h1></header>`;
    const nSections = 3 + Math.floor(rand() * 5);
    for (let s = 0; s < nSections; s += 1) {
      const h = pick(headings);
      body += `<h2 id="s${s}">${esc(h)}</h2>`;
      const nPara = 2 + Math.floor(rand() * 4);
      for (let p = 0; p < nPara; p += 1) body += `<p>${pick(paragraphs)}</p>`;
    }
    textBytes += body.replace(/<[^>]+>/g, ' ');
    const url = `${locale === 'zh' ? '' : '/en'}/docs/standin/p${i}`;
    const html = `<!doctype html><html lang=${lang} class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page"><head><meta charset=UTF-8><title>${esc(title)} | Rainbond</title><meta name=docusaurus_locale content=${locale}><meta name=docusaurus_version content=current><meta name=docusaurus_tag content=docs-default-current><link rel=canonical href="https://www.rainbond.com${url}"></head><body><nav class=navbar>nav</nav><main><article><nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li><a class=breadcrumbs__link href=/>home</a><li><span class=breadcrumbs__link>${esc(category)}</span><li><span class=breadcrumbs__link>${esc(title)}</span></ul></nav><div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`;
    const file = path.join(dir, 'docs', 'standin', `p${i}`, 'index.html');
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, html);
  }
  return zlib.gzipSync(Buffer.from(textBytes)).length;
}

/** Static server over `dir`, recording the bytes (raw and gzip) of every file served. */
function serve(dir) {
  const log = [];
  const server = http.createServer(async (req, res) => {
    let p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, p);
    try {
      let st = await fs.stat(file).catch(() => null);
      if (st?.isDirectory()) file = path.join(file, 'index.html');
      else if (!st && (await exists(`${file}.html`))) file = `${file}.html`;
      else if (!st) file = path.join(file, 'index.html');
      const data = await fs.readFile(file);
      log.push({path: p, raw: data.length, gzip: zlib.gzipSync(data).length});
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : file.endsWith('.json')
              ? 'application/json'
              : file.endsWith('.svg')
                ? 'image/svg+xml'
                : 'application/octet-stream';
      res.writeHead(200, {'content-type': type});
      res.end(data);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve({server, log, origin: `http://127.0.0.1:${port}`});
    }),
  );
}

/** First-query bytes and keystroke-to-results time in the real UI. */
async function measureBrowser(siteDir, loc) {
  const {chromium} = await import('playwright');
  const {server, log, origin} = await serve(siteDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  /** Opens the modal on a fresh visit and types one query; returns the page and its downloads. */
  async function firstQueryOf(query) {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(`${origin}${loc.dir ? `/${loc.dir}` : ''}/docs/`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Counted from before the click: the index starts loading when the pointer reaches the button.
    const mark = log.length;
    await page.locator('.DocSearch-Button').first().click();
    await page.waitForSelector('.DocSearch-Input');
    await page.locator('.DocSearch-Input').fill(query);
    await page.waitForSelector('.DocSearch-Hit', {timeout: 20000});
    await page.waitForTimeout(500);
    const fetched = log.slice(mark).filter((e) => e.path.includes(`/${INDEX_DIR}/`));
    return {
      page,
      query,
      requests: fetched.length,
      raw: fetched.reduce((a, e) => a + e.raw, 0),
      gzip: fetched.reduce((a, e) => a + e.gzip, 0),
      byKind: Object.fromEntries(
        Object.entries(
          fetched.reduce((acc, e) => {
            const kind =
              /\/(index|fragment|filter)\//.exec(e.path)?.[1] ?? path.basename(e.path).replace(/[._][0-9a-f]{6,}/, '');
            acc[kind] = (acc[kind] ?? 0) + e.gzip;
            return acc;
          }, /** @type {Record<string, number>} */ ({})),
        ),
      ),
    };
  }
  try {
    // First-query download for each query as the visitor's first one (a fresh page each time):
    // which index chunks a query needs depends on the word, so one word alone says little.
    const firsts = [];
    for (const q of loc.queries.slice(1)) {
      const r = await firstQueryOf(q);
      await r.page.close();
      firsts.push(r);
    }
    const first = await firstQueryOf(loc.queries[0]);
    const page = first.page;
    firsts.unshift(first);
    const sizes = firsts.map((r) => r.gzip).sort((a, b) => a - b);
    const firstQuery = {
      query: first.query,
      requests: first.requests,
      raw: first.raw,
      gzip: first.gzip,
      byKind: first.byKind,
      medianGzip: sizes[Math.floor(sizes.length / 2)],
      maxGzip: sizes[sizes.length - 1],
      perQuery: Object.fromEntries(
        firsts.map((r) => [r.query, {gzip: r.gzip, requests: r.requests, byKind: r.byKind}]),
      ),
    };
    // Keystroke to results: time from the input event to the last change of the results list.
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__bench = {down: 0, last: 0};
      // `input` fires for every typed character, IME-composed Chinese included.
      document.addEventListener('input', () => (w.__bench.down = performance.now()), true);
      new MutationObserver(() => (w.__bench.last = performance.now())).observe(
        document.querySelector('.DocSearch-Modal') ?? document.body,
        {
          childList: true,
          subtree: true,
          characterData: true,
        },
      );
    });
    const times = [];
    for (const q of [...loc.queries.slice(1), ...loc.queries]) {
      await page.locator('.DocSearch-Input').fill('');
      await page.waitForTimeout(150);
      await page.locator('.DocSearch-Input').fill(q.slice(0, -1));
      await page.waitForTimeout(400);
      await page.keyboard.type(q.slice(-1));
      await page.waitForTimeout(600);
      const t = await page.evaluate(() => {
        const b = /** @type {any} */ (window).__bench;
        return b.last - b.down;
      });
      if (t > 0) times.push(t);
    }
    times.sort((a, b) => a - b);
    return {
      firstQuery,
      keystrokeMs: {
        median: times[Math.floor(times.length / 2)] ?? null,
        max: times[times.length - 1] ?? null,
        samples: times.length,
      },
    };
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  if (!(await exists(path.join(BUILD_DIR, 'index.html')))) {
    console.error(`bench-search: no built site in ${BUILD_DIR}; run \`npm run build\` first.`);
    process.exit(1);
  }
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'rainbond-search-bench-'));
  const results = {date: new Date().toISOString(), engine: 'pagefind', datasets: []};
  try {
    for (const dataset of ['content', 'standin']) {
      const siteDir = path.join(tmp, dataset);
      await copySite(BUILD_DIR, siteDir);
      const entry = {name: dataset, locales: []};
      for (const loc of LOCALES) {
        const localeDir = path.join(siteDir, loc.dir);
        const skip = loc.dir ? [] : LOCALES.filter((l) => l.dir).map((l) => l.dir);
        let textGzip;
        if (dataset === 'standin') {
          const sample = await harvestParagraphs(localeDir, skip);
          textGzip = await generateStandIn(localeDir, loc.locale, STANDIN_PAGES, sample);
        }
        const built = await buildSearchIndex({
          outDir: localeDir,
          locale: loc.locale,
          otherLocales: skip,
          options: INDEX_OPTIONS,
        });
        const gzip = await gzipDirSize(built.outputPath);
        if (textGzip === undefined) {
          let text = '';
          for (const rel of await listHtml(localeDir, skip)) {
            const html = await fs.readFile(path.join(localeDir, rel), 'utf8');
            text += (/<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ');
          }
          textGzip = zlib.gzipSync(Buffer.from(text)).length;
        }
        const row = {
          locale: loc.locale,
          pages: built.pages,
          buildMs: Math.round(built.ms),
          indexFiles: built.files,
          indexRawBytes: built.bytes,
          indexGzipBytes: gzip,
          wholeTextGzipBytes: textGzip,
        };
        if (BROWSER) Object.assign(row, await measureBrowser(siteDir, loc));
        entry.locales.push(row);
      }
      results.datasets.push(entry);
    }
  } finally {
    await closePagefind();
    await fs.rm(tmp, {recursive: true, force: true});
  }

  const lines = [
    'Search benchmark (Pagefind, embedded mode)',
    '',
    '| dataset | locale | pages | index build | index size (files, raw / gzip) | whole text gzip | 1st query download, gzip: median / max of the queries (first word, requests) | keystroke→results (median / max) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const d of results.datasets) {
    for (const r of d.locales) {
      const fq = r.firstQuery
        ? `${KB(r.firstQuery.medianGzip)} / ${KB(r.firstQuery.maxGzip)} (${r.firstQuery.query}: ${KB(r.firstQuery.gzip)}, ${r.firstQuery.requests})`
        : 'n/a';
      const ks = r.keystrokeMs ? `${r.keystrokeMs.median?.toFixed(0)} / ${r.keystrokeMs.max?.toFixed(0)} ms` : 'n/a';
      lines.push(
        `| ${d.name} | ${r.locale} | ${r.pages} | ${r.buildMs} ms | ${r.indexFiles}, ${KB(r.indexRawBytes)} / ${KB(r.indexGzipBytes)} | ${KB(r.wholeTextGzipBytes)} | ${fq} | ${ks} |`,
      );
    }
  }
  lines.push('', 'Targets: first query < 150 KB gzip; keystroke→results < 100 ms after the index is loaded.');
  console.log(lines.join('\n'));
  const out = path.join(root, 'bench-results', 'search.json');
  await fs.mkdir(path.dirname(out), {recursive: true});
  await fs.writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, out)}`);
}

await main();
