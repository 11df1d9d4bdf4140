import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PAGE_MESSAGE_GROUPS, groupOf, splitCodeTranslations} from '@site/src/plugins/performance/pageMessages';
import {registerPageMessages} from '@site/src/utils/pageMessages/register';

const root = path.resolve(__dirname, '../..');
const enCode = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8')) as Record<string, {message: string}>;
const enMessages = Object.fromEntries(Object.entries(enCode).map(([id, v]) => [id, v.message]));

describe('groupOf', () => {
  it('puts ids of page families in their group', () => {
    expect(groupOf('featurePage.devops.title')).toBe('featurePage');
    expect(groupOf('case.csgApp.title')).toBe('case');
    expect(groupOf('usescene.x86ToArm.lead')).toBe('usescene');
    expect(groupOf('enterprisePage.compare.row')).toBe('enterprisePage');
    expect(groupOf('installGenerator.error.ip')).toBe('installGenerator');
  });
  it('keeps everything else in main.js', () => {
    for (const id of ['theme.docs.paginator.next', 'navbar.case', 'home.hero.title', 'case', 'cases.x', 'featurePages.x', 'Case.x'])
      expect(groupOf(id)).toBeUndefined();
  });
});

describe('splitCodeTranslations', () => {
  const {main, groups} = splitCodeTranslations(enMessages);

  it('puts every English message in exactly one place, unchanged', () => {
    const seen = {...main};
    for (const messages of Object.values(groups)) {
      for (const [id, message] of Object.entries(messages)) {
        expect(seen).not.toHaveProperty(id);
        seen[id] = message;
      }
    }
    expect(seen).toEqual(enMessages);
  });

  it('moves most of the text out of main.js', () => {
    const size = (m: Record<string, string>) => JSON.stringify(m).length;
    expect(Object.keys(groups).sort()).toEqual([...PAGE_MESSAGE_GROUPS].sort());
    for (const g of PAGE_MESSAGE_GROUPS) expect(Object.keys(groups[g]).length).toBeGreaterThan(5);
    expect(size(main)).toBeLessThan(size(enMessages) / 3);
    expect(Object.keys(main).some((id) => groupOf(id))).toBe(false);
  });
});

describe('registerPageMessages', () => {
  it('adds missing ids and never changes one already present', () => {
    const target: Record<string, string> = {'case.a': 'kept'};
    registerPageMessages({'case.a': 'other', 'case.b': 'added'}, target);
    expect(target).toEqual({'case.a': 'kept', 'case.b': 'added'});
  });
});

/** Every file that uses an id of a page family must register that family's translations. */
describe('page families register their translations', () => {
  function sources(dir: string, acc: string[] = []): string[] {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) sources(p, acc);
      else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) acc.push(p);
    }
    return acc;
  }
  const files = sources(path.join(root, 'src')).filter((f) => !f.includes(`${path.sep}plugins${path.sep}`));

  it('finds files of every family', () => {
    for (const g of PAGE_MESSAGE_GROUPS)
      expect(files.some((f) => fs.readFileSync(f, 'utf8').includes(`'${g}.`)), g).toBe(true);
  });

  for (const group of PAGE_MESSAGE_GROUPS) {
    it(`files using '${group}.*' ids import its registration`, () => {
      const missing = files.filter((f) => {
        const text = fs.readFileSync(f, 'utf8');
        const uses = new RegExp(`(id:\\s*|id=)['"\`]${group}\\.`).test(text);
        return uses && !text.includes(`@site/src/utils/pageMessages/${group}'`);
      });
      expect(missing.map((f) => path.relative(root, f))).toEqual([]);
    });
  }
});
