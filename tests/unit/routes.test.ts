import {describe, expect, it} from 'vitest';
import {collectPagePaths, isPagePath, normalizePath} from '@site/src/utils/routes';

describe('normalizePath', () => {
  it('drops trailing slashes, query and hash, and lower-cases', () => {
    expect(normalizePath('/docs/')).toBe('/docs');
    expect(normalizePath('/Docs/Intro?x=1#a')).toBe('/docs/intro');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('collectPagePaths', () => {
  const routes = [
    {path: '/', exact: true},
    {
      path: '/docs',
      routes: [
        {
          path: '/docs',
          routes: [
            {path: '/docs/', exact: true},
            {path: '/docs/quick-start/quick-install', exact: true},
          ],
        },
      ],
    },
    {path: '/community', routes: [{path: '/community', routes: [{path: '/community/', exact: true}]}]},
    {path: ['/a', '/b']},
    {path: '*'},
  ];
  const pages = collectPagePaths(routes);

  it('keeps leaf routes only, without the catch-all', () => {
    expect([...pages].sort()).toEqual(['/', '/a', '/b', '/community', '/docs', '/docs/quick-start/quick-install']);
  });

  it('answers whether a link target is a page', () => {
    expect(isPagePath(pages, '/docs/quick-start/quick-install')).toBe(true);
    expect(isPagePath(pages, '/docs/Intro')).toBe(false);
    expect(isPagePath(pages, '/feature/devops')).toBe(false);
  });

  it('does not count a layout parent as a page', () => {
    const onlyParent = collectPagePaths([{path: '/community', routes: [{path: '/community/support'}]}]);
    expect(isPagePath(onlyParent, '/community')).toBe(false);
  });
});
