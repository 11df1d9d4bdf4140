import {describe, expect, it} from 'vitest';
import {matchPath} from 'react-router';
import {isPagePath, layoutKind, layoutKindForPath, type RouteLike} from '@site/src/utils/layoutRule';

describe('layoutKindForPath', () => {
  it.each([
    ['/docs/', 'docs'],
    ['/docs/quick-start/quick-install', 'docs'],
    ['/en/docs/upgrade/', 'docs'],
    ['/community/', 'docs'],
    ['/en/community/support', 'docs'],
    ['/', 'custom'],
    ['/en/', 'custom'],
    ['/blog', 'custom'],
    ['/blog/nacos', 'custom'],
    ['/feature/devops', 'custom'],
    ['/search', 'custom'],
    ['/does-not-exist', 'custom'],
  ])('%s → %s', (path, kind) => {
    expect(layoutKindForPath(path)).toBe(kind);
  });

  it('matches "docs" or "community" anywhere in the path, as the spec says', () => {
    expect(layoutKindForPath('/blog/about-docs-writing')).toBe('docs');
  });
});

describe('isPagePath and layoutKind (a missing page gets the custom header, as its 404.html has)', () => {
  // The shape of @generated/routes: a docs plugin's parents (not exact) over exact doc routes, the catch-all last.
  const routes: RouteLike[] = [
    {path: '/blog', exact: true},
    {
      path: '/docs',
      routes: [
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
      ],
    },
    {path: '/community', routes: [{path: '/community/support', exact: true}]},
    {path: '*'},
  ];
  const isPage = (pathname: string) => isPagePath(routes, pathname, matchPath);

  it.each([
    ['/docs/', true],
    ['/docs/quick-start/quick-install', true],
    ['/community/support', true],
    ['/blog', true],
    ['/docs/nope', false],
    ['/docs/quick-start/nope', false],
    ['/community/nope', false],
    ['/nope', false],
  ])('%s is a page: %s', (path, page) => {
    expect(isPage(path)).toBe(page);
  });

  it('gives docs pages the docs kind, and missing pages under docs the custom one', () => {
    expect(layoutKind('/docs/quick-start/quick-install', isPage)).toBe('docs');
    expect(layoutKind('/docs/nope', isPage)).toBe('custom');
    expect(layoutKind('/community/nope', isPage)).toBe('custom');
    expect(layoutKind('/blog', isPage)).toBe('custom');
  });
});
