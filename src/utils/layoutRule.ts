/**
 * The site's layout rule: docs and community pages get the docs navbar and the
 * announcement bar; every other page, and every page that is not found, gets the custom product header.
 */
export type LayoutKind = 'docs' | 'custom';

/** The kind a page at `pathname` gets, by its path alone. */
export function layoutKindForPath(pathname: string): LayoutKind {
  return /docs|community/.test(pathname) ? 'docs' : 'custom';
}

/** What the rule needs of a route of the route table (`@generated/routes`). */
export type RouteLike = {path?: string | string[]; exact?: boolean; strict?: boolean; routes?: readonly RouteLike[]};
type MatchPath = (pathname: string, options: {path?: string | string[]; exact?: boolean; strict?: boolean}) => unknown;

/**
 * Whether a page answers `pathname`: the route the router renders for it (first match at each
 * level, as react-router-config's `renderRoutes` does) is a leaf and not the catch-all `*`. A path
 * under a docs plugin without a doc of its own (`/docs/nope`) matches the plugin's parent routes
 * and no leaf: the theme then renders the not-found content inside those parents.
 */
export function isPagePath(routes: readonly RouteLike[], pathname: string, matchPath: MatchPath): boolean {
  for (const route of routes) {
    if (route.path === '*') return false;
    if (route.path !== undefined && !matchPath(pathname, route)) continue;
    return route.routes ? isPagePath(route.routes, pathname, matchPath) : true;
  }
  return false;
}

/**
 * The kind of the page rendered at `pathname`. A missing page is answered by the server with the
 * locale's 404.html, rendered at /404.html (custom header); the browser must render the same
 * header at `/docs/nope`, or hydration fails (React error #418).
 */
export function layoutKind(pathname: string, isPage: (pathname: string) => boolean): LayoutKind {
  return layoutKindForPath(pathname) === 'docs' && isPage(pathname) ? 'docs' : 'custom';
}
