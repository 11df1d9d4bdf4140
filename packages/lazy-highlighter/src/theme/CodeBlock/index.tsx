/**
 * Wrapper of the theme's CodeBlock: code blocks load their highlighter (Prism) only when a visitor
 * reaches for a block, off main.js, and render with it then.
 *
 * - Server: ./Block (the theme's CodeBlock) renders as usual, so the HTML holds highlighted code.
 * - First load: the block's host element keeps the server's HTML untouched (React does not look
 *   inside an element whose content is `dangerouslySetInnerHTML`). ./Block is fetched when a
 *   block is pointed at, focused or touched; then every block is rendered by React (adding the
 *   copy and word-wrap buttons, which the theme does not server-render and shows only while the
 *   block is hovered or they are focused), looking exactly as before; a block that held the
 *   keyboard focus keeps it. Reading or scrolling past code costs no highlighter. Where visitors can switch to dark mode, ./Block
 *   is fetched at once instead (it recolours the server's light code).
 * - Blocks remounted after hydration (the theme's Tabs remount their content) show the server's
 *   HTML of the same code, kept aside before hydration, meanwhile.
 * - Client-side navigation: ./Block renders at once if it is loaded; otherwise the same code,
 *   unhighlighted, shows for the moment it takes to arrive (or for good if it cannot load).
 *
 * No Suspense: React 19.2 streams large Suspense boundaries out of order, after the page shell.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import type BlockType from './Block';

type Props = ComponentProps<typeof BlockType>;
type Impl = typeof BlockType;

declare const __LAZY_HIGHLIGHTER_SERVER__: boolean; // the plugin (../../index.ts) defines it per bundle

let loaded: Impl | null = __LAZY_HIGHLIGHTER_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundle only: the client loads it with import()
    (require('./Block') as {default: Impl}).default
  : null;
let loading: Promise<Impl> | null = null;
let announceLoaded: (impl: Impl) => void = () => undefined;
/** Settles when ./Block has loaded, without starting the download. */
const whenLoaded = new Promise<Impl>((resolve) => {
  announceLoaded = resolve;
});

function load(): Promise<Impl> {
  loading ??= import('./Block').then((m) => {
    loaded = m.default;
    announceLoaded(loaded);
    return loaded;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Whether React is hydrating server HTML (production builds) rather than rendering anew. */
const HYDRATING_BUILD = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** Code text without white space: the key of a block's server HTML (lines are <br>, not \n). */
export const codeKey = (text: string): string => text.replace(/\s+/g, '');

/** The server's HTML of each block of the first page, by code text, taken before hydration. */
const serverHtml = new Map<string, string>();
if (!__LAZY_HIGHLIGHTER_SERVER__ && HYDRATING_BUILD && typeof document !== 'undefined') {
  for (const host of Array.from(document.querySelectorAll('.codeblock-host'))) {
    const code = host.querySelector('pre code');
    if (code?.textContent) serverHtml.set(codeKey(code.textContent), host.innerHTML);
  }
  // Pointing at, focusing or touching a block fetches ./Block (its buttons are wanted next).
  const wake = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('.codeblock-host')) void load().catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, wake, {capture: true, passive: true});
}

function Fallback({children}: Props): ReactNode {
  return (
    <pre className="prism-code language-text codeblock-fallback">
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useThemeConfig();
  // The server's colours are the visitor's: no hurry to re-render with the highlighter.
  const fixedColors = colorMode.disableSwitch && !colorMode.respectPrefersColorScheme;
  // Decided once: a block mounted while React hydrates keeps the server's HTML until ./Block is
  // there (also after hydration ends); one mounted later shows the same HTML if the first page
  // had this code, else the plain fallback, meanwhile.
  const [keepServerHtml] = useState(() => HYDRATING_BUILD && !isBrowser);
  const [snapshot] = useState(() =>
    typeof props.children === 'string' ? serverHtml.get(codeKey(props.children)) : undefined,
  );
  const [Block, setBlock] = useState<Impl | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const waits = fixedColors && (keepServerHtml || snapshot !== undefined);
  // The server's block may hold the keyboard focus when ./Block replaces it: give it to the new one.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!Block || !hadFocus.current) return;
    hadFocus.current = false;
    host.current?.querySelector<HTMLElement>('pre')?.focus({preventScroll: true});
  }, [Block]);

  useEffect(() => {
    if (Block) return undefined;
    let live = true;
    (waits ? whenLoaded : load()).then(
      (impl) => {
        if (!live) return;
        hadFocus.current = Boolean(host.current?.contains(document.activeElement));
        setBlock(() => impl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Block, waits]);

  const content = Block ? <Block {...props} /> : null;
  if (__LAZY_HIGHLIGHTER_SERVER__) return <div className="codeblock-host">{content}</div>;
  if (content)
    return (
      <div ref={host} className="codeblock-host">
        {content}
      </div>
    );
  if (keepServerHtml && !failed)
    // Keeps the server's HTML until ./Block is loaded.
    return (
      <div ref={host} className="codeblock-host" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />
    );
  if (snapshot !== undefined && !failed)
    return <div ref={host} className="codeblock-host" dangerouslySetInnerHTML={{__html: snapshot}} />;
  return (
    <div className="codeblock-host">
      <Fallback {...props} />
    </div>
  );
}
