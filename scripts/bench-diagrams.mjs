#!/usr/bin/env node
// Diagram legibility: for every Mermaid diagram drawn at build time (`.mermaid-static`), in each
// locale, at 1280 px and at 390 px, the smallest label in CSS px (its computed font size times the
// scale the SVG is drawn at: rendered width / viewBox width), as a reader sees it without zooming.
// Prints, per locale and width, the number of diagrams, the median smallest label and how many
// fall under 8, 11 and 12 px; the figures go to bench-results/diagrams.json.
//   node scripts/bench-diagrams.mjs [--dir build] [--locale zh|en] [--port 3198] [--list] [--js]
// --list also prints the diagrams under 12 px. Pages are loaded with their stylesheets, without
// their scripts (diagrams are laid out by CSS alone).
// --js instead measures, for three pages with diagrams (JS_PAGES), the JavaScript a first visit at
// 390 px downloads until the network is idle (gzip), and which of those scripts carry a drawing
// again (one holding the id of an SVG of the page).
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {startNginx} from './nginx.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const build = path.resolve(root, opt('dir', 'build'));
const port = Number(opt('port', process.env.BENCH_PORT ?? 3198));
const only = opt('locale');
export const WIDTHS = [1280, 390];
const DIAGRAM = /class="?mermaid-static"?[ >]/;

