import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {SidebarItem} from './src/utils/sidebarItems';

/** The app store guide (`store` sidebar of the main docs instance, pages under docs/store/), as in the manifest. */
const store: SidebarItem[] = [
  {
    type: 'category',
    label: '使用指南',
    key: 'store-install',
    collapsed: false,
    items: ['store/install/appPackage', 'store/install/onLineInstall'],
  },
  {
    type: 'category',
    label: '发布指南',
    key: 'store-online',
    collapsed: false,
    items: ['store/onLine/aindex', 'store/onLine/create', 'store/onLine/publish', 'store/onLine/putaway'],
  },
];

const sidebars: SidebarsConfig = {store};

export default sidebars;
