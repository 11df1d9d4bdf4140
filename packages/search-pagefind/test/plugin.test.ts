import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pagefindSearchPlugin, {INTERNALS, createPlugin, validateOptions} from '../src';
import {PLUGIN_NAME, RULES_MODULE} from '../src/constants';

const context = {siteDir: '/site', siteConfig: {title: 'Site'}} as unknown as LoadContext;

/** The plugin's configureWebpack on a bare bundler (only NormalModuleReplacementPlugin is used). */
function webpackOf(plugin: Plugin) {
  class NormalModuleReplacementPlugin {
    constructor(
      public test: RegExp,
      public replace: (r: {context?: string; request: string}) => void,
    ) {}
  }
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}};
  return plugin.configureWebpack!({} as never, false, utils as never, undefined as never) as unknown as {
    resolve: {alias: Record<string, string>};
    plugins: NormalModuleReplacementPlugin[];
  };
}

describe('the plugin', () => {
  it('switched off, is a plugin that does nothing: no theme, no alias, no index', () => {
    const plugin = createPlugin(context, {enabled: false});
    expect(plugin).toEqual({name: PLUGIN_NAME});
    expect(Object.keys(pagefindSearchPlugin(context, {enabled: false}) as Plugin)).toEqual(['name']);
  });

  it('on, wraps the theme, aliases the Algolia client and the rules module, builds the index after the build', () => {
    const plugin = createPlugin(context, {rules: './src/search/rules.ts'});
    expect(plugin.getThemePath!()).toBe(path.resolve(__dirname, '../src/theme'));
    expect(fs.existsSync(path.join(plugin.getThemePath!(), 'SearchBar', 'index.tsx'))).toBe(true);
    expect(fs.existsSync(path.join(plugin.getThemePath!(), 'SearchPage', 'index.tsx'))).toBe(true);
    expect(plugin.postBuild).toBeTypeOf('function');
    const config = webpackOf(plugin);
    expect(config.resolve.alias['algoliasearch/lite$']).toBe(path.resolve(__dirname, '../src/client/algoliaLite.ts'));
    expect(config.resolve.alias[`${RULES_MODULE}$`]).toBe(path.resolve('/site', 'src/search/rules.ts'));
    expect(config.resolve.alias['@rainbond/algolia-theme/SearchBar$']).toMatch(
      /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
    );
    // The Head of the theme's SearchBar, and only that one, becomes NoHead.
    const [replacement] = config.plugins;
    const fromSearchBar = {context: '/x/theme-search-algolia/lib/theme/SearchBar', request: '@docusaurus/Head'};
    replacement.replace(fromSearchBar);
    expect(fromSearchBar.request).toMatch(/NoHead\.tsx$/);
    const elsewhere = {context: '/x/theme-classic/lib/theme/Layout', request: '@docusaurus/Head'};
    replacement.replace(elsewhere);
    expect(elsewhere.request).toBe('@docusaurus/Head');
  });

  it('without rules, leaves the rules module as it is (no synonyms, the engine order)', () => {
    expect(Object.keys(webpackOf(createPlugin(context, {})).resolve.alias)).toEqual([
      'algoliasearch/lite$',
      '@rainbond/algolia-theme/SearchBar$',
    ]);
  });

  it('checks its options', () => {
    expect(validateOptions({options: {enabled: false, id: 'x'}})).toEqual({enabled: false, id: 'x'});
    expect(validateOptions({options: {rules: './r.ts'}})).toEqual({rules: './r.ts', id: 'default'});
    expect(validateOptions({})).toEqual({id: 'default'});
    expect(() => validateOptions({options: {enabled: 'no'}})).toThrow(/`enabled` must be a boolean/);
    expect(() => validateOptions({options: {rules: 3}})).toThrow(/`rules` must be a module path/);
    expect(() => validateOptions({options: {index: []}})).toThrow(/`index` must be an object/);
    expect(() => validateOptions({options: {synonyms: {}}})).toThrow(/unknown option\(s\) synonyms/);
  });

  it('lists the internals it relies on, each found in the installed Docusaurus', () => {
    expect(INTERNALS.map((i) => i.internal)).toHaveLength(3);
    for (const {file, contains} of INTERNALS) {
      const text = fs.readFileSync(file, 'utf8');
      for (const needle of contains ?? []) expect(text).toContain(needle);
    }
  });
});
