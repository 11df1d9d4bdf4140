/** The table of contents beside the text (docs and blog posts) hydrates in the page's idle moment. */
import React, {memo, type ComponentProps, type ReactNode} from 'react';
import TOC from '@theme-init/TOC';
import Slice from '../../Slice';

function TOCSlice(props: ComponentProps<typeof TOC>): ReactNode {
  return (
    <Slice defer>
      <TOC {...props} />
    </Slice>
  );
}

// Memoised: a new render from the parent would reach the slice before it hydrated.
export default memo(TOCSlice);
