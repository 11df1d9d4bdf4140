#!/usr/bin/env node
// `npm run bench`: cold build time (with the precompression) and peak memory of both locales, HTML pages built, main.js
// of each locale (raw and gzip) and its modules by package (scripts/bench-main.mjs: raw and parsed size, from the
// build's stats), and for key pages the JavaScript and CSS a first visit loads
// (raw and gzip); Lighthouse mobile scores (the `lighthouse` devDependency driving Chromium).
// Figures also go to bench-results/bench.json.
// The site is at full size (the manifest's whole route set, ~450 routes per locale), so the real
// build is the full-size measurement; no stand-in is built.
//   --no-build        measure the existing build/ instead of building
//   --no-lighthouse   skip Lighthouse (BENCH_LIGHTHOUSE_ROUTES=/,/docs/ picks the pages, by default
//                     the measured pages but the product pages; BENCH_LIGHTHOUSE_RUNS=5 how many runs each; the median is reported)
//   --no-search       skip the search benchmarks (scripts/bench-search.mjs: index size, first-query
//                     download, keystroke time; scripts/bench-relevance.mjs: top-1/top-3 of the
//                     reader tasks of tests/search-relevance.json, to bench-results/relevance.json)
//   --dir <path>      measure that build directory (implies --no-build)
//   --no-load         skip the load test (scripts/bench-load.mjs: autocannon against nginx with the
//                     shipped configuration on 127.0.0.1, BENCH_LOAD_SECONDS per URL with
//                     BENCH_LOAD_CONNECTIONS connections: req/s and p50/p99 of the landing page, a
//                     long docs page, main.js and a search index chunk)
//   --load-only       only the load test (with --dir <path>, or build/); --load-compare adds the same
//                     build without its .gz/.br files (compressed on the fly, as before precompression)
// Two first-visit figures per page: the scripts the HTML names (`initial`), and every script
// and stylesheet Chromium at 390 px actually downloads until the network is idle (`loaded`).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import zlib from 'node:zlib';
import {startNginx} from './nginx.mjs';
import {benchLoad} from './bench-load.mjs';
import {benchMain, formatReport} from './bench-main.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const dirArg = process.argv.indexOf('--dir');
const build = dirArg > 0 ? path.resolve(process.argv[dirArg + 1]) : path.join(root, 'build');
const result = {date: new Date().toISOString()};
const loadPort = Number(process.env.BENCH_PORT ?? 3199);
const loadCompare = process.argv.includes('--load-compare');

if (process.argv.includes('--load-only')) {
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    console.error(`${build} holds no built site: build it, or pass --dir <build>`);
    process.exit(1);
  }
  result.load = await benchLoad({build, port: loadPort, compare: loadCompare});
  fs.mkdirSync('bench-results', {recursive: true});
  fs.writeFileSync('bench-results/load.json', JSON.stringify({date: result.date, build, ...result.load}, null, 2));
  process.exit(0);
}

if (!process.argv.includes('--no-build') && dirArg < 0) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(dir, {recursive: true, force: true});
  for (const f of fs.existsSync('bench-results') ? fs.readdirSync('bench-results') : [])
    if (/^stats-[\w-]+\.json$/.test(f)) fs.rmSync(path.join('bench-results', f));
  const t0 = Date.now();
  const {spawn: spawnAsync} = await import('node:child_process');
  // scripts/build.mjs: `docusaurus build`, then the precompression (.gz/.br) of build/.
  const child = spawnAsync('node', ['scripts/build.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // RAINBOND_BUILD_STATS: main.js's modules, to bench-results/stats-<locale>.json (src/plugins/build-stats).
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', RAINBOND_BUILD_STATS: '1'},
  });
  // Peak memory: the resident memory of the whole process tree (npx, docusaurus and any worker
  // it starts), sampled every 200 ms.
  let peakRss = 0;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, treeRss(child.pid));
  }, 200);
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  clearInterval(timer);
  if (status !== 0) {
    console.error('build failed');
    process.exit(1);
  }
  result.coldBuildSeconds = Number(((Date.now() - t0) / 1000).toFixed(1));
  result.buildPeakMemoryMiB = Math.round(peakRss / 1024 / 1024);
}

/** Resident memory (bytes) of a process and all its descendants, read from /proc (0 elsewhere). */
function treeRss(pid) {
  let total = 0;
  try {
    const vm = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (vm) total += Number(vm[1]) * 1024;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const c of children ? children.split(/\s+/) : []) total += treeRss(c);
    }
  } catch {
    // the process ended between two reads
  }
  return total;
}

function walk(dir, acc = []) {
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else if (e.name.endsWith('.html')) acc.push(p);
  }
  return acc;
}
result.htmlPages = walk(build).filter((f) => !f.includes(`${path.sep}__server${path.sep}`)).length;

