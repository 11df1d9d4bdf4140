import {createContext, useContext} from 'react';
import type {LayoutKind} from './layoutRule';

/** Set by the Layout wrapper; read by the Navbar and AnnouncementBar wrappers. */
export const LayoutKindContext = createContext<LayoutKind>('docs');

export function useLayoutKind(): LayoutKind {
  return useContext(LayoutKindContext);
}
