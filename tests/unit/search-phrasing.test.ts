// The site's words for how readers ask (issue 27): each synonym, stop word and term of the data
// does what it is there for.
import {describe, expect, it} from 'vitest';
import {queryVariants} from '@rainbond/docusaurus-search-pagefind/src/client/synonyms';
import {splitTerms, withoutStopWords, wordForms} from '@rainbond/docusaurus-search-pagefind/src/client/query';
import {SYNONYMS} from '../../src/search/synonyms';
import {STOP_WORDS, TERMS} from '../../src/search/phrasing.mjs';

const entries = (locale: string) =>
  SYNONYMS[locale]!.flatMap(([target, ...words]) => words.map((word) => [target!, word] as const));

describe.each(['zh', 'en'])('synonyms (%s): every reader word is also asked in the docs word', (locale) => {
  it.each(entries(locale))('%s <- %s', (target, word) => {
    const query = locale === 'zh' ? `${word} 配置` : `${word} setup`;
    const expected = (locale === 'zh' ? `${target} 配置` : `${target} setup`).trim();
    expect(queryVariants(query, SYNONYMS[locale], 10)).toContain(expected);
  });
});

describe.each(['zh', 'en'])('stop words (%s)', (locale) => {
  it.each(STOP_WORDS[locale]!.map((w) => [w]))('"%s" is taken out of a query', (word) => {
    const query = locale === 'zh' ? `${word}安装 Rainbond` : `${word} install rainbond`;
    const lookup = withoutStopWords(query, STOP_WORDS[locale]);
    expect(lookup).not.toBe(query);
    expect(lookup.toLowerCase()).toContain('rainbond');
  });

  it('keeps the words of a task', () => {
    expect(withoutStopWords(locale === 'zh' ? '离线安装' : 'offline install', STOP_WORDS[locale])).toBe(
      locale === 'zh' ? '离线安装' : 'offline install',
    );
  });
});

describe('terms (zh)', () => {
  const terms = TERMS.zh!;
  it.each(Object.entries(terms))('%s is kept whole, and its parts are a second form', (term, parts) => {
    expect(splitTerms(`配置${term}`, terms)).toContain(term);
    const forms = wordForms([term], terms);
    expect(forms[0]).toEqual([term]);
    if (parts.length) expect(forms[1]).toEqual(parts);
    else expect(forms).toHaveLength(1);
  });

  it('holds the compounds readers and titles write in either form', () => {
    expect(wordForms(['健康检查'], terms)).toEqual([['健康检查'], ['健康', '检查']]);
    expect(wordForms(['持久化存储'], terms)).toEqual([['持久化存储'], ['持久化', '存储']]);
    expect(wordForms(['服务网格'], terms)).toEqual([['服务网格'], ['服务', '网格']]);
  });
});
