/**
 * Wraps the theme's search page. In the embedded mode its Algolia client is the local one (an
 * alias of the search plugin); when the index cannot be loaded, this says so above the page.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Translate from '@docusaurus/Translate';
import {useEmbeddedSearch} from '@site/src/plugins/search/client/useEmbeddedSearch';
import {getIndexStatus, subscribeIndexStatus} from '@site/src/plugins/search/client/runtime';

function IndexNotice(): ReactNode {
  const [status, setStatus] = useState(getIndexStatus);
  useEffect(() => subscribeIndexStatus(setStatus), []);
  if (status !== 'missing') return null;
  // Fixed at the bottom of the window: the theme's page gives no slot inside its layout.
  return (
    <div style={{position: 'fixed', left: '1rem', right: '1rem', bottom: '1rem', zIndex: 'var(--ifm-z-index-fixed)' as never}}>
      <div className="alert alert--warning" role="status" data-testid="search-index-missing">
        {process.env.NODE_ENV === 'development' ? (
          <Translate id="search.index.missingHelp">
            {'搜索索引由 `npm run build` 生成：先运行它，再用 `npm run serve` 启动站点即可搜索。'}
          </Translate>
        ) : (
          <Translate id="search.index.unavailableHelp">
            {'无法加载搜索索引，请刷新页面重试。'}
          </Translate>
        )}
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
