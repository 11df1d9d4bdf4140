/**
 * @rainbond/docusaurus-plugin-mermaid-static: Mermaid diagrams drawn to static SVG at build time.
 *
 * Two parts, given the same options:
 * - the remark plugin (`remarkMermaidStatic`, ./remark.ts), which each content plugin runs before
 *   its own remark plugins (`beforeDefaultRemarkPlugins`): a remark plugin is the only place
 *   where a ```mermaid block can be replaced before Docusaurus turns it into the theme's
 *   `Mermaid` component, and Docusaurus lets no plugin add remark plugins to another;
 * - this Docusaurus plugin (the default export), which provides the theme's `Mermaid` wrapper
 *   (./theme/Mermaid: a diagram not drawn at build time is drawn, and Mermaid loaded, only near
 *   the viewport) and the stylesheet of the drawn diagrams (./styles.css).
 *
 * `enabled: false` switches both off: diagrams are drawn in the browser by the theme's Mermaid,
 * as plain Docusaurus does.
 */
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import remarkMermaidStatic, {type MermaidStaticOptions} from './remark';

export {default as remarkMermaidStatic, INTERNALS, accessibleName, localeOf} from './remark';
export type {Locale, MermaidStaticOptions} from './remark';

export const PLUGIN_NAME = 'docusaurus-plugin-mermaid-static';

const mermaidStaticPlugin: PluginModule<unknown> = (_context, rawOptions) => {
  const options = (rawOptions ?? {}) as MermaidStaticOptions;
  if (options.enabled === false) return {name: PLUGIN_NAME};
  // Checks the internals as the remark plugin does, so the build fails early, before any page is compiled.
  remarkMermaidStatic(options);
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'styles.css')],
  };
};

export default mermaidStaticPlugin;
