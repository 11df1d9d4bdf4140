/**
 * lazy-highlighter: its module replacement and flag, its switch, and the theme aliases the
 * installed Docusaurus gives its components (Docusaurus' own `loadSite` and `loadThemeAliases`,
 * as `docusaurus build` runs them, on a small site with the classic theme and this plugin).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import internals from '@rainbond/docusaurus-internals';
import lazyHighlighterPlugin, {EMPTY_MODULE, INTERNALS, PRISM_CLIENT_MODULE, SERVER_FLAG} from '../src/index';

const require = createRequire(import.meta.url);
const plugin = path.join(__dirname, '..', 'src', 'index.ts');
const themeDir = path.join(__dirname, '..', 'src', 'theme');

class DefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}
class NormalModuleReplacementPlugin {
  constructor(
    readonly re: RegExp,
    readonly to: string,
  ) {}
}
const configure = (p: Plugin, isServer: boolean) =>
  (p.configureWebpack as unknown as (c: object, s: boolean, u: object) => {plugins: unknown[]})({}, isServer, {
    currentBundler: {name: 'webpack', instance: {DefinePlugin, NormalModuleReplacementPlugin}},
  });

describe('the plugin', () => {
  const context = {} as LoadContext;

  it('relies on internals the installed Docusaurus still has', () => {
    expect(() => internals.checkInternals('lazy-highlighter', INTERNALS)).not.toThrow();
  });

  it("replaces the theme's Prism client module by an empty one", () => {
    const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    expect(PRISM_CLIENT_MODULE.test(clientModule)).toBe(true);
    expect(PRISM_CLIENT_MODULE.test(clientModule.replace(/\.js$/, ''))).toBe(true);
    expect(
      PRISM_CLIENT_MODULE.test(require.resolve('@docusaurus/theme-classic/lib/theme/prism-include-languages')),
    ).toBe(false);
    expect(fs.readFileSync(EMPTY_MODULE, 'utf8')).toMatch(/^export \{\};$/m);
    const [, replacement] = configure(lazyHighlighterPlugin(context), false).plugins as [
      DefinePlugin,
      NormalModuleReplacementPlugin,
    ];
    expect(replacement).toBeInstanceOf(NormalModuleReplacementPlugin);
    expect(replacement.re).toBe(PRISM_CLIENT_MODULE);
    expect(replacement.to).toBe(EMPTY_MODULE);
  });

  it('tells the code block which bundle it is in', () => {
    const flag = (isServer: boolean) =>
      (configure(lazyHighlighterPlugin(context), isServer).plugins[0] as DefinePlugin).definitions;
    expect(flag(true)).toEqual({[SERVER_FLAG]: 'true'});
    expect(flag(false)).toEqual({[SERVER_FLAG]: 'false'});
    expect(fs.readFileSync(path.join(themeDir, 'CodeBlock', 'index.tsx'), 'utf8')).toContain(
      `declare const ${SERVER_FLAG}: boolean;`,
    );
  });

  it('wraps the theme it is added to: its components import `@theme-init/*`, never `@theme-original/*`', () => {
    const sources = ['CodeBlock/Block.tsx', 'CodeBlock/Content/index.tsx'].map((f) =>
      fs.readFileSync(path.join(themeDir, f), 'utf8'),
    );
    expect(sources[0]).toContain("from '@theme-init/CodeBlock'");
    expect(sources[1]).toContain("from '@theme-init/CodeBlock/Content'");
    for (const s of sources) expect(s).not.toContain('@theme-original/');
  });

  it('`enabled: false` switches it off: no theme components, no bundler configuration', () => {
    const off = lazyHighlighterPlugin(context, {enabled: false});
    expect(Object.keys(off)).toEqual(['name']);
    expect(lazyHighlighterPlugin(context).getThemePath?.()).toBe(themeDir);
    expect(() => lazyHighlighterPlugin(context, {enabled: 1 as unknown as boolean})).toThrow(
      /`enabled` must be a boolean/,
    );
  });
});

type Aliases = Record<string, string>;

async function themeAliases(options: object): Promise<{siteDir: string; aliases: Aliases}> {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-highlighter-'));
  // As the site has it: the classic theme from a preset, this plugin in `plugins` (a preset's
  // themes come before the site's plugins). Resolved here: the site is outside the repository.
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

  const classic = path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/index.js'));

  it("@theme/CodeBlock and CodeBlock/Content are this plugin's; @theme-init/* the classic theme's", () => {
    expect(on.aliases['@theme/CodeBlock']).toBe(path.join(themeDir, 'CodeBlock', 'index.tsx'));
    expect(on.aliases['@theme/CodeBlock/Content']).toBe(path.join(themeDir, 'CodeBlock', 'Content', 'index.tsx'));
    expect(on.aliases['@theme-init/CodeBlock']).toBe(path.join(classic, 'index.js'));
    expect(on.aliases['@theme-init/CodeBlock/Content']).toBe(path.join(classic, 'Content', 'index.js'));
    expect(on.aliases['@theme/CodeBlock/Content/String']).toBe(path.join(classic, 'Content', 'String.js'));
    expect(on.aliases['@theme/prism-include-languages']).toMatch(
      /theme-classic[\\/]lib[\\/]theme[\\/]prism-include-languages/,
    );
  });

  it("switched off, the code blocks are the classic theme's", () => {
    expect(off.aliases['@theme/CodeBlock']).toBe(path.join(classic, 'index.js'));
    expect(off.aliases['@theme-init/CodeBlock']).toBeUndefined();
  });
});
