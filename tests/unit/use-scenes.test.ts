import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOC_PATHS, SCENE_SLUGS, getUseScenes, sceneRoute} from '@site/src/data/useScenes';
import {CASE_SLUGS} from '@site/src/data/cases';

const root = path.resolve(__dirname, '../..');
const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(root, '../shared/manifest', name), 'utf8'));
const hasManifest = fs.existsSync(path.join(root, '../shared/manifest/routes.json'));

/** The docs file a /docs/... route is built from (folder index, file, or folder-named file). */
function docFileFor(route: string): string | undefined {
  if (route === '/docs/') return 'docs/quick-start/introduction.md';
  const rel = route.replace(/^\/docs\//, '').replace(/\/$/, '');
  const last = rel.split('/').pop();
  const candidates = ['.md', '.mdx', '/index.md', '/index.mdx', `/${last}.md`, `/${last}.mdx`].map((ext) => `docs/${rel}${ext}`);
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

  it.each(scenes.map((s) => [s.slug, s] as const))('%s is complete', (_slug, scene) => {
    for (const text of [scene.title, scene.summary, scene.intro, scene.approach]) expect(text.length).toBeGreaterThan(4);
    expect(scene.problems.length).toBeGreaterThanOrEqual(3);
    expect(scene.steps.length).toBeGreaterThanOrEqual(3);
    expect(scene.steps.length).toBeLessThanOrEqual(6);
    expect(scene.benefits.length).toBeGreaterThanOrEqual(3);
    expect(scene.docs.length).toBeGreaterThanOrEqual(1);
    for (const list of [scene.problems, scene.steps, scene.benefits]) {
      expect(new Set(list.map((x) => x.title)).size, 'titles unique within a list').toBe(list.length);
      for (const item of list) {
        expect(item.title).not.toBe('');
        expect(item.description.length).toBeGreaterThan(8);
      }
    }
    for (const c of scene.cases) expect(CASE_SLUGS).toContain(c);
  });

  it('titles are unique across scenes', () => {
    expect(new Set(scenes.map((s) => s.title)).size).toBe(scenes.length);
  });

  it.each(Object.entries(DOC_PATHS))('docs link %s (%s) points to a docs page that exists', (_key, route) => {
    expect(docFileFor(route), route).toBeDefined();
  });
});
