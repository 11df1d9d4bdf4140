import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {SidebarItem} from './src/utils/sidebarItems';

/** Sidebar of the community docs instance served under /community, in the manifest's order. */
const community: SidebarItem[] = [
  'index',
  'support',
  'members',
  {
    type: 'category',
    label: '贡献指南',
    key: 'contribution',
    link: {type: 'doc', id: 'contribution/index'},
    items: [
      {
        type: 'category',
        label: '贡献代码',
        key: 'contribution-compile',
        link: {type: 'doc', id: 'contribution/compile/index'},
        items: ['contribution/compile/console', 'contribution/compile/region'],
      },
      'contribution/document/index',
      'contribution/app-share/index',
      'contribution/plugin/index',
    ],
  },
  {
    type: 'category',
    label: '版本变更',
    key: 'change',
    link: {type: 'doc', id: 'change/index'},
    items: [
      'change/5.11.1',
      'change/5.11.0',
      'change/5.10.1',
      'change/5.10.0',
      'change/5.9.0',
      'change/5.8.1',
      'change/5.8.0',
      'change/5.7.1',
      'change/5.7.0',
      'change/5.6.0',
      'change/5.5.0',
      'change/5.4.0',
      'change/5.3.3',
      'change/5.3.2',
      'change/5.3.1',
    ],
  },
  'faqs',
  'upcoming-events',
];

const sidebars: SidebarsConfig = {community};

export default sidebars;
