/**
 * A slice of the page that hydrates on its own (a Suspense boundary: React hydrates it in a pass
 * of its own, after the rest of the page). `defer`: while the page first hydrates, the slice keeps
 * its server HTML as it is until the page's idle moment (./idle.ts), then hydrates. Rendered in
 * the browser in any other way (client navigation, or an update that reaches the slice before it
 * hydrated), it renders at once: it never shows the empty fallback in place of its content.
 */
import React, {Suspense, use, useLayoutEffect, type ReactNode} from 'react';
import {isIdle, whenIdle} from './idle';

/** Set when the first render of the page has committed: from then on nothing waits. */
let firstCommitted = false;

function WaitForIdle({children}: {children: ReactNode}): ReactNode {
  // Suspending while hydrating leaves the slice's server HTML in place until the promise settles.
  if (typeof window !== 'undefined' && !firstCommitted && !isIdle()) use(whenIdle());
  return children;
}

export default function Slice({children, defer = false}: {children: ReactNode; defer?: boolean}): ReactNode {
  useLayoutEffect(() => {
    firstCommitted = true;
  }, []);
  return <Suspense fallback={null}>{defer ? <WaitForIdle>{children}</WaitForIdle> : children}</Suspense>;
}
