/**
 * Wraps @theme-original/Navbar (Docusaurus 3.10).
 * Pages outside docs and community show the custom product header instead.
 */
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import SiteHeader from '@site/src/components/SiteHeader';
import {useLayoutKind} from '@site/src/utils/layoutKindContext';

export default function NavbarWrapper(): ReactNode {
  return useLayoutKind() === 'custom' ? <SiteHeader /> : <Navbar />;
}
