/**
 * Keeps page-specific weight out of the JavaScript every page loads (main.js).
 *
 * 1. Prism. The classic theme registers Prism's extra languages from a client module, which
 *    puts prism-react-renderer and every `prism.additionalLanguages` grammar (about 33 KB gzip)
 *    into main.js, on the landing page too. That client module is swapped for an empty one;
 *    `src/theme/CodeBlock` loads the code block (and `CodeBlock/Content` the languages) lazily,
 *    so Prism rides in a chunk that only pages with code blocks load. `__RAINBOND_SERVER__`
 *    tells that wrapper which bundle it is in.
 * 2. Code translations. `@generated/codeTranslations` is swapped for a copy without the
 *    page-family groups of ./pageMessages.ts; each group is written to its own JSON file, which
 *    the page family imports through `@rainbond/page-messages/<group>.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {splitCodeTranslations} from './pageMessages';

export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export default function performancePlugin(context: {generatedFilesDir: string}): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'rainbond-page-messages');
  return {
    name: 'rainbond-performance',
    configureWebpack(_config, isServer, {currentBundler}) {
      // Core has written codeTranslations.json for the locale being built before it calls this.
      const generated = path.join(context.generatedFilesDir, 'codeTranslations.json');
      const all = fs.existsSync(generated) ? (JSON.parse(fs.readFileSync(generated, 'utf8')) as Record<string, string>) : {};
      const {main, groups} = splitCodeTranslations(all);
      fs.mkdirSync(outDir, {recursive: true});
      const mainFile = path.join(outDir, 'main.json');
      fs.writeFileSync(mainFile, JSON.stringify(main));
      for (const [group, messages] of Object.entries(groups))
        fs.writeFileSync(path.join(outDir, `${group}.json`), JSON.stringify(messages));
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        resolve: {alias: {'@rainbond/page-messages': outDir}},
        plugins: [
          // Lets src/theme/CodeBlock require its implementation in the server bundle only.
          new DefinePlugin({__RAINBOND_SERVER__: JSON.stringify(isServer)}),
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.resolve(__dirname, 'empty-client-module.js')),
          // Matches the resolved path of this build's file only (`@generated/codeTranslations`).
          new NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(generated)}$`), mainFile),
        ],
      };
    },
  };
}
