/**
 * Code translations travel with the modules that name them, not in main.js.
 *
 * Docusaurus puts all of a locale's code translations (`@generated/codeTranslations`) into
 * main.js, the strings of every page of the site included. In the client bundle, a loader on
 * `.docusaurus/codeTranslations.json` drops each translation whose id a module of the site's
 * folder (option `dir`, less the folders of `exclude`) names, and a pre-loader adds those
 * translations to the translations object at the top of the modules that name them
 * (./translations.js). The server bundle is left as it is.
 *
 * Option `enabled: false` switches it off (every translation in main.js, as Docusaurus does).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import internals, {type Internal} from '@rainbond/docusaurus-internals';
import translations from './translations.js';

type Moved = Record<string, string>;
const {movedTranslations, isSiteModule} = translations as unknown as {
  movedTranslations: (dir: string, t: Moved, exclude?: string[]) => Moved;
  isSiteModule: (file: string, dir: string, exclude?: string[]) => boolean;
};

/** translation-split's options. */
export type Options = {
  /** Split the translations (default). `false`: every translation in main.js, as Docusaurus does. */
  enabled?: boolean;
  /** The folder whose modules count, relative to the site (default `src`). */
  dir?: string;
  /** Folders under `dir` whose modules do not count (e.g. build-time plugins), relative to the site. */
  exclude?: string[];
};

/** The Docusaurus internals this plugin relies on (README.md; the site's src/theme/README.md). */
export const INTERNALS: Internal[] = [
  {
    internal: '`@generated/codeTranslations` is one object, read by `translate()` / `<Translate>` at render time',
    file: '@docusaurus/core/lib/client/exports/Translate.js',
    contains: ["import codeTranslations from '@generated/codeTranslations'", 'codeTranslations[(id ?? message)]'],
  },
];

/** The options, checked, with their defaults. */
export function normalizeOptions(options: Options = {}): Required<Options> {
  const {enabled = true, dir = 'src', exclude = []} = options;
  if (typeof enabled !== 'boolean')
    throw new Error(`translation-split: option \`enabled\` must be a boolean, got ${JSON.stringify(enabled)}`);
  if (typeof dir !== 'string' || !dir)
    throw new Error(`translation-split: option \`dir\` must be a folder, got ${JSON.stringify(dir)}`);
  if (!Array.isArray(exclude) || exclude.some((e) => typeof e !== 'string' || !e))
    throw new Error(`translation-split: option \`exclude\` must be a list of folders, got ${JSON.stringify(exclude)}`);
  return {enabled, dir, exclude};
}

/** The plugin (options: {@link Options}). */
export default function translationSplitPlugin(context: LoadContext, options?: unknown): Plugin {
  const {enabled, dir: dirOption, exclude: excludeOption} = normalizeOptions(options as Options | undefined);
  const name = 'translation-split';
  if (!enabled) return {name};
  internals.checkInternals('translation-split', INTERNALS);
  const dir = path.resolve(context.siteDir, dirOption);
  const exclude = excludeOption.map((e) => path.resolve(context.siteDir, e));
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const table = path.join(context.generatedFilesDir, 'codeTranslations.json');
      // Written by the time the bundler is configured: the loader below must find it.
      internals.assertInternals('translation-split', [
        {internal: '`@generated/codeTranslations` is one object', file: table},
      ]);
      const moved = movedTranslations(dir, context.codeTranslations, exclude);
      if (Object.keys(moved).length === 0) return {};
      const loader = path.resolve(__dirname, 'translations.js');
      return {
        module: {
          rules: [
            {test: (file: string) => file === table, use: [{loader, options: {moved, role: 'table'}}]},
            {
              test: (file: string) => isSiteModule(file, dir, exclude),
              enforce: 'pre' as const,
              use: [{loader, options: {moved, role: 'module'}}],
            },
          ],
        },
      };
    },
  };
}