/** An attribute of an HTML tag, quoted or not (the built HTML is minified). */
function attr(tag, name) {
  const m = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]).replace(/\/$/, '') : undefined;
}

/** Assets a first visit of a page loads before it is interactive: scripts, script preloads, stylesheets. */
export function firstVisitAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(m[0], 'src');
    if (src) js.add(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attr(m[0], 'href');
    const rel = attr(m[0], 'rel');
    if (!href) continue;
    if (rel === 'stylesheet') css.add(href);
    else if (rel === 'preload' && attr(m[0], 'as') === 'script') js.add(href);
  }
  return {js: [...js], css: [...css]};
}

function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    if (/^https?:/.test(f)) continue;
    const buf = fs.readFileSync(path.join(build, f.split('?')[0]));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, {level: 9}).length;
  }
  return {raw, gzip};
}

// Product pages of issue 14, measured for bytes (each at most the landing page's figure + 10 KB).
const PRODUCT_ROUTES = ['/en/case/talkweb', '/en/usescene/x86ToArm', '/en/feature/devops', '/en/helm/'];
// BENCH_ROUTES=/a,/b measures other pages; by default a page of each template: landing, docs index,
// a deep docs page, a long docs page with a diagram (the offline install), an API endpoint page (generated from openapi/), a blog post, and the product pages.
const routes = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? [
  ...PRODUCT_ROUTES,
  '/',
  '/en/',
  '/docs/',
  '/docs/use-manual/component-manage/env/advanced-env',
  '/docs/installation/offline/',
  '/en/docs/',
  '/en/docs/use-manual/component-manage/env/advanced-env',
  '/en/docs/installation/offline/',
  '/docs/api/application/closeApp',
  '/en/docs/api/application/closeApp',
  '/blog/nacos',
  '/en/blog/nacos',
];
// main.js and the webpack runtime of each locale: what every first visit parses.
result.main = {};
for (const [locale, prefix] of [
  ['zh', ''],
  ['en', 'en'],
]) {
  const file = path.join(build, prefix, 'index.html');
  if (!fs.existsSync(file)) continue;
  const {js} = firstVisitAssets(fs.readFileSync(file, 'utf8'));
  const main = js.filter((f) => /\/(main|runtime~main)\.[^/]*js$/.test(f));
  result.main[locale] = {...sizeOf(main), files: main.map((f) => path.basename(f))};
}
// main.js's modules by package, from the stats the build wrote (a build made without
// RAINBOND_BUILD_STATS=1, or another build than the stats', has none).
try {
  result.mainModules = benchMain({dir: build});
} catch (err) {
  console.warn(`main.js by package: ${err.message}`);
}
result.pages = {};
for (const route of routes) {
  const file = path.join(build, route, route.endsWith('/') ? 'index.html' : 'index.html');
  if (!fs.existsSync(file)) continue;
  const {js, css} = firstVisitAssets(fs.readFileSync(file, 'utf8'));
  result.pages[route] = {js: sizeOf(js), css: sizeOf(css), jsFiles: js.length};
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 3199);
// Served as production serves it: nginx with deploy/rainbond-docs.conf.
const server = await startNginx({dir: build, port});

// What a phone really downloads on a first visit: route chunks load after main.js runs.
if (fs.existsSync(chromium)) {
  const {chromium: pw} = await import('@playwright/test');
  const browser = await pw.launch({executablePath: chromium, args: ['--no-sandbox', '--disable-gpu']});
  for (const route of Object.keys(result.pages)) {
    const context = await browser.newContext({viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    const loaded = {js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}, jsFiles: 0};
    const pending = [];
    page.on('requestfinished', (req) => {
      const type = req.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const res = await req.response();
          const body = await res.body();
          const kind = type === 'script' ? 'js' : 'css';
          loaded[kind].raw += body.length;
          loaded[kind].gzip += zlib.gzipSync(body, {level: 9}).length;
          if (kind === 'js') loaded.jsFiles += 1;
        })(),
      );
    });
    await page.goto(`http://localhost:${port}${route}`, {waitUntil: 'networkidle'});
    await page.waitForTimeout(500);
    await Promise.all(pending);
    result.pages[route].loaded = loaded;
    await context.close();
  }
  await browser.close();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nRainbond website benchmark');
console.log("full size: the real build holds the manifest's whole route set in both locales");
if (result.coldBuildSeconds)
  console.log(
    `cold build, zh + en, precompression included: ${result.coldBuildSeconds} s, peak memory ${result.buildPeakMemoryMiB} MiB`,
  );
console.log(`HTML pages built: ${result.htmlPages}`);
for (const [locale, m] of Object.entries(result.main))
  console.log(`main.js + runtime (${locale}): ${kb(m.raw)} raw, ${kb(m.gzip)} gzip`);
if (result.mainModules && Object.keys(result.mainModules).length)
  console.log(`\n${formatReport(result.mainModules, 10)}`);
