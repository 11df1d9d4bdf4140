/**
 * Words readers use for the same task (issue 16): a query holding a reader's word is also run with
 * the word the docs use, and the answers are merged. Pagefind has no synonyms of its own; English
 * plurals and verb forms are already matched by its stemmer, so these are what a stemmer cannot
 * know.
 *
 * Each group is `[the docs' word, ...other words for it]`; a query with one of the other words is
 * also run with the first (an empty first word: the query without it). Where the docs use both
 * words, two groups point each way. Kept free of
 * browser imports (unit-tested in Node).
 */
export type SynonymGroups = readonly (readonly string[])[];

/** "API" in a query says which kind of page is wanted (see pageTier), not a word to find. */
const API_WORD: readonly string[] = ['', 'api', 'openapi'];

export const SYNONYMS: Record<string, SynonymGroups> = {
  zh: [
    API_WORD,
    ['卸载', '删除', '移除'],
    ['伸缩', '扩缩容', '扩容', '缩容'],
    ['扩缩容', '伸缩'],
    ['离线', '内网', '无网络', '私有化'],
    ['报警', '告警'],
    ['告警', '报警'],
    ['健康检测', '健康检查'],
    ['健康检查', '健康检测'],
    ['模版', '模板'],
  ],
  en: [
    API_WORD,
    ['uninstall', 'remove', 'delete'],
    ['autoscaling', 'auto scaling', 'auto-scaling'],
    ['offline', 'air-gapped', 'air gapped', 'airgapped', 'airgap'],
    ['alert', 'alarm'],
    ['wecom', 'wechat work', 'enterprise wechat'],
    ['circuit breaking', 'circuit breaker'],
    ['.net', 'dotnet'],
    ['node.js', 'nodejs'],
    ['certificate', 'cert', 'tls'],
  ],
};

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
