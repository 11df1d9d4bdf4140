/**
 * Other words for the same thing: a query holding a reader's word is also run with the word the
 * docs use, and the answers are merged (./localClient.ts). Pagefind has no synonyms of its own.
 * The groups are the site's (the `synonyms` of its rules module, see ../../README.md).
 *
 * Each group is `[the docs' word, ...other words for it]`; a query with one of the other words is
 * also run with the first (an empty first word: the query without it). Where the docs use both
 * words, two groups point each way. Kept free of browser imports (unit-tested in Node).
 */
export type SynonymGroups = readonly (readonly string[])[];

const LATIN = /[a-z0-9]/i;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where `term` stands in `query` (case-insensitive), or -1. Latin words count only as whole
 * words ("cert" is not found in "certificate"); Chinese words are found anywhere (no spaces).
 */
export function findTerm(query: string, term: string): number {
  if (!LATIN.test(term)) return query.indexOf(term);
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'iu');
  return re.exec(query)?.index ?? -1;
}

/**
 * Other ways of asking `query`: for each group whose other words stand in the query, the query
 * with that word replaced by the group's first word. At most `max` variants (each is one more
 * lookup, and its index chunks one more download).
 */
export function queryVariants(query: string, groups: SynonymGroups = [], max = 2): string[] {
  const out: string[] = [];
  const seen = new Set([query.toLowerCase()]);
  for (const [target, ...words] of groups) {
    for (const word of words) {
      const at = findTerm(query, word);
      if (at < 0) continue;
      const variant = (query.slice(0, at) + target + query.slice(at + word.length)).replace(/\s+/g, ' ').trim();
      if (variant && !seen.has(variant.toLowerCase())) {
        seen.add(variant.toLowerCase());
        out.push(variant);
      }
      break;
    }
  }
  return out.slice(0, Math.max(0, max));
}
