/**
 * Wrapper: code blocks load their highlighter (Prism, about 35 KB gzip) only on pages that
 * have code blocks, and off the critical path.
 *
 * The original CodeBlock is loaded through React.lazy inside a Suspense boundary. On the
 * server, rendering waits for it, so the HTML holds highlighted code as before. In the browser,
 * React keeps that server HTML in place while the chunk loads, then hydrates it; a page without
 * code never loads the chunk. On a client-side navigation, the fallback shows the same code,
 * unhighlighted, for the moment the chunk takes to arrive, or for good if it cannot be loaded.
 */
import React, {Suspense, lazy, type ComponentProps, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type CodeBlockType from '@theme-original/CodeBlock';

type Props = ComponentProps<typeof CodeBlockType>;

const CodeBlock = lazy(() => import('@theme-original/CodeBlock'));

function Fallback({children}: Props): ReactNode {
  return (
    <pre className="prism-code language-text codeblock-fallback">
      <code>{children}</code>
    </pre>
  );
}

export default function LazyCodeBlock(props: Props): ReactNode {
  return (
    <ErrorBoundary fallback={() => <Fallback {...props} />}>
      <Suspense fallback={<Fallback {...props} />}>
        <CodeBlock {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
