/**
 * Remark plugin: Mermaid code blocks become static SVG at build time, so a page with a diagram
 * downloads no Mermaid and nothing moves when it loads.
 *
 * Each ```mermaid block is drawn in a headless Chromium (./renderer.ts) in the light theme, and
 * with the option `dark` (when the site lets visitors switch to dark mode) in the dark theme too;
 * the block is replaced by a `<div role="img">` holding the SVGs (./styles.css shows the one of
 * the current colour mode). Without `dark`, the page carries one SVG, not two: each
 * diagram is part of its page's JavaScript as well as its HTML. Its accessible name is the
 * diagram's `accTitle` (and `accDescr`) when the source has them, else the kind of diagram and
 * its labels ("Flowchart: Gateway, App, ...").
 *
 * Where no Chromium is found (RAINBOND_CHROMIUM, else /usr/bin/chromium), or with
 * RAINBOND_MERMAID=client, or for a diagram Mermaid cannot draw, the block is left as it is:
 * the theme's Mermaid component (./theme/Mermaid) then draws it in the browser. That is the
 * fallback for `npm start` on a machine without Chromium. With `enabled: false` every block is
 * left to the theme.
 *
 * Runs before Docusaurus's own remark plugins (`beforeDefaultRemarkPlugins`), which would
 * otherwise turn the block into the client component first.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Code, Root, RootContent} from 'mdast';
import {chromiumPath, drawDiagrams, type DrawnDiagram} from './renderer';
import internals, {type Internal} from '@rainbond/docusaurus-internals';

const INTERNALS_MERMAID =
  "`markdown.mermaid` turns ```` ```mermaid ```` code nodes into the theme's `Mermaid` component in a default remark plugin, which runs after `beforeDefaultRemarkPlugins`";

/** The Docusaurus internals this plugin relies on (../README.md, and the site's src/theme/README.md). */
export const INTERNALS: Internal[] = [
  {
    internal: INTERNALS_MERMAID,
    file: '@docusaurus/mdx-loader/lib/processor.js',
    contains: [
      /\.\.\.\(options\.beforeDefaultRemarkPlugins \?\? \[\]\)[\s\S]*options\.markdownConfig\.mermaid \? \[mermaid_1\.default\]/,
    ],
  },
  {
    internal: INTERNALS_MERMAID,
    file: '@docusaurus/mdx-loader/lib/remark/mermaid/index.js',
    contains: ["node.lang === 'mermaid'"],
  },
  {
    internal: '`@theme-init/Mermaid`',
    file: '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js',
    contains: ['export default function Mermaid(props)', 'value'],
  },
];

/** Words for the accessible name, by locale. */
const KIND_NAMES: Record<string, {zh: string; en: string}> = {
  flowchart: {zh: '流程图', en: 'Flowchart'},
  sequence: {zh: '时序图', en: 'Sequence diagram'},
  class: {zh: '类图', en: 'Class diagram'},
  stateDiagram: {zh: '状态图', en: 'State diagram'},
  er: {zh: '实体关系图', en: 'Entity relationship diagram'},
  gantt: {zh: '甘特图', en: 'Gantt chart'},
  pie: {zh: '饼图', en: 'Pie chart'},
  mindmap: {zh: '思维导图', en: 'Mind map'},
};
const MAX_LABELS = 12;

export type Locale = 'zh' | 'en';

/** The locale of a content file: English under i18n/en/, Chinese elsewhere. */
export function localeOf(filePath: string | undefined): Locale {
  return filePath && /[\\/]i18n[\\/]en[\\/]/.test(filePath) ? 'en' : 'zh';
}

/** The accessible name of a drawn diagram. */
export function accessibleName(
  diagram: Pick<DrawnDiagram, 'title' | 'description' | 'kind' | 'labels'>,
  locale: Locale,
): string {
  if (diagram.title) return diagram.description ? `${diagram.title}: ${diagram.description}` : diagram.title;
  if (diagram.description) return diagram.description;
  const kind = Object.entries(KIND_NAMES).find(([key]) => diagram.kind.startsWith(key))?.[1];
  const name = kind?.[locale] ?? (locale === 'zh' ? '图' : 'Diagram');
  const labels = diagram.labels.slice(0, MAX_LABELS);
  if (labels.length === 0) return name;
  const more = diagram.labels.length > MAX_LABELS ? (locale === 'zh' ? '等' : ', …') : '';
  return locale === 'zh' ? `${name}：${labels.join('、')}${more}` : `${name}: ${labels.join(', ')}${more}`;
}

/** `dangerouslySetInnerHTML={{__html: markup}}` as an MDX JSX attribute. */
function innerHtmlAttribute(markup: string) {
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(markup)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: [
                  {
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: {type: 'Identifier', name: '__html'},
                    value: {type: 'Literal', value: markup, raw: JSON.stringify(markup)},
                  },
                ],
              },
            },
          ],
        },
      },
    },
  };
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** The MDX element that replaces a drawn block: one layer per colour mode drawn. */
export function staticDiagramNode(diagram: DrawnDiagram, locale: Locale): RootContent {
  const layer = (svg: string, className?: string) => ({
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [...(className ? [attribute('className', className)] : []), innerHtmlAttribute(svg)],
    children: [],
  });
  const {light, dark} = diagram.svg;
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attribute('className', 'mermaid-static'),
      attribute('role', 'img'),
      attribute('aria-label', accessibleName(diagram, locale)),
    ],
    children: dark ? [layer(light, 'mermaid-static__light'), layer(dark, 'mermaid-static__dark')] : [layer(light)],
  } as unknown as RootContent;
}

function mermaidBlocks(tree: Root): {node: Code; parent: {children: RootContent[]}}[] {
  const found: {node: Code; parent: {children: RootContent[]}}[] = [];
  const walk = (parent: {children?: RootContent[]}) => {
    for (const child of parent.children ?? []) {
      if (child.type === 'code' && child.lang === 'mermaid')
        found.push({node: child, parent: parent as {children: RootContent[]}});
      else if ('children' in child) walk(child as {children?: RootContent[]});
    }
  };
  walk(tree);
  return found;
}

export type MermaidStaticOptions = {
  /** Draw diagrams at build time (default). `false`: every diagram is drawn by the theme's Mermaid. */
  enabled?: boolean;
  /** Draw the dark theme too (the site has a colour-mode switch). */
  dark?: boolean;
};

export default function remarkMermaidStatic({enabled = true, dark = false}: MermaidStaticOptions = {}) {
  if (enabled) internals.checkInternals('mermaid-static', INTERNALS);
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    if (!enabled) return;
    const blocks = mermaidBlocks(tree);
    const chromium = blocks.length > 0 ? chromiumPath() : null;
    if (!chromium) return;
    // Ids must differ between pages shown together (blog lists), and stay the same between builds.
    const source = path
      .relative(process.cwd(), file.path ?? '')
      .split(path.sep)
      .join('/');
    const prefix = `m${crypto.createHash('sha1').update(source).digest('hex').slice(0, 8)}`;
    const drawn = await drawDiagrams(
      chromium,
      blocks.map(({node}) => node.value),
      prefix,
      {dark},
    );
    const locale = localeOf(file.path);
    blocks.forEach(({node, parent}, i) => {
      const result = drawn[i];
      if ('error' in result) {
        logger.warn(
          `Mermaid diagram in ${file.path ?? '?'} left to the browser (it could not be drawn at build time): ${result.error}`,
        );
        return;
      }
      parent.children[parent.children.indexOf(node)] = staticDiagramNode(result, locale);
    });
  };
}
