// @ts-check
/**
 * Builds the embedded search index from the built HTML of one locale, with Pagefind.
 *
 * Plain ESM JavaScript (with JSDoc types) so that the Docusaurus plugin (TypeScript, loaded by
 * Docusaurus) and the benchmark script (plain Node) share it.
 *
 * What is indexed: doc pages (main docs and community), blog posts and site pages. Blog lists,
 * tag pages, generated category indexes, the search page and the 404 page are left out, so that
 * a page's text is found once, on the page itself.
 * Each page's body is its `<article>` (docs, blog posts) or its `<main>`; navigation, breadcrumbs,
 * table of contents, pagination and edit links are excluded.
 * Filters recorded per page (the same facets as the Algolia DocSearch crawler):
 *   language       from <meta name="docusaurus_locale">
 *   docusaurus_tag from <meta name="docusaurus_tag">  (default | docs-<plugin>-<version>)
 *   version        from <meta name="docusaurus_version"> (docs only)
 * Metadata per page: `lvl0`, the section the result is grouped under (the page's top
 * breadcrumb category, else the section of the site).
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {rechunkIndex} from './rechunk.mjs';

/**
 * What a site sets of the index (serializable: the plugin hands it to the index build's child process).
 * @typedef {object} IndexOptions
 * @property {number} [nonDocWeight] Pagefind weight of the words of pages that are not docs (product pages, blog posts); default 1.
 * @property {[string, number][]} [pathWeights] `[regular expression source, weight]`: docs pages whose URL path
 *   matches take that weight (the first match); default none.
 * @property {string} [siteTitle] Taken off the end of `<title>` ("Page | Site") when a page has no h1.
 * @property {Record<string, {docs: string, community: string, blog: string, pages: string}>} [sectionLabels]
 *   Section names by locale for results without a breadcrumb category (default: zh and en below).
 * @property {number} [chunkLocations] Word locations per chunk of the word index (./rechunk.mjs; default 5000).
 * @property {Record<string, Record<string, string[]>>} [terms] By locale, terms -> their parts: a keyword
 *   holding a compound term is also indexed with its parts (健康检查 -> 健康, 检查).
 */

/** Folder (under each locale's output folder) that holds the index. */
export const INDEX_DIR = 'pagefind';
/** Same as PAGE_TITLES in ./constants.ts (the browser side); a unit test holds them equal. */
export const PAGE_TITLES = 'page-titles.json';

/** Section names for results that have no breadcrumb category. */
const DEFAULT_SECTION_LABELS = {
  zh: {docs: '文档', community: '社区', blog: '博客', pages: '页面'},
  en: {docs: 'Documentation', community: 'Community', blog: 'Blog', pages: 'Pages'},
};

/** Parts of a page that are chrome rather than content. */
export const EXCLUDE_SELECTORS = [
  'nav',
  'button',
  'svg',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.theme-blog-footer-edit-meta-row',
  '.theme-tags-container',
];

/** Page kinds (by the classes Docusaurus puts on <html>) that are left out of the index. */
const SKIPPED_PAGE_CLASSES = [
  'blog-list-page',
  'blog-tags-list-page',
  'blog-tags-post-list-page',
  'blog-archive-page',
  'blog-authors-list-page',
  'blog-authors-posts-page',
  'docs-tags-list-page',
  'docs-tags-doc-list-page',
  'docs-generated-index-page',
  'docs-category-generated-index-page',
  'search-page-wrapper',
];

