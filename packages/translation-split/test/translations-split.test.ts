import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import translations from '../src/translations.js';

type Moved = Record<string, string>;
const {idsNamedIn, isSiteModule, movedTranslations, withTranslations, withoutMoved} = translations as unknown as {
  idsNamedIn: (source: string, ids: string[]) => string[];
  isSiteModule: (file: string, dir: string, exclude?: string[]) => boolean;
  movedTranslations: (dir: string, t: Moved, exclude?: string[]) => Moved;
  withTranslations: (source: string, moved: Moved) => string;
  withoutMoved: (json: string, moved: Moved) => string;
};

describe('code translations per module', () => {
  it('finds the ids a module names as string literals', () => {
    const src = `translate({id: 'home.title', message: 'x'}); <Translate id="home.cta">y</Translate>; t(\`home.more\`); // home.comment`;
    expect(idsNamedIn(src, ['home.title', 'home.cta', 'home.more', 'home.comment', 'home'])).toEqual([
      'home.title',
      'home.cta',
      'home.more',
    ]);
  });

  it('moves ids named in site modules, not those of pages, plugins or the theme', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
    fs.mkdirSync(path.join(dir, 'components'));
    fs.mkdirSync(path.join(dir, 'plugins'));
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(
      path.join(dir, 'components/A.tsx'),
      `translate({id: 'a.one'}); translate({id: 'both'}); translate({id: 'theme.x'});`,
    );
    fs.writeFileSync(path.join(dir, 'plugins/p.ts'), `'p.only'`);
    fs.writeFileSync(path.join(dir, 'pages/x.mdx'), `<Translate id="both" />`);
    const all = {'a.one': 'One', both: 'Both', 'theme.x': 'X', 'p.only': 'P', unused: 'U'};
    expect(movedTranslations(dir, all, [path.join(dir, 'plugins')])).toEqual({'a.one': 'One'});
    // Without the exclusion, the plugins' folder counts too.
    expect(movedTranslations(dir, all)).toEqual({'a.one': 'One', 'p.only': 'P'});
    fs.rmSync(dir, {recursive: true});
  });

  it('adds a module its own moved translations before its code, and only those', () => {
    const moved = {'a.one': 'One', 'b.two': 'Two'};
    const out = withTranslations(`import x from 'y';\ntranslate({id: 'a.one'});`, moved);
    expect(
      out.startsWith(
        `import __movedCodeTranslations from '@generated/codeTranslations';\nObject.assign(__movedCodeTranslations, {"a.one":"One"});\n`,
      ),
    ).toBe(true);
    expect(out).not.toContain('Two');
    const untouched = `export const z = 1;`;
    expect(withTranslations(untouched, moved)).toBe(untouched);
  });

  it('leaves main.js the translations that did not move', () => {
    expect(JSON.parse(withoutMoved(JSON.stringify({'a.one': 'One', 'theme.x': 'X'}), {'a.one': 'One'}))).toEqual({
      'theme.x': 'X',
    });
  });

  it('fails, naming the internal, when the table is not what it rewrites', () => {
    expect(() => withoutMoved('[1]', {'a.one': 'One'})).toThrow(
      /translation-split: `@generated\/codeTranslations` is one object matches nothing: .* not a JSON object/,
    );
    expect(() => withoutMoved(JSON.stringify({'theme.x': 'X'}), {'a.one': 'One'})).toThrow(/lacks a\.one/);
  });

  it('counts the code modules of the folder, not those of its excluded folders', () => {
    const dir = path.join(os.tmpdir(), 'site', 'src');
    expect(isSiteModule(path.join(dir, 'components', 'A.tsx'), dir)).toBe(true);
    expect(isSiteModule(path.join(dir, 'pages', 'x.mdx'), dir)).toBe(false);
    expect(isSiteModule(path.join(dir, 'plugins', 'p.ts'), dir, [path.join(dir, 'plugins')])).toBe(false);
    expect(isSiteModule(path.join(dir + '2', 'A.tsx'), dir)).toBe(false);
    expect(isSiteModule(path.join(dir, 'pluginsX', 'A.tsx'), dir, [path.join(dir, 'plugins')])).toBe(true);
  });
});
