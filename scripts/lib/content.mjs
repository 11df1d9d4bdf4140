// Rules every content page must meet (issue 5, "Checks the project keeps"; issue 9, "Docs true to
// Rainbond 5.11": console labels and markers of later versions).
// Pure functions over file text, so the unit tests can feed them strings.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** Content roots of the default locale and where their English twins live. */
export const CONTENT_ROOTS = [
  {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {zh: 'community', en: 'i18n/en/docusaurus-plugin-content-docs-community/current'},
  {zh: 'blog', en: 'i18n/en/docusaurus-plugin-content-blog', kind: 'blog'},
  // Product pages written in MDX (cases, use scenes, features); their title and description come
  // from their family's index in src/data/ (front matter `product_page: true`).
  {zh: 'src/pages', en: 'i18n/en/docusaurus-plugin-content-pages', kind: 'product'},
];

export const MIN_HAN_CHARS = 400;
export const MIN_EN_WORDS = 250;
const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon)\b|待补充|敬请期待/i;

/** Split `---` front matter (YAML) from the body; returns {data, body, error}. */
export function parseFrontMatter(text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return {data: {}, body: text};
  try {
    const data = yaml.load(m[1]) ?? {};
    return {data: typeof data === 'object' ? data : {}, body: text.slice(m[0].length)};
  } catch (e) {
    return {data: {}, body: text.slice(m[0].length), error: String(e.message).split('\n')[0]};
  }
}

