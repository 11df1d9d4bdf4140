/** The footer, below the first screen, hydrates in the page's idle moment. */
import React, {memo, type ComponentProps, type ReactNode} from 'react';
import Footer from '@theme-init/Footer';
import Slice from '../../Slice';

function FooterSlice(props: ComponentProps<typeof Footer>): ReactNode {
  return (
    <Slice defer>
      <Footer {...props} />
    </Slice>
  );
}

// Memoised: a new render from the parent would reach the slice before it hydrated.
export default memo(FooterSlice);
