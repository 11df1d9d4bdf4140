/** The docs sidebar hydrates in the page's idle moment (hidden on phones, beside the text on desktops). */
import React, {memo, type ComponentProps, type ReactNode} from 'react';
import Sidebar from '@theme-init/DocRoot/Layout/Sidebar';
import Slice from '../../../../Slice';

function DocRootLayoutSidebarSlice(props: ComponentProps<typeof Sidebar>): ReactNode {
  return (
    <Slice defer>
      <Sidebar {...props} />
    </Slice>
  );
}

// Memoised: a new render from the parent would reach the slice before it hydrated.
export default memo(DocRootLayoutSidebarSlice);