/** The prose of a page: no code, no imports, no tags, no link targets. */
export function prose(body) {
  return body
    .replace(/(```|~~~)[\s\S]*?\1/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<[^>\n]*>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ');
}

/**
 * The prose of a product page: its Markdown and the texts of the components' props (card titles
 * and descriptions, diagram labels), without JSX names, prop names and object keys.
 */
export function productProse(body) {
  return prose(body)
    .replace(/([{,]\s*)[A-Za-z_]\w*:/g, '$1 ')
    .replace(/<\/?[A-Z][\w.]*|\/>|\b[A-Za-z_]\w*=/g, ' ');
}

export const countHan = (s) => (s.match(/\p{Script=Han}/gu) ?? []).length;
export const countWords = (s) => (s.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? []).length;

/**
 * Markers of Rainbond releases after 5.11 (the site documents 5.11.1): found while checking the
 * first 63 pages against the 5.11 sources, they must never come back. Checked on every page,
 * code included.
 */
export const LATER_VERSION_MARKERS = [
  {re: /install-rainbond\.ps1/i, why: 'the Windows installer of Rainbond 6'},
  {
    re: /\bv5\.(?:1[2-9]|[2-9]\d)\.\d+(?:-[\w.]+)?|\bv[6-9]\.\d+\.\d+-(?:release|dind[\w-]*)\b|\brainbond[\w/.-]*:v?[6-9]\.\d+/i,
    why: 'an image or release tag after 5.11',
  },
  {
    re: /\bRainbond\s*(?:V|v)?(?:5\.(?:1[2-9]|[2-9]\d)|[6-9](?:\.\d+)*)(?![\d.]*\d)(?!\s*(?:个|种|年|月|日|days?|steps?|nodes?))/i,
    why: 'a Rainbond version after 5.11',
  },
];

/** Platform image and grctl tags of 5.11 that are not 5.11.1 (`v5.11.0-release`): stale outside the upgrade pages and release notes. */
const STALE_511_TAG = /\bv5\.11\.0-(?:release|dind-allinone)\b/g;

/**
 * Images that Rainbond 5.11.1's code itself pulls at `v5.11.0-release` (`CIVERSION` in the builder, rbd-api's
 * default shell image): `name:v5.11.0-release` is right for them on any page. Kept equal to the entries of
 * src/data/reference/images.ts with that tag (tests/unit/reference-lists.test.ts).
 */
export const IMAGES_AT_5110 = ['builder', 'runner', 'rbd-init-probe', 'rbd-mesh-data-panel', 'rbd-shell'];

/** Problems of later-version markers in `text` (all of it, code included). */
export function laterVersionProblems(text, {file = '', kind = 'docs'} = {}) {
  const out = [];
  for (const {re, why} of LATER_VERSION_MARKERS) {
    const m = re.exec(text);
    if (m) out.push(`"${m[0]}": ${why}; this site documents Rainbond 5.11.1`);
  }
  // The upgrade pages and the release notes (community change/) name the releases they are about.
  const aboutReleases = /(^|\/)(upgrade|change)\//.test(file);
  const stale =
    kind === 'docs' && !aboutReleases
      ? [...text.matchAll(STALE_511_TAG)].find((m) => {
          const before = /([\w-]+):$/.exec(text.slice(Math.max(0, m.index - 40), m.index));
          return !(before && IMAGES_AT_5110.includes(before[1]) && m[0].endsWith('-release'));
        })
      : undefined;
  if (stale) out.push(`"${stale[0]}": the 5.11 docs use v5.11.1 tags`);
  return out;
}

const normalise = {zh: (s) => s.replace(/\s+/g, ''), en: (s) => s.replace(/\s+/g, ' ').trim().toLowerCase()};

/**
 * The console labels of Rainbond 5.11.1 kept in src/data/console-labels/*.json, as {zh, en} sets,
 * and the menus whose children are fixed (`menus` in those files, by label key), as
 * {zh, en} maps from a parent label to the set of its children's labels.
 */
export function loadConsoleLabels(root) {
  const dir = path.join(root, 'src', 'data', 'console-labels');
  const labels = {zh: new Set(), en: new Set(), menus: {zh: new Map(), en: new Map()}};
  const byKey = new Map();
  const docs = (
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((n) => n.endsWith('.json'))
          .sort()
      : []
  ).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  for (const doc of docs) {
    for (const label of doc.labels) {
      labels.zh.add(normalise.zh(label.zh));
      labels.en.add(normalise.en(label.en));
      if (!byKey.has(label.key)) byKey.set(label.key, label);
    }
  }
  const resolve = (key) => {
    const label = byKey.get(key);
    if (!label) throw new Error(`console-labels: menu names the unknown label key ${key}`);
    return label;
  };
  for (const {parent, children} of docs.flatMap((d) => d.menus ?? [])) {
    for (const lang of ['zh', 'en'])
      labels.menus[lang].set(
        normalise[lang](resolve(parent)[lang]),
        new Set(children.map((c) => normalise[lang](resolve(c)[lang]))),
      );
  }
  return labels;
}

const isItalic = (segment) => /^([*_]).+\1$/.test(segment);

/**
 * Console paths of a page: bold spans with arrows, `**平台管理 → 集群 → 添加集群**`, outside code.
 * A segment in italics (`*你的应用*`) is the reader's own name and is not a label.
 */
export function consolePaths(body) {
  const text = body.replace(/(```|~~~)[\s\S]*?\1/g, ' ').replace(/`[^`\n]*`/g, ' ');
  const out = [];
  for (const m of text.matchAll(/\*\*((?:[^*\n]|\*(?!\*)[^*\n]+\*)+?)\*\*/g)) {
    if (!m[1].includes('→')) continue;
    const steps = m[1].split('→').map((s) => s.trim());
    out.push({text: m[1], steps, segments: steps.filter((s) => !isItalic(s))});
  }
  return out;
}

/** Segments of the page's console paths that are not labels of the 5.11.1 console, or not under their menu. */
export function consolePathProblems(body, lang, labels) {
  const out = [];
  const norm = normalise[lang];
  for (const {text, steps, segments} of consolePaths(body)) {
    const unknown = segments.filter((s) => !labels[lang].has(norm(s)));
    if (unknown.length)
      out.push(
        `console path "${text}": ${unknown.map((u) => `"${u}"`).join(', ')} not a 5.11.1 console label (src/data/console-labels)`,
      );
    steps.forEach((step, i) => {
      const children = labels.menus?.[lang].get(norm(step));
      const next = steps[i + 1];
      if (children && next !== undefined && !isItalic(next) && !children.has(norm(next)))
        out.push(`console path "${text}": the 5.11.1 console has no "${next}" under "${step}"`);
    });
  }
  return out;
}

export const isPartial = (file) => /(^|\/)_[^/]*$/.test(file);

export function isIndexPage(file) {
  return /(^|\/)index\.mdx?$/.test(file) || /(^|\/)_[^/]*$/.test(file);
}

/**
 * Problems of one page. `lang` is 'zh' or 'en'; `file` is its path (used for the index rule).
 * Returns a list of human-readable messages, empty when the page is fine.
 * @param {string} text
 * @param {{lang: 'zh' | 'en' | string, file: string, kind?: string, labels?: {zh: Set<string>, en: Set<string>}}} options
 *   `labels`: the console labels (loadConsoleLabels); without them console paths are not checked.
 */
export function checkPage(text, {lang, file, kind = 'docs', labels = undefined}) {
  const problems = [];
  const {data, body, error} = parseFrontMatter(text);
  if (error) problems.push(`front matter is not valid YAML: ${error}`);
  // A partial (`_name.mdx`, imported by pages) is no page: it needs no title or description.
  if (kind === 'product' && data.product_page !== true)
    problems.push('a product page needs `product_page: true` (its title comes from its index in src/data/)');
  if (!isPartial(file) && kind !== 'product') {
    if (!data.title) problems.push('front matter has no title');
    if (!data.description) problems.push('front matter has no description');
  }
  const p = kind === 'product' ? productProse(body) : prose(body);
  const ph = PLACEHOLDER.exec(p) ?? PLACEHOLDER.exec(`${data.title ?? ''} ${data.description ?? ''}`);
  if (ph) problems.push(`placeholder text "${ph[0]}"`);
  if (data.reference === true) {
    // A reference page (front matter `reference: true`, e.g. an API endpoint) is measured by its
    // tables and examples, not its prose.
    if (!/^\|.*\|\s*\n\|\s*:?-{3,}/m.test(body)) problems.push('a reference page needs a table');
    if (!/^(```|~~~)/m.test(body)) problems.push('a reference page needs an example (a code block)');
  } else if (kind === 'product' && data.listing === true) {
    // A product page that lists cards or holds a tool (front matter `listing: true`: the case and
    // scene indexes, the install generators) has a lead paragraph, not prose to measure.
  } else if ((kind === 'product' || !isIndexPage(file)) && kind !== 'blog-meta') {
    if (lang === 'zh') {
      const n = countHan(p);
      if (n < MIN_HAN_CHARS) problems.push(`only ${n} Chinese characters (at least ${MIN_HAN_CHARS})`);
    } else {
      const n = countWords(p);
      if (n < MIN_EN_WORDS) problems.push(`only ${n} English words (at least ${MIN_EN_WORDS})`);
    }
  }
  problems.push(...laterVersionProblems(text, {file, kind}));
  if (labels) problems.push(...consolePathProblems(body, lang, labels));
  return problems;
}

