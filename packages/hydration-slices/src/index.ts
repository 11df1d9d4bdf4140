/**
 * Docs pages hydrate in slices.
 *
 * Docusaurus hydrates the whole page in one pass. This plugin's theme components put the doc's
 * body in a Suspense boundary of its own, and the parts a reader does not need first (the docs
 * sidebar, the table of contents beside the text, the blog's sidebar, the footer) in boundaries
 * that keep their server HTML until the page's idle moment (./idle.ts), then hydrate. The server
 * HTML is the same as without the plugin: the server rendering (replaced by ./renderToHtml.js)
 * keeps every boundary in place, where React would move a large one to the end of the HTML.
 *
 * Option `enabled: false` switches it off: the theme's components, hydrated in one pass.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import internals, {type Internal} from '@rainbond/docusaurus-internals';

/** hydration-slices' options. */
export type Options = {
  /** Hydrate in slices (default). `false`: the theme's components, hydrated in one pass. */
  enabled?: boolean;
};

/** The classic theme's components this plugin wraps (with `@theme-init/*`). */
export const WRAPPED = ['DocItem/Content', 'DocRoot/Layout/Sidebar', 'TOC', 'BlogSidebar', 'Footer'] as const;

/** Docusaurus' server rendering, replaced in the server bundle by ./renderToHtml.js. */
export const RENDER_TO_HTML = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml(\.js)?$/;

/** The module that stands in for it. */
export const RENDER_TO_HTML_MODULE = path.resolve(__dirname, 'renderToHtml.js');

/** The Docusaurus internals this plugin relies on (README.md; the site's src/theme/README.md). */
export const INTERNALS: Internal[] = [
  ...WRAPPED.map((component) => ({
    internal: `\`@theme-init/${component}\``,
    file: `@docusaurus/theme-classic/lib/theme/${component}/index.js`,
  })),
  {
    internal: 'module replacement: `core/lib/client/renderToHtml` -> the same with `progressiveChunkSize: Infinity`',
    file: '@docusaurus/core/lib/client/serverEntry.js',
    contains: ["import { renderToHtml } from './renderToHtml'"],
  },
  {
    internal: 'module replacement: `core/lib/client/renderToHtml` -> the same with `progressiveChunkSize: Infinity`',
    file: '@docusaurus/core/lib/client/renderToHtml.js',
    contains: ['renderToPipeableStream(app, {', 'onAllReady()', 'export async function renderToHtml(app)'],
  },
];

/** The plugin (options: {@link Options}). */
export default function hydrationSlicesPlugin(_context: LoadContext, options?: unknown): Plugin {
  const {enabled = true} = (options ?? {}) as Options;
  if (typeof enabled !== 'boolean')
    throw new Error(`hydration-slices: option \`enabled\` must be a boolean, got ${JSON.stringify(enabled)}`);
  const name = 'hydration-slices';
  if (!enabled) return {name};
  internals.checkInternals('hydration-slices', INTERNALS);
  return {
    name,
    getThemePath: () => path.resolve(__dirname, 'theme'),
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // Every boundary stays in place in the server HTML (./renderToHtml.js).
      return {plugins: [new NormalModuleReplacementPlugin(RENDER_TO_HTML, RENDER_TO_HTML_MODULE)]};
    },
  };
}
