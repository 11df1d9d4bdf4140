/**
 * Root wrapper (Docusaurus 3.10): stays mounted across client-side navigations, so the
 * support popup's timer keeps running from page to page. The popup mounts in the page's idle
 * moment (`useIdle` of packages/hydration-slices): nothing of it runs for the first screen.
 */
import React, {type ReactNode} from 'react';
import {useIdle} from '@rainbond/docusaurus-plugin-hydration-slices/src/idle';
import SupportPopup from '@site/src/components/SupportPopup';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const idle = useIdle();
  return (
    <>
      {children}
      {idle && <SupportPopup />}
    </>
  );
}
