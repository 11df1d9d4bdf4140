/**
 * A site's search rules: what the adapter runs on top of Pagefind. This module is their default
 * (none: Pagefind's order, no synonyms); the plugin's `rules` option points this module's name at
 * the site's own module (a bundler alias), which default-exports a `SearchRules` object.
 */
import type {RankingRules} from './localClient';
import type {SynonymGroups} from './synonyms';
import type {TermDictionary} from './query';

export interface SearchRules {
  /** Synonym groups by locale (`zh`, `en`, …). */
  synonyms?: Record<string, SynonymGroups>;
  /** Reordering of the pages found (see RankingRules in ./localClient.ts). */
  ranking?: RankingRules;
  /** Words of a question no page needs to hold, by locale (./query.ts). */
  stopWords?: Record<string, readonly string[]>;
  /** Terms kept whole (with the parts of compounds) when the ranking compares words, by locale (./query.ts). */
  terms?: Record<string, TermDictionary>;
  /** Pagefind's own `ranking` option (e.g. `{metaWeights: {title: 40}}`). */
  pagefindRanking?: Record<string, unknown>;
}

const rules: SearchRules = {};

export default rules;
