/**
 * Root wrapper (Docusaurus 3.10): stays mounted across client-side navigations, so the
 * support popup's timer keeps running from page to page. The popup (and its code) comes in the
 * page's idle moment (`useIdle` of packages/hydration-slices): nothing of it is on the first screen.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {useIdle} from '@rainbond/docusaurus-plugin-hydration-slices/src/idle';

const SupportPopup = lazy(() => import('@site/src/components/SupportPopup'));

export default function Root({children}: {children: ReactNode}): ReactNode {
  const idle = useIdle();
  return (
    <>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <SupportPopup />
        </Suspense>
      )}
    </>
  );
}
