import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Root} from 'mdast';
import type {Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import mermaidStaticPlugin, {
  MESSAGES,
  accessibleName,
  copyDrawings,
  drawingsIn,
  localeOf,
  remarkMermaidStatic,
} from '../src';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CACHE_DIR, DRAWINGS_DIR, chromiumPath, drawDiagrams, narrowSource} from '../src/renderer';

const hasChromium = chromiumPath() !== null;

function tree(...sources: string[]): Root {
  return {
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'text', value: 'Before'}]},
      ...sources.map((value) => ({type: 'code' as const, lang: 'mermaid', value})),
      {type: 'code', lang: 'bash', value: 'echo graph TD'},
    ],
  };
}

type Jsx = {type: string; name?: string; attributes: {name: string; value: unknown}[]; children: Jsx[]};
const attr = (node: Jsx, name: string) => node.attributes.find((a) => a.name === name)?.value;
/** The drawing a replaced block shows: the HTML file its `name` attribute names. */
const drawing = (node: Jsx) => fs.readFileSync(path.join(DRAWINGS_DIR, `${String(attr(node, 'name'))}.html`), 'utf8');
const svgs = (markup: string): string[] => markup.match(/<svg\b[^>]*>/g) ?? [];

describe('mermaid-static: accessible names', () => {
  it('uses the diagram’s own title and description', () => {
    expect(
      accessibleName(
        {title: 'Build flow', description: 'From code to image', kind: 'flowchart-v2', labels: ['A']},
        'en',
      ),
    ).toBe('Build flow: From code to image');
    expect(accessibleName({title: '构建流程', kind: 'flowchart-v2', labels: ['A']}, 'zh')).toBe('构建流程');
    expect(accessibleName({description: 'Only a description', kind: 'sequence', labels: []}, 'en')).toBe(
      'Only a description',
    );
  });

  it('names the kind of diagram and its labels otherwise, in the page’s language', () => {
    expect(accessibleName({kind: 'flowchart-v2', labels: ['网关', '应用']}, 'zh')).toBe('流程图：网关、应用');
    expect(accessibleName({kind: 'sequence', labels: ['Client', 'API']}, 'en')).toBe('Sequence diagram: Client, API');
    expect(accessibleName({kind: 'unknown-kind', labels: []}, 'en')).toBe('Diagram');
    expect(accessibleName({kind: 'unknown-kind', labels: []}, 'zh')).toBe('图');
    const many = Array.from({length: 15}, (_, i) => `N${i}`);
    expect(accessibleName({kind: 'flowchart-v2', labels: many}, 'en')).toBe(
      `Flowchart: ${many.slice(0, 12).join(', ')}, …`,
    );
    expect(accessibleName({kind: 'flowchart-v2', labels: many}, 'zh')).toBe(
      `流程图：${many.slice(0, 12).join('、')}等`,
    );
  });

  it('reads the locale from the file path', () => {
    expect(localeOf('/site/i18n/en/docusaurus-plugin-content-docs/current/a.md')).toBe('en');
    expect(localeOf('/site/docs/a.md')).toBe('zh');
    expect(localeOf(undefined)).toBe('zh');
  });
});

describe('mermaid-static: where it draws', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves blocks to the browser with RAINBOND_MERMAID=client or without Chromium', async () => {
    vi.stubEnv('RAINBOND_MERMAID', 'client');
    const root = tree('graph TD; A-->B');
    await remarkMermaidStatic()(root, {path: '/site/docs/a.md'});
    expect(root.children[1]).toMatchObject({type: 'code', lang: 'mermaid'});
    vi.unstubAllEnvs();
    vi.stubEnv('RAINBOND_CHROMIUM', '/nonexistent/chromium');
    expect(chromiumPath()).toBeNull();
    await remarkMermaidStatic()(root, {path: '/site/docs/a.md'});
    expect(root.children[1]).toMatchObject({type: 'code', lang: 'mermaid'});
  });
});

