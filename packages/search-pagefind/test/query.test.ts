import {describe, expect, it} from 'vitest';
import {splitTerms, withoutStopWords, wordForms} from '../src/client/query';

describe('withoutStopWords', () => {
  it('takes out the phrasing of a question, Latin words only whole', () => {
    expect(withoutStopWords('how do I uninstall rainbond', ['how', 'how do i', 'do'])).toBe('uninstall rainbond');
    expect(withoutStopWords('how to get a token', ['to', 'how', 'a'])).toBe('get token');
    expect(withoutStopWords('怎么卸载 Rainbond', ['怎么'])).toBe('卸载 Rainbond');
    expect(withoutStopWords('组件如何自动扩缩容', ['如何'])).toBe('组件 自动扩缩容');
  });

  it('drops bare counts, keeps versions, and leaves a query without either as it is', () => {
    expect(withoutStopWords('0/1 nodes are available: 1 node(s) had disk pressure')).toBe(
      'nodes are available: node(s) had disk pressure',
    );
    expect(withoutStopWords('升级到 5.8.0', ['到'])).toBe('升级 5.8.0');
    expect(withoutStopWords('x509: certificate signed')).toBe('x509: certificate signed');
    expect(withoutStopWords('(helm|x)*', ['how'])).toBe('(helm|x)*');
  });

  it('keeps the query when nothing would be left', () => {
    expect(withoutStopWords('how', ['how'])).toBe('how');
    expect(withoutStopWords('5.11.1', [])).toBe('5.11.1');
    expect(withoutStopWords('helm', [''])).toBe('helm');
  });
});

describe('splitTerms', () => {
  const terms = {健康检查: ['健康', '检查'], 持久化存储: ['持久化', '存储'], 持久化: [], 存储: []};

  it('cuts the longest term at each position and keeps the text between', () => {
    expect(splitTerms('配置健康检查', terms)).toEqual(['配置', '健康检查']);
    expect(splitTerms('挂载持久化存储卷', terms)).toEqual(['挂载', '持久化存储', '卷']);
    expect(splitTerms('持久化的存储', terms)).toEqual(['持久化', '的', '存储']);
    expect(splitTerms('日志', terms)).toEqual(['日志']);
    expect(splitTerms('', terms)).toEqual([]);
  });
});

describe('wordForms', () => {
  const terms = {健康检查: ['健康', '检查'], 服务网格: ['服务', '网格'], 组件: []};

  it('gives the words with the terms whole, and with the parts of compounds', () => {
    expect(wordForms(['组件健康检查'], terms)).toEqual([
      ['组件', '健康检查'],
      ['组件', '健康', '检查'],
    ]);
    expect(wordForms(['服务网格', 'istio'], terms)).toEqual([
      ['服务网格', 'istio'],
      ['服务', '网格', 'istio'],
    ]);
  });

  it('gives one form when no compound stands in the words', () => {
    expect(wordForms(['组件日志'], terms)).toEqual([['组件', '日志']]);
    expect(wordForms(['helm', 'install'])).toEqual([['helm', 'install']]);
    expect(wordForms([], terms)).toEqual([[]]);
  });
});

describe('withoutStopWords, edge cases', () => {
  it('drops counts of several digits, with the punctuation around them', () => {
    expect(withoutStopWords('10/12 nodes ready')).toBe('nodes ready');
    expect(withoutStopWords('((1)) nodes')).toBe('nodes');
    expect(withoutStopWords('(1) nodes')).toBe('nodes');
    expect(withoutStopWords('nodes 1))')).toBe('nodes');
  });

  it('keeps a word that only starts with a digit', () => {
    expect(withoutStopWords('1a nodes')).toBe('1a nodes');
  });

  it('returns the query untouched, spaces and all, when nothing goes', () => {
    expect(withoutStopWords('helm  install', ['how'])).toBe('helm  install');
    expect(withoutStopWords('Stryker was here now')).toBe('Stryker was here now');
  });

  it('takes a stop word holding regex characters literally, and every time it stands', () => {
    expect(withoutStopWords('what? helm', ['what?'])).toBe('helm');
    expect(withoutStopWords('怎么 怎么 卸载', ['怎么'])).toBe('卸载');
  });
});

describe('splitTerms, dictionary order', () => {
  it('tries the longest term first whatever the order of the dictionary', () => {
    expect(splitTerms('挂载持久化存储', {持久化: [], 持久化存储: ['持久化', '存储']})).toEqual(['挂载', '持久化存储']);
  });
});
