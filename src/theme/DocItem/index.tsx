/**
 * Wrapper: provides the doc's `cardDescriptions` (added to the metadata of category pages by
 * packages/docs-slim) to src/theme/DocCard.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import {CardDescriptionsContext} from '@rainbond/docusaurus-plugin-docs-slim/src/cardDescriptions';

type Props = ComponentProps<typeof DocItem>;

export default function DocItemWrapper(props: Props): ReactNode {
  const {cardDescriptions} = props.content.metadata as {cardDescriptions?: Record<string, string>};
  return (
    <CardDescriptionsContext.Provider value={cardDescriptions}>
      <DocItem {...props} />
    </CardDescriptionsContext.Provider>
  );
}