describe('mermaid-static: layouts for narrow screens', () => {
  it('turns a left-to-right or right-to-left flowchart top to bottom, subgraphs too; nothing else', () => {
    expect(narrowSource('flowchart LR\n  subgraph s\n    direction LR\n    A-->B\n  end')).toBe(
      'flowchart TB\n  subgraph s\n    direction TB\n    A-->B\n  end',
    );
    expect(narrowSource('%% a comment\ngraph RL\n  A-->B')).toBe('%% a comment\ngraph BT\n  A-->B');
    expect(narrowSource('flowchart TD\n  A-->B')).toBeNull();
    expect(narrowSource('sequenceDiagram\n  A->>B: LR')).toBeNull();
  });
});

describe('mermaid-static: the switch', () => {
  const context = {
    i18n: {currentLocale: 'zh', defaultLocale: 'zh', locales: ['zh', 'en'], localeConfigs: {en: {path: 'en'}}},
  } as unknown as Parameters<typeof mermaidStaticPlugin>[0];
  class Replacement {
    constructor(
      readonly request: RegExp,
      readonly target: string,
    ) {}
  }
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}} as never;
  type Config = {
    resolve: {alias: Record<string, string>};
    module: {rules: {test: RegExp; type: string}[]};
    plugins: Replacement[];
  };

  it('provides the theme components, the stylesheet, the strings and the drawings when enabled', () => {
    const plugin = mermaidStaticPlugin(context, {}) as Plugin;
    expect(plugin.name).toBe('docusaurus-plugin-mermaid-static');
    const themePath = plugin.getThemePath?.() ?? '';
    expect(fs.existsSync(path.join(themePath, 'Mermaid', 'index.tsx'))).toBe(true);
    expect(fs.existsSync(path.join(themePath, 'MermaidStatic', 'index.tsx'))).toBe(true);
    const modules = (plugin.getClientModules?.() ?? []) as string[];
    expect(modules.map((m) => path.basename(m))).toEqual(['styles.css']);
    expect(modules.every((m) => fs.existsSync(m))).toBe(true);
    expect(plugin.getDefaultCodeTranslationMessages?.()).toEqual(MESSAGES.zh);
    // The server bundle (and the development server) resolve a drawing to its HTML; the browser
    // bundle of a production build to nothing.
    const server = plugin.configureWebpack?.({mode: 'production'}, true, utils, undefined) as unknown as Config;
    expect(server.resolve.alias['@rainbond/mermaid-static-drawing']).toBe(DRAWINGS_DIR);
    expect(server.plugins).toEqual([]);
    // The drawing's HTML is the module's source, wherever the bundler finds the folder (symlinks resolved).
    expect(server.module.rules).toEqual([{test: expect.any(RegExp), type: 'asset/source'}]);
    expect(
      server.module.rules[0].test.test(
        '/elsewhere/node_modules/.cache/rainbond-mermaid/drawings/0123456789abcdef.html',
      ),
    ).toBe(true);
    expect(server.module.rules[0].test.test('/site/src/pages/index.html')).toBe(false);
    const dev = plugin.configureWebpack?.({mode: 'development'}, false, utils, undefined) as unknown as Config;
    expect(dev.plugins).toEqual([]);
    const client = plugin.configureWebpack?.({mode: 'production'}, false, utils, undefined) as unknown as Config;
    expect(client.plugins).toHaveLength(1);
    expect(client.plugins[0].request.test('@rainbond/mermaid-static-drawing/0123456789abcdef.html')).toBe(true);
    expect(path.basename(client.plugins[0].target)).toBe('no-drawing.js');
  });

  it('with enabled: false, provides nothing and leaves every block to the theme’s Mermaid', async () => {
    const plugin = mermaidStaticPlugin(context, {enabled: false}) as Plugin;
    expect(plugin).toEqual({name: 'docusaurus-plugin-mermaid-static'});
    const root = tree('graph TD; A-->B');
    await remarkMermaidStatic({enabled: false})(root, {path: '/site/docs/a.md'});
    expect(root.children[1]).toMatchObject({type: 'code', lang: 'mermaid'});
  });
});

