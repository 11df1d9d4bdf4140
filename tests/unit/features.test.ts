import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FEATURE_SLUGS, getFeature, getFeatures, TRY_IT_PATH, type Diagram} from '@site/src/data/features';
import {featureLinks} from '@site/src/data/site';

const root = path.resolve(__dirname, '../..');
const enDocs = 'i18n/en/docusaurus-plugin-content-docs/current';

/** The Markdown file a /docs/... route comes from, in docs/ or in its English twin. */
function docFile(dir: string, route: string): string | undefined {
  const rel = route.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  if (rel === '') return path.join(root, dir, 'quick-start/introduction.md'); // slug: /
  const base = path.basename(rel);
  const candidates = [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`, `${rel}/${base}.md`, `${rel}/${base}.mdx`];
  return candidates.map((c) => path.join(root, dir, c)).find((f) => fs.existsSync(f));
}

function expectDocExists(link: string) {
  const [route, anchor] = link.split('#');
  expect(route.startsWith('/docs/'), link).toBe(true);
  for (const dir of ['docs', enDocs]) {
    const file = docFile(dir, route);
    expect(file, `${dir}: ${link}`).toBeDefined();
    if (anchor) expect(fs.readFileSync(file!, 'utf8'), `${dir}: ${link}`).toContain(`{#${anchor}}`);
  }
}

function diagramLabels(d: Diagram): string[] {
  if (d.kind === 'flow') return d.steps;
  if (d.kind === 'hub') return [d.center, ...d.spokes];
  return d.layers;
}

describe('feature definitions', () => {
  const features = getFeatures();

  it('are the five features of the header menu, in its order', () => {
    expect(features.map((f) => f.slug)).toEqual([...FEATURE_SLUGS]);
    expect(features.map((f) => f.route)).toEqual(featureLinks.map((l) => `${l.to}/`));
    for (const f of features) expect(f.route).toBe(`/feature/${f.slug}/`);
  });

  it('each have a page file that only names its slug', () => {
    for (const slug of FEATURE_SLUGS) {
      const file = path.join(root, 'src/pages/feature', slug, 'index.tsx');
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toContain(`<FeaturePage slug="${slug}" />`);
      expect(text.split('\n').filter(Boolean).length).toBeLessThanOrEqual(8);
    }
  });

  it.each(FEATURE_SLUGS)('%s has a title, a one-sentence description and a lead', (slug) => {
    const f = getFeature(slug);
    expect(f.title.length).toBeGreaterThan(3);
    expect(f.description.length).toBeGreaterThan(30);
    expect(f.description.length).toBeLessThan(160);
    expect(f.lead.length).toBeGreaterThan(40);
  });

  it.each(FEATURE_SLUGS)('%s has 3 to 5 capabilities, each with text and a well-formed diagram', (slug) => {
    const {capabilities} = getFeature(slug);
    expect(capabilities.length).toBeGreaterThanOrEqual(3);
    expect(capabilities.length).toBeLessThanOrEqual(5);
    expect(new Set(capabilities.map((c) => c.id)).size).toBe(capabilities.length);
    for (const cap of capabilities) {
      expect(cap.id).toMatch(/^[a-z][a-z-]*$/);
      expect(cap.title.length).toBeGreaterThan(2);
      expect(cap.text.length).toBeGreaterThan(60);
      const d = cap.diagram;
      expect(d.caption.length).toBeGreaterThan(3);
      const labels = diagramLabels(d);
      // Labels are React keys and must be distinct; hub fans are drawn for up to 5 spokes.
      expect(new Set(labels).size).toBe(labels.length);
      if (d.kind === 'flow') expect(d.steps.length).toBeGreaterThanOrEqual(3);
      if (d.kind === 'hub') expect(d.spokes.length).toBeGreaterThanOrEqual(2);
      if (d.kind === 'hub') expect(d.spokes.length).toBeLessThanOrEqual(5);
      if (d.kind === 'stack') expect(d.layers.length).toBeGreaterThanOrEqual(2);
      for (const label of labels) expect(label.trim()).not.toBe('');
    }
  });

  it.each(FEATURE_SLUGS)('%s maps to Kubernetes objects', (slug) => {
    const f = getFeature(slug);
    expect(f.kubernetesIntro.length).toBeGreaterThan(20);
    expect(f.kubernetes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(f.kubernetes.map((r) => r.rainbond)).size).toBe(f.kubernetes.length);
  });

  it.each(FEATURE_SLUGS)('%s links only to docs pages (and headings) that exist in both languages', (slug) => {
    const f = getFeature(slug);
    expect(f.related.length).toBeGreaterThanOrEqual(2);
    expect(new Set(f.related.map((l) => l.to)).size).toBe(f.related.length);
    for (const link of f.related) expectDocExists(link.to);
  });

  it('send visitors to the quick install guide', () => {
    expect(TRY_IT_PATH).toBe('/docs/quick-start/quick-install');
    expectDocExists(TRY_IT_PATH);
  });

  it('state the app market claim of 80+ apps and plugins', () => {
    expect(getFeature('app-market').lead).toMatch(/80/);
  });
});
