import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import translations from '@site/src/plugins/performance/translations.js';

type Moved = Record<string, string>;
const {idsNamedIn, movedTranslations, withTranslations, withoutMoved} = translations as unknown as {
  idsNamedIn: (source: string, ids: string[]) => string[];
  movedTranslations: (srcDir: string, t: Moved) => Moved;
  withTranslations: (source: string, moved: Moved) => string;
  withoutMoved: (json: string, moved: Moved) => string;
};

describe('code translations per module (src/plugins/performance)', () => {
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
    expect(movedTranslations(dir, all)).toEqual({'a.one': 'One'});
  });

  it('adds a module its own moved translations before its code, and only those', () => {
    const moved = {'a.one': 'One', 'b.two': 'Two'};
    const out = withTranslations(`import x from 'y';\ntranslate({id: 'a.one'});`, moved);
    expect(
      out.startsWith(
        `import __rainbondCodeTranslations from '@generated/codeTranslations';\nObject.assign(__rainbondCodeTranslations, {"a.one":"One"});\n`,
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
});
