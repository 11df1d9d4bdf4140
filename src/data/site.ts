/**
 * Facts about the site shared by the config (Node) and components (browser):
 * external links, archived docs versions, the navigation entries of both headers.
 * Labels here are the Chinese source strings; English comes from i18n/en.
 */

export const externalLinks = {
  github: 'https://github.com/goodrain/rainbond',
  gitee: 'https://gitee.com/rainbond/Rainbond',
  appStore: 'https://store.goodrain.com/markets/rainbond',
  forum: 'https://t.goodrain.com',
  contact: 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg',
  docsRepoEdit: 'https://github.com/goodrain/rainbond-docs/tree/main',
} as const;

/** Docs versions older than the current one live on their own archive sites. */
export const archivedVersions: ReadonlyArray<{label: string; href: string}> = [
  {label: 'V5.10', href: 'https://v5.10-docs.rainbond.com/docs/'},
  {label: 'V5.9', href: 'https://v5.9-docs.rainbond.com/docs/'},
  {label: 'V5.8', href: 'https://v5.8-docs.rainbond.com/docs/'},
  {label: 'V5.7', href: 'https://v5.7-docs.rainbond.com/docs/'},
  {label: 'V5.6', href: 'https://v5.6-docs.rainbond.com/docs/'},
  {label: 'V5.5', href: 'https://v5.6-docs.rainbond.com/docs/v5.5'},
  {label: 'V5.4', href: 'https://v5.6-docs.rainbond.com/docs/v5.4'},
  {label: 'V5.3', href: 'https://v5.6-docs.rainbond.com/docs/v5.3'},
  {label: 'V5.2', href: 'https://v5.6-docs.rainbond.com/docs/v5.2'},
  {label: 'V5.1', href: 'https://v5.6-docs.rainbond.com/docs/v5.1'},
];

export const CURRENT_VERSION_LABEL = 'V5.11';

export type NavLink = {
  /** Translation id (custom header) */
  id: string;
  /** Chinese source label */
  label: string;
  to?: string;
  href?: string;
};

export type NavEntry = NavLink & {items?: NavLink[]};

export const featureLinks: NavLink[] = [
  {id: 'navbar.feature.devops', label: '一体化 DevOps', to: '/feature/devops'},
  {id: 'navbar.feature.multiCluster', label: 'Kubernetes 多集群管理', to: '/feature/multi-cluster'},
  {id: 'navbar.feature.serviceMesh', label: '开箱即用的微服务治理', to: '/feature/service-mesh'},
  {id: 'navbar.feature.appMarket', label: '云原生应用市场', to: '/feature/app-market'},
  {id: 'navbar.feature.appOps', label: '自动化应用运维', to: '/feature/app-ops'},
];

export const inDepthLinks: NavLink[] = [
  {id: 'navbar.inDepth.useScene', label: '使用场景', to: '/usescene'},
  {id: 'navbar.inDepth.case', label: '用户案例', to: '/case'},
  {id: 'navbar.inDepth.blog', label: '博客', to: '/blog'},
  {id: 'navbar.inDepth.openApi', label: 'OpenAPI', to: '/docs/Intro'},
];

/** Entries of the custom header shown on every page outside docs and community. */
export const customHeaderEntries: NavEntry[] = [
  {id: 'navbar.enterprise', label: '企业版', to: '/enterprise_server'},
  {id: 'navbar.feature', label: '功能特性', items: featureLinks},
  {id: 'navbar.inDepth', label: '深入', items: inDepthLinks},
  {id: 'navbar.docs', label: '文档', to: '/docs/'},
  {
    id: 'navbar.appStore',
    label: '应用商店',
    href: externalLinks.appStore,
    items: [{id: 'navbar.featuredApps', label: '精选应用', to: '/opensourceApps'}],
  },
];

export const QUICK_START_PATH = '/docs/quick-start/getting-started';
