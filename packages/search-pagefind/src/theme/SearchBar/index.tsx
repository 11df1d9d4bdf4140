/**
 * Wraps the Algolia theme's DocSearch SearchBar (by the alias `@rainbond/algolia-theme/SearchBar`
 * the plugin sets: `@theme-init/SearchBar` is theme-classic's empty placeholder, and
 * `@theme-original/SearchBar` from a plugin's theme is this file itself): the modal is answered by
 * the local index through `transformSearchClient`; when the index is missing (e.g. under
 * `npm start`) the modal says why instead of "no results"; the index starts loading when the
 * visitor points at, touches or focuses the search button.
 */
import React, {useCallback, useEffect, useMemo, type ReactNode} from 'react';
import SearchBar from '@rainbond/algolia-theme/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import translations from '@theme/SearchTranslations';
import {useEmbeddedSearch} from '../../client/useEmbeddedSearch';
import {getLocalClient, preloadSearchIndex} from '../../client/runtime';
import IndexMissing, {SearchPending, useIndexStatus, useSearchPending} from '../../client/IndexMissing';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * DocSearch's translations for the embedded mode. When the index cannot be loaded, the "no
 * results" screen says why: DocSearch 4.7 sets its error status on a failed search, but
 * autocomplete-core resets it to idle at once, so its own error screen never shows.
 */
function useEmbeddedTranslations() {
  const status = useIndexStatus();
  const pending = useSearchPending();
  return useMemo(
    () => ({
      button: translations.button,
      modal: {
        ...translations.modal,
        // DocSearch renders this as it is, followed by the query (hidden by embedded.css).
        ...(status === 'missing' && {
          noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: <IndexMissing />},
        }),
        ...(status !== 'missing' &&
          pending && {
            noResultsScreen: {
              ...translations.modal?.noResultsScreen,
              noResultsText: <SearchPending indexLoading={status !== 'ready'} />,
            },
          }),
      },
    }),
    [status, pending],
  );
}

/** The index starts loading when the visitor points at, touches or focuses the search button. */
function onButtonIntent(event: Event) {
  if ((event.target as Element | null)?.closest?.('.DocSearch-Button')) preloadSearchIndex();
}
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Embedded search only: the local index starts loading on intent (see onButtonIntent). */
function usePreloadOnIntent(embedded: boolean) {
  useEffect(() => {
    if (!embedded) return undefined;
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onButtonIntent, {capture: true, passive: true}));
    return () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onButtonIntent, {capture: true}));
  }, [embedded]);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const embedded = useEmbeddedSearch();
  const embeddedTranslations = useEmbeddedTranslations();
  const transformSearchClient = useCallback(() => getLocalClient('modal'), []);
  usePreloadOnIntent(embedded);
  if (!embedded) {
    return <SearchBar {...props} />;
  }
  const extra = {transformSearchClient, translations: embeddedTranslations} as Record<string, unknown>;
  return <SearchBar {...props} {...extra} />;
}