else console.log('main.js by package: no stats (build with RAINBOND_BUILD_STATS=1)');
console.log('\nfirst visit              JS raw     JS gzip    CSS raw    CSS gzip  files');
for (const [route, p] of Object.entries(result.pages)) {
  const row = (label, m) =>
    console.log(
      `${label.padEnd(22)} ${kb(m.js.raw).padStart(9)} ${kb(m.js.gzip).padStart(10)} ${kb(m.css.raw).padStart(10)} ${kb(m.css.gzip).padStart(10)} ${String(m.jsFiles).padStart(6)}`,
    );
  row(`${route} initial`, p);
  if (p.loaded) row(`${route} loaded`, p.loaded);
}

// Lighthouse, mobile preset, when Chromium is present (the CLI is fetched by npx on first use).
const lighthouseRoutes =
  process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').filter(Boolean) ??
  Object.keys(result.pages).filter((r) => !PRODUCT_ROUTES.includes(r));
const lighthouseBin = path.join(root, 'node_modules/.bin/lighthouse');
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

/** One Lighthouse run of a route: its scores, TBT, LCP and CLS, or null when it failed. */
function lighthouseRun(route, i) {
  const out = path.join(root, 'bench-results', `lighthouse${route.replace(/\W+/g, '-')}${i ? `-${i + 1}` : ''}.json`);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.rmSync(out, {force: true});
  const r = spawnSync(
    lighthouseBin,
    [
      `http://localhost:${port}${route}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-path=${chromium}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {stdio: ['ignore', 'ignore', 'ignore'], env: {...process.env, CHROME_PATH: chromium}},
  );
  if (r.status !== 0 || !fs.existsSync(out)) return null;
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const c = report.categories;
  return {
    ...Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((k) => [k, Math.round(c[k].score * 100)]),
    ),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

if (fs.existsSync(chromium) && !process.argv.includes('--no-lighthouse')) {
  result.lighthouse = {};
  console.log(`\nLighthouse (mobile, median of ${lighthouseRuns})`);
  console.log(
    'route                performance  accessibility  best-practices  seo    TBT     LCP    CLS   [performance of each run] TBT [each run]',
  );
  // Lighthouse's simulated throttling varies by a few points from run to run; the median of
  // BENCH_LIGHTHOUSE_RUNS runs (default 5) is reported, as Lighthouse's own docs advise. The runs go
  // round by round over the routes, so that a busy spell of the machine weighs on every page alike.
  const runsOf = Object.fromEntries(lighthouseRoutes.map((route) => [route, []]));
  for (let i = 0; i < lighthouseRuns; i += 1)
    for (const route of lighthouseRoutes) {
      const run = lighthouseRun(route, i);
      if (run) runsOf[route].push(run);
    }
  for (const route of lighthouseRoutes) {
    const runs = runsOf[route];
    if (runs.length === 0) {
      console.log(`${route.padEnd(20)} failed to run`);
      continue;
    }
    // Each figure's own median (the TBT of the median-score run is not the median TBT).
    const median = Object.fromEntries(
      Object.keys(runs[0]).map((k) => {
        const values = runs.map((r) => r[k]).sort((a, b) => a - b);
        return [k, values[Math.floor(values.length / 2)]];
      }),
    );
    result.lighthouse[route] = {
      ...median,
      performanceRuns: runs.map((r) => r.performance),
      tbtRuns: runs.map((r) => r.tbtMs),
    };
    console.log(
      `${route.padEnd(20)} ${String(median.performance).padStart(11)} ${String(median.accessibility).padStart(14)} ${String(median['best-practices']).padStart(15)} ${String(median.seo).padStart(5)}` +
        `   ${String(median.tbtMs).padStart(4)} ms ${String(median.lcpMs).padStart(5)} ms  ${median.cls}   [${runs.map((r) => r.performance).join(', ')}] TBT [${runs.map((r) => r.tbtMs).join(', ')}]`,
    );
  }
} else {
  console.log('\nLighthouse: skipped (no Chromium at /usr/bin/chromium, or --no-lighthouse)');
}

await server.stop();

if (!process.argv.includes('--no-load')) result.load = await benchLoad({build, port: loadPort, compare: loadCompare});

if (fs.existsSync(path.join(root, 'scripts/bench-search.mjs')) && !process.argv.includes('--no-search')) {
  spawnSync('node', ['scripts/bench-search.mjs', '--build-dir', build], {stdio: 'inherit'});
  console.log('\nSearch relevance (tests/search-relevance.json):');
  spawnSync('node', ['scripts/bench-relevance.mjs', '--dir', build, '--json', 'bench-results/relevance.json'], {
    stdio: 'inherit',
  });
}

fs.mkdirSync('bench-results', {recursive: true});
fs.writeFileSync('bench-results/bench.json', JSON.stringify(result, null, 2));
