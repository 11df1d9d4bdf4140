/**
 * Words readers use for the same task (issue 16), by locale: the synonym groups the search adapter
 * (@rainbond/docusaurus-search-pagefind, `queryVariants`) runs a query with. English plurals and verb
 * forms are already matched by Pagefind's stemmer, so these are what a stemmer cannot know.
 *
 * Each group is `[the docs' word, ...other words for it]`; a query with one of the other words is
 * also run with the first (an empty first word: the query without it). Where the docs use both
 * words, two groups point each way.
 */
import type {SynonymGroups} from '@rainbond/docusaurus-search-pagefind/src/client/synonyms';

/** "API" in a query says which kind of page is wanted (see pageTier), not a word to find. */
const API_WORD: readonly string[] = ['', 'api', 'openapi'];

export const SYNONYMS: Record<string, SynonymGroups> = {
  zh: [
    API_WORD,
    ['卸载', '删除', '移除'],
    ['伸缩', '扩缩容', '扩容', '缩容'],
    ['扩缩容', '伸缩'],
    ['离线', '内网', '无网络', '没有外网', '无外网', '断网', '私有化'],
    ['存储', '持久化存储', '持久存储', '数据持久化'],
    ['service mesh', '服务网格'],
    ['灰度发布', '金丝雀发布'],
    ['报警', '告警'],
    ['告警', '报警'],
    ['健康检测', '健康检查'],
    ['健康检查', '健康检测'],
    ['模版', '模板'],
  ],
  en: [
    API_WORD,
    ['uninstall', 'remove', 'delete'],
    ['autoscaling', 'auto scaling', 'auto-scaling', 'autoscale', 'auto scale', 'auto-scale'],
    ['offline', 'air-gapped', 'air gapped', 'airgapped', 'airgap', 'without internet', 'no internet', 'intranet'],
    ['storage', 'persistent storage', 'persistent volume', 'volumes'],
    ['canary', 'grayscale', 'gray release', 'greyscale'],
    ['backup', 'back up'],
    ['alert', 'alarm'],
    ['wecom', 'wechat work', 'enterprise wechat'],
    ['circuit breaking', 'circuit breaker'],
    ['.net', 'dotnet'],
    ['node.js', 'nodejs'],
    ['certificate', 'cert', 'tls'],
  ],
};
