// @ts-check
/**
 * How the site's pages are indexed (the `index` option of @rainbond/docusaurus-search-pagefind, in
 * ./config.ts; scripts/bench-search.mjs indexes with the same). Plain JavaScript: the benchmark runs
 * in plain Node.
 */

import {TERMS} from './phrasing.mjs';

/** @type {import('@rainbond/docusaurus-search-pagefind').IndexOptions} */
export const INDEX_OPTIONS = {
  // Ranking (issue 16): the docs answer a task, so their words count fully; product pages and blog
  // posts count at a lower weight, below a docs page of the same match.
  nonDocWeight: 0.5,
  // The API reference's endpoint pages (`/docs/api/…`, `/en/docs/api/…`): every endpoint repeats the
  // words of the task it serves ("创建团队", "certificate"), so at full weight they outrank the
  // manual's page of the task for readers who came for the console.
  pathWeights: [['^/(?:[a-z]{2}/)?docs/api/', 0.7]],
  siteTitle: 'Rainbond',
  // A keyword holding a compound term is also indexed with its parts (健康检查 -> 健康, 检查).
  terms: TERMS,
  // Smaller word-index chunks than the package's default: a Chinese query looks up several words.
  chunkLocations: 2000,
  sectionLabels: {
    zh: {docs: '文档', community: '社区', blog: '博客', pages: '页面'},
    en: {docs: 'Documentation', community: 'Community', blog: 'Blog', pages: 'Pages'},
  },
};