/** @param {string} s */
function decodeEntities(s) {
  return s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** @param {string} s */
function escapeAttr(s) {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** @param {string} html */
function stripTags(html) {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads one attribute of the first tag that matches (minified HTML: attribute values may be
 * unquoted).
 * @param {string} tag
 * @param {string} name
 */
function attr(tag, name) {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'i').exec(tag);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/**
 * A title without the site's title after a bar ("Install | Rainbond" -> "Install").
 * @param {string} title
 * @param {string | undefined} siteTitle
 */
function withoutSiteTitle(title, siteTitle) {
  if (!siteTitle) return title;
  const escaped = siteTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*\\|\\s*${escaped}$`), '');
}

/**
 * The weight of a docs page by its URL path: that of the first matching `pathWeights` entry, else 1.
 * @param {string} url
 * @param {[string, number][] | undefined} pathWeights
 */
function pathWeight(url, pathWeights = []) {
  for (const [pattern, weight] of pathWeights) if (new RegExp(pattern).test(url)) return weight;
  return 1;
}

/**
 * The words a page answers to: its `<meta name="keywords">` (front matter `keywords`), each
 * keyword as written and, for a compound term of `terms` in it, its parts.
 * @param {string | undefined} content
 * @param {Record<string, string[]>} [terms]
 */
export function keywordsOf(content, terms = {}) {
  if (!content) return [];
  const out = new Set();
  const lengths = [...new Set(Object.keys(terms).map((t) => t.length))].sort((a, b) => b - a);
  for (const raw of content.split(/[,，、;；]/)) {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    if (!keyword) continue;
    out.add(keyword);
    for (let i = 0; i < keyword.length;) {
      const n = lengths.find((l) => Object.prototype.hasOwnProperty.call(terms, keyword.slice(i, i + l)));
      if (!n) {
        i += 1;
        continue;
      }
      for (const part of terms[keyword.slice(i, i + n)]) out.add(part);
      i += n;
    }
  }
  return [...out];
}

/**
 * The keywords that say little about a page because many pages give them (the site's default
 * keywords from its metadata, or a product name): each keyword on more than `share` of the pages
 * that have keywords, and on at least 3, lower-cased.
 * @param {(string | undefined)[]} contents
 * @param {number} [share]
 */
export function commonKeywords(contents, share = 0.1) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  let pages = 0;
  for (const c of contents) {
    if (!c) continue;
    pages += 1;
    for (const k of new Set(keywordsOf(c).map((w) => w.toLowerCase()))) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const limit = Math.max(3, pages * share);
  return new Set([...counts].filter(([, n]) => n > limit).map(([k]) => k));
}

/** @param {string} html @param {string} name */
export function metaContent(html, name) {
  const re = /<meta\b[^>]*>/gi;
  let m;
  while ((m = re.exec(html))) {
    if (attr(m[0], 'name') === name) return attr(m[0], 'content');
  }
  return undefined;
}

/**
 * Decides whether a built page is indexed and rewrites it for Pagefind.
 * Returns undefined for pages that are left out.
 * @param {string} html
 * @param {{locale: string, relPath: string, options?: IndexOptions, skipKeywords?: Set<string>}} info
 *   `skipKeywords`: keywords (lower-cased) left out (see commonKeywords).
 * @returns {{content: string, url: string, lvl0: string} | undefined}
 */
export function preparePage(html, {locale, relPath, options = {}, skipKeywords = new Set()}) {
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0];
  if (!htmlTag) return undefined;
  const classes = (attr(htmlTag, 'class') ?? '').split(/\s+/);
  if (classes.some((c) => SKIPPED_PAGE_CLASSES.includes(c))) return undefined;
  if (/(^|\/)404\.html$/.test(relPath) || /^search(\/|\.html$)/.test(relPath)) return undefined;
  if (/<meta\b[^>]*(?:name|property)=["']?robots["']?[^>]*noindex/i.test(html)) return undefined;

  const isDoc = classes.includes('docs-doc-page');
  const isBlogPost = classes.includes('blog-post-page');
  const isPage = classes.includes('plugin-pages') || classes.includes('mdx-page');
  if (!isDoc && !isBlogPost && !isPage) return undefined;

  /** @type {Record<string, {docs: string, community: string, blog: string, pages: string}>} */
  const allLabels = options.sectionLabels ?? DEFAULT_SECTION_LABELS;
  const labels = allLabels[locale] ?? allLabels.en ?? DEFAULT_SECTION_LABELS.en;
  const pluginId = /plugin-id-([\w-]+)/.exec(attr(htmlTag, 'class') ?? '')?.[1] ?? 'default';

  // Section: top breadcrumb category of a doc, else the part of the site.
  let lvl0 = isDoc
    ? pluginId === 'community'
      ? labels.community
      : labels.docs
    : isBlogPost
      ? labels.blog
      : labels.pages;
  const crumbs = /<nav\b[^>]*theme-doc-breadcrumbs[\s\S]*?<\/nav>/i.exec(html)?.[0];
  if (crumbs) {
    const items = [...crumbs.matchAll(/class="?breadcrumbs__link"?[^>]*>([\s\S]*?)<\/(?:span|a)>/gi)]
      .map((m) => stripTags(m[1]))
      .filter(Boolean);
    if (items.length >= 2) lvl0 = items[0];
  }

  // URL: the canonical one when present (matches what Docusaurus links to).
  const canonical = /<link\b[^>]*rel=["']?canonical["']?[^>]*>/i.exec(html)?.[0];
  let url = canonical ? attr(canonical, 'href') : undefined;
  if (url) {
    try {
      url = new URL(url).pathname;
    } catch {
      url = undefined;
    }
  }
  if (!url) {
    url =
      '/' +
      relPath
        .replace(/\\/g, '/')
        .replace(/(^|\/)index\.html$/, '$1')
        .replace(/\.html$/, '');
    if (locale !== 'zh') url = `/${locale}${url}`;
  }

  const language = metaContent(html, 'docusaurus_locale') ?? locale;
  const tag = metaContent(html, 'docusaurus_tag') ?? 'default';
  const version = metaContent(html, 'docusaurus_version');
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const docTitle = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const title = (h1 && stripTags(h1)) || (docTitle && withoutSiteTitle(stripTags(docTitle), options.siteTitle)) || url;

  const keywordsContent = metaContent(html, 'keywords');
  const keywords = keywordsOf(keywordsContent, options.terms?.[locale]).filter(
    (k) => !skipKeywords.has(k.toLowerCase()),
  );
  const markers =
    `<span data-pagefind-filter="language[data-v]" data-v="${escapeAttr(language)}"></span>` +
    `<span data-pagefind-filter="docusaurus_tag[data-v]" data-v="${escapeAttr(tag)}"></span>` +
    (version ? `<span data-pagefind-filter="version[data-v]" data-v="${escapeAttr(version)}"></span>` : '') +
    `<span data-pagefind-meta="lvl0[data-v]" data-v="${escapeAttr(lvl0)}"></span>` +
    `<span data-pagefind-meta="title[data-v]" data-v="${escapeAttr(title)}"></span>` +
    (keywords.length
      ? `<span data-pagefind-meta="keywords[data-v]" data-v="${escapeAttr(keywords.join(', '))}"></span>`
      : '');

  // The body: the first <article> of docs and blog posts, else <main>.
  const bodyTag = isDoc || isBlogPost ? /<article\b[^>]*>/i : /<main\b[^>]*>/i;
  const m = bodyTag.exec(html) ?? /<main\b[^>]*>/i.exec(html);
  if (!m) return undefined;
  // The site's weights (options): e.g. docs at full weight, product pages and blog posts lower.
  const pageWeight = !isDoc ? (options.nonDocWeight ?? 1) : pathWeight(url, options.pathWeights);
  const weight = pageWeight === 1 ? '' : ` data-pagefind-weight="${pageWeight}"`;
  const openTag = m[0].replace(/^<(\w+)/, `<$1 data-pagefind-body${weight}`);
  const content = html.slice(0, m.index) + openTag + markers + html.slice(m.index + m[0].length);
  return {content, url, lvl0};
}

/**
 * Lists the HTML files of one locale's output folder (not the other locales' sub-folders).
 * @param {string} dir
 * @param {string[]} skipTopDirs
 */
async function listHtml(dir, skipTopDirs) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} sub */
  async function walk(sub) {
    const entries = await fs.readdir(path.join(dir, sub), {withFileTypes: true});
    for (const e of entries) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!sub && (skipTopDirs.includes(e.name) || e.name === 'assets' || e.name === INDEX_DIR || e.name === 'img'))
          continue;
        await walk(rel);
      } else if (e.name.endsWith('.html')) {
        out.push(rel);
      }
    }
  }
  await walk('');
  return out.sort();
}

/**
 * Builds `<outDir>/pagefind/` for one locale.
 * @param {{outDir: string, locale: string, otherLocales?: string[], options?: IndexOptions, pagefind?: any, log?: (msg: string) => void}} opts
 * @returns {Promise<{pages: number, files: number, bytes: number, ms: number, outputPath: string}>}
 */
export async function buildSearchIndex({outDir, locale, otherLocales = [], options = {}, pagefind, log = () => {}}) {
  const started = performance.now();
  const pf = pagefind ?? (await import('pagefind'));
  const outputPath = path.join(outDir, INDEX_DIR);
  await fs.rm(outputPath, {recursive: true, force: true});
  const {index, errors} = await pf.createIndex({
    forceLanguage: locale === 'zh' ? 'zh' : 'en',
    excludeSelectors: EXCLUDE_SELECTORS,
    keepIndexUrl: false,
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let pages = 0;
  try {
    const files = await listHtml(outDir, otherLocales);
    const htmls = await Promise.all(files.map((rel) => fs.readFile(path.join(outDir, rel), 'utf8')));
    const skipKeywords = commonKeywords(htmls.map((html) => metaContent(html, 'keywords')));
    for (const [i, rel] of files.entries()) {
      const html = htmls[i];
      const page = preparePage(html, {locale, relPath: rel, options, skipKeywords});
      if (!page) continue;
      const res = await index.addHTMLFile({url: page.url, content: page.content});
      if (res.errors?.length) log(`search index: ${rel}: ${res.errors.join('; ')}`);
      else pages += 1;
    }
    const written = await index.writeFiles({outputPath});
    if (written.errors?.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  } finally {
    await index.deleteIndex().catch(() => {});
  }
  // Pagefind's own UI bundles are not used (the DocSearch UI is).
  for (const name of await fs.readdir(outputPath)) {
    if (/^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/.test(name)) {
      await fs.rm(path.join(outputPath, name), {force: true});
    }
  }
  // Smaller word-index chunks than Pagefind's own, for a lighter first query (./rechunk.mjs).
  await rechunkIndex(outputPath, options.chunkLocations);
  await writePageTitles(outputPath);
  const {files, bytes} = await dirSize(outputPath);
  const ms = performance.now() - started;
  log(
    `search index (${locale}): ${pages} pages, ${files} files, ${(bytes / 1024).toFixed(0)} KiB in ${ms.toFixed(0)} ms`,
  );
  return {pages, files, bytes, ms, outputPath};
}

/**
 * Writes the title table: each page's title by its Pagefind id (the name of its fragment file),
 * so that the client can bring title matches forward without loading each page's details
 * (the site's `preferTitles` ranking rule, see ./client/localClient.ts).
 * @param {string} outputPath
 */
export async function writePageTitles(outputPath) {
  const dir = path.join(outputPath, 'fragment');
  /** @type {Record<string, string>} */
  const titles = {};
  for (const name of (await fs.readdir(dir)).sort()) {
    if (!name.endsWith('.pf_fragment')) continue;
    const raw = zlib.gunzipSync(await fs.readFile(path.join(dir, name)));
    const fragment = JSON.parse(raw.subarray('pagefind_dcd'.length).toString('utf8'));
    const title = fragment?.meta?.title;
    if (typeof title === 'string') titles[name.replace(/\.pf_fragment$/, '')] = title;
  }
  await fs.writeFile(path.join(outputPath, PAGE_TITLES), JSON.stringify(titles));
  return titles;
}

/** @param {string} dir */
export async function dirSize(dir) {
  let files = 0;
  let bytes = 0;
  /** @param {string} d */
  async function walk(d) {
    for (const e of await fs.readdir(d, {withFileTypes: true})) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else {
        files += 1;
        bytes += (await fs.stat(p)).size;
      }
    }
  }
  await walk(dir);
  return {files, bytes};
}
