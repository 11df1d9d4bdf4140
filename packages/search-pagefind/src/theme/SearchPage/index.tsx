/**
 * Wraps the Algolia theme's search page (`@theme-init/SearchPage`: the first theme that has one;
 * `@theme-original/SearchPage` from a plugin's theme is this file itself). Its Algolia client is the
 * local one (an alias of the plugin); when the index cannot be loaded, this says so above the page.
 */
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-init/SearchPage';
import {useEmbeddedSearch} from '../../client/useEmbeddedSearch';
import IndexMissing, {useIndexStatus} from '../../client/IndexMissing';

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
