/**
 * What the search UI says when the embedded index cannot be loaded: under `npm start` that
 * `npm run build` makes it, in a built site that search is unavailable. Shared by the modal
 * (../theme/SearchBar) and the search page (../theme/SearchPage).
 */
import React, {useSyncExternalStore, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {getIndexStatus, isSearchPending, subscribeIndexStatus} from './runtime';

/** The index status (`unknown` until a search has tried it), re-rendering on change. */
export function useIndexStatus(): ReturnType<typeof getIndexStatus> {
  return useSyncExternalStore(subscribeIndexStatus, getIndexStatus, () => 'unknown' as const);
}

/** Whether a search of the modal is under way, re-rendering on change. */
export function useSearchPending(): boolean {
  return useSyncExternalStore(subscribeIndexStatus, isSearchPending, () => false);
}

function texts(): {title: string; help: string} {
  return process.env.NODE_ENV === 'development'
    ? {
        title: translate({
          id: 'search.index.missingTitle',
          message: '搜索索引尚未构建',
          description: 'Title of the search notice when the embedded index is absent (npm start)',
        }),
        help: translate({
          id: 'search.index.missingHelp',
          message: '搜索索引由 `npm run build` 生成：先运行它，再用 `npm run serve` 启动站点即可搜索。',
          description: 'Help text of the search notice when the embedded index is absent (npm start)',
        }),
      }
    : {
        title: translate({
          id: 'search.index.unavailableTitle',
          message: '搜索暂不可用',
          description: 'Title of the search notice when the embedded index cannot be loaded',
        }),
        help: translate({
          id: 'search.index.unavailableHelp',
          message: '无法加载搜索索引，请刷新页面重试。',
          description: 'Help text of the search notice when the embedded index cannot be loaded',
        }),
      };
}

/** Text with `backquoted` parts shown as code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** The notice's title and help, inline (it also goes inside DocSearch's title paragraph). */
export default function IndexMissing(): ReactNode {
  const {title, help} = texts();
  return (
    <span className="search-index-missing" role="status" data-testid="search-index-missing">
      <strong>{title}</strong>
      <br />
      {withCode(help)}
    </span>
  );
}

/**
 * Said in place of "no results" while a query has no answer yet (DocSearch shows its "no results"
 * screen meanwhile): loading the index for the first query, or searching.
 */
export function SearchPending({indexLoading}: {indexLoading: boolean}): ReactNode {
  return (
    <span className="search-index-missing search-pending" role="status" data-testid="search-pending">
      {indexLoading
        ? translate({
            id: 'search.index.loading',
            message: '正在加载搜索索引…',
            description: 'Shown in the search modal while the embedded index loads for the first query',
          })
        : translate({
            id: 'search.pending',
            message: '正在搜索…',
            description: 'Shown in the search modal while a query has no answer yet',
          })}
    </span>
  );
}
