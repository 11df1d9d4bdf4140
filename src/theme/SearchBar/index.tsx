/**
 * Wraps the SearchBar: in the embedded mode the one of @rainbond/docusaurus-search-pagefind
 * (itself a wrapper of the Algolia theme's), with Algolia the theme's own. The site adds what is
 * its own: "type a letter on the focused button to search", the shortcut hint drawn by CSS, and
 * when the search bar's code loads.
 *
 * The search bar's code (the theme's SearchBar, DocSearch's button and keyboard hook, the embedded
 * client) is a chunk of its own, loaded when the visitor points at, touches or focuses the button,
 * or presses the search shortcut (as the theme loads DocSearch's modal), and from then on for the
 * whole visit. Until then a stand-in with the same markup (./StandIn.tsx) holds its place; a click
 * or a shortcut on it opens the modal once the code is there, and the focus moves to the real
 * button.
 */
import React, {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {useEmbeddedSearch} from '@rainbond/docusaurus-search-pagefind/src/client/useEmbeddedSearch';
import StandIn from './StandIn';

/** When the search bar's code cannot be loaded (offline, a new deployment): the button leads to the search page. */
function SearchPageButton(): ReactNode {
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  return <StandIn onOpen={() => history.push(searchPage)} onIntent={() => {}} />;
}

const SearchBar = lazy(() =>
  import('@theme-original/SearchBar').catch((error: unknown) => {
    console.warn('The search bar could not be loaded; its button leads to the search page.', error);
    return {default: SearchPageButton};
  }),
);

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
function showShortcutHint(root: ParentNode) {
  const mod = /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl';
  root.querySelectorAll<HTMLElement>('.DocSearch-Button-Keys').forEach((keys) => {
    keys.dataset.mod = mod;
  });
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

/** Ctrl/Cmd+K anywhere, or "/" outside a field: DocSearch's shortcuts, before its code is there. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const editable = target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
  return event.key === '/' && !editable && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Hosted search: the Algolia host the theme's search bar preconnects to; none when embedded. */
function usePreconnect(): string | undefined {
  const {siteConfig} = useDocusaurusContext();
  const embedded = useEmbeddedSearch();
  const appId = (siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId;
  return embedded || !appId ? undefined : `https://${appId}-dsn.algolia.net`;
}

/**
 * Rendered with the loaded search bar: shows the shortcut hint on its button, and carries out
 * what the visitor asked of the stand-in (the focus, an open).
 */
function Loaded({slot, wanted}: {slot: React.RefObject<HTMLSpanElement | null>; wanted: React.RefObject<Wanted>}) {
  // Before the first paint of the real button: its hint, and the focus the stand-in had.
  useLayoutEffect(() => {
    const root = slot.current;
    wanted.current.loaded = true;
    if (!root) return;
    showShortcutHint(root);
    const button = root.querySelector<HTMLButtonElement>('.DocSearch-Button');
    // The stand-in had the focus, and it has gone nowhere else since.
    if (wanted.current.focus && (!document.activeElement || document.activeElement === document.body)) button?.focus();
    wanted.current.focus = false;
  }, [slot, wanted]);
  // After the search bar's own effects (its listeners are set then): what the visitor asked.
  useEffect(() => {
    const button = slot.current?.querySelector<HTMLButtonElement>('.DocSearch-Button');
    if (wanted.current.open) button?.click();
    // Pointed at or touched: the embedded search starts loading its index on this (packages/search-pagefind).
    else if (wanted.current.intent) button?.dispatchEvent(new Event('pointerover', {bubbles: true}));
    wanted.current.open = false;
    wanted.current.intent = false;
  }, [slot, wanted]);
  return null;
}

/** Set once the search bar's code has been asked for: later pages (client navigation) render it at once. */
let asked = false;

/** What the visitor asked of the stand-in, and whether the search bar is there. */
type Wanted = {focus: boolean; open: boolean; intent: boolean; loaded: boolean};

export default function SearchBarWrapper(props: Props): ReactNode {
  useTypeToOpen();
  // False on the server and when the page first hydrates, whatever the visit did before.
  const [load, setLoad] = useState(false);
  const slot = useRef<HTMLSpanElement>(null);
  const wanted = useRef<Wanted>({focus: false, open: false, intent: false, loaded: false});
  const preconnect = usePreconnect();
  // A transition: the stand-in stays in place (no empty fallback) until the code is there.
  const start = useCallback(() => {
    asked = true;
    startTransition(() => setLoad(true));
  }, []);
  useEffect(() => {
    if (asked) start();
  }, [start]);
  useEffect(() => {
    if (slot.current) showShortcutHint(slot.current);
  }, []);
  // Until the search bar is there (DocSearch's own keyboard hook then answers).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (wanted.current.loaded || !isSearchShortcut(event)) return;
      event.preventDefault();
      wanted.current.open = true;
      start();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [start]);
  const onOpen = useCallback(() => {
    wanted.current.open = true;
    start();
  }, [start]);
  const onIntent = useCallback(() => {
    wanted.current.intent = true;
    if (slot.current?.contains(document.activeElement)) wanted.current.focus = true;
    start();
  }, [start]);
  // The slot adds no box (`display: contents`, src/css/custom.css): the button sits in the navbar as before.
  return (
    <span ref={slot} className="search-bar-slot">
      {/* Already showing the stand-in when the transition asks for the search bar: it keeps it until the code is there. */}
      <Suspense fallback={null}>
        {load ? (
          <>
            <SearchBar {...props} />
            <Loaded slot={slot} wanted={wanted} />
          </>
        ) : (
          <StandIn onOpen={onOpen} onIntent={onIntent} preconnect={preconnect} />
        )}
      </Suspense>
    </span>
  );
}
