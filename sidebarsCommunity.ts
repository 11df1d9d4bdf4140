import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Sidebar of the community docs instance served under /community. */
const sidebars: SidebarsConfig = {
  community: ['index'],
};

export default sidebars;
