/**
 * Content-Security-Policy for nginx (deploy/rainbond-docs.conf), computed at build time.
 *
 * After each locale is built, reads every HTML page of the whole build (the default locale's
 * folder and the other locales inside it), hashes the inline scripts Docusaurus emits (colour
 * mode, announcement bar, ...) and writes `<build>/.nginx/csp.conf`, one `add_header` line the
 * nginx configuration includes. The last locale built writes the policy for all of them.
 * Fails the build on an inline event handler (`onclick=`), which no hash can allow.
 * Also keeps DocSearch's bundled zod from probing `new Function` (./no-eval-probe-loader.js).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, hashSource, inlineHandlers, inlineScripts, nginxInclude} from './policy';

export type CspPluginOptions = {
  hostedSearchAppId?: string;
  analyticsScripts: string[];
};

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** The hashes of every inline script in the built site under `root`; throws on inline handlers. */
export function collectScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(root)) {
    const html = fs.readFileSync(file, 'utf8');
    const handlers = inlineHandlers(html);
    if (handlers.length) {
      throw new Error(
        `${path.relative(root, file)}: inline event handler ${handlers[0]}= is blocked by the Content-Security-Policy; attach it from a script`,
      );
    }
    for (const script of inlineScripts(html)) hashes.add(hashSource(script));
  }
  return [...hashes];
}

/**
 * The root of the whole build, from the folder one locale was written to. When every locale is
 * built, Docusaurus writes a locale other than the default one to `<root>/<its path>` and gives it
 * the baseUrl `…/<its path>/`; a locale built alone (`--locale en`) keeps the site's baseUrl and is
 * written to `<root>` itself. `baseUrl` is the locale's (Docusaurus localizes `siteConfig.baseUrl`).
 */
export function buildRoot(outDir: string, baseUrl: string, localePath: string): string {
  const segments = localePath.split('/').filter(Boolean);
  const localized = segments.length > 0 && baseUrl.replace(/\/$/, '').endsWith(`/${segments.join('/')}`);
  return path.resolve(outDir, ...(localized ? segments.map(() => '..') : []));
}

/** The plugin for these options (a plugin function: `plugins: [cspPlugin({...})]`). */
export default function cspPlugin(options: CspPluginOptions): () => Plugin {
  return () => ({
    name: 'rainbond-csp',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/,
              use: [{loader: path.join(__dirname, 'no-eval-probe-loader.js')}],
            },
          ],
        },
      };
    },
    async postBuild({outDir, baseUrl, i18n}) {
      // The last locale built writes the policy for the whole build (it scans every locale's pages).
      const localePath = i18n.currentLocale === i18n.defaultLocale ? '' : i18n.localeConfigs[i18n.currentLocale].path;
      const root = buildRoot(outDir, baseUrl, localePath);
      const policy = contentSecurityPolicy({
        scriptHashes: collectScriptHashes(root),
        hostedSearchAppId: options.hostedSearchAppId,
        analyticsScripts: options.analyticsScripts,
      });
      fs.mkdirSync(path.join(root, '.nginx'), {recursive: true});
      fs.writeFileSync(path.join(root, '.nginx', 'csp.conf'), nginxInclude(policy));
    },
  });
}
