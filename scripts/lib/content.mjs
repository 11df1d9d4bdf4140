// Rules every content page must meet (issue 5, "Checks the project keeps").
// Pure functions over file text, so the unit tests can feed them strings.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** Content roots of the default locale and where their English twins live. */
export const CONTENT_ROOTS = [
  {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {zh: 'community', en: 'i18n/en/docusaurus-plugin-content-docs-community/current'},
  {zh: 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'},
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

export const countHan = (s) => (s.match(/\p{Script=Han}/gu) ?? []).length;
export const countWords = (s) => (s.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? []).length;

export function isIndexPage(file) {
  return /(^|\/)index\.mdx?$/.test(file) || /(^|\/)_[^/]*$/.test(file);
}

/**
 * Problems of one page. `lang` is 'zh' or 'en'; `file` is its path (used for the index rule).
 * Returns a list of human-readable messages, empty when the page is fine.
 */
export function checkPage(text, {lang, file, kind = 'docs'}) {
  const problems = [];
  const {data, body, error} = parseFrontMatter(text);
  if (error) problems.push(`front matter is not valid YAML: ${error}`);
  if (!data.title) problems.push('front matter has no title');
  if (!data.description) problems.push('front matter has no description');
  const p = prose(body);
  const ph = PLACEHOLDER.exec(p) ?? PLACEHOLDER.exec(`${data.title ?? ''} ${data.description ?? ''}`);
  if (ph) problems.push(`placeholder text "${ph[0]}"`);
  if (!isIndexPage(file) && kind !== 'blog-meta') {
    if (lang === 'zh') {
      const n = countHan(p);
      if (n < MIN_HAN_CHARS) problems.push(`only ${n} Chinese characters (at least ${MIN_HAN_CHARS})`);
    } else {
      const n = countWords(p);
      if (n < MIN_EN_WORDS) problems.push(`only ${n} English words (at least ${MIN_EN_WORDS})`);
    }
  }
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
  const wanted = (f) => !only || only.some((o) => f.startsWith(o) || path.resolve(root, f).startsWith(path.resolve(o)));
  for (const {zh, en} of CONTENT_ROOTS) {
    const kind = zh === 'blog' ? 'blog' : 'docs';
    const zhFiles = walk(path.join(root, zh)).map((f) => path.relative(path.join(root, zh), f));
    const enFiles = walk(path.join(root, en)).map((f) => path.relative(path.join(root, en), f));
    const enSet = new Set(enFiles);
    const zhSet = new Set(zhFiles);
    for (const f of zhFiles) {
      const rel = path.join(zh, f);
      if (!wanted(rel)) continue;
      pages++;
      if (!enSet.has(f)) out.push({file: rel, problem: `no English twin at ${path.join(en, f)}`});
      for (const problem of checkPage(fs.readFileSync(path.join(root, rel), 'utf8'), {lang: 'zh', file: f, kind}))
        out.push({file: rel, problem});
    }
    for (const f of enFiles) {
      const rel = path.join(en, f);
      if (!wanted(rel)) continue;
      pages++;
      if (!zhSet.has(f)) out.push({file: rel, problem: `no Chinese page at ${path.join(zh, f)}`});
      for (const problem of checkPage(fs.readFileSync(path.join(root, rel), 'utf8'), {lang: 'en', file: f, kind}))
        out.push({file: rel, problem});
    }
  }
  return {pages, problems: out};
}
