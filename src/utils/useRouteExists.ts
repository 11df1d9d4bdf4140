import {useCallback} from 'react';
import routes from '@generated/routes';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {shardedPrefixes} from '@site/src/plugins/route-table/client/shards';
import {collectPagePaths, routeExists} from './routes';

// Read once the routes module has run (it records the sharded parents): the same on the server
// and in the browser, whichever shards have loaded.
const pages = collectPagePaths(routes);
const trusted = shardedPrefixes();

/**
 * Returns a predicate telling whether an internal link target (without base URL) is a page.
 * External URLs always count as existing.
 */
export function useRouteExists(): (to: string | undefined) => boolean {
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback((to) => routeExists(pages, withBaseUrl, to, trusted), [withBaseUrl]);
}
