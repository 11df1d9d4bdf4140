import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {onlyExisting} from '@site/src/utils/sidebarItems';

describe('onlyExisting (the docs sidebar lists a page once it is written)', () => {
  it('drops missing pages, keeps a category with its link page, and links into missing docs', () => {
    const written = new Set(['a/index', 'a/one', 'b/index', 'gw/index']);
    const tree = [
      'a/one',
      'a/two',
      {
        type: 'category' as const,
        label: 'A',
        key: 'a',
        link: {type: 'doc' as const, id: 'a/index'},
        items: ['a/one', 'a/two'],
      },
      {type: 'category' as const, label: 'B', key: 'b', link: {type: 'doc' as const, id: 'b/index'}, items: ['b/x']},
      {type: 'category' as const, label: 'C', key: 'c', link: {type: 'doc' as const, id: 'c/index'}, items: ['c/x']},
      {type: 'category' as const, label: 'D', key: 'd', link: {type: 'doc' as const, id: 'd/index'}, items: ['a/one']},
      {type: 'link' as const, label: 'gw', href: '/docs/gw/'},
      {type: 'link' as const, label: 'no', href: '/docs/none/'},
      {type: 'link' as const, label: 'helm', href: '/helm/'},
      {type: 'link' as const, label: 'gw bare', href: '/docs/gw'},
      {type: 'link' as const, label: 'elsewhere', href: 'https://example.com/docs/none/'},
      {type: 'link' as const, label: 'no bare', href: '/docs/none'},
      {type: 'doc' as const, id: 'a/one'},
      {type: 'doc' as const, id: 'a/three'},
    ];
    expect(onlyExisting(tree, (id) => written.has(id))).toEqual([
      'a/one',
      {type: 'category', label: 'A', key: 'a', link: {type: 'doc', id: 'a/index'}, items: ['a/one']},
      {type: 'doc', id: 'b/index'},
      {type: 'category', label: 'D', key: 'd', items: ['a/one']},
      {type: 'link', label: 'gw', href: '/docs/gw/'},
      {type: 'link', label: 'helm', href: '/helm/'},
      {type: 'link', label: 'gw bare', href: '/docs/gw'},
      {type: 'link', label: 'elsewhere', href: 'https://example.com/docs/none/'},
      {type: 'doc', id: 'a/one'},
    ]);
    expect(Object.keys(onlyExisting(tree, (id) => written.has(id))[3])).not.toContain('link');
  });
});

describe('pagesIn (which doc ids have a page)', () => {
  it('finds .md and .mdx pages of a content folder, and nothing else', async () => {
    const {pagesIn} = await import('@site/src/utils/docExists');
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    for (const f of ['docs/a/one.md', 'docs/a/two.mdx', 'docs/a/three.txt', 'community/index.md']) {
      fs.mkdirSync(path.dirname(path.join(site, f)), {recursive: true});
      fs.writeFileSync(path.join(site, f), 'x');
    }
    const docs = pagesIn('docs', site);
    expect(['a/one', 'a/two', 'a/three', 'a', 'b/one'].map(docs)).toEqual([true, true, false, false, false]);
    expect(pagesIn('community', site)('index')).toBe(true);
    expect(pagesIn('community', site)('a/one')).toBe(false);
    // Without a site, the folder is one of this site: its README.md is at the root, not in docs/.
    const {docExists} = await import('@site/src/utils/docExists');
    expect(pagesIn('.')('README')).toBe(true);
    expect(docExists('README')).toBe(false);
  });
});
