/**
 * hydration-slices: its switch, the internals it checks, and the theme aliases the installed
 * Docusaurus gives its components (Docusaurus' own `loadSite` and `loadThemeAliases`, as
 * `docusaurus build` runs them, on a small site with the classic theme and this plugin).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import internals from '@rainbond/docusaurus-internals';
import type {Plugin} from '@docusaurus/types';
import hydrationSlicesPlugin, {INTERNALS, RENDER_TO_HTML, RENDER_TO_HTML_MODULE, WRAPPED} from '../src/index';

const require = createRequire(import.meta.url);
const plugin = path.join(__dirname, '..', 'src', 'index.ts');
const themeDir = path.join(__dirname, '..', 'src', 'theme');

class NormalModuleReplacementPlugin {
  constructor(
    readonly re: RegExp,
    readonly to: string,
  ) {}
}
const configure = (p: Plugin, isServer: boolean) =>
  (p.configureWebpack as unknown as (c: object, s: boolean, u: object) => {plugins?: unknown[]})({}, isServer, {
    currentBundler: {name: 'webpack', instance: {NormalModuleReplacementPlugin}},
  });

describe('the plugin', () => {
  const context = {} as LoadContext;

  it("replaces Docusaurus' server rendering in the server bundle only, by one that keeps boundaries in place", () => {
    const server = configure(hydrationSlicesPlugin(context), true).plugins as NormalModuleReplacementPlugin[];
    expect(server).toHaveLength(1);
    expect(server[0]!.to).toBe(RENDER_TO_HTML_MODULE);
    expect(RENDER_TO_HTML.test(require.resolve('@docusaurus/core/lib/client/renderToHtml.js'))).toBe(true);
    expect(fs.readFileSync(RENDER_TO_HTML_MODULE, 'utf8')).toContain('progressiveChunkSize: Number.POSITIVE_INFINITY');
    expect(configure(hydrationSlicesPlugin(context), false).plugins).toBeUndefined();
  });

  it('relies on internals the installed Docusaurus still has', () => {
    expect(() => internals.checkInternals('hydration-slices', INTERNALS)).not.toThrow();
    expect(INTERNALS.map((i) => i.file)).toEqual([
      ...WRAPPED.map((c) => `@docusaurus/theme-classic/lib/theme/${c}/index.js`),
      '@docusaurus/core/lib/client/serverEntry.js',
      '@docusaurus/core/lib/client/renderToHtml.js',
    ]);
  });

  it('wraps the theme it is added to: its components import `@theme-init/*`, never `@theme-original/*`', () => {
    for (const component of WRAPPED) {
      const source = fs.readFileSync(path.join(themeDir, component, 'index.tsx'), 'utf8');
      expect(source).toContain(`from '@theme-init/${component}'`);
      expect(source).not.toContain('@theme-original/');
    }
  });

  it('`enabled: false` switches it off: no theme components', () => {
    const off = hydrationSlicesPlugin(context, {enabled: false});
    expect(Object.keys(off)).toEqual(['name']);
    expect(hydrationSlicesPlugin(context).getThemePath?.()).toBe(themeDir);
    expect(() => hydrationSlicesPlugin(context, {enabled: 1 as unknown as boolean})).toThrow(
      /`enabled` must be a boolean/,
    );
  });
});

type Aliases = Record<string, string>;

async function themeAliases(options: object): Promise<{siteDir: string; aliases: Aliases}> {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hydration-slices-'));
  // As the site has it: the classic theme from a preset, this plugin in `plugins`.
  fs.writeFileSync(
    path.join(siteDir, 'preset.js'),
    `module.exports = () => ({themes: [${JSON.stringify(require.resolve('@docusaurus/theme-classic'))}]});\n`,
  );
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify({
      title: 'Fixture',
      url: 'https://example.com',
      baseUrl: '/',
      presets: [path.join(siteDir, 'preset.js')],
      plugins: [[plugin, options]],
    })};\n`,
  );
  const {loadSite} = (await import('@docusaurus/core/lib/server/site.js')) as unknown as {
    loadSite: (p: {siteDir: string}) => Promise<{props: {siteDir: string; plugins: unknown[]}}>;
  };
  const {loadThemeAliases} = (await import('@docusaurus/core/lib/webpack/aliases/index.js')) as unknown as {
    loadThemeAliases: (p: {siteDir: string; plugins: unknown[]}) => Promise<Aliases>;
  };
  const site = await loadSite({siteDir});
  return {siteDir, aliases: await loadThemeAliases({siteDir, plugins: site.props.plugins})};
}

describe('the theme aliases of a site with the classic theme and this plugin', {timeout: 120_000}, () => {
  let on: {siteDir: string; aliases: Aliases};
  let off: {siteDir: string; aliases: Aliases};
  beforeAll(async () => {
    on = await themeAliases({});
    off = await themeAliases({enabled: false});
  }, 120_000);
  afterAll(() => {
    for (const site of [on, off]) if (site) fs.rmSync(site.siteDir, {recursive: true, force: true});
  });

  const classicFile = (component: string) =>
    path.join(
      path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/Footer/index.js')),
      '..',
      component,
      'index.js',
    );

  it("each wrapped component is this plugin's; @theme-init/* is the classic theme's", () => {
    for (const component of WRAPPED) {
      expect(on.aliases[`@theme/${component}`]).toBe(path.join(themeDir, component, 'index.tsx'));
      expect(on.aliases[`@theme-init/${component}`]).toBe(path.normalize(classicFile(component)));
    }
  });

  it("switched off, the components are the classic theme's", () => {
    for (const component of WRAPPED) {
      expect(off.aliases[`@theme/${component}`]).toBe(path.normalize(classicFile(component)));
      expect(off.aliases[`@theme-init/${component}`]).toBeUndefined();
    }
  });
});
