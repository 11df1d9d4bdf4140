/**
 * translation-split against the codeTranslations.json the installed Docusaurus really generates:
 * Docusaurus' own site loader (`loadSite` of @docusaurus/core, as `docusaurus build` runs it) loads
 * ./fixture in its `en` locale (i18n/en/code.json, and the theme's own translations) with this
 * plugin, and writes .docusaurus/codeTranslations.json, which the plugin's loaders rewrite here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import translationSplitPlugin from '../src/index';
import translationsLoader from '../src/translations.js';

const require = createRequire(import.meta.url);
const fixture = path.join(__dirname, 'fixture');
const plugin = path.join(__dirname, '..', 'src', 'index.ts');
const options = {dir: 'src', exclude: ['src/plugins']};

type Rule = {test: (file: string) => boolean; enforce?: 'pre'; use: {loader: string; options: object}[]};
type Loaded = {siteDir: string; context: LoadContext};

async function loadFixture(): Promise<Loaded> {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-split-'));
  fs.cpSync(fixture, siteDir, {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify({
      title: 'Fixture',
      url: 'https://example.com',
      baseUrl: '/',
      i18n: {defaultLocale: 'zh', locales: ['zh', 'en']},
      // Resolved here: the fixture is copied outside the site.
      themes: [require.resolve('@docusaurus/theme-classic')],
      plugins: [[plugin, options]],
    })};\n`,
  );
  const {loadSite} = (await import('@docusaurus/core/lib/server/site.js')) as unknown as {
    loadSite: (p: {siteDir: string; locale?: string}) => Promise<{props: LoadContext}>;
  };
  const site = await loadSite({siteDir, locale: 'en'});
  return {siteDir, context: site.props};
}

const rulesOf = (plugin: Plugin, isServer = false) =>
  (plugin.configureWebpack as unknown as (c: object, s: boolean, u: object) => {module?: {rules: Rule[]}})(
    {},
    isServer,
    {currentBundler: {name: 'webpack', instance: {}}},
  ).module?.rules ?? [];

/** Runs the loader of `rule` on `source` as the bundler does. */
const run = (rule: Rule, source: string) =>
  (translationsLoader as unknown as (this: object, s: string) => string).call(
    {getOptions: () => rule.use[0]!.options},
    source,
  );

describe(
  'translation-split on the codeTranslations.json the installed Docusaurus generates',
  {timeout: 120_000},
  () => {
    let site: Loaded;
    let table: string;
    let generated: Record<string, string>;
    beforeAll(async () => {
      site = await loadFixture();
      table = path.join(site.context.generatedFilesDir, 'codeTranslations.json');
      generated = JSON.parse(fs.readFileSync(table, 'utf8')) as Record<string, string>;
    }, 120_000);
    afterAll(() => {
      if (site) fs.rmSync(site.siteDir, {recursive: true, force: true});
    });

    it("Docusaurus wrote one object of the locale's translations", () => {
      expect(generated).toMatchObject({
        'fixture.hello': 'Hello',
        'fixture.shared': 'Shared',
        'fixture.build': 'Built',
        'fixture.unused': 'Unused',
        'theme.common.skipToMainContent': 'Skip to the content',
      });
      expect(site.context.codeTranslations).toEqual(generated);
    });

    it('moves out of main.js the translations a module of the folder names, and only those', () => {
      const rules = rulesOf(translationSplitPlugin(site.context, options));
      expect(rules).toHaveLength(2);
      const [onTable, onModules] = rules as [Rule, Rule];
      expect(onTable.test(table)).toBe(true);
      const hello = path.join(site.siteDir, 'src', 'components', 'Hello.js');
      expect(onModules.enforce).toBe('pre');
      expect(onModules.test(hello)).toBe(true);
      expect(onModules.test(path.join(site.siteDir, 'src', 'plugins', 'build.js'))).toBe(false);

      const left = JSON.parse(run(onTable, fs.readFileSync(table, 'utf8'))) as Record<string, string>;
      const expected = {...generated};
      delete expected['fixture.hello'];
      // Named in a Markdown page too (not rewritten), in an excluded folder, by no module, or the theme's: they stay.
      expect(left).toEqual(expected);

      const module = run(onModules, fs.readFileSync(hello, 'utf8'));
      expect(module.split('\n').slice(0, 2)).toEqual([
        "import __movedCodeTranslations from '@generated/codeTranslations';",
        'Object.assign(__movedCodeTranslations, {"fixture.hello":"Hello"});',
      ]);
    });

    it('leaves the server bundle alone', () => {
      expect(rulesOf(translationSplitPlugin(site.context, options), true)).toEqual([]);
    });

    it('`enabled: false` switches it off: every translation stays in main.js', () => {
      const off = translationSplitPlugin(site.context, {...options, enabled: false});
      expect(off.configureWebpack).toBeUndefined();
      expect(Object.keys(off)).toEqual(['name']);
    });

    it('the folder that counts is an option', () => {
      // Without the exclusion, the build-time module's id moves too.
      const [onTable] = rulesOf(translationSplitPlugin(site.context, {dir: 'src'})) as [Rule];
      const left = JSON.parse(run(onTable, fs.readFileSync(table, 'utf8'))) as Record<string, string>;
      expect(left['fixture.build']).toBeUndefined();
      expect(left['fixture.hello']).toBeUndefined();
      // A folder with no module naming an id moves nothing.
      expect(rulesOf(translationSplitPlugin(site.context, {dir: 'src/pages'}))).toEqual([]);
      expect(() => translationSplitPlugin(site.context, {exclude: 'src/plugins' as unknown as string[]})).toThrow(
        /`exclude` must be a list of folders/,
      );
    });
  },
);
