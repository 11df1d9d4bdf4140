import {useCallback} from 'react';
import routes from '@generated/routes';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {collectPagePaths, routeExists} from './routes';

const pages = collectPagePaths(routes);

/**
 * Returns a predicate telling whether an internal link target (without base URL) is a page.
 * External URLs always count as existing.
 */
export function useRouteExists(): (to: string | undefined) => boolean {
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback((to) => routeExists(pages, withBaseUrl, to), [withBaseUrl]);
}
