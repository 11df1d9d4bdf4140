/**
 * Wrapper: code blocks load their highlighter (Prism, about 35 KB gzip) only on pages that have
 * code blocks, off main.js, and render with it once the page has hydrated.
 *
 * - Server: ./Block (the theme's CodeBlock) renders as usual, so the HTML holds highlighted code.
 * - Hydration: the block's host element keeps the server's HTML untouched (React does not look
 *   inside an element whose content is `dangerouslySetInnerHTML`), and ./Block is fetched; once
 *   it is there the block is rendered by React, looking exactly as before. A page without code
 *   blocks never fetches it.
 * - Client-side navigation: ./Block renders at once if it is loaded; otherwise the same code,
 *   unhighlighted, shows for the moment it takes to arrive (or for good if it cannot load).
 *   Blocks inside Tabs are in this case on a first load too: the theme's Tabs remount their
 *   content right after hydration. ./Block is fetched as soon as this module loads when the
 *   page has code blocks, which mostly wins that race, but not always.
 *
 * No Suspense: React 19.2 streams large Suspense boundaries out of order, after the page shell.
 */
import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type BlockType from './Block';

type Props = ComponentProps<typeof BlockType>;
type Impl = typeof BlockType;

declare const __RAINBOND_SERVER__: boolean; // src/plugins/performance defines it per build

let loaded: Impl | null = __RAINBOND_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server bundle only: the client loads it with import()
    (require('./Block') as {default: Impl}).default
  : null;
let loading: Promise<Impl> | null = null;

function load(): Promise<Impl> {
  loading ??= import('./Block').then((m) => (loaded = m.default));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Whether React is hydrating server HTML (production builds) rather than rendering anew. */
const HYDRATING_BUILD = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

// This module loads with the page's chunks, before hydration. When the server HTML holds code
// blocks, fetch ./Block now: blocks that are remounted right after hydration (inside Tabs, which
// remount then) find it loaded instead of showing the plain fallback.
if (!__RAINBOND_SERVER__ && HYDRATING_BUILD && typeof document !== 'undefined' && document.querySelector('.codeblock-host')) {
  void load().catch(() => undefined);
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
  // Decided once: a block mounted while React hydrates keeps the server's HTML until ./Block is
  // there (also after hydration ends); one mounted later shows the plain fallback meanwhile.
  const [keepServerHtml] = useState(() => HYDRATING_BUILD && !isBrowser);
  const [Block, setBlock] = useState<Impl | null>(() => loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (Block) return undefined;
    let live = true;
    load().then(
      (impl) => live && setBlock(() => impl),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Block]);

  const content = Block ? <Block {...props} /> : null;
  if (__RAINBOND_SERVER__) return <div className="codeblock-host">{content}</div>;
  if (content) return <div className="codeblock-host">{content}</div>;
  if (keepServerHtml && !failed)
    // Keeps the server's HTML until ./Block is loaded.
    return <div className="codeblock-host" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return (
    <div className="codeblock-host">
      <Fallback {...props} />
    </div>
  );
}
