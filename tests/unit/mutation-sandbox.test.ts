// The mutation sandbox (issue 24): Stryker copies the repository into a sandbox less its
// ignorePatterns, and runs the tests of vitest.mutation.config.ts there. A test that reads a file
// the sandbox left out fails in the dry run, before any mutant runs. This test finds the
// repository files and folders each of those tests reads (its imports, followed through the
// repository's own modules, and string literals or path.join/resolve arguments naming an existing
// path) and checks that no ignore pattern leaves one out.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import strykerConfig from '../../stryker.config.mjs';
import mutationConfig from '../../vitest.mutation.config';

const root = path.resolve(__dirname, '../..');
// The minimatch Stryker itself matches ignore patterns with.
type Rule = {pattern: string; negate: boolean; match: (p: string, partial?: boolean) => boolean};
const {Minimatch} = createRequire(path.join(root, 'node_modules/@stryker-mutator/core/package.json'))('minimatch') as {
  Minimatch: new (pattern: string, options: {dot: boolean; flipNegate: boolean; nocase: boolean}) => Rule;
};

/** Rules of `patterns` as Stryker's project reader builds them (gitignore-like, case-insensitive). */
function ignoreRules(patterns: readonly string[]): Rule[] {
  return patterns.map((p) => new Minimatch(p, {dot: true, flipNegate: true, nocase: true}));
}

/**
 * Whether Stryker's sandbox leaves out `rel` (a path relative to the repository root): the
 * project reader walks the tree and drops an entry, file or folder, that the rules ignore (and
 * so everything under it). Same matching as @stryker-mutator/core's resolveInputFileNames.
 */
function leftOut(rel: string, rules: readonly Rule[]): string | null {
  const parts = rel.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const entryPath = parts.slice(0, i).join('/');
    const name = parts[i - 1];
    const isDir = i < parts.length || fs.statSync(path.join(root, entryPath)).isDirectory();
    const file = (r: Rule) => r.match(name) || r.match(entryPath) || r.match(`/${entryPath}`);
    const dir = (r: Rule) =>
      file(r) ||
      r.match(`/${entryPath}/`) ||
      r.match(`${entryPath}/`) ||
      (r.negate && (r.match(`/${entryPath}`, true) || r.match(entryPath, true)));
    let included = true;
    let by = '';
    for (const r of rules) {
      if (r.negate !== included && (isDir ? dir(r) : file(r))) {
        included = r.negate;
        by = r.pattern;
      }
    }
    if (!included) return `${entryPath} (by "${by}")`;
  }
  return null;
}

const inRepo = (abs: string) =>
  abs.startsWith(`${root}${path.sep}`) && !path.relative(root, abs).split(path.sep).includes('node_modules');
const exists = (abs: string) => fs.existsSync(abs);

/** The file an import specifier names, or null (packages, or nothing there). */
function resolveImport(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('@site/')) base = path.join(root, spec.slice('@site/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs', '.json'].map((e) => base + e),
    ...['index.ts', 'index.tsx', 'index.js'].map((f) => path.join(base, f)),
  ];
  return candidates.find((c) => exists(c) && fs.statSync(c).isFile()) ?? null;
}

