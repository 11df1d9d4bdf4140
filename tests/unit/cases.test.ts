import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CASE_SLUGS, caseRoute, getCases} from '@site/src/data/cases';
import {SCENE_SLUGS} from '@site/src/data/useScenes';

const root = path.resolve(__dirname, '../..');
const manifestDir = path.join(root, '../shared/manifest');
const hasManifest = fs.existsSync(path.join(manifestDir, 'routes.json'));
const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(manifestDir, name), 'utf8'));

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

  it.each(cases.map((c) => [c.slug, c] as const))('%s is complete', (_slug, study) => {
    for (const text of [study.customer, study.industry, study.title, study.summary]) expect(text.length).toBeGreaterThan(1);
    expect(study.situation.length).toBeGreaterThanOrEqual(1);
    expect(study.challenges.length).toBeGreaterThanOrEqual(3);
    expect(study.built.length).toBeGreaterThanOrEqual(3);
    expect(study.outcome.length).toBeGreaterThanOrEqual(2);
    expect(study.docs.length).toBeGreaterThanOrEqual(1);
    for (const list of [study.challenges, study.built, study.outcome]) {
      expect(new Set(list.map((x) => x.title)).size, 'titles unique within a list').toBe(list.length);
      for (const item of list) expect(item.description.length).toBeGreaterThan(8);
    }
    for (const s of study.scenes) expect(SCENE_SLUGS).toContain(s);
  });

  it('shows only figures: every fact value is a number or a level, with a label', () => {
    for (const study of cases) {
      expect(study.facts.length).toBeGreaterThanOrEqual(2);
      for (const fact of study.facts) {
        expect(fact.value, `${study.slug}: ${fact.label}`).toMatch(/\d/);
        expect(fact.label.length).toBeGreaterThan(1);
      }
    }
  });

  it('titles and customers are unique across cases', () => {
    expect(new Set(cases.map((c) => c.title)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.customer)).size).toBe(cases.length);
  });
});
