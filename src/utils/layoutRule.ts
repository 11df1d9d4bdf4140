/**
 * The site's layout rule: docs and community pages get the docs navbar and the
 * announcement bar; every other page gets the custom product header.
 */
export type LayoutKind = 'docs' | 'custom';

export function layoutKindForPath(pathname: string): LayoutKind {
  return /docs|community/.test(pathname) ? 'docs' : 'custom';
}