describe('mermaid-static: the drawings a build serves', () => {
  it('copies each drawing a page shows to assets/mermaid, leaving out the other locales’ folders', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-static-'));
    const from = path.join(tmp, 'drawings');
    const out = path.join(tmp, 'build');
    fs.mkdirSync(from);
    fs.mkdirSync(path.join(out, 'docs', 'a'), {recursive: true});
    fs.mkdirSync(path.join(out, 'en'), {recursive: true});
    for (const name of ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc'])
      fs.writeFileSync(path.join(from, `${name}.html`), `<svg>${name}</svg>`);
    fs.writeFileSync(path.join(out, 'docs', 'a', 'index.html'), '<div data-drawing=aaaaaaaaaaaaaaaa>');
    fs.writeFileSync(path.join(out, 'index.html'), '<div class=x data-drawing="bbbbbbbbbbbbbbbb">');
    fs.writeFileSync(path.join(out, 'en', 'index.html'), '<div data-drawing="cccccccccccccccc">');
    expect(drawingsIn('<p data-drawing="aaaaaaaaaaaaaaaa"></p>')).toEqual(['aaaaaaaaaaaaaaaa']);
    expect(copyDrawings(out, {from, skip: ['en']})).toBe(2);
    expect(fs.readdirSync(path.join(out, 'assets', 'mermaid')).sort()).toEqual([
      'aaaaaaaaaaaaaaaa.htm',
      'bbbbbbbbbbbbbbbb.htm',
    ]);
    fs.writeFileSync(path.join(out, 'index.html'), '<div data-drawing="dddddddddddddddd">');
    expect(() => copyDrawings(out, {from, skip: ['en']})).toThrow(/dddddddddddddddd/);
    fs.rmSync(tmp, {recursive: true, force: true});
  });
});

