import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The OpenAPI reference (`api` sidebar of the main docs instance, pages under docs/api/).
 * Empty until the API reference pages are written: a sidebar lists only pages that exist.
 */
const sidebars: SidebarsConfig = {};

export default sidebars;
