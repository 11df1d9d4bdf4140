import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The app store guide (`store` sidebar of the main docs instance, pages under docs/store/).
 * Empty until the store guide pages are written: a sidebar lists only pages that exist.
 */
const sidebars: SidebarsConfig = {};

export default sidebars;
