/**
 * Wrapper: a doc card shows its doc's description from the page's card descriptions
 * (packages/docs-slim takes the doc list out of the version data every docs page loads and
 * gives each category page the descriptions of its cards).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import {useCardDescription} from '@rainbond/docusaurus-plugin-docs-slim/src/cardDescriptions';

type Props = ComponentProps<typeof DocCard>;

export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  const description = useCardDescription(item.type === 'link' ? item.docId : undefined);
  // No doc id: the theme would look the doc up in the version's doc list, which docs-slim empties.
  return (
    <DocCard
      {...props}
      item={item.type === 'link' ? {...item, docId: undefined, description: item.description ?? description} : item}
    />
  );
}
