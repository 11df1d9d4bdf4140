/**
 * Wraps @theme-original/NavbarItem (Docusaurus 3.10).
 * Drops entries that link to a page the site does not have yet, and dropdowns left empty,
 * so the navbar can list every planned entry while the build keeps failing on real broken links.
 */
import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useRouteExists} from '@site/src/utils/useRouteExists';

type Props = WrapperProps<typeof NavbarItemType>;
type Item = {to?: string; href?: string; items?: Item[]; type?: string};

export default function NavbarItemWrapper(props: Props): ReactNode {
  const exists = useRouteExists();
  const item = props as Item;
  if (item.items) {
    const items = item.items.filter((child) => child.type === 'html' || child.href || exists(child.to));
    if (!items.some((child) => child.type !== 'html')) return null;
    return <NavbarItem {...props} {...({items} as object)} />;
  }
  if (!item.href && !exists(item.to)) return null;
  return <NavbarItem {...props} />;
}
