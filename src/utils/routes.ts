/**
 * Whether a site path is served by a page. Header and footer entries whose page does not
 * exist yet are not rendered (a later issue adds the page, and the entry appears).
 */
export type RouteLike = {path?: string | readonly string[]; routes?: readonly RouteLike[]};

/** Lower-case, no query or hash, no trailing slash (but the root stays "/"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!.toLowerCase();
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Paths of every leaf route (a page), without the catch-all. */
export function collectPagePaths(routes: readonly RouteLike[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (route.routes?.length) collectPagePaths(route.routes, into);
    else
      for (const path of typeof route.path === 'string' ? [route.path] : (route.path ?? []))
        if (path !== '*') into.add(normalizePath(path));
  }
  return into;
}

/**
 * Is `url` (with base URL already applied) a page of the site? Paths under a `trusted` prefix
 * (lower-case, no trailing slash: the parents of src/plugins/route-table's route shards, whose
 * pages the browser does not know before their shard loads) count as pages; a link to a missing
 * one is then rendered, and fails the build's broken-link check.
 */
// Stryker disable next-line ArrayDeclaration: normalizePath lower-cases the path, so the mutant's mixed-case prefix never matches
export function isPagePath(pages: ReadonlySet<string>, url: string, trusted: readonly string[] = []): boolean {
  const path = normalizePath(url);
  return pages.has(path) || trusted.some((base) => path === base || path.startsWith(`${base}/`));
}

/**
 * Whether a link target exists: external URLs, hash links and empty targets always do; an internal
 * path (without base URL) does when, with the base URL applied, it is a page.
 */
export function routeExists(
  pages: ReadonlySet<string>,
  withBaseUrl: (path: string) => string,
  to: string | undefined,
  trusted?: readonly string[],
): boolean {
  if (!to || /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('#')) return true;
  return isPagePath(pages, withBaseUrl(to), trusted);
}