function walk(dir, acc = []) {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else if (/\.mdx?$/.test(e.name)) acc.push(p);
  }
  return acc;
}

/** Check every page of the site below `root`; returns {pages, problems: [{file, problem}]}. */
export function checkSite(root, {only} = {}) {
  const out = [];
  let pages = 0;
  const labels = loadConsoleLabels(root);
  const wanted = (f) => !only || only.some((o) => f.startsWith(o) || path.resolve(root, f).startsWith(path.resolve(o)));
  for (const {zh, en, kind: rootKind} of CONTENT_ROOTS) {
    const kind = rootKind ?? 'docs';
    const zhFiles = walk(path.join(root, zh)).map((f) => path.relative(path.join(root, zh), f));
    const enFiles = walk(path.join(root, en)).map((f) => path.relative(path.join(root, en), f));
    const enSet = new Set(enFiles);
    const zhSet = new Set(zhFiles);
    for (const f of zhFiles) {
      const rel = path.join(zh, f);
      if (!wanted(rel)) continue;
      pages++;
      if (!enSet.has(f)) out.push({file: rel, problem: `no English twin at ${path.join(en, f)}`});
      for (const problem of checkPage(fs.readFileSync(path.join(root, rel), 'utf8'), {
        lang: 'zh',
        file: f,
        kind,
        labels,
      }))
        out.push({file: rel, problem});
    }
    for (const f of enFiles) {
      const rel = path.join(en, f);
      if (!wanted(rel)) continue;
      pages++;
      if (!zhSet.has(f)) out.push({file: rel, problem: `no Chinese page at ${path.join(zh, f)}`});
      for (const problem of checkPage(fs.readFileSync(path.join(root, rel), 'utf8'), {
        lang: 'en',
        file: f,
        kind,
        labels,
      }))
        out.push({file: rel, problem});
    }
  }
  return {pages, problems: out};
}
