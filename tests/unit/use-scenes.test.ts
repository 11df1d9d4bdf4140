import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOC_PATHS, SCENE_SLUGS, getUseScenes, sceneRoute} from '@site/src/data/useScenes';
import {CASE_SLUGS} from '@site/src/data/cases';
import type {TitledText} from '@site/src/components/TitledCards';
import {hasManifest, manifest} from './lib/shared';
import {LOCALES, block, paragraphs, propValues, readPage, type Locale} from './lib/productPages';

const root = path.resolve(__dirname, '../..');

/** The docs file a /docs/... route is built from (folder index, file, or folder-named file). */
function docFileFor(route: string): string | undefined {
  if (route === '/docs/') return 'docs/quick-start/introduction.md';
  const rel = route.replace(/^\/docs\//, '').replace(/\/$/, '');
  const last = rel.split('/').pop();
  const candidates = ['.md', '.mdx', '/index.md', '/index.mdx', `/${last}.md`, `/${last}.mdx`].map(
    (ext) => `docs/${rel}${ext}`,
  );
  return candidates.find((c) => fs.existsSync(path.join(root, c)));
}

describe('use scenes data', () => {
  const scenes = getUseScenes();

  it('has one entry per slug, unique, in card order', () => {
    expect(scenes.map((s) => s.slug)).toEqual([...SCENE_SLUGS]);
    expect(new Set(SCENE_SLUGS).size).toBe(SCENE_SLUGS.length);
    for (const s of scenes) expect(s.route).toBe(sceneRoute(s.slug));
  });

  it.runIf(hasManifest)('covers every use scene route of the manifest, in the manifest order', () => {
    const routes = (manifest('routes.json').pages as {route: string; kind: string}[])
      .filter((p) => p.kind === 'usescene')
      .map((p) => p.route);
    expect([...routes].sort()).toEqual(scenes.map((s) => s.route).sort());
    const order = (manifest('facts.json').use_scenes.list as {slug: string}[]).map((s) => s.slug);
    expect([...SCENE_SLUGS]).toEqual(order);
  });

  it.each(scenes.map((s) => [s.slug, s] as const))('%s has its index entry', (_slug, scene) => {
    for (const text of [scene.title, scene.summary]) expect(text.length).toBeGreaterThan(4);
    expect(scene.docs.length).toBeGreaterThanOrEqual(1);
    for (const c of scene.cases) expect(CASE_SLUGS).toContain(c);
  });

  describe.each(SCENE_SLUGS)('%s page (MDX, both locales)', (slug) => {
    const pages = Object.fromEntries(LOCALES.map((l) => [l, readPage(l, `usescene/${slug}.mdx`)])) as Record<
      Locale,
      string
    >;

    it.each(LOCALES)('%s: the problem, the approach as 3 to 6 steps, the benefits', (locale) => {
      const mdx = pages[locale];
      expect(mdx).toContain(`<ScenePage slug="${slug}">`);
      const problem = block(mdx, 'Section', 'kind="problem"');
      const solution = block(mdx, 'Section', 'kind="solution"');
      for (const section of [problem, solution]) expect(paragraphs(section)[0]?.length).toBeGreaterThan(4);
      const problems = propValues(problem, 'items')[0] as TitledText[];
      const steps = propValues(solution, 'steps')[0] as TitledText[];
      const benefits = propValues(block(mdx, 'Section', 'kind="benefits"'), 'items')[0] as TitledText[];
      expect(problems.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(6);
      expect(benefits.length).toBeGreaterThanOrEqual(3);
      for (const list of [problems, steps, benefits]) {
        expect(new Set(list.map((x) => x.title)).size, 'titles unique within a list').toBe(list.length);
        for (const item of list) {
          expect(item.title).not.toBe('');
          expect(item.description.length).toBeGreaterThan(8);
        }
      }
    });

    it('the English page is the twin of the Chinese one: as many cards, steps and paragraphs, no Chinese', () => {
      const shape = (mdx: string) =>
        [...propValues(mdx, 'items'), ...propValues(mdx, 'steps')].map((list) => (list as unknown[]).length);
      expect(shape(pages.en)).toEqual(shape(pages.zh));
      expect(paragraphs(pages.en).length).toBe(paragraphs(pages.zh).length);
      expect(pages.en.includes('<Note>')).toBe(pages.zh.includes('<Note>'));
      expect(pages.en).not.toMatch(/\p{Script=Han}/u);
    });
  });

  it('titles are unique across scenes', () => {
    expect(new Set(scenes.map((s) => s.title)).size).toBe(scenes.length);
  });

  it.each(Object.entries(DOC_PATHS))('docs link %s (%s) points to a docs page that exists', (_key, route) => {
    expect(docFileFor(route), route).toBeDefined();
  });
});
