/**
 * /llms.txt and /llms-full.txt per locale (llmstxt.org), made by @signalwire/docusaurus-plugin-llms-txt
 * from the built pages, with a Markdown copy of each page (/docs/x.md). Two corrections of its
 * output for this site, after it ran:
 * - in llms-full.txt and the .md copies of a non-default locale, it prefixes links with the locale
 *   twice (https://www.rainbond.com/en/en/docs/...);
 * - a link to a page whose URL ends in "/" becomes ".../x/.md", while the copy is written as x.md;
 * - each heading keeps the theme's invisible anchor link ([\u200b](#id "Direct link to ..."));
 * - the index of a non-default locale has one section, named after the locale's folder, around
 *   the real ones (docs, blog, community): it is removed and they become the H2 sections.
 * tests/e2e/seo.spec.ts checks that every link of both files resolves.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The corrected text of a generated file of the locale served under /<localePath>/ ('' for the default one). */
export function fixLinks(text: string, site: string, localePath: string): string {
  const doubled = localePath ? text.replaceAll(`${site}/${localePath}/${localePath}/`, `${site}/${localePath}/`) : text;
  return doubled
    .replace(new RegExp(`(${escapeRegExp(site)}/[^\\s)"]*?)/\\.md`, 'g'), '$1.md')
    .replace(/\[\u200b\]\(#[^)\s]*(?: "[^"]*")?\)/g, '');
}

const FULL_CONTENT = '# Full Documentation Content';

/** The index (up to the full content, if any) with a lone H2 wrapper removed and its subsections promoted. */
export function unwrapLocaleSection(text: string): string {
  const cut = text.indexOf(`\n${FULL_CONTENT}`);
  const index = cut >= 0 ? text.slice(0, cut) : text;
  const lines = index.split('\n');
  const wrappers = lines.filter((l) => l.startsWith('## '));
  if (wrappers.length !== 1 || !lines.some((l) => l.startsWith('### '))) return text;
  const unwrapped = lines.filter((l) => l !== wrappers[0]).map((l) => (/^#{3,6} /.test(l) ? l.slice(1) : l));
  return unwrapped.join('\n') + (cut >= 0 ? text.slice(cut) : '');
}

export default async function llmsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const {default: llmsTxtPlugin} = await import('@signalwire/docusaurus-plugin-llms-txt');
  const inner = (llmsTxtPlugin as unknown as (c: LoadContext, o: unknown) => Plugin)(context, options);
  return {
    ...inner,
    name: 'rainbond-llms-txt',
    async postBuild(props) {
      await inner.postBuild?.(props);
      const {i18n, outDir, siteConfig} = props;
      const localePath = i18n.currentLocale === i18n.defaultLocale ? '' : i18n.localeConfigs[i18n.currentLocale].path;
      const files = fs
        .readdirSync(outDir, {recursive: true, withFileTypes: true})
        .filter((e) => e.isFile() && (e.name.endsWith('.md') || e.name === 'llms-full.txt' || e.name === 'llms.txt'))
        .map((e) => path.join(e.parentPath, e.name));
      for (const file of files) {
        const text = fs.readFileSync(file, 'utf8');
        const linksFixed = fixLinks(text, siteConfig.url, localePath);
        const fixed =
          localePath && /^llms(-full)?\.txt$/.test(path.basename(file)) ? unwrapLocaleSection(linksFixed) : linksFixed;
        if (fixed !== text) fs.writeFileSync(file, fixed);
      }
    },
  };
}
