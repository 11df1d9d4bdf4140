import {describe, expect, it} from 'vitest';
import {layoutKindForPath} from '@site/src/utils/layoutRule';

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
