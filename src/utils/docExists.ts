// For the sidebar files (Node, at build time): whether a doc id has its page in a content folder.
import fs from 'node:fs';
import path from 'node:path';

const siteDir = path.join(__dirname, '..', '..');

/** A predicate telling whether `id` has a page (.md or .mdx) under the folder `dir` of the site. */
export const pagesIn =
  (dir: string, site: string = siteDir) =>
  (id: string): boolean =>
    ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(site, dir, id + ext)));

export const docExists = pagesIn('docs');
