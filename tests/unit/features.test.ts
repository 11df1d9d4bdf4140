import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FEATURE_SLUGS, getFeature, getFeatures, TRY_IT_PATH, type Diagram} from '@site/src/data/features';
import {featureLinks} from '@site/src/data/site';
import {LOCALES, block, paragraphs, propValues, readPage, stringProps, type Locale} from './lib/productPages';

const root = path.resolve(__dirname, '../..');
const enDocs = 'i18n/en/docusaurus-plugin-content-docs/current';

/** The Markdown file a /docs/... route comes from, in docs/ or in its English twin. */
function docFile(dir: string, route: string): string | undefined {
  const rel = route.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  if (rel === '') return path.join(root, dir, 'quick-start/introduction.md'); // slug: /
  const base = path.basename(rel);
  const candidates = [
    `${rel}.md`,
    `${rel}.mdx`,
    `${rel}/index.md`,
    `${rel}/index.mdx`,
    `${rel}/${base}.md`,
    `${rel}/${base}.mdx`,
  ];
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

  it.each(FEATURE_SLUGS)('%s has a title and a one-sentence description', (slug) => {
    const f = getFeature(slug);
    expect(f.title.length).toBeGreaterThan(3);
    expect(f.description.length).toBeGreaterThan(30);
    expect(f.description.length).toBeLessThan(160);
  });

  describe.each(FEATURE_SLUGS)('%s page (MDX, both locales)', (slug) => {
    const pages = Object.fromEntries(LOCALES.map((l) => [l, readPage(l, `feature/${slug}/index.mdx`)])) as Record<
      Locale,
      string
    >;

    it.each(LOCALES)('%s: a lead, 3 to 5 capabilities with text and a well-formed diagram', (locale) => {
      const mdx = pages[locale];
      expect(mdx).toMatch(new RegExp(`<FeaturePage\\s+slug="${slug}"`));
      expect(stringProps(mdx, 'lead')[0]?.length).toBeGreaterThan(40);
      const ids = stringProps(mdx, 'id');
      const diagrams = propValues(mdx, 'diagram') as Diagram[];
      expect(diagrams.length).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(ids.length).toBeLessThanOrEqual(5);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(id).toMatch(/^[a-z][a-z-]*$/);
        const text = paragraphs(block(mdx, 'Capability', `id="${id}"`)).join(' ');
        expect(text.length, id).toBeGreaterThan(60);
      }
      for (const title of stringProps(mdx, 'title')) expect(title.length).toBeGreaterThan(2);
      for (const d of diagrams) {
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

    it.each(LOCALES)('%s: maps to Kubernetes objects', (locale) => {
      const mdx = pages[locale];
      expect(paragraphs(block(mdx, 'KubernetesMapping')).join(' ').length).toBeGreaterThan(20);
      const rows = propValues(mdx, 'rows')[0] as [string, string][];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    });

    it('the English page is the twin of the Chinese one: same capabilities and diagrams, no Chinese', () => {
      expect(stringProps(pages.en, 'id')).toEqual(stringProps(pages.zh, 'id'));
      const shape = (mdx: string) =>
        (propValues(mdx, 'diagram') as Diagram[]).map((d) => [d.kind, diagramLabels(d).length]);
      expect(shape(pages.en)).toEqual(shape(pages.zh));
      expect((propValues(pages.en, 'rows')[0] as unknown[]).length).toBe(
        (propValues(pages.zh, 'rows')[0] as unknown[]).length,
      );
      expect(pages.en).not.toMatch(/\p{Script=Han}/u);
    });
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
    for (const locale of LOCALES)
      expect(stringProps(readPage(locale, 'feature/app-market/index.mdx'), 'lead')[0]).toMatch(/80/);
  });
});
