/**
 * Wraps the theme's search page. In the embedded mode its Algolia client is the local one (an
 * alias of the search plugin); when the index cannot be loaded, this says so above the page.
 */
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useEmbeddedSearch} from '@site/src/plugins/search/client/useEmbeddedSearch';
import IndexMissing, {useIndexStatus} from '@site/src/plugins/search/client/IndexMissing';

function IndexNotice(): ReactNode {
  if (useIndexStatus() !== 'missing') return null;
  // Fixed at the bottom of the window: the theme's page gives no slot inside its layout.
  return (
    <div
      style={{
        position: 'fixed',
        left: '1rem',
        right: '1rem',
        bottom: '1rem',
        zIndex: 'var(--ifm-z-index-fixed)' as never,
      }}>
      <div className="alert alert--warning">
        <IndexMissing />
      </div>
    </div>
  );
}

export default function SearchPageWrapper(props: Record<string, never>): ReactNode {
  const embedded = useEmbeddedSearch();
  return (
    <>
      {embedded && <IndexNotice />}
      <SearchPage {...props} />
    </>
  );
}
