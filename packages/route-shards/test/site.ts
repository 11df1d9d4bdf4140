/**
 * A small site whose route files the INSTALLED @docusaurus/core generates: Docusaurus' own site
 * loader (`loadSite` of @docusaurus/core, as `docusaurus build` runs it) loads the site written
 * here and writes `.docusaurus/routes.js`, `routesChunkNames.json` and `registry.js`, which the
 * tests read. No hand-written copy of those files: a change of their format fails the tests.
 *
 * The site: a docs plugin at /docs with the sections the shard plan needs (below), a second docs
 * plugin at /community with two pages (too few to shard), a blog with one post and a page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
/** A plugin by its resolved path: the site's temporary folder has no node_modules. */
const plugin = (name: string) => require.resolve(name);

/**
 * The docs pages (paths below /docs, without extension): 12 api pages, 45 use-manual pages (30 in
 * component-create, 5 in app-manage, 10 in team-manage, written `Page-<n>`), use-manual's own
 * page, two quick-start pages and the docs index.
 */
export const DOC_FILES = [
  'index',
  ...Array.from({length: 12}, (_, i) => `api/endpoint-${i}`),
  'use-manual/index',
  ...Array.from({length: 30}, (_, i) => `use-manual/component-create/page-${i}`),
  ...Array.from({length: 5}, (_, i) => `use-manual/app-manage/page-${i}`),
  ...Array.from({length: 10}, (_, i) => `use-manual/team-manage/Page-${i}`),
  'quick-start/one',
  'quick-start/two',
];

/** The route path Docusaurus gives a doc file (an index page is its folder's path, with a slash). */
export const docRoute = (file: string): string => `/docs/${file.replace(/(^|\/)index$/, '$1')}`;

export type Generated = {
  /** The site's folder (remove it with `removeSite`). */
  siteDir: string;
  /** Its `.docusaurus` folder. */
  dir: string;
  routes: string;
  chunkNames: Record<string, unknown>;
  registry: string;
};

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

/** Writes the site into a temporary folder and runs Docusaurus' code generation on it. */
export async function generateSite(): Promise<Generated> {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-shards-'));
  for (const file of DOC_FILES)
    write(path.join(siteDir, 'docs', `${file}.md`), `---\ntitle: ${file}\n---\n\nThe page ${file}.\n`);
  for (const file of ['index', 'support'])
    write(path.join(siteDir, 'community', `${file}.md`), `---\ntitle: ${file}\n---\n\nCommunity ${file}.\n`);
  write(
    path.join(siteDir, 'blog', '2023-03-01-post.md'),
    '---\nslug: post\ntitle: A post\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n',
  );
  write(path.join(siteDir, 'src', 'pages', 'index.md'), '# Home\n\nThe landing page.\n');
  write(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify(
      {
        title: 'Fixture',
        url: 'https://example.com',
        baseUrl: '/',
        onBrokenLinks: 'throw',
        plugins: [
          [plugin('@docusaurus/plugin-content-docs'), {}],
          [
            plugin('@docusaurus/plugin-content-docs'),
            {id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: false},
          ],
          [plugin('@docusaurus/plugin-content-blog'), {onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore'}],
          plugin('@docusaurus/plugin-content-pages'),
        ],
      },
      null,
      2,
    )};\n`,
  );
  const {loadSite} = (await import('@docusaurus/core/lib/server/site.js')) as unknown as {
    loadSite: (p: {siteDir: string; locale?: string}) => Promise<{props: {generatedFilesDir: string}}>;
  };
  // As `docusaurus build` runs it: production chunk names (8 hex digits), not the long ones of `start`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let site;
  try {
    site = await loadSite({siteDir});
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const dir = site.props.generatedFilesDir;
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  return {
    siteDir,
    dir,
    routes: read('routes.js'),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
    registry: read('registry.js'),
  };
}

export function removeSite(generated: Generated | undefined): void {
  if (generated) fs.rmSync(generated.siteDir, {recursive: true, force: true});
}
