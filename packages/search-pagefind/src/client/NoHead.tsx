/**
 * In the embedded mode the theme's SearchBar gets this instead of `@docusaurus/Head` (a module
 * rule of the search plugin): its only head tag is a preconnect to Algolia, which must not be
 * made when no Algolia is used.
 */
export default function NoHead(): null {
  return null;
}
