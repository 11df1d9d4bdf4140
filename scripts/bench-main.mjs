#!/usr/bin/env node
// What main.js holds: its modules grouped by package (the node_modules package, or src/<folder>,
// src/plugins/<plugin>, packages/<package> for the site's code), with two sizes each:
// - raw: the modules' source size as the bundler reports it (after the loaders, before minification);
// - parsed: the bytes of the minified main.js that hold them. Each module's code is found in the file
//   by webpack-bundle-analyzer's parser (a dependency of @docusaurus/core, used by
//   `docusaurus build --bundle-analyzer`); a module into which others were concatenated shares its
//   bytes among them in proportion to their raw sizes, as the analyzer does. What the parser places in
//   no module (the chunk's wrapper) is `(chunk wrapper)`.
// The module list comes from the build's stats, written by src/plugins/build-stats when the site is
// built with RAINBOND_BUILD_STATS=1 (bench-results/stats-<locale>.json); the route table hides the
// module paths, so main.js itself cannot tell them.
//   node scripts/bench-main.mjs [--dir build] [--stats bench-results] [--top 10] [--json bench-results/main-modules.json]
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import {createRequire} from 'node:module';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');

/**
 * The package a module of the bundle belongs to, from its name in the stats: the package under the
 * last node_modules/ (scoped: @scope/name), src/plugins/<plugin>, src/<folder>, packages/<package>,
 * .docusaurus (generated files), or (bundler runtime).
 * @param {string} name
 */