/** A string known at compile time: '…', "…" or `…` without substitutions. */
function literalText(node: ts.Node): string | null {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

/**
 * Literals that name a repository path but are not read from the repository, each with the
 * reason, by test file.
 */
const NOT_READ: Record<string, string[]> = {};

/**
 * Repository paths `file` reads: the modules it imports (and what those import, in the
 * repository), and each string literal, or run of literal path.join/resolve arguments, naming an
 * existing path relative to the repository root or to the file. A literal with a leading slash
 * or a scheme is a URL or site path here, not a file.
 */
function pathsRead(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const rel = path.relative(root, file).split(path.sep).join('/');
  const skip = new Set(NOT_READ[rel] ?? []);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  const candidates: string[] = [];
  const pathLike = (s: string) => !/^\.+$/.test(s) && /^[\w.@-][^\s:*?<>|]*$/.test(s) && /[/.]/.test(s) && !skip.has(s);
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const t = literalText(node.moduleSpecifier);
      if (t) specs.push(t);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const first = node.arguments[0];
      if ((node.expression.kind === ts.SyntaxKind.ImportKeyword || callee === 'require') && first && literalText(first))
        specs.push(literalText(first)!);
      if (/^path\.(join|resolve)$/.test(callee)) {
        // Runs of consecutive literal arguments, joined; after __dirname, also from the file.
        const fromHere = first?.getText(source) === '__dirname';
        let run: string[] = [];
        let firstRun = true;
        const flush = () => {
          if (run.length && !run.some((p) => p.startsWith('/') || skip.has(p))) {
            candidates.push(path.join(root, ...run));
            if (fromHere && firstRun) candidates.push(path.resolve(path.dirname(file), ...run));
          }
          if (run.length) firstRun = false;
          run = [];
        };
        node.arguments.forEach((a, i) => {
          const t = literalText(a);
          if (t !== null) run.push(t);
          else if (i > 0 || !fromHere) flush();
        });
        flush();
      }
    }
    const t = literalText(node);
    if (t !== null && pathLike(t)) candidates.push(path.join(root, t), path.resolve(path.dirname(file), t));
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const spec of specs) {
    const target = resolveImport(spec, file);
    if (!target || !inRepo(target)) continue;
    found.add(path.relative(root, target).split(path.sep).join('/'));
    if (/\.(ts|tsx|js|mjs)$/.test(target)) for (const p of pathsRead(target, seen)) found.add(p);
  }
  for (const abs of candidates)
    if (inRepo(abs) && exists(abs)) found.add(path.relative(root, abs).split(path.sep).join('/'));
  return found;
}

const include = mutationConfig.test?.include ?? [];
const rules = ignoreRules((strykerConfig.ignorePatterns ?? []).filter((p): p is string => typeof p === 'string'));

describe('mutation sandbox', () => {
  it('runs a fixed list of test files, all present', () => {
    expect(include.length).toBeGreaterThan(0);
    for (const f of include) expect(exists(path.join(root, f)), f).toBe(true);
  });

  it.each(include)('%s: the sandbox holds every repository path it reads', (test) => {
    const abs = path.join(root, test);
    const read = [...pathsRead(abs)];
    expect(read.length).toBeGreaterThan(0);
    const missing = [test, ...read].map((p) => [p, leftOut(p, rules)]).filter(([, why]) => why);
    expect(missing, 'paths the sandbox leaves out (ignorePatterns in stryker.config.mjs)').toEqual([]);
  });

  it('sees the content pages install-generator.test.ts reads', () => {
    expect(pathsRead(path.join(root, 'tests/unit/install-generator.test.ts'))).toContain(
      'i18n/en/docusaurus-plugin-content-pages',
    );
  });

  it('matches ignore patterns as Stryker does', () => {
    const old = ignoreRules(['docs', 'i18n', 'tests/e2e']);
    expect(leftOut('i18n/en/docusaurus-plugin-content-pages', old)).toBe('i18n (by "i18n")');
    expect(leftOut('src/components/InstallGenerator/form.ts', old)).toBeNull();
    expect(leftOut('tests/e2e', old)).toBe('tests/e2e (by "tests/e2e")');
    expect(leftOut('tests/unit', old)).toBeNull();
    const narrow = ignoreRules(['i18n/*/docusaurus-plugin-content-docs*']);
    expect(leftOut('i18n/en/docusaurus-plugin-content-pages', narrow)).toBeNull();
    expect(leftOut('i18n/en/docusaurus-plugin-content-docs-community', narrow)).toBe(
      'i18n/en/docusaurus-plugin-content-docs-community (by "i18n/*/docusaurus-plugin-content-docs*")',
    );
  });
});