/** The pages of a build that hold diagrams, by locale: URL paths. */
export function diagramPages(dir) {
  const pages = {zh: [], en: []};
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html') && DIAGRAM.test(fs.readFileSync(file, 'utf8'))) {
        const rel = path.relative(dir, file).split(path.sep).join('/');
        const route = `/${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        (rel.startsWith('en/') ? pages.en : pages.zh).push(route);
      }
    }
  };
  walk(dir);
  return {zh: pages.zh.sort(), en: pages.en.sort()};
}

/** Runs in the page: each visible diagram's smallest label, in CSS px. */
export function measureDiagrams() {
  const results = [];
  for (const [index, figure] of [...document.querySelectorAll('.mermaid-static')].entries()) {
    const svg = [...figure.querySelectorAll('svg')].find(
      (s) => !s.parentElement?.closest('svg') && !s.closest('dialog') && s.getBoundingClientRect().width > 0,
    );
    if (!svg) continue;
    const box = svg.viewBox.baseVal;
    const scale = svg.getBoundingClientRect().width / (box && box.width ? box.width : svg.getBBox().width);
    let smallest = Infinity;
    const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element || element.closest('style, title, desc')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      smallest = Math.min(smallest, parseFloat(style.fontSize) * scale);
    }
    if (smallest === Infinity) continue;
    const frame = figure.querySelector('[tabindex]') ?? figure;
    results.push({
      index,
      kind: svg.getAttribute('aria-roledescription') ?? '',
      naturalWidth: Math.round(box?.width ?? 0),
      width: Math.round(svg.getBoundingClientRect().width),
      height: Math.round(svg.getBoundingClientRect().height),
      smallest: Math.round(smallest * 100) / 100,
      scrolls: frame.scrollWidth > frame.clientWidth + 1,
    });
  }
  return results;
}

/** Pages with diagrams whose first-visit JavaScript --js measures (the docs index has one). */
export const JS_PAGES = ['/docs/', '/docs/installation/offline/', '/blog/nacos'];

async function firstVisitJs(browser, origin, locale) {
  const out = {};
  for (const route of JS_PAGES) {
    const url = `${origin}${locale === 'en' ? '/en' : ''}${route}`;
    const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => body));
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForTimeout(500);
    const ids = await page.locator('.mermaid-static svg[id]').evaluateAll((svgs) => svgs.map((s) => s.id));
    const bodies = await Promise.all(scripts);
    const gzip = (b) => zlib.gzipSync(b, {level: 9}).length;
    const carrying = bodies.filter((b) => ids.some((id) => b.includes(id)));
    out[route] = {
      diagrams: ids.length,
      jsGzip: bodies.reduce((n, b) => n + gzip(b), 0),
      jsFiles: bodies.length,
      carryingDrawingGzip: carrying.reduce((n, b) => n + gzip(b), 0),
      carryingDrawingFiles: carrying.length,
    };
    await context.close();
  }
  return out;
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The figures of one locale and width. */
export function summarize(diagrams) {
  const smallest = diagrams.map((d) => d.smallest);
  return {
    diagrams: diagrams.length,
    median: Math.round(median(smallest) * 10) / 10,
    under8: smallest.filter((v) => v < 8).length,
    under11: smallest.filter((v) => v < 11).length,
    under12: smallest.filter((v) => v < 12).length,
    scrolling: diagrams.filter((d) => d.scrolls).length,
  };
}

async function main() {
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    console.error(`${build} holds no built site: build it, or pass --dir <build>`);
    process.exit(1);
  }
  const pages = diagramPages(build);
  const server = await startNginx({dir: build, port});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const out = {date: new Date().toISOString(), build, locales: {}};
  try {
    if (argv.includes('--js')) {
      for (const locale of ['zh', 'en'].filter((l) => !only || l === only)) {
        if (pages[locale].length === 0) continue;
        out.locales[locale] = {firstVisit: await firstVisitJs(browser, server.origin, locale)};
        for (const [route, r] of Object.entries(out.locales[locale].firstVisit))
          console.log(
            `${locale} ${route}: ${r.diagrams} SVGs; first-visit JS ${(r.jsGzip / 1024).toFixed(1)} KB gzip in ${r.jsFiles} files; ` +
              `scripts carrying a drawing: ${r.carryingDrawingFiles} (${(r.carryingDrawingGzip / 1024).toFixed(1)} KB gzip)`,
          );
      }
    }
    for (const locale of ['zh', 'en'].filter((l) => !only || l === only)) {
      if (pages[locale].length === 0 || argv.includes('--js')) continue;
      out.locales[locale] = {};
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: {width, height: 800},
          javaScriptEnabled: false,
          ...(width < 500 ? {isMobile: true, hasTouch: true, deviceScaleFactor: 2} : {}),
        });
        const diagrams = [];
        const queue = [...pages[locale]];
        await Promise.all(
          [0, 1].map(async () => {
            const page = await context.newPage();
            for (let route = queue.shift(); route; route = queue.shift()) {
              await page.goto(`${server.origin}${route}`, {waitUntil: 'load'});
              for (const d of await page.evaluate(measureDiagrams)) diagrams.push({page: route, ...d});
            }
            await page.close();
          }),
        );
        await context.close();
        diagrams.sort((a, b) => a.smallest - b.smallest);
        const docs = diagrams.filter((d) => /^(\/en)?\/docs\//.test(d.page));
        out.locales[locale][width] = {all: summarize(diagrams), docs: summarize(docs), diagrams};
        const f = (s) =>
          `${s.diagrams} diagrams, median smallest label ${s.median} px, under 8 px ${s.under8}, under 11 px ${s.under11}, under 12 px ${s.under12}, scrolling ${s.scrolling}`;
        console.log(`${locale} ${width}px: ${f(summarize(diagrams))}`);
        console.log(`${locale} ${width}px, docs only: ${f(summarize(docs))}`);
        if (argv.includes('--list'))
          for (const d of diagrams.filter((x) => x.smallest < 12))
            console.log(`  ${d.smallest} px  ${d.page} #${d.index} ${d.kind} ${d.naturalWidth} -> ${d.width}px`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  const name = argv.includes('--js') ? 'diagrams-js.json' : 'diagrams.json';
  fs.writeFileSync(path.join(root, 'bench-results', name), JSON.stringify(out, null, 2));
  return out;
}

if (import.meta.url === url.pathToFileURL(process.argv[1] ?? '').href) await main();
