/**
 * Reads the MDX of the product pages (src/pages/<family>/..., English twins under
 * i18n/en/docusaurus-plugin-content-pages/) for the data tests: the literal props of a component
 * (`items={[...]}`) and the Markdown paragraphs inside a section.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../..');
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const base = (locale: Locale) => (locale === 'zh' ? 'src/pages' : 'i18n/en/docusaurus-plugin-content-pages');

/** The file of a product page: `rel` is its path under the pages folder, e.g. `case/talkweb.mdx`. */
export function pageFile(locale: Locale, rel: string): string {
  return path.join(root, base(locale), rel);
}

export function readPage(locale: Locale, rel: string): string {
  return fs.readFileSync(pageFile(locale, rel), 'utf8');
}

/** The text from `open` (ending in `{` or `[`) to its matching closing bracket, exclusive. */
function balanced(text: string, start: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(start + 1, i);
    }
  }
  throw new Error(`unbalanced brackets from offset ${start}`);
}

/** Every value of `prop={...}` in the page, in order, parsed (JSON with bare keys). */
export function propValues(mdx: string, prop: string): unknown[] {
  const out: unknown[] = [];
  const re = new RegExp(`\\b${prop}=\\{`, 'g');
  for (let m = re.exec(mdx); m; m = re.exec(mdx)) {
    const literal = balanced(mdx, m.index + prop.length + 1);
    const json = literal.replace(/([{,]\s*)([A-Za-z_]\w*):/g, '$1"$2":').replace(/,(\s*[}\]])/g, '$1');
    out.push(JSON.parse(json));
  }
  return out;
}

/** Every value of `prop="..."` (a plain string attribute) in the page, in order. */
export function stringProps(mdx: string, prop: string): string[] {
  return [...mdx.matchAll(new RegExp(`\\b${prop}="([^"]*)"`, 'g'))].map((m) => m[1]!);
}

/** The MDX between `<Tag ...attrs...>` (attrs matching `attrs`) and its `</Tag>`. */
export function block(mdx: string, tag: string, attrs = ''): string {
  const open = new RegExp(`<${tag}\\b[^>]*${attrs}[^>]*>`).exec(mdx);
  if (!open) return '';
  const rest = mdx.slice(open.index + open[0].length);
  return rest.slice(0, rest.indexOf(`</${tag}>`));
}

/** The Markdown paragraphs of a piece of MDX: blocks of text that are no JSX, import or front matter. */
export function paragraphs(mdx: string): string[] {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(<|\/>|import |\{|\[|[a-z]+=|\]|\})/.test(p) && !/^\s/.test(p));
}
