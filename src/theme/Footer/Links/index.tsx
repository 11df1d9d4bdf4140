/**
 * Wraps @theme-original/Footer/Links (Docusaurus 3.10).
 * Drops links to pages the site does not have yet, and columns left empty
 * (see the NavbarItem wrapper).
 */
import React, {type ReactNode} from 'react';
import Links from '@theme-original/Footer/Links';
import type LinksType from '@theme/Footer/Links';
import type {WrapperProps} from '@docusaurus/types';
import {useRouteExists} from '@site/src/utils/useRouteExists';

type Props = WrapperProps<typeof LinksType>;
type LinkItem = {to?: string; href?: string};
type Column = {title?: string | null; items: LinkItem[]};

export default function LinksWrapper({links}: Props): ReactNode {
  const exists = useRouteExists();
  const keep = (item: LinkItem) => Boolean(item.href) || exists(item.to);
  const filtered = (links as unknown as (Column | LinkItem)[])
    .map((entry) => ('items' in entry ? {...entry, items: entry.items.filter(keep)} : entry))
    .filter((entry) => ('items' in entry ? entry.items.length > 0 : keep(entry)));
  return <Links links={filtered as unknown as Props['links']} />;
}
