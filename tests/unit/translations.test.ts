import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const han = /\p{Script=Han}/u;
const read = (p: string) =>
  JSON.parse(fs.readFileSync(path.join(root, p), 'utf8')) as Record<string, {message: string}>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|jsx?)$/.test(e.name) ? [p] : [];
  });
}

/** Translation ids used in src/ (translate({id: ...}) and <Translate id="...">). */
/** The translate ids the modules under `dirs` use. */
function idsIn(dirs: string[]): Set<string> {
  const ids = new Set<string>();
  for (const file of dirs.flatMap((dir) => (fs.existsSync(dir) ? sourceFiles(dir) : []))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bid[=:]\s*['"]([\w.-]+)['"]/g)) {
      // Only ids of translate calls / Translate elements, not DOM ids or data ids.
      const before = text.slice(Math.max(0, m.index - 80), m.index);
      if (/translate\(\s*\{\s*$|<Translate\s[^>]*$|<Translate\s*$/.test(before)) ids.add(m[1]);
    }
  }
  return ids;
}

/** The workspace packages' source folders. */
const packageDirs = () => fs.readdirSync(path.join(root, 'packages')).map((p) => path.join(root, 'packages', p, 'src'));

/**
 * The ids the site's modules use, and its packages' ids but their `theme.*` ones: a package, like
 * the Docusaurus themes, brings the default translations of its `theme.*` ids itself
 * (getDefaultCodeTranslationMessages); its other strings are translated in the site's code.json.
 */
function usedIds(): Set<string> {
  const packageIds = [...idsIn(packageDirs())].filter((id) => !id.startsWith('theme.'));
  return new Set([...idsIn([path.join(root, 'src')]), ...packageIds]);
}

describe('English translations', () => {
  const code = read('i18n/en/code.json');

  it('cover every id used in the components', () => {
    const ids = usedIds();
    expect(ids.size).toBeGreaterThan(20);
    const missing = [...ids].filter((id) => !(id in code));
    expect(missing).toEqual([]);
  });

  it.each([
    'i18n/en/code.json',
    'i18n/en/docusaurus-theme-classic/navbar.json',
    'i18n/en/docusaurus-theme-classic/footer.json',
    'i18n/en/docusaurus-plugin-content-docs/current.json',
    'i18n/en/docusaurus-plugin-content-blog/options.json',
  ])('%s has no untranslated (Chinese) message', (file) => {
    const untranslated = Object.entries(read(file))
      .filter(([, v]) => han.test(v.message))
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});

describe('Sidebars', () => {
  it('list only docs that exist in both languages', async () => {
    const sidebars = (await import('../../sidebars')).default as Record<string, unknown>;
    const ids: string[] = [];
    const visit = (x: unknown) => {
      if (typeof x === 'string') ids.push(x);
      else if (Array.isArray(x)) x.forEach(visit);
      else if (x && typeof x === 'object') {
        const o = x as {type?: string; id?: string; items?: unknown; link?: {type?: string; id?: string}};
        if (o.type === 'doc' && o.id) ids.push(o.id);
        if (o.link?.type === 'doc' && o.link.id) ids.push(o.link.id);
        if (o.items) visit(o.items);
      }
    };
    visit(Object.values(sidebars));
    expect(ids.length).toBeGreaterThan(50);
    const exists = (dir: string, id: string) =>
      ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(root, dir, id + ext)));
    for (const id of ids) {
      expect(exists('docs', id), `docs/${id}`).toBe(true);
      expect(exists('i18n/en/docusaurus-plugin-content-docs/current', id), `en ${id}`).toBe(true);
    }
  });
});

describe('Sidebar labels in English', () => {
  // Every category and link of the written sidebars has its English label, so no Chinese label shows
  // under /en/ when a section's pages arrive.
  it.each([
    ['sidebars.ts', 'docs', 'i18n/en/docusaurus-plugin-content-docs/current.json'],
    ['sidebarsApi.ts', 'api', 'i18n/en/docusaurus-plugin-content-docs/current.json'],
    ['sidebarsStore.ts', 'store', 'i18n/en/docusaurus-plugin-content-docs/current.json'],
    ['sidebarsCommunity.ts', 'community', 'i18n/en/docusaurus-plugin-content-docs-community/current.json'],
  ])('%s', (file, sidebar, json) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const messages = JSON.parse(fs.readFileSync(path.join(root, json), 'utf8')) as Record<string, {message: string}>;
    const keys = [...source.matchAll(/key: '([^']+)'/g)].map((m) => `sidebar.${sidebar}.category.${m[1]}`);
    const links = [...source.matchAll(/type: 'link', label: '([^']+)'/g)].map((m) => `sidebar.${sidebar}.link.${m[1]}`);
    expect(keys.length).toBeGreaterThan(0);
    expect([...keys, ...links].filter((k) => !messages[k])).toEqual([]);
  });
});

/** Each translation id of src/ with its Chinese source message (translate() calls and <Translate> elements). */
function sourceMessages(): Map<string, string> {
  const out = new Map<string, string>();
  // The site's modules and its workspace packages' (their strings are translated in the site's code.json).
  const packages = fs.readdirSync(path.join(root, 'packages')).map((p) => path.join(root, 'packages', p, 'src'));
  for (const file of [path.join(root, 'src'), ...packages].flatMap((dir) =>
    fs.existsSync(dir) ? sourceFiles(dir) : [],
  )) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/translate\(\s*\{\s*id:\s*'([\w.-]+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g))
      out.set(m[1]!, m[2]!);
    for (const m of text.matchAll(
      /<Translate\s+id="([\w.-]+)"[^>]*>\s*(?:\{'((?:[^'\\]|\\.)*)'\}|([^<{]+?))\s*<\/Translate>/g,
    ))
      out.set(m[1]!, (m[2] ?? m[3])!);
  }
  return out;
}

/** Chinese label -> its English renderings, over code.json and the navbar's and footer's JSON. */
function renderings(
  code: Record<string, {message: string}>,
  themeFiles: Record<string, {message: string}>[],
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (zh: string, en: string) => out.set(zh, (out.get(zh) ?? new Set()).add(en));
  for (const [id, zh] of sourceMessages()) if (code[id]) add(zh, code[id].message);
  for (const file of themeFiles)
    for (const [key, {message}] of Object.entries(file)) {
      const zh = /^(?:link\.)?(?:item\.label|title)\.(.+)$/.exec(key)?.[1];
      if (zh) add(zh, message);
    }
  return out;
}

describe('One English name for each thing', () => {
  const code = read('i18n/en/code.json');
  const theme = ['navbar', 'footer'].map((f) => read(`i18n/en/docusaurus-theme-classic/${f}.json`));

  it('reads the Chinese source of most ids (so the checks below see them)', () => {
    const ids = [...sourceMessages().keys()].filter((id) => id in code);
    expect(ids.length).toBeGreaterThan(0.8 * Object.keys(code).filter((k) => !k.startsWith('theme.')).length);
  });

  it('a Chinese label has one English rendering across navbar, footer and code.json', () => {
    const twice = [...renderings(code, theme)]
      .filter(([, en]) => en.size > 1)
      .map(([zh, en]) => `${zh}: ${[...en].join(' | ')}`);
    expect(twice).toEqual([]);
  });

  it('every code.json key is used: by src/ or, for theme.* keys, by the Docusaurus theme', () => {
    const ids = usedIds();
    const themeText = ['theme-classic', 'theme-common', 'theme-search-algolia']
      .flatMap((pkg) => sourceFiles(path.join(root, 'node_modules/@docusaurus', pkg, 'lib')))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(code).filter((k) =>
      k.startsWith('theme.')
        ? !themeText.includes(`'${k}'`) && !themeText.includes(`"${k}"`) && !ids.has(k)
        : !ids.has(k),
    );
    expect(unused).toEqual([]);
  });
});
