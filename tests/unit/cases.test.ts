import {describe, expect, it} from 'vitest';
import {CASE_SLUGS, caseRoute, getCases} from '@site/src/data/cases';
import {SCENE_SLUGS} from '@site/src/data/useScenes';
import type {TitledText} from '@site/src/components/TitledCards';
import {hasManifest, manifest} from './lib/shared';
import {LOCALES, block, paragraphs, propValues, readPage, type Locale} from './lib/productPages';

describe('cases data', () => {
  const cases = getCases();

  it('has one entry per slug, unique, in card order', () => {
    expect(cases.map((c) => c.slug)).toEqual([...CASE_SLUGS]);
    expect(new Set(CASE_SLUGS).size).toBe(CASE_SLUGS.length);
    for (const c of cases) expect(c.route).toBe(caseRoute(c.slug));
  });

  it.runIf(hasManifest)('covers every case route of the manifest, in the order of the index', () => {
    const routes = (manifest('routes.json').pages as {route: string; kind: string}[])
      .filter((p) => p.kind === 'case')
      .map((p) => p.route);
    expect([...routes].sort()).toEqual(cases.map((c) => c.route).sort());
    expect([...CASE_SLUGS]).toEqual(manifest('facts.json').cases.order_on_index);
  });

  it.each(cases.map((c) => [c.slug, c] as const))('%s has its index entry', (_slug, study) => {
    for (const text of [study.customer, study.industry, study.title, study.summary])
      expect(text.length).toBeGreaterThan(1);
    expect(study.docs.length).toBeGreaterThanOrEqual(1);
    for (const s of study.scenes) expect(SCENE_SLUGS).toContain(s);
  });

  describe.each(CASE_SLUGS)('%s page (MDX, both locales)', (slug) => {
    const pages = Object.fromEntries(LOCALES.map((l) => [l, readPage(l, `case/${slug}.mdx`)])) as Record<
      Locale,
      string
    >;
    const cards = (mdx: string, kind: string) =>
      propValues(block(mdx, 'Section', `kind="${kind}"`), 'items')[0] as TitledText[];

    it.each(LOCALES)('%s: tells the situation, the challenges, what was built and the outcome', (locale) => {
      const mdx = pages[locale];
      expect(mdx).toContain(`<CasePage slug="${slug}">`);
      expect(paragraphs(block(mdx, 'Section', 'kind="situation"')).length).toBeGreaterThanOrEqual(1);
      const [challenges, built, outcome] = ['challenges', 'built', 'outcome'].map((k) => cards(mdx, k));
      expect(challenges.length).toBeGreaterThanOrEqual(3);
      expect(built.length).toBeGreaterThanOrEqual(3);
      expect(outcome.length).toBeGreaterThanOrEqual(2);
      for (const list of [challenges, built, outcome]) {
        expect(new Set(list.map((x) => x.title)).size, 'titles unique within a list').toBe(list.length);
        for (const item of list) expect(item.description.length).toBeGreaterThan(8);
      }
    });

    it.each(LOCALES)('%s: shows only figures: every fact value is a number or a level, with a label', (locale) => {
      const facts = propValues(pages[locale], 'items')[0] as {value: string; label: string}[];
      expect(facts.length).toBeGreaterThanOrEqual(2);
      for (const fact of facts) {
        expect(fact.value, `${slug}: ${fact.label}`).toMatch(/\d/);
        expect(fact.label.length).toBeGreaterThan(1);
      }
    });

    it('the English page is the twin of the Chinese one: as many facts, cards and paragraphs, no Chinese', () => {
      const shape = (mdx: string) => propValues(mdx, 'items').map((list) => (list as unknown[]).length);
      expect(shape(pages.en)).toEqual(shape(pages.zh));
      expect(paragraphs(pages.en).length).toBe(paragraphs(pages.zh).length);
      expect(pages.en).not.toMatch(/\p{Script=Han}/u);
    });
  });

  it('titles and customers are unique across cases', () => {
    expect(new Set(cases.map((c) => c.title)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.customer)).size).toBe(cases.length);
  });
});
