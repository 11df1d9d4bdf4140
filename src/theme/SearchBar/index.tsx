/**
 * Wraps the theme's DocSearch SearchBar. In the embedded mode (no Algolia configured), the modal
 * is answered by the local index through `transformSearchClient`, and when the index is missing
 * (e.g. under `npm start`) the modal says why instead of "no results".
 */
import React, {useCallback, useEffect, useMemo, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import translations from '@theme/SearchTranslations';
import {useEmbeddedSearch} from '@site/src/plugins/search/client/useEmbeddedSearch';
import {getLocalClient, preloadSearchIndex} from '@site/src/plugins/search/client/runtime';
import IndexMissing, {
  SearchPending,
  useIndexStatus,
  useSearchPending,
} from '@site/src/plugins/search/client/IndexMissing';

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

/** Embedded search only: the local index starts loading on intent (see onButtonIntent). */
function usePreloadOnIntent(embedded: boolean) {
  useEffect(() => {
    if (!embedded) return undefined;
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onButtonIntent, {capture: true, passive: true}));
    return () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onButtonIntent, {capture: true}));
  }, [embedded]);
}

/**
 * The shortcut hint ("Ctrl K" or "⌘ K") is drawn by CSS from `data-mod` (src/css/custom.css),
 * not by DocSearch's <kbd> text: the button's visible text then is its label alone, which its
 * accessible name ("Search (Control+k)") contains (WCAG 2.5.3, axe label-content-name-mismatch).
 * Same platform test as DocSearch's.
 */
function useShortcutHint() {
  useEffect(() => {
    const mod = /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl';
    document.querySelectorAll<HTMLElement>('.DocSearch-Button-Keys').forEach((keys) => {
      keys.dataset.mod = mod;
    });
  }, []);
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
  useShortcutHint();
  usePreloadOnIntent(embedded);
  if (!embedded) {
    return <SearchBar {...props} />;
  }
  const extra = {transformSearchClient, translations: embeddedTranslations} as Record<string, unknown>;
  return <SearchBar {...props} {...extra} />;
}
