/** The doc's body, a slice of its own: it hydrates first, before the deferred slices. */
import React, {type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import Slice from '../../../Slice';

export default function DocItemContentSlice(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <Slice>
      <Content {...props} />
    </Slice>
  );
}
