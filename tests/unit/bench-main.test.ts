/**
 * npm run bench's report of main.js by package (scripts/bench-main.mjs) and the stats it reads
 * (src/plugins/build-stats).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatReport, groupByPackage, packageOf, parseMain} from '../../scripts/bench-main.mjs';
import buildStatsPlugin, {mainStats, statsFile} from '@site/src/plugins/build-stats';
import type {LoadContext} from '@docusaurus/types';

describe('the package of a module', () => {
  it.each([
    ['./node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../main/node_modules/@docusaurus/theme-common/lib/utils/useThemeConfig.js', '@docusaurus/theme-common'],
    ['../../work/main/node_modules/@docusaurus/core/lib/client/App.js + 41 modules', '@docusaurus/core'],
    ['./node_modules/a/node_modules/@scope/b/index.js', '@scope/b'],
    ['./node_modules/css-loader/dist/cjs.js!./node_modules/infima/dist/css/default/default.css', 'infima'],
    ['./node_modules/tslib/tslib.es6.mjs?ignored', 'tslib'],
    ['./src/theme/Layout/index.tsx + 3 modules', 'src/theme'],
    ['./src/plugins/route-table/client/preload.js', 'src/plugins/route-table'],
    ['./src/clientModules.ts', 'src'],
    ['./packages/lazy-highlighter/src/theme/CodeBlock/index.tsx', 'packages/lazy-highlighter'],
    ['./.docusaurus/codeTranslations.json', '.docusaurus/codeTranslations.json'],
    [
      './.docusaurus/docusaurus-plugin-content-docs/default/p/docs-abc.json',
      '.docusaurus/docusaurus-plugin-content-docs',
    ],
    ['webpack/runtime/load_script', '(bundler runtime)'],
    ['.\\src\\utils\\layoutRule.ts', 'src/utils'],
  ])('%s: %s', (name, expected) => {
    expect(packageOf(name)).toBe(expected);
  });
});

describe('main.js by package', () => {
  const stats = {
    modules: [
      {id: 1, name: './node_modules/react/index.js', size: 100},
      {
        id: 'a',
        name: './src/theme/Root.tsx + 2 modules',
        size: 300,
        modules: [
          {name: './src/theme/Root.tsx', size: 100},
          {name: './node_modules/clsx/dist/clsx.mjs', size: 150},
          {name: './src/utils/x.ts', size: 50},
        ],
      },
      {id: 2, name: './node_modules/react/cjs/react.production.js', size: 1000},
      {id: 3, name: './src/gone.ts', size: 10},
    ],
  };
  const report = groupByPackage(stats, {bytes: 1000, modules: {'1': 40, a: 101, '2': 800}});

  it('sums raw and parsed sizes per package, largest parsed first', () => {
    expect(report.packages).toEqual([
      {package: 'react', raw: 1100, parsed: 840, modules: 2},
      {package: '(chunk wrapper)', raw: 0, parsed: 59, modules: 0},
      {package: 'clsx', raw: 150, parsed: 50, modules: 1},
      {package: 'src/theme', raw: 100, parsed: 34, modules: 1},
      {package: 'src/utils', raw: 50, parsed: 17, modules: 1},
      {package: 'src', raw: 10, parsed: 0, modules: 1},
    ]);
  });

  it('shares a concatenated module among its parts by raw size, adding up exactly', () => {
    const parts = report.packages.filter((g: {package: string}) =>
      ['clsx', 'src/theme', 'src/utils'].includes(g.package),
    );
    expect(parts.reduce((n: number, g: {parsed: number}) => n + g.parsed, 0)).toBe(101);
  });

  it('keeps the totals: the file, the raw sizes, the modules the parser did not find', () => {
    expect(report.bytes).toBe(1000);
    expect(report.packages.reduce((n: number, g: {parsed: number}) => n + g.parsed, 0)).toBe(1000);
    expect(report.raw).toBe(1410);
    expect(report.modules).toBe(4);
    expect(report.unparsedModules).toBe(1);
    expect(formatReport({zh: {file: 'main.x.js', ...report}}, 2)).toMatch(
      /^main\.js \(zh, main\.x\.js\): 1\.0 KiB parsed, 1\.4 KiB raw in 4 modules; by package:\n.*\n {2}react .*\n {2}\(chunk wrapper\) .*\n {2}… 4 more packages$/,
    );
  });

  it('finds each module of a minified bundle the bundler wrote', () => {
    // The shape of a chunk of main.js: a push of [chunk ids, {module id: code}].
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-'));
    const file = path.join(dir, 'main.js');
    const code = `(self.webpackChunk=self.webpackChunk||[]).push([["main"],{11(e,t,n){n.r(t)},22:function(e){e.exports=1}},e=>{e(e.s=11)}]);`;
    fs.writeFileSync(file, code);
    const parsed = parseMain(file);
    expect(parsed.bytes).toBe(code.length);
    expect(Object.keys(parsed.modules).sort()).toEqual(['11', '22']);
    expect(parsed.modules['22']).toBe('function(e){e.exports=1}'.length);
    fs.rmSync(dir, {recursive: true});
  });
});

describe('the stats of main.js (src/plugins/build-stats)', () => {
  const json = {
    chunks: [
      {id: 'main', names: ['main'], files: ['assets/js/main.abc.js', 'assets/css/styles.css']},
      {id: 'other', names: [], files: ['assets/js/other.js']},
    ],
    modules: [
      {id: 1, name: './a.js', size: 5, chunks: ['main']},
      {
        id: 2,
        name: './b.js + 1 modules',
        size: 9,
        chunks: ['main', 'other'],
        modules: [{name: './b.js', size: 4}, {name: './c.js', size: 5}, {size: 3}],
      },
      {id: 3, name: './d.js', size: 7, chunks: ['other']},
      {id: 4, name: './e.js + 1 modules', size: 6, chunks: ['main'], modules: [{size: 6}]},
      {size: 100},
    ],
  };

  it("keeps main's modules and its script", () => {
    expect(mainStats(json, 'en')).toEqual({
      locale: 'en',
      chunk: 'main',
      files: ['assets/js/main.abc.js'],
      modules: [
        {id: 1, name: './a.js', size: 5},
        {
          id: 2,
          name: './b.js + 1 modules',
          size: 9,
          modules: [
            {name: './b.js', size: 4},
            {name: './c.js', size: 5},
          ],
        },
        {id: 4, name: './e.js + 1 modules', size: 6},
      ],
    });
    expect(() => mainStats({chunks: [], modules: []}, 'en')).toThrow(/no chunk named main/);
    expect(() => mainStats({chunks: json.chunks, modules: []}, 'en')).toThrow(/no module of main/);
  });

  it('writes only when RAINBOND_BUILD_STATS is set, and only for the client bundle', () => {
    expect(statsFile('/site', 'zh', undefined)).toBeNull();
    expect(statsFile('/site', 'zh', '0')).toBeNull();
    expect(statsFile('/site', 'zh', '1')).toBe(path.resolve('/site/bench-results/stats-zh.json'));
    expect(statsFile('/site', 'en', 'out')).toBe(path.resolve('/site/out/stats-en.json'));
    const context = {siteDir: '/site', i18n: {currentLocale: 'zh'}} as unknown as LoadContext;
    const configure = (isServer: boolean) =>
      (buildStatsPlugin(context).configureWebpack as unknown as (c: object, s: boolean) => {plugins?: unknown[]})(
        {},
        isServer,
      );
    const before = process.env.RAINBOND_BUILD_STATS;
    try {
      delete process.env.RAINBOND_BUILD_STATS;
      expect(configure(false)).toEqual({});
      process.env.RAINBOND_BUILD_STATS = '1';
      expect(configure(true)).toEqual({});
      expect(configure(false).plugins).toHaveLength(1);
    } finally {
      if (before === undefined) delete process.env.RAINBOND_BUILD_STATS;
      else process.env.RAINBOND_BUILD_STATS = before;
    }
  });
});
