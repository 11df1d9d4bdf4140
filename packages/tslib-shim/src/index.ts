/**
 * A one-helper tslib for @docusaurus/utils-common.
 *
 * @docusaurus/utils-common (in main.js for the theme) requires tslib for one helper,
 * `__importDefault`, which brings all of tslib along. Where utils-common requires it, `tslib` is
 * replaced by ./tslib-import-default.js.
 *
 * Option `enabled: false` switches it off (tslib as Docusaurus bundles it).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import internals, {type Internal} from '@rainbond/docusaurus-internals';

/** tslib-shim's options. */
export type Options = {
  /** Replace tslib for utils-common (default). `false`: the bundles as Docusaurus makes them. */
  enabled?: boolean;
};

/** Where `tslib` is replaced by ./tslib-import-default.js (the folder of the requiring module). */
export const UTILS_COMMON = /@docusaurus[\\/]utils-common[\\/]lib$/;

/** The module that stands in for tslib. */
export const SHIM = path.resolve(__dirname, 'tslib-import-default.js');

/** The Docusaurus internals this plugin relies on (README.md; the site's src/theme/README.md). */
export const INTERNALS: Internal[] = [
  {
    internal: '`tslib` required by `@docusaurus/utils-common`',
    file: '@docusaurus/utils-common/lib/index.js',
    contains: ['require("tslib")'],
  },
];

/** The module replacement's callback: `tslib` required from utils-common becomes ./tslib-import-default.js. */
export function replaceTslib(resource: {context?: string; request: string}): void {
  if (resource.request === 'tslib' && UTILS_COMMON.test(resource.context ?? '')) resource.request = SHIM;
}

/** The plugin (options: {@link Options}). */
export default function tslibShimPlugin(_context: LoadContext, options?: unknown): Plugin {
  const {enabled = true} = (options ?? {}) as Options;
  if (typeof enabled !== 'boolean')
    throw new Error(`tslib-shim: option \`enabled\` must be a boolean, got ${JSON.stringify(enabled)}`);
  const name = 'tslib-shim';
  if (!enabled) return {name};
  internals.checkInternals('tslib-shim', INTERNALS);
  return {
    name,
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(/^tslib$/, replaceTslib)]};
    },
  };
}
