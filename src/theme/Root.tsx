/**
 * Root wrapper (Docusaurus 3.10): stays mounted across client-side navigations, so the
 * support popup's timer keeps running from page to page.
 */
import React, {type ReactNode} from 'react';
import SupportPopup from '@site/src/components/SupportPopup';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <SupportPopup />
    </>
  );
}
