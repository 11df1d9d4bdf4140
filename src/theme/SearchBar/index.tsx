/**
 * Wraps the SearchBar: in the embedded mode the one of @rainbond/docusaurus-search-pagefind
 * (itself a wrapper of the Algolia theme's), with Algolia the theme's own. The site adds what is
 * its own: "type a letter on the focused button to search" and the shortcut hint drawn by CSS.
 */
import React, {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

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
  useTypeToOpen();
  useShortcutHint();
  return <SearchBar {...props} />;
}