export function packageOf(name) {
  const file = name
    .replace(/^.*!/, '')
    .replace(/\?.*$/, '')
    .replace(/ \+ \d+ modules?$/, '')
    .replaceAll('\\', '/');
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [first = '', second = ''] = file.slice(nm + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (/^(webpack|rspack)\/runtime\//.test(file) || file.startsWith('(webpack)')) return '(bundler runtime)';
  const rel = file.replace(/^(\.\/)+/, '');
  const plugin = /^src\/plugins\/([^/]+)\//.exec(rel);
  if (plugin) return `src/plugins/${plugin[1]}`;
  const site = /^(src|packages)\/([^/]+)\//.exec(rel);
  if (site) return `${site[1]}/${site[2]}`;
  if (/^src\/[^/]+$/.test(rel)) return 'src';
  // Docusaurus' generated files, each on its own: the site's config, the route table, translations, …
  const generated = /(?:^|\/)\.docusaurus\/([^/]+)/.exec(rel);
  if (generated) return `.docusaurus/${generated[1]}`;
  return rel.split('/')[0] || '(other)';
}

/**
 * main.js's modules grouped by package, largest parsed size first.
 * @param {{modules: {id: string | number, name: string, size: number, modules?: {name: string, size: number}[]}[]}} stats
 *   what src/plugins/build-stats writes
 * @param {{bytes: number, modules: Record<string, number>}} parsed the size of main.js, and the
 *   bytes of each module's code in it, by module id
 */
export function groupByPackage(stats, parsed) {
  /** @type {Map<string, {package: string, raw: number, parsed: number, modules: number}>} */
  const groups = new Map();
  const add = (/** @type {string} */ name, /** @type {number} */ raw, /** @type {number} */ bytes) => {
    const key = packageOf(name);
    const g = groups.get(key) ?? {package: key, raw: 0, parsed: 0, modules: 0};
    g.raw += raw;
    g.parsed += bytes;
    g.modules += 1;
    groups.set(key, g);
  };
  let placed = 0;
  let unparsed = 0;
  for (const m of stats.modules) {
    const bytes = parsed.modules[String(m.id)] ?? 0;
    if (!(String(m.id) in parsed.modules)) unparsed += 1;
    placed += bytes;
    const inner = m.modules?.length ? m.modules : [{name: m.name, size: m.size}];
    const total = inner.reduce((n, x) => n + x.size, 0);
    // Largest remainder, so that the parts add up to the module's bytes exactly.
    const shares = inner.map((x) => (total > 0 ? (bytes * x.size) / total : bytes / inner.length));
    const floors = shares.map(Math.floor);
    let rest = bytes - floors.reduce((n, x) => n + x, 0);
    const order = shares.map((s, i) => [s - floors[i], i]).sort((a, b) => b[0] - a[0]);
    for (const [, i] of order) if (rest-- > 0) floors[i] += 1;
    inner.forEach((x, i) => add(x.name, x.size, floors[i]));
  }
  const wrapper = Math.max(0, parsed.bytes - placed);
  if (wrapper > 0) groups.set('(chunk wrapper)', {package: '(chunk wrapper)', raw: 0, parsed: wrapper, modules: 0});
  const packages = [...groups.values()].sort((a, b) => b.parsed - a.parsed || b.raw - a.raw);
  return {
    bytes: parsed.bytes,
    raw: packages.reduce((n, g) => n + g.raw, 0),
    modules: stats.modules.length,
    unparsedModules: unparsed,
    packages,
  };
}

/** The parsed size of each module of a minified bundle file, by module id. */
export function parseMain(file) {
  const require = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  /** @type {{parseBundle: (f: string) => {modules: Record<string, string>}}} */
  const {parseBundle} = require('webpack-bundle-analyzer/lib/parseUtils');
  const {modules} = parseBundle(file);
  return {
    bytes: fs.statSync(file).size,
    modules: Object.fromEntries(Object.entries(modules).map(([id, src]) => [id, Buffer.byteLength(src)])),
  };
}

/**
 * The report of every stats-<locale>.json in `statsDir`, against the build in `dir` (the default
 * locale at its root, the others in dir/<locale>).
 */
export function benchMain({dir = path.join(root, 'build'), statsDir = path.join(root, 'bench-results')} = {}) {
  const files = fs.existsSync(statsDir) ? fs.readdirSync(statsDir).filter((f) => /^stats-[\w-]+\.json$/.test(f)) : [];
  /** @type {Record<string, object>} */
  const report = {};
  for (const f of files.sort()) {
    const stats = JSON.parse(fs.readFileSync(path.join(statsDir, f), 'utf8'));
    const [main] = stats.files;
    const out = [path.join(dir, stats.locale), dir].find((d) => fs.existsSync(path.join(d, main)));
    if (!out)
      throw new Error(`bench-main: ${main} of ${f} is not in ${dir} (nor ${dir}/${stats.locale}): build it again`);
    report[stats.locale] = {file: path.basename(main), ...groupByPackage(stats, parseMain(path.join(out, main)))};
  }
  return report;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** The report as text: the `top` largest packages of each locale. */
export function formatReport(report, top = 10) {
  const lines = [];
  for (const [locale, r] of Object.entries(report)) {
    lines.push(
      `main.js (${locale}, ${r.file}): ${kb(r.bytes)} parsed, ${kb(r.raw)} raw in ${r.modules} modules; by package:`,
    );
    lines.push(`  ${'package'.padEnd(44)} ${'parsed'.padStart(11)} ${'raw'.padStart(11)}  modules`);
    for (const g of r.packages.slice(0, top))
      lines.push(`  ${g.package.padEnd(44)} ${kb(g.parsed).padStart(11)} ${kb(g.raw).padStart(11)}  ${g.modules}`);
    if (r.packages.length > top) lines.push(`  … ${r.packages.length - top} more packages`);
  }
  return lines.join('\n');
}

if (import.meta.url === url.pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const report = benchMain({
    dir: path.resolve(arg('--dir', 'build')),
    statsDir: path.resolve(arg('--stats', 'bench-results')),
  });
  if (Object.keys(report).length === 0) {
    console.error('bench-main: no stats-<locale>.json: build with RAINBOND_BUILD_STATS=1 first');
    process.exit(1);
  }
  const json = arg('--json', path.join('bench-results', 'main-modules.json'));
  fs.mkdirSync(path.dirname(json), {recursive: true});
  fs.writeFileSync(json, JSON.stringify({date: new Date().toISOString(), ...report}, null, 2));
  console.log(formatReport(report, Number(arg('--top', 10))));
}
