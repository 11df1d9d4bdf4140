/**
 * Wrapper: a doc card shows its doc's description from the page's card descriptions
 * (src/plugins/docs-slim takes descriptions out of the version data every docs page loads and
 * gives each category page those of its cards).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import {useCardDescription} from '@site/src/plugins/docs-slim/cardDescriptions';

type Props = ComponentProps<typeof DocCard>;

export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  const description = useCardDescription(item.type === 'link' ? item.docId : undefined);
  return <DocCard {...props} item={description && !item.description ? {...item, description} : item} />;
}
