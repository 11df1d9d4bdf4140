/**
 * Remark plugin: Mermaid code blocks become static SVG at build time, so a page with a diagram
 * downloads no Mermaid and nothing moves when it loads.
 *
 * Each ```mermaid block is drawn in a headless Chromium (./renderer.ts) in the light theme, and
 * with the option `dark` (when the site lets visitors switch to dark mode) in the dark theme too;
 * a left-to-right flowchart is drawn top to bottom as well, for narrow screens. The drawing (the
 * SVGs, each never narrower than the width that keeps its smallest label at `minLabel` px, and the
 * container queries that pick a layout) is written to a file named by its hash, and the block is
 * replaced by `<MermaidStatic id name label drawing={…} />` (./theme/MermaidStatic), `drawing`
 * an import of that file (./index.ts makes it the markup on the server, null in the browser, so
 * the page's JavaScript does not carry the drawing again). Its accessible name is the diagram's
 * `accTitle` (and `accDescr`) when the source has them, else the kind of diagram and its labels
 * ("Flowchart: Gateway, App, ...").
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
import fs from 'node:fs';
import {chromiumPath, drawDiagrams, DRAWINGS_DIR, type DrawnDiagram, type Layout} from './renderer';
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

/** The smallest label a reader sees without zooming, in CSS px (the floor). */
export const MIN_LABEL_PX = 12;

/** The import specifier of a drawing (./index.ts resolves it: the markup on the server, null in the browser). */
export const DRAWING_REQUEST = '@rainbond/mermaid-static-drawing/';

/**
 * The root tag of a drawn SVG, with its classes (layout, colour mode) and the widths it may take:
 * never wider than its natural size, never narrower than the size that keeps its smallest label
 * at `minLabel` px (the frame around it scrolls then).
 */
function layerSvg(svg: string, layout: Layout, classes: string[], minLabel: number): string {
  const minWidth = Math.ceil((layout.width * minLabel) / layout.smallestFont);
  return svg.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
    let rest = attributes.replace(/\sstyle="[^"]*"/, '');
    const style = ` style="max-width:${Math.max(layout.width, minWidth)}px;min-width:${minWidth}px"`;
    if (/\sclass="/.test(rest))
      rest = rest.replace(/\sclass="([^"]*)"/, (__, c: string) => ` class="${c} ${classes.join(' ')}"`);
    else rest += ` class="${classes.join(' ')}"`;
    return `<svg${rest}${style}>`;
  });
}

/** The width of a layout's frame below which its labels would be under `minLabel` px. */
export function readableWidth(layout: Pick<Layout, 'width' | 'smallestFont'>, minLabel = MIN_LABEL_PX): number {
  return Math.ceil((layout.width * minLabel) / layout.smallestFont);
}

/**
 * The HTML of a drawn diagram, the children of its frame (`[data-diagram=id]`): when there are two
 * layouts, the container queries that show the source's own where the frame is wide enough to keep
 * its labels readable, the narrow one elsewhere; then each layout in each colour mode.
 */
export function drawingMarkup(diagram: DrawnDiagram, id: string, minLabel = MIN_LABEL_PX): string {
  const dark = diagram.layouts[0].svg.dark !== undefined;
  const layouts = diagram.layouts.filter((layout) => !dark || layout.svg.dark);
  const names = ['wide', 'narrow'];
  const layers = layouts.flatMap((layout, v) =>
    (dark ? (['light', 'dark'] as const) : (['light'] as const)).map((mode) =>
      layerSvg(
        layout.svg[mode]!,
        layout,
        [`mermaid-static__${names[v]}`, ...(dark ? [`mermaid-static__${mode}`] : [])],
        minLabel,
      ),
    ),
  );
  if (layouts.length < 2) return layers.join('');
  const threshold = readableWidth(layouts[0], minLabel);
  const scope = `[data-diagram="${id}"]`;
  const style =
    `<style>@container (width < ${threshold}px){${scope}>.mermaid-static__wide{display:none}}` +
    `@container (width >= ${threshold}px){${scope}>.mermaid-static__narrow{display:none}}</style>`;
  // Before the drawings: a page whose HTML arrives in pieces never lays both layouts out, one
  // above the other, before the queries that hide one of them (a layout shift).
  return style + layers.join('');
}

/** Writes a drawing where the plugin finds it (content-addressed), and returns its name. */
export function saveDrawing(markup: string, dir = DRAWINGS_DIR): string {
  const name = crypto.createHash('sha1').update(markup).digest('hex').slice(0, 16);
  const file = path.join(dir, `${name}.html`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(`${file}.${process.pid}`, markup);
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return name;
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** `name={identifier}` as an MDX JSX attribute. */
const identifierAttribute = (name: string, identifier: string) => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: identifier,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}}],
      },
    },
  },
});

/** `import local from 'source';` as an MDX ESM node. */
export function importNode(local: string, source: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/** The component that shows a drawn diagram (./theme/MermaidStatic). */
export const COMPONENT = 'MermaidStatic__';

/**
 * The MDX element that replaces a drawn block: `<MermaidStatic id name label drawing={…} />`,
 * where `drawing` is the imported markup (on the server; in the browser it is fetched by name).
 */
export function staticDiagramNode(
  diagram: DrawnDiagram,
  locale: Locale,
  {id, name, local}: {id: string; name: string; local: string},
): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('id', id),
      attribute('name', name),
      attribute('label', accessibleName(diagram, locale)),
      identifierAttribute('drawing', local),
    ],
    children: [],
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
  /** The smallest label a reader sees without zooming, in CSS px (default 12). */
  minLabel?: number;
};

export default function remarkMermaidStatic({
  enabled = true,
  dark = false,
  minLabel = MIN_LABEL_PX,
}: MermaidStaticOptions = {}) {
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
    const imports: RootContent[] = [];
    blocks.forEach(({node, parent}, i) => {
      const result = drawn[i];
      if ('error' in result) {
        logger.warn(
          `Mermaid diagram in ${file.path ?? '?'} left to the browser (it could not be drawn at build time): ${result.error}`,
        );
        return;
      }
      const id = `${prefix}-${i}`;
      const name = saveDrawing(drawingMarkup(result, id, minLabel));
      const local = `__mermaidStatic${i}`;
      imports.push(importNode(local, `${DRAWING_REQUEST}${name}.html`));
      parent.children[parent.children.indexOf(node)] = staticDiagramNode(result, locale, {id, name, local});
    });
    if (imports.length > 0) tree.children.unshift(importNode(COMPONENT, '@theme/MermaidStatic'), ...imports);
  };
}