describe.skipIf(!hasChromium)('mermaid-static: drawing with Chromium', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'replaces each diagram with its drawing (light and dark SVGs) and an accessible name; other code stays',
    {timeout: 60_000},
    async () => {
      const root = tree(
        'graph TD\n  Gateway-->App',
        'sequenceDiagram\n  accTitle: Login\n  accDescr: The client asks the API\n  Client->>API: token',
      );
      const warn = vi.spyOn(logger, 'warn');
      await remarkMermaidStatic({dark: true})(root, {
        path: '/site/i18n/en/docusaurus-plugin-content-docs/current/x.md',
      });
      expect(warn).not.toHaveBeenCalled();
      // The component and the two drawings are imported first.
      expect(root.children.slice(0, 3).map((n) => (n as unknown as {value: string}).value)).toEqual([
        'import MermaidStatic__ from "@theme/MermaidStatic";',
        expect.stringMatching(
          /^import __mermaidStatic0 from "@rainbond\/mermaid-static-drawing\/[0-9a-f]{16}\.html";$/,
        ),
        expect.stringMatching(
          /^import __mermaidStatic1 from "@rainbond\/mermaid-static-drawing\/[0-9a-f]{16}\.html";$/,
        ),
      ]);
      const [flow, sequence] = [root.children[4], root.children[5]] as unknown as Jsx[];
      for (const [i, node] of [flow, sequence].entries()) {
        expect(node).toMatchObject({type: 'mdxJsxFlowElement', name: 'MermaidStatic__'});
        expect(attr(node, 'id')).toMatch(new RegExp(`^m[0-9a-f]{8}-${i}$`));
        expect(attr(node, 'drawing')).toMatchObject({value: `__mermaidStatic${i}`});
        const [light = '', dark = ''] = svgs(drawing(node));
        expect(light).toMatch(/class="[^"]*mermaid-static__light/);
        expect(dark).toMatch(/class="[^"]*mermaid-static__dark/);
        expect(light).toMatch(/viewBox=/);
        // Ids differ between the two layers, so their styles do not leak into each other.
        expect(light.match(/id="([^"]+)"/)?.[1]).not.toEqual(dark.match(/id="([^"]+)"/)?.[1]);
      }
      expect(attr(flow, 'label')).toBe('Flowchart: Gateway, App');
      expect(attr(sequence, 'label')).toBe('Login: The client asks the API');
      expect(drawing(flow)).toContain('Gateway');
      // The dark theme draws in other colours than the light one.
      const [lightFlow, darkFlow] = drawing(flow).split(/(?=<svg\b)/);
      expect(darkFlow).not.toEqual(lightFlow.replaceAll('-light-', '-dark-'));
      expect(root.children[6]).toMatchObject({type: 'code', lang: 'bash'});
    },
  );

  it('draws the light theme only without the dark option: one SVG, shown in any mode', {timeout: 60_000}, async () => {
    const root = tree('graph TD\n  A-->B');
    await remarkMermaidStatic()(root, {path: '/site/docs/c.md'});
    const node = root.children[3] as unknown as Jsx;
    const markup = drawing(node);
    expect(svgs(markup)).toHaveLength(1);
    expect(svgs(markup)[0]).not.toMatch(/mermaid-static__(light|dark)/);
    expect(markup).toContain('-light-0');
    expect(attr(node, 'label')).toBe('流程图：A、B');
  });

  it(
    'never draws a label under 12 px: an SVG is at most its natural width, at least 3/4 of it (16 px labels)',
    {timeout: 60_000},
    async () => {
      const root = tree('sequenceDiagram\n  Alice->>Bob: hello\n  Bob->>Carol: hi');
      await remarkMermaidStatic()(root, {path: '/site/docs/d.md'});
      const [svg = ''] = svgs(drawing(root.children[3] as unknown as Jsx));
      const width = Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg)?.[1]);
      const style = /style="max-width:(\d+)px;min-width:(\d+)px"/.exec(svg);
      expect(Number(style?.[1])).toBe(Math.ceil(width));
      expect(Number(style?.[2])).toBe(Math.ceil((width * 12) / 16));
    },
  );

  it(
    'draws a left-to-right flowchart top to bottom too, chosen by the frame’s width in CSS',
    {timeout: 60_000},
    async () => {
      const chain =
        'flowchart LR\n  A[Source code]-->B[Build image]-->C[Push to registry]-->D[Deploy]-->E[Running app]';
      const root = tree(chain, 'flowchart TB\n  A-->B');
      await remarkMermaidStatic()(root, {path: '/site/docs/e.md'});
      const [lr, tb] = [root.children[4], root.children[5]] as unknown as Jsx[];
      const markup = drawing(lr);
      const [wide = '', narrow = ''] = svgs(markup);
      expect(wide).toMatch(/class="[^"]*mermaid-static__wide/);
      expect(narrow).toMatch(/class="[^"]*mermaid-static__narrow/);
      const minWide = Number(/min-width:(\d+)px/.exec(wide)?.[1]);
      const id = String(attr(lr, 'id'));
      expect(markup).toContain(
        `<style>@container (width < ${minWide}px){[data-diagram="${id}"]>.mermaid-static__wide{display:none}}` +
          `@container (width >= ${minWide}px){[data-diagram="${id}"]>.mermaid-static__narrow{display:none}}</style>`,
      );
      // The queries come first: HTML parsed in pieces never lays out both layouts (a layout shift).
      expect(markup.startsWith('<style>@container')).toBe(true);
      expect(Number(/min-width:(\d+)px/.exec(narrow)?.[1])).toBeLessThan(minWide);
      // A top-to-bottom flowchart has one layout, and no queries.
      expect(svgs(drawing(tb))).toHaveLength(1);
      expect(drawing(tb)).not.toContain('@container');
    },
  );

  it('leaves a diagram it cannot draw to the browser, with a warning', {timeout: 60_000}, async () => {
    const root = tree('graph TD\n  A-->B', 'this is not mermaid %%% ((');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await remarkMermaidStatic()(root, {path: '/site/docs/b.md'});
    expect(root.children[3]).toMatchObject({type: 'mdxJsxFlowElement'});
    expect(root.children[4]).toMatchObject({type: 'code', lang: 'mermaid'});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('left to the browser');
  });

  it('reads a diagram drawn before from the cache', {timeout: 60_000}, async () => {
    const sources = [`graph LR\n  Cache${Date.now()}-->Hit`];
    const first = await drawDiagrams(chromiumPath()!, sources, 'mcache');
    expect(first[0]).toHaveProperty('layouts');
    const newest = fs
      .readdirSync(CACHE_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(CACHE_DIR, name))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
    expect(JSON.parse(fs.readFileSync(newest, 'utf8'))).toEqual(first);
    fs.writeFileSync(newest, JSON.stringify([{error: 'from the cache'}]));
    expect(await drawDiagrams(chromiumPath()!, sources, 'mcache')).toEqual([{error: 'from the cache'}]);
    // Other ids or themes are drawn anew.
    expect((await drawDiagrams(chromiumPath()!, sources, 'mcache', {dark: false}))[0]).toHaveProperty('layouts');
    fs.rmSync(newest);
  });
});
