/**
 * Wrapper: code blocks load their highlighter (Prism, about 35 KB gzip) only on pages that have
 * code blocks, and after the page has become interactive.
 *
 * - Server: ./Block (the theme's CodeBlock) renders as usual, so the HTML holds highlighted code.
 * - Hydration: the block's host element keeps the server's HTML untouched (React does not look
 *   inside an element whose content is `dangerouslySetInnerHTML`), and ./Block is fetched; once
 *   it is there the block is rendered by React, looking exactly as before. A page without code
 *   blocks never fetches it.
 * - Client-side navigation: ./Block renders at once if it is loaded; otherwise the same code,
 *   unhighlighted, shows for the moment it takes to arrive (or for good if it cannot load).
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

function Fallback({children}: Props): ReactNode {
  return (
    <pre className="prism-code language-text codeblock-fallback">
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
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
  if (HYDRATING_BUILD && !isBrowser && !failed)
    // Keeps the server's HTML until ./Block is loaded.
    return <div className="codeblock-host" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return (
    <div className="codeblock-host">
      <Fallback {...props} />
    </div>
  );
}
