import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {pageOf, positionOf, rankedPages, score} from '../../scripts/lib/relevance.mjs';

describe('search relevance measure', () => {
  it('reads hits as pages, a page with several sections once, in order', () => {
    expect(pageOf('http://localhost:3100/docs/a/#x')).toBe('/docs/a/');
    expect(pageOf('/docs/%E4%B8%AD?q=1')).toBe('/docs/中');
    expect(rankedPages(['/docs/b#1', '/docs/b#2', '/docs/a', '/docs/b'])).toEqual(['/docs/b', '/docs/a']);
  });

  it('finds the expected page or an accepted one, trailing slash or not', () => {
    const ranked = ['/docs/x/', '/docs/y', '/docs/z/'];
    expect(positionOf(ranked, {expect: '/docs/x'})).toBe(1);
    expect(positionOf(ranked, {expect: '/docs/z/'})).toBe(3);
    expect(positionOf(ranked, {expect: '/docs/none', also: ['/docs/y/']})).toBe(2);
    expect(positionOf(ranked, {expect: '/docs/none'})).toBe(0);
  });

  it('scores top 1 and top 3', () => {
    expect(score([1, 2, 3, 4, 0])).toEqual({queries: 5, top1: 0.2, top3: 0.6});
    expect(score([])).toEqual({queries: 0, top1: 0, top3: 0});
  });

  it('keeps a query set of at least 45 queries per locale, each with a route', () => {
    const set = JSON.parse(fs.readFileSync('tests/search-relevance.json', 'utf8')) as Record<
      string,
      {q: string; expect: string}[]
    >;
    for (const [locale, prefix] of [
      ['zh', '/docs'],
      ['en', '/en/docs'],
    ] as const) {
      expect(set[locale].length).toBeGreaterThanOrEqual(45);
      const qs = set[locale].map((x) => x.q);
      expect(new Set(qs).size).toBe(qs.length);
      for (const x of set[locale])
        expect(x.expect.startsWith(prefix) || x.expect.startsWith(locale === 'en' ? '/en/' : '/'), x.q).toBe(true);
    }
  });
});
