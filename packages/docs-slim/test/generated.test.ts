/**
 * docs-slim against what the installed Docusaurus really generates: Docusaurus' own site loader
 * (`loadSite` of @docusaurus/core, as `docusaurus build` runs it) loads ./fixture with the docs
 * plugin wrapped by docs-slim, runs the plugin's lifecycle and writes the generated files
 * (.docusaurus/: routes, data modules, global data) that the checks below read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const fixture = path.join(__dirname, 'fixture');
const plugin = path.join(__dirname, '..', 'src', 'index.ts');

type Loaded = {generated: string; read: (file: string) => unknown; files: string[]};

async function loadFixture(options: Record<string, unknown>): Promise<Loaded> {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-slim-'));
  fs.cpSync(fixture, siteDir, {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify({
      title: 'Fixture',
      url: 'https://example.com',
      baseUrl: '/',
      onBrokenLinks: 'throw',
      plugins: [[plugin, {sidebarPath: './sidebars.js', ...options}]],
    })};\n`,
  );
  const {loadSite} = (await import('@docusaurus/core/lib/server/site.js')) as unknown as {
    loadSite: (p: {siteDir: string; locale?: string}) => Promise<{props: {generatedFilesDir: string}}>;
  };
  const site = await loadSite({siteDir});
  const generated = site.props.generatedFilesDir;
  const files = fs.readdirSync(generated, {recursive: true}).map(String);
  return {generated, files, read: (file) => JSON.parse(fs.readFileSync(path.join(generated, file), 'utf8'))};
}

/** The generated data modules of the docs plugin, parsed. */
const dataOf = (loaded: Loaded) =>
  loaded.files
    .filter((f) => f.includes('docusaurus-plugin-content-docs') && f.endsWith('.json'))
    .map((f) => loaded.read(f) as Record<string, unknown>);

describe('docs-slim on files the installed Docusaurus generates', {timeout: 120_000}, () => {
  let slim: Loaded;
  let off: Loaded;
  beforeAll(async () => {
    slim = await loadFixture({});
    off = await loadFixture({slim: false});
  }, 120_000);
  afterAll(() => {
    for (const l of [slim, off]) if (l) fs.rmSync(path.dirname(l.generated), {recursive: true, force: true});
  });

  it('empties the doc list of the version data every docs page loads', () => {
    const versionOf = (l: Loaded) =>
      dataOf(l).find((d) => d.version && typeof d.version === 'object' && 'docsSidebars' in (d.version as object))
        ?.version as {docs: object};
    expect(Object.keys(versionOf(off).docs).sort()).toEqual(['guide/index', 'guide/install', 'guide/upgrade', 'intro']);
    expect(versionOf(slim).docs).toEqual({});
  });

  it("gives a category's link page the descriptions of the docs under it", () => {
    const metadata = (l: Loaded, id: string) => dataOf(l).find((d) => d.id === id && typeof d.permalink === 'string');
    expect(metadata(slim, 'guide/index')?.cardDescriptions).toEqual({
      'guide/install': 'How to install it',
      'guide/upgrade': 'How to upgrade it',
    });
    expect(metadata(slim, 'intro')).toBeDefined();
    expect(metadata(slim, 'intro')?.cardDescriptions).toBeUndefined();
    expect(metadata(off, 'guide/index')?.cardDescriptions).toBeUndefined();
  });

  it("keeps only each version's main doc in the global data", () => {
    const docsOf = (l: Loaded) =>
      (
        l.read('globalData.json') as Record<
          string,
          Record<string, {versions: {mainDocId: string; docs: {id: string}[]}[]}>
        >
      )['docusaurus-plugin-content-docs']!.default!.versions[0]!;
    expect(
      docsOf(off)
        .docs.map((d) => d.id)
        .sort(),
    ).toEqual(['guide/index', 'guide/install', 'guide/upgrade', 'intro']);
    expect(docsOf(slim).docs.map((d) => d.id)).toEqual([docsOf(slim).mainDocId]);
  });
});
