import {describe, expect, it} from 'vitest';
import {checkPage, countHan, countWords, parseFrontMatter, prose} from '../../scripts/lib/content.mjs';

const fm = (body: string, extra = '') => `---\ntitle: T\ndescription: D\n${extra}---\n\n${body}`;
const han = (n: number) => '云'.repeat(n);
const words = (n: number) => Array.from({length: n}, () => 'word').join(' ');

describe('content rules', () => {
  it('reads front matter', () => {
    expect(parseFrontMatter(fm('x', 'slug: /\nkeywords: [a, b]\n')).data).toEqual({title: 'T', description: 'D', slug: '/', keywords: ['a', 'b']});
  });

  it('requires title and description', () => {
    const problems = checkPage(`---\nkeywords: [a]\n---\n${han(500)}`, {lang: 'zh', file: 'a.md'});
    expect(problems).toContain('front matter has no title');
    expect(problems).toContain('front matter has no description');
  });

  it.each(['TODO', 'TBD', '待补充', 'Coming soon', 'lorem ipsum'])('rejects the placeholder %s', (ph) => {
    expect(checkPage(fm(`${han(500)} ${ph}`), {lang: 'zh', file: 'a.md'}).join()).toMatch(/placeholder/);
  });

  it('does not count code as prose', () => {
    const body = '```bash\n' + words(400) + '\n```\n' + words(10);
    expect(countWords(prose(body))).toBe(10);
    expect(checkPage(fm(body), {lang: 'en', file: 'a.md'}).join()).toMatch(/only 10 English words/);
  });

  it('enforces minimum lengths on non-index pages only', () => {
    expect(checkPage(fm(han(399)), {lang: 'zh', file: 'x/a.md'})).toEqual(['only 399 Chinese characters (at least 400)']);
    expect(checkPage(fm(han(400)), {lang: 'zh', file: 'x/a.md'})).toEqual([]);
    expect(checkPage(fm(words(249)), {lang: 'en', file: 'a.mdx'})).toEqual(['only 249 English words (at least 250)']);
    expect(checkPage(fm(words(250)), {lang: 'en', file: 'a.mdx'})).toEqual([]);
    expect(checkPage(fm('short'), {lang: 'en', file: 'x/index.md'})).toEqual([]);
  });

  it('counts Han characters', () => {
    expect(countHan('部署 Rainbond 5.11，很简单')).toBe(5);
  });
});

describe('front matter', () => {
  it('must be valid YAML (an unquoted ": " breaks the build)', () => {
    const bad = '---\ntitle: T\ndescription: Upgrade: what changed\n---\n' + han(500);
    expect(checkPage(bad, {lang: 'zh', file: 'a.md'}).join()).toMatch(/not valid YAML/);
  });
});
