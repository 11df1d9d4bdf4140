/**
 * Wraps @theme-original/AnnouncementBar (Docusaurus 3.10).
 * - The bar shows only on docs and community pages (the layout rule).
 * - Fix: the theme's inline script hides the bar before hydration whenever a dismissal is
 *   stored, even a dismissal of an older bar (another id). Once React knows the bar is
 *   active, lift that pre-hydration hiding so a new announcement shows at once.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {useLayoutKind} from '@site/src/utils/layoutKindContext';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return useLayoutKind() === 'custom' ? null : <AnnouncementBar />;
}
