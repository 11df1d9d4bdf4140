import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import shim from '../src/tslib-import-default.js';
import tslibShimPlugin, {INTERNALS, SHIM, UTILS_COMMON, replaceTslib} from '../src/index';
import internals from '@rainbond/docusaurus-internals';
import type {LoadContext, Plugin} from '@docusaurus/types';

// The plugin gives @docusaurus/utils-common a one-helper tslib in the bundles.
const require = createRequire(import.meta.url);
const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));
const themeCommon = path.join(path.dirname(utilsCommon), '..', 'theme-common', 'lib');

describe('the tslib stand-in for @docusaurus/utils-common', () => {
  it('matches the folder of utils-common', () => {
    expect(path.basename(utilsCommon)).toBe('lib');
    expect(UTILS_COMMON.test(utilsCommon)).toBe(true);
    expect(UTILS_COMMON.test(path.resolve(themeCommon))).toBe(false);
  });

  it('has every tslib helper utils-common calls', () => {
    const used = new Set<string>();
    for (const file of fs.readdirSync(utilsCommon).filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(utilsCommon, file), 'utf8');
      for (const m of source.matchAll(/\btslib\w*\.(__\w+)/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(shim, `tslib.${helper} used by @docusaurus/utils-common`).toHaveProperty(helper);
  });

  it("__importDefault behaves as tslib's", () => {
    const {__importDefault} = shim as {__importDefault: (m: unknown) => {default: unknown}};
    const esm = {__esModule: true, default: 1};
    expect(__importDefault(esm)).toBe(esm);
    const cjs = () => 2;
    expect(__importDefault(cjs)).toEqual({default: cjs});
  });

  it('replaces tslib required from utils-common only', () => {
    const fromUtils = {context: utilsCommon, request: 'tslib'};
    replaceTslib(fromUtils);
    expect(fromUtils.request).toBe(SHIM);
    expect(fs.existsSync(SHIM)).toBe(true);
    const fromTheme = {context: themeCommon, request: 'tslib'};
    replaceTslib(fromTheme);
    expect(fromTheme.request).toBe('tslib');
    const other = {context: utilsCommon, request: 'tslib/modules'};
    replaceTslib(other);
    expect(other.request).toBe('tslib/modules');
  });
});

describe('the plugin', () => {
  const context = {} as LoadContext;
  const bundler = {
    currentBundler: {
      name: 'webpack',
      instance: {
        NormalModuleReplacementPlugin: class {
          constructor(
            readonly re: RegExp,
            readonly fn: unknown,
          ) {}
        },
      },
    },
  };
  const configure = (plugin: Plugin) =>
    (
      plugin.configureWebpack as unknown as (c: object, s: boolean, u: object) => {plugins: {re: RegExp; fn: unknown}[]}
    )({}, false, bundler);

  it('relies on internals the installed Docusaurus still has', () => {
    expect(() => internals.checkInternals('tslib-shim', INTERNALS)).not.toThrow();
  });

  it('replaces tslib through a module replacement', () => {
    const [replacement] = configure(tslibShimPlugin(context, {})).plugins;
    expect(replacement!.re.test('tslib')).toBe(true);
    expect(replacement!.fn).toBe(replaceTslib);
  });

  it('`enabled: false` switches it off: no bundler configuration at all', () => {
    const off = tslibShimPlugin(context, {enabled: false});
    expect(off.configureWebpack).toBeUndefined();
    expect(Object.keys(off)).toEqual(['name']);
    expect(() => tslibShimPlugin(context, {enabled: 'no' as unknown as boolean})).toThrow(
      /`enabled` must be a boolean/,
    );
  });
});
