/**
 * A slice of the page that hydrates on its own (a Suspense boundary: React hydrates it in a pass
 * of its own, after the rest of the page). `defer`: while a server-rendered page first hydrates,
 * the slice keeps its server HTML as it is until the page's idle moment (./idle.ts), then
 * hydrates. Rendered in the browser in any other way (client navigation, or an update that
 * reaches the slice before it hydrated), it renders at once: it never shows the empty fallback in
 * place of its content. Where the page came without server HTML (the development server), it
 * never waits: a render that suspended must call `use` again when retried, which a slice that
 * stops waiting once the page has committed would not (React's development build says so).
 */
import React, {Suspense, use, useLayoutEffect, type ReactNode} from 'react';
import {isIdle, whenIdle} from './idle';

/**
 * Whether this page came with the server's HTML (the root holds it before any script runs; the
 * scripts are deferred, so the document is parsed when this module runs).
 */
const serverRendered = typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.firstChild);

/** Set when the first render of the page has committed: from then on nothing waits. */
let firstCommitted = false;

function WaitForIdle({children}: {children: ReactNode}): ReactNode {
  // Suspending while hydrating leaves the slice's server HTML in place until the promise settles.
  if (serverRendered && !firstCommitted && !isIdle()) use(whenIdle());
  return children;
}

export default function Slice({children, defer = false}: {children: ReactNode; defer?: boolean}): ReactNode {
  useLayoutEffect(() => {
    firstCommitted = true;
  }, []);
  return <Suspense fallback={null}>{defer ? <WaitForIdle>{children}</WaitForIdle> : children}</Suspense>;
}
