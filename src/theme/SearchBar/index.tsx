/**
 * Wraps the theme's DocSearch SearchBar. In the embedded mode (no Algolia configured), the modal
 * is answered by the local index through `transformSearchClient`, and its error screen says how
 * the index is made when it is missing (e.g. under `npm start`).
 */
import React, {useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import {useEmbeddedSearch} from '@site/src/plugins/search/client/useEmbeddedSearch';
import {getIndexStatus, getLocalClient, subscribeIndexStatus} from '@site/src/plugins/search/client/runtime';

type Props = WrapperProps<typeof SearchBarType>;

/** Text with `backquoted` parts shown as code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * DocSearch's translations for the embedded mode. When the index cannot be loaded, the "no
 * results" screen says why: DocSearch 4.7 sets its error status on a failed search, but
 * autocomplete-core resets it to idle at once, so its error screen never shows.
 */
function useEmbeddedTranslations() {
  const status = useSyncExternalStore(subscribeIndexStatus, getIndexStatus, () => 'unknown' as const);
  return useMemo(() => {
    const development = process.env.NODE_ENV === 'development';
    const errorScreen = development
      ? {
          titleText: translate({
            id: 'search.index.missingTitle',
            message: '搜索索引尚未构建',
            description: 'Title of the search modal error when the embedded index is absent (npm start)',
          }),
          helpText: translate({
            id: 'search.index.missingHelp',
            message: '搜索索引由 `npm run build` 生成：先运行它，再用 `npm run serve` 启动站点即可搜索。',
            description: 'Help text of the search modal error when the embedded index is absent (npm start)',
          }),
        }
      : {
          titleText: translate({
            id: 'search.index.unavailableTitle',
            message: '搜索暂不可用',
            description: 'Title of the search modal error when the embedded index cannot be loaded',
          }),
          helpText: translate({
            id: 'search.index.unavailableHelp',
            message: '无法加载搜索索引，请刷新页面重试。',
            description: 'Help text of the search modal error when the embedded index cannot be loaded',
          }),
        };
    const missing = (
      <span className="search-index-missing" role="status" data-testid="search-index-missing">
        <strong>{errorScreen.titleText}</strong>
        <br />
        {withCode(errorScreen.helpText)}
      </span>
    );
    return {
      button: translations.button,
      modal: {
        ...translations.modal,
        errorScreen: {...translations.modal?.errorScreen, ...errorScreen},
        // DocSearch renders this text as it is, followed by the query (hidden by embedded.css).
        ...(status === 'missing' && {noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: missing}}),
      },
    };
  }, [status]);
}

/**
 * Typing a letter or digit while the search button has the focus opens the modal with it.
 * (DocSearch 4's keyboard hook no longer does this, although the theme still asks it to.)
 */
let typeToOpenUsers = 0;
function onButtonKeyDown(event: KeyboardEvent) {
  const button = (event.target as Element | null)?.closest?.('.DocSearch-Button');
  if (!(button instanceof HTMLElement)) return;
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length !== 1 || !/[\p{L}\p{N}]/u.test(event.key)) return;
  event.preventDefault();
  const letter = event.key;
  button.click();
  const started = performance.now();
  const fill = () => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, `${input.value}${letter}`);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      input.focus();
    } else if (performance.now() - started < 3000) {
      requestAnimationFrame(fill);
    }
  };
  requestAnimationFrame(fill);
}

function useTypeToOpen() {
  useEffect(() => {
    typeToOpenUsers += 1;
    if (typeToOpenUsers === 1) document.addEventListener('keydown', onButtonKeyDown, true);
    return () => {
      typeToOpenUsers -= 1;
      if (typeToOpenUsers === 0) document.removeEventListener('keydown', onButtonKeyDown, true);
    };
  }, []);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const embedded = useEmbeddedSearch();
  const embeddedTranslations = useEmbeddedTranslations();
  const transformSearchClient = useCallback(() => getLocalClient('modal'), []);
  useTypeToOpen();
  if (!embedded) {
    return <SearchBar {...props} />;
  }
  const extra = {transformSearchClient, translations: embeddedTranslations} as Record<string, unknown>;
  return <SearchBar {...props} {...extra} />;
}
