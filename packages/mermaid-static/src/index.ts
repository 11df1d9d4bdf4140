/**
 * @rainbond/docusaurus-plugin-mermaid-static: Mermaid diagrams drawn to static SVG at build time.
 *
 * Two parts, given the same options:
 * - the remark plugin (`remarkMermaidStatic`, ./remark.ts), which each content plugin runs before
 *   its own remark plugins (`beforeDefaultRemarkPlugins`): a remark plugin is the only place
 *   where a ```mermaid block can be replaced before Docusaurus turns it into the theme's
 *   `Mermaid` component, and Docusaurus lets no plugin add remark plugins to another;
 * - this Docusaurus plugin (the default export), which provides the theme components
 *   (./theme/MermaidStatic shows a drawn diagram; ./theme/Mermaid draws one not drawn at build
 *   time, loading Mermaid only near the viewport), the stylesheet (./styles.css), and the
 *   drawings themselves: a page imports its drawings by name; the server bundle resolves the
 *   name to the drawing's HTML (so it is in the page's HTML), the browser bundle of a production
 *   build to null (so no chunk carries it again), and after a client-side navigation the
 *   component fetches it from assets/mermaid/<name>.htm, which postBuild copies there.
 *
 * `enabled: false` switches both off: diagrams are drawn in the browser by the theme's Mermaid,
 * as plain Docusaurus does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import remarkMermaidStatic, {DRAWING_REQUEST, type MermaidStaticOptions} from './remark';
import {DRAWINGS_DIR} from './renderer';

export {default as remarkMermaidStatic, INTERNALS, accessibleName, localeOf} from './remark';
export type {Locale, MermaidStaticOptions} from './remark';

export const PLUGIN_NAME = 'docusaurus-plugin-mermaid-static';

/** Where the drawings are served from, under the site's base URL (see ./theme/MermaidStatic). */
export const DRAWINGS_PATH = 'assets/mermaid';
/**
 * Served as `.htm`: servers with clean URLs (nginx's rewrite of `x.html` to `x`, `docusaurus serve`)
 * would answer a `.html` request with a redirect first.
 */
export const SERVED_EXTENSION = '.htm';

/** The strings of the theme components, in the locales the package ships (others: English). */
export const MESSAGES: Record<string, Record<string, string>> = {
  en: {
    'theme.mermaidStatic.openFullSize': 'Full size',
    'theme.mermaidStatic.close': 'Close',
  },
  zh: {
    'theme.mermaidStatic.openFullSize': '查看大图',
    'theme.mermaidStatic.close': '关闭',
  },
};

/** The drawings a built page shows: their names, from its HTML (`data-drawing`). */
export function drawingsIn(html: string): string[] {
  return [...html.matchAll(/data-drawing="?([0-9a-f]{16})\b/g)].map((m) => m[1]);
}

/**
 * Copies every drawing a page of `outDir` shows to `outDir/assets/mermaid/<name>.htm`; returns how many.
 * `skip`: folders of `outDir` to leave out (the other locales' builds, which copy their own).
 */
export function copyDrawings(
  outDir: string,
  {from = DRAWINGS_DIR, skip = []}: {from?: string; skip?: string[]} = {},
): number {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === outDir && skip.includes(entry.name))) walk(file);
      } else if (entry.name.endsWith('.html'))
        for (const name of drawingsIn(fs.readFileSync(file, 'utf8'))) names.add(name);
    }
  };
  walk(outDir);
  const target = path.join(outDir, DRAWINGS_PATH);
  fs.mkdirSync(target, {recursive: true});
  for (const name of names) {
    const source = path.join(from, `${name}.html`);
    if (!fs.existsSync(source))
      throw new Error(`mermaid-static: drawing ${name} shown in ${outDir} but missing from ${from}`);
    fs.copyFileSync(source, path.join(target, `${name}${SERVED_EXTENSION}`));
  }
  return names.size;
}

const mermaidStaticPlugin: PluginModule<unknown> = (context, rawOptions) => {
  const options = (rawOptions ?? {}) as MermaidStaticOptions;
  if (options.enabled === false) return {name: PLUGIN_NAME};
  // Checks the internals as the remark plugin does, so the build fails early, before any page is compiled.
  remarkMermaidStatic(options);
  const locale = context.i18n.currentLocale;
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'styles.css')],
    getDefaultCodeTranslationMessages: () => MESSAGES[locale.split('-')[0]] ?? MESSAGES.en,
    configureWebpack(config, isServer, {currentBundler}) {
      const request = DRAWING_REQUEST.slice(0, -1);
      // The browser bundle of a production build carries no drawing; the development server
      // (no server rendering) does.
      const inBundle = isServer || config.mode !== 'production';
      return {
        resolve: {alias: {[request]: DRAWINGS_DIR}},
        // Matched by name: the bundler resolves the folder's symlinks (node_modules may be one).
        module: {rules: [{test: /[\\/]rainbond-mermaid[\\/]drawings[\\/][0-9a-f]{16}\.html$/, type: 'asset/source'}]},
        plugins: inBundle
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                new RegExp(`^${request.replace(/[/.]/g, '\\$&')}/`),
                path.join(__dirname, 'no-drawing.js'),
              ),
            ],
      };
    },
    postBuild({outDir}) {
      const {locales, localeConfigs} = context.i18n;
      const others = locales.filter((l) => l !== locale).map((l) => localeConfigs[l]?.path ?? l);
      copyDrawings(outDir, {skip: context.i18n.defaultLocale === locale ? others : []});
    },
  };
};

export default mermaidStaticPlugin;
