/** The blog's sidebar (recent posts) hydrates in the page's idle moment. */
import React, {memo, type ComponentProps, type ReactNode} from 'react';
import BlogSidebar from '@theme-init/BlogSidebar';
import Slice from '../../Slice';

function BlogSidebarSlice(props: ComponentProps<typeof BlogSidebar>): ReactNode {
  return (
    <Slice defer>
      <BlogSidebar {...props} />
    </Slice>
  );
}

// Memoised: a new render from the parent would reach the slice before it hydrated.
export default memo(BlogSidebarSlice);
