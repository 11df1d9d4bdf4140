/**
 * The site's search rules, the module the search adapter loads in the browser with its first
 * search (option `rules` of @rainbond/docusaurus-search-pagefind in ./config.ts): the synonyms
 * (./synonyms.ts), the ranking rules (./ranking.ts) and how readers phrase queries (./phrasing.ts).
 */
import type {SearchRules} from '@rainbond/docusaurus-search-pagefind/src/client/rules';
import {SYNONYMS} from './synonyms';
import {PAGEFIND_RANKING, preferTitles, rankKeys} from './ranking';
import {STOP_WORDS, TERMS} from './phrasing.mjs';

const rules: SearchRules = {
  synonyms: SYNONYMS,
  ranking: {preferTitles, rankKeys},
  stopWords: STOP_WORDS,
  terms: TERMS,
  pagefindRanking: PAGEFIND_RANKING,
};

export default rules;
