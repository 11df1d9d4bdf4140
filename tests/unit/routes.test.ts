import {beforeEach, describe, expect, it} from 'vitest';
import {collectPagePaths, isPagePath, normalizePath, routeExists} from '@site/src/utils/routes';

describe('normalizePath', () => {
  it('drops trailing slashes, query and hash, and lower-cases', () => {
    expect(normalizePath('/docs/')).toBe('/docs');
    expect(normalizePath('/Docs/Intro?x=1#a')).toBe('/docs/intro');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/docs//')).toBe('/docs');
    expect(normalizePath('///')).toBe('/');
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
  // Collected inside each test, so that mutation testing sees which test covers the code.
  let pages = new Set<string>();
  beforeEach(() => {
    pages = collectPagePaths(routes);
  });

  it('keeps leaf routes only, without the catch-all', () => {
    expect([...pages].sort()).toEqual(['/', '/a', '/b', '/community', '/docs', '/docs/quick-start/quick-install']);
  });

  it('counts a route with an empty list of children as a page', () => {
    expect([...collectPagePaths([{path: '/x', routes: []}, {path: '/y'}])]).toEqual(['/x', '/y']);
    expect([...collectPagePaths([{routes: [{path: ['/p', '/q']}]}, {}])]).toEqual(['/p', '/q']);
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

describe('routeExists', () => {
  const pages = new Set(['/docs', '/en/docs', '/base/docs/intro']);
  const none = (p: string) => p;

  it('takes external, hash and empty targets as existing', () => {
    for (const to of [
      undefined,
      '',
      '#top',
      'https://github.com/goodrain',
      'mailto:a@b.c',
      'HTTP://x',
      'tel:+1',
      'git+ssh://x',
      'h2c://x',
    ])
      expect(routeExists(new Set(), none, to), String(to)).toBe(true);
  });

  it('looks internal paths up with the base URL applied', () => {
    expect(routeExists(pages, none, '/docs/')).toBe(true);
    expect(routeExists(pages, none, '/docs/missing')).toBe(false);
    expect(routeExists(pages, (p) => `/base${p}`, '/docs/intro')).toBe(true);
    expect(routeExists(pages, none, '/docs/intro')).toBe(false);
    // A path is not a scheme: "docs:x" would be, "/a:b" is not.
    expect(routeExists(pages, none, '/a:b')).toBe(false);
  });

  it('counts every path under a trusted prefix as a page, and the prefix itself', () => {
    expect(routeExists(pages, none, '/api/team/create', ['/api'])).toBe(true);
    expect(routeExists(pages, none, '/API/', ['/api'])).toBe(true);
    expect(routeExists(pages, none, '/apix', ['/api'])).toBe(false);
    expect(routeExists(pages, none, '/x/api/y', ['/api'])).toBe(false);
    expect(routeExists(pages, none, '/api/team/create')).toBe(false);
    expect(routeExists(pages, none, '/blog/x', ['/api', '/blog'])).toBe(true);
  });
});

describe('isPagePath with trusted prefixes', () => {
  const pages = new Set(['/blog/post']);

  it('takes a page or any path under a trusted prefix', () => {
    expect(isPagePath(pages, '/docs/anything', ['/docs'])).toBe(true);
    expect(isPagePath(pages, '/Docs/', ['/docs'])).toBe(true);
    expect(isPagePath(pages, '/docs', ['/en/docs', '/docs'])).toBe(true);
    expect(isPagePath(pages, '/docsx', ['/docs'])).toBe(false);
    expect(isPagePath(pages, '/en/docs/x', ['/docs'])).toBe(false);
    expect(isPagePath(pages, '/docs/anything')).toBe(false);
    expect(isPagePath(pages, '/blog/post/', ['/docs'])).toBe(true);
    expect(isPagePath(pages, '/blog/post', [])).toBe(true);
  });
});
