#!/usr/bin/env node
// Search relevance on a built site (issue 16): the share of the queries of tests/search-relevance.json
// whose expected page the search modal lists first (top 1) or among its first three pages (top 3).
//   node scripts/bench-relevance.mjs [--dir build] [--json out.json]
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import {runQueries, score} from './lib/relevance.mjs';
import {startNginx} from './nginx.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = path.resolve(arg('dir', path.join(root, 'build')));
const port = 3950 + Math.floor(Math.random() * 40);
const set = JSON.parse(fs.readFileSync(path.join(root, 'tests/search-relevance.json'), 'utf8'));

const server = await startNginx({dir, port});
const {chromium} = await import('playwright');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const results = {};
try {
  for (const [locale, prefix] of [
    ['zh', ''],
    ['en', '/en'],
  ]) {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const runs = await runQueries(page, `http://localhost:${port}`, prefix, set[locale]);
    results[locale] = {...score(runs.map((r) => r.position)), misses: runs.filter((r) => r.position !== 1)};
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const [locale, r] of Object.entries(results)) {
  console.log(
    `${locale}: ${r.queries} queries, top 1 ${(r.top1 * 100).toFixed(1)}%, top 3 ${(r.top3 * 100).toFixed(1)}%`,
  );
  for (const m of r.misses)
    console.log(`  ${m.position || '-'}  ${m.q} → want ${m.expect}; got ${m.ranked.slice(0, 3).join(' | ')}`);
}
const out = arg('json');
if (out) fs.writeFileSync(out, JSON.stringify(results, null, 2));
