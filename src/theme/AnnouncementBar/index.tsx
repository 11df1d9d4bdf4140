/**
 * Wraps @theme-original/AnnouncementBar (Docusaurus 3.10).
 * The bar shows only on docs and community pages (the layout rule).
 */
import React, {type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useLayoutKind} from '@site/src/utils/layoutKindContext';

export default function AnnouncementBarWrapper(): ReactNode {
  return useLayoutKind() === 'custom' ? null : <AnnouncementBar />;
}
