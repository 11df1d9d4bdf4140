import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Root} from 'mdast';
import type {Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import mermaidStaticPlugin, {accessibleName, localeOf, remarkMermaidStatic} from '../src';
import fs from 'node:fs';
import path from 'node:path';
import {CACHE_DIR, chromiumPath, drawDiagrams} from '../src/renderer';

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
const html = (node: Jsx) =>
  (
    attr(node, 'dangerouslySetInnerHTML') as {
      data: {estree: {body: {expression: {properties: {value: {value: string}}[]}}[]}};
    }
  ).data.estree.body[0].expression.properties[0].value.value;

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

describe('mermaid-static: the switch', () => {
  const context = {} as Parameters<typeof mermaidStaticPlugin>[0];

  it('provides the theme component and the stylesheet when enabled', () => {
    const plugin = mermaidStaticPlugin(context, {}) as Plugin;
    expect(plugin.name).toBe('docusaurus-plugin-mermaid-static');
    const themePath = plugin.getThemePath?.() ?? '';
    expect(fs.existsSync(path.join(themePath, 'Mermaid', 'index.tsx'))).toBe(true);
    const modules = (plugin.getClientModules?.() ?? []) as string[];
    expect(modules.map((m) => path.basename(m))).toEqual(['styles.css']);
    expect(modules.every((m) => fs.existsSync(m))).toBe(true);
  });

  it('with enabled: false, provides nothing and leaves every block to the theme’s Mermaid', async () => {
    const plugin = mermaidStaticPlugin(context, {enabled: false}) as Plugin;
    expect(plugin).toEqual({name: 'docusaurus-plugin-mermaid-static'});
    const root = tree('graph TD; A-->B');
    await remarkMermaidStatic({enabled: false})(root, {path: '/site/docs/a.md'});
    expect(root.children[1]).toMatchObject({type: 'code', lang: 'mermaid'});
  });
});

describe.skipIf(!hasChromium)('mermaid-static: drawing with Chromium', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'replaces each diagram with light and dark SVGs and an accessible name; other code stays',
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
      const [flow, sequence] = [root.children[1], root.children[2]] as unknown as Jsx[];
      for (const node of [flow, sequence]) {
        expect(node).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
        expect(attr(node, 'className')).toBe('mermaid-static');
        expect(attr(node, 'role')).toBe('img');
        const [light, dark] = node.children;
        expect(attr(light, 'className')).toBe('mermaid-static__light');
        expect(attr(dark, 'className')).toBe('mermaid-static__dark');
        expect(html(light)).toMatch(/^<svg[^>]+viewBox=/);
        expect(html(dark)).toMatch(/^<svg/);
        // Ids differ between the two layers, so their styles do not leak into each other.
        expect(html(light)).not.toEqual(html(dark));
        expect(html(light).match(/id="([^"]+)"/)?.[1]).not.toEqual(html(dark).match(/id="([^"]+)"/)?.[1]);
      }
      expect(attr(flow, 'aria-label')).toBe('Flowchart: Gateway, App');
      expect(attr(sequence, 'aria-label')).toBe('Login: The client asks the API');
      expect(html(flow.children[0])).toContain('Gateway');
      // The dark theme draws in other colours than the light one.
      expect(html(flow.children[1])).not.toEqual(html(flow.children[0]).replaceAll('-light-', '-dark-'));
      expect(root.children[3]).toMatchObject({type: 'code', lang: 'bash'});
    },
  );

  it('draws the light theme only without the dark option: one SVG, shown in any mode', {timeout: 60_000}, async () => {
    const root = tree('graph TD\n  A-->B');
    await remarkMermaidStatic()(root, {path: '/site/docs/c.md'});
    const node = root.children[1] as unknown as Jsx;
    expect(node.children).toHaveLength(1);
    expect(attr(node.children[0], 'className')).toBeUndefined();
    expect(html(node.children[0])).toContain('-light-0');
    expect(attr(node, 'aria-label')).toBe('流程图：A、B');
  });

  it('leaves a diagram it cannot draw to the browser, with a warning', {timeout: 60_000}, async () => {
    const root = tree('graph TD\n  A-->B', 'this is not mermaid %%% ((');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await remarkMermaidStatic()(root, {path: '/site/docs/b.md'});
    expect(root.children[1]).toMatchObject({type: 'mdxJsxFlowElement'});
    expect(root.children[2]).toMatchObject({type: 'code', lang: 'mermaid'});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('left to the browser');
  });

  it('reads a diagram drawn before from the cache', {timeout: 60_000}, async () => {
    const sources = [`graph LR\n  Cache${Date.now()}-->Hit`];
    const first = await drawDiagrams(chromiumPath()!, sources, 'mcache');
    expect(first[0]).toHaveProperty('svg');
    const newest = fs
      .readdirSync(CACHE_DIR)
      .map((name) => path.join(CACHE_DIR, name))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
    expect(JSON.parse(fs.readFileSync(newest, 'utf8'))).toEqual(first);
    fs.writeFileSync(newest, JSON.stringify([{error: 'from the cache'}]));
    expect(await drawDiagrams(chromiumPath()!, sources, 'mcache')).toEqual([{error: 'from the cache'}]);
    // Other ids or themes are drawn anew.
    expect((await drawDiagrams(chromiumPath()!, sources, 'mcache', {dark: false}))[0]).toHaveProperty('svg');
    fs.rmSync(newest);
  });
});
