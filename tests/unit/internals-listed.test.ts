/**
 * Every Docusaurus internal used under src/ (or packages/) has its row in src/theme/README.md's
 * list ("Docusaurus internals the site relies on"): the modules imported from outside the public
 * API, and the internals each plugin checks (packages/internals).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INTERNALS as lazyHighlighterInternals} from '@rainbond/docusaurus-plugin-lazy-highlighter';
import {INTERNALS as translationSplitInternals} from '@rainbond/docusaurus-plugin-translation-split';
import {INTERNALS as tslibShimInternals} from '@rainbond/docusaurus-plugin-tslib-shim';
import {INTERNALS as routeShardsInternals} from '@rainbond/docusaurus-plugin-route-shards';
import {INTERNALS as mermaidInternals} from '@rainbond/docusaurus-plugin-mermaid-static';
import {INTERNALS as searchInternals} from '@rainbond/docusaurus-search-pagefind';
import {INTERNALS as hydrationSlicesInternals} from '@rainbond/docusaurus-plugin-hydration-slices';
import {INTERNAL as docsSlimInternal} from '@rainbond/docusaurus-plugin-docs-slim';

const root = path.resolve(__dirname, '..', '..');

/** The rows of the list of internals in src/theme/README.md. */
export function internalsRows(readme: string): string[] {
  const start = readme.indexOf('## Docusaurus internals');
  if (start < 0) throw new Error('src/theme/README.md has no "Docusaurus internals" section');
  const rest = readme.slice(start);
  const end = rest.indexOf('\n## ', 3);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| internal ') && !line.startsWith('| ---'));
}

/** Internal modules a source file imports: [module, named imports]. */
export function internalImports(source: string): [string, string[]][] {
  const found: [string, string[]][] = [];
  const re = /import\s+(?:type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]|(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(re)) {
    const module = m[2] ?? m[3]!;
    if (!isInternal(module)) continue;
    const names = /\{([^}]*)\}/
      .exec(m[1] ?? '')?.[1]
      ?.split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean);
    found.push([module, names ?? []]);
  }
  return found;
}

export function isInternal(module: string): boolean {
  return (
    module === '@docusaurus/theme-common/internal' ||
    module.startsWith('@generated/') ||
    module.startsWith('@theme-original/') ||
    module.startsWith('@theme-init/') ||
    module === '@theme/SearchTranslations' ||
    module === 'react-router-config' ||
    /^@docusaurus\/[\w-]+\/(lib|src)\//.test(module)
  );
}

/** The name a row gives a module: `@theme-original/*` and `@theme-init/*` for every wrapper. */
const listedAs = (module: string) =>
  module.startsWith('@theme-original/')
    ? '@theme-original/*'
    : module.startsWith('@theme-init/')
      ? '@theme-init/*'
      : module;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const rows = internalsRows(fs.readFileSync(path.join(root, 'src/theme/README.md'), 'utf8'));

describe('the list of internals in src/theme/README.md', () => {
  it('finds the imports of internals', () => {
    expect(
      internalImports("import {useLockBodyScroll, type X as Y} from '@docusaurus/theme-common/internal';"),
    ).toEqual([['@docusaurus/theme-common/internal', ['useLockBodyScroll', 'X']]]);
    expect(
      internalImports(
        "import routes from '@generated/routes';\nconst p = require('@docusaurus/core/lib/client/prefetch');",
      ),
    ).toEqual([
      ['@generated/routes', []],
      ['@docusaurus/core/lib/client/prefetch', []],
    ]);
    expect(internalImports("const {loadSite} = await import('@docusaurus/core/lib/server/site.js');")).toEqual([
      ['@docusaurus/core/lib/server/site.js', []],
    ]);
    expect(internalImports("import CodeBlock from '@theme-init/CodeBlock';")).toEqual([['@theme-init/CodeBlock', []]]);
    expect(internalImports("import Link from '@docusaurus/Link';")).toEqual([]);
  });

  const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'packages'))];
  const uses = files.flatMap((file) =>
    internalImports(fs.readFileSync(file, 'utf8')).map(([module, names]) => ({
      file: path.relative(root, file),
      module,
      names,
    })),
  );

  it('has a row for every internal module imported under src/ and packages/ (and each name of theme-common/internal)', () => {
    expect(uses.length).toBeGreaterThan(10);
    const missing = uses.flatMap(({file, module, names}) => {
      const inRows = rows.filter(
        (row) => row.includes(`\`${listedAs(module)}\``) || row.includes(` ${listedAs(module)} `),
      );
      if (inRows.length === 0) return [`${file}: ${module}`];
      if (module !== '@docusaurus/theme-common/internal') return [];
      return names
        .filter((name) => !inRows.some((row) => row.includes(`\`${name}\``)))
        .map((name) => `${file}: ${module} ${name}`);
    });
    expect(missing, 'internals without a row in src/theme/README.md').toEqual([]);
  });

  it('has a row for every internal a plugin checks', () => {
    const named = [
      ...lazyHighlighterInternals,
      ...translationSplitInternals,
      ...tslibShimInternals,
      ...routeShardsInternals,
      ...hydrationSlicesInternals,
      ...mermaidInternals,
      ...searchInternals,
    ].map((i) => i.internal);
    const missing = [...new Set([...named, docsSlimInternal])].filter(
      (internal) => !rows.some((row) => row.includes(internal)),
    );
    expect(missing, 'internals without a row in src/theme/README.md').toEqual([]);
  });
});
