import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {archivedVersions, CURRENT_VERSION_LABEL, externalLinks, featureLinks, inDepthLinks} from './src/data/site';
import {announcementHtml, localized} from './src/data/localizedConfig';
// ---- Site search (src/search): hosted Algolia or the embedded index, chosen by env.
import {searchConfig} from './src/search/config';
import cspPlugin from './src/plugins/csp';
import buildStatsPlugin from './src/plugins/build-stats';
import llmsPlugin from './src/plugins/llms';
import slimDocsPlugin from '@rainbond/docusaurus-plugin-docs-slim';
import routeShardsPlugin from '@rainbond/docusaurus-plugin-route-shards';
import lazyHighlighterPlugin from '@rainbond/docusaurus-plugin-lazy-highlighter';
import hydrationSlicesPlugin from '@rainbond/docusaurus-plugin-hydration-slices';
import translationSplitPlugin from '@rainbond/docusaurus-plugin-translation-split';
import tslibShimPlugin from '@rainbond/docusaurus-plugin-tslib-shim';
import mermaidStaticPlugin, {
  remarkMermaidStatic,
  type MermaidStaticOptions,
} from '@rainbond/docusaurus-plugin-mermaid-static';
import {readableTheme} from './src/utils/codeTheme';

// ---- Environment switches (all absent by default: the site then makes no request off its origin)
/**
 * Locale being built or served. Docusaurus sets it per locale when building, but `docusaurus start`
 * without --locale sets it to the string "undefined": fall back to the default locale.
 */
const envLocale = process.env.DOCUSAURUS_CURRENT_LOCALE;
const locale = envLocale && envLocale in localized ? envLocale : 'zh';
/** Statistics (Baidu) and product analytics (PostHog) script URLs. */
const statisticsScript = process.env.RAINBOND_STATISTICS_SCRIPT;
const analyticsScript = process.env.RAINBOND_ANALYTICS_SCRIPT;
/**
 * A build variant for tests: closeable announcement bar with another id and the colour-mode
 * switch enabled, so that both configurations the spec keeps are exercised.
 */
const variant = process.env.RAINBOND_SITE_VARIANT === 'alt';
const announcementCloseable = variant || process.env.RAINBOND_ANNOUNCEMENT_CLOSEABLE === 'true';
const colorModeSwitch = variant || process.env.RAINBOND_COLOR_MODE_SWITCH === 'true';
const announcementId = process.env.RAINBOND_ANNOUNCEMENT_ID ?? 'star-and-latest-docs-v5.11';
/**
 * Route shards (packages/route-shards, on by default): the docs routes load by section instead of
 * riding in main.js. `RAINBOND_ROUTE_SHARDS=false` keeps only the compact route table, e.g. to
 * measure what the shards save with `npm run bench`.
 */
const routeShards = process.env.RAINBOND_ROUTE_SHARDS !== 'false';

/** The summary line of /llms.txt (llmstxt.org) per locale. */
const llmsDescription: Record<string, string> = {
  zh: 'Rainbond 5.11 文档：不懂 Kubernetes 也能管理容器化应用的开源云原生应用管理平台，含安装、使用手册、OpenAPI、应用商店与社区内容。',
  en: 'Rainbond 5.11 documentation: the open-source cloud-native application management platform that runs containerised applications without Kubernetes expertise; installation, user manual, OpenAPI, app store and community.',
};

const llmsSections: Record<string, {route: string; categoryName: string}[]> = {
  zh: [
    {route: '/docs', categoryName: '文档'},
    {route: '/blog', categoryName: '博客'},
    {route: '/community', categoryName: '社区'},
  ],
  en: [
    {route: '/en/docs', categoryName: 'Docs'},
    {route: '/en/blog', categoryName: 'Blog'},
    {route: '/en/community', categoryName: 'Community'},
  ],
};

const externalScripts = [statisticsScript, analyticsScript]
  .filter((src): src is string => Boolean(src))
  .map((src) => ({src, async: true}));

/**
 * Mermaid diagrams drawn to static SVG at build time (packages/mermaid-static), in dark colours
 * too when visitors can switch to dark mode; where no Chromium is found, the theme's Mermaid
 * component draws them in the browser instead, near the viewport. The same options go to the
 * remark plugin (each content plugin) and to the plugin listed in `themes`.
 */
const mermaidStatic: MermaidStaticOptions = {dark: colorModeSwitch};
const beforeDefaultRemarkPlugins = [[remarkMermaidStatic, mermaidStatic]];

/** Options shared by the main docs instance and the community instance. */
const sharedDocsOptions = {
  beforeDefaultRemarkPlugins,
  showLastUpdateTime: false,
  editUrl: externalLinks.docsRepoEdit,
  editLocalizedFiles: true,
  breadcrumbs: true,
} satisfies DocsOptions;

const config = {
  title: 'Rainbond',
  tagline: localized[locale].tagline,
  favicon: 'img/favicon.svg',
  url: 'https://www.rainbond.com',
  baseUrl: '/',
  organizationName: 'goodrain',
  projectName: 'rainbond-docs',
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: true,
  },
  // Keep the classic, un-namespaced storage keys (theme, docusaurus.announcement.*, ...).
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'zh',
    locales: ['zh', 'en'],
    localeConfigs: {
      zh: {label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory', path: 'zh'},
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  markdown: {
    mermaid: true,
    // `## Heading {#id}` keeps anchors identical in both languages (future.v4 turns this off).
    mdx1Compat: {headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
  },
  // After the theme whose Mermaid component mermaid-static wraps (a theme listed later wins).
  themes: ['@docusaurus/theme-mermaid', [mermaidStaticPlugin, mermaidStatic]],

  scripts: externalScripts,

  presets: [
    [
      'classic',
      {
        // The docs instances are the docs plugin wrapped by packages/docs-slim (in `plugins`).
        docs: false,
        blog: {
          routeBasePath: 'blog',
          blogTitle: localized[locale].blogTitle,
          blogDescription: localized[locale].blogDescription,
          postsPerPage: 10,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: '所有文章',
          sortPosts: 'descending',
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          // Authors and tags are declared once (blog/authors.yml, blog/tags.yml); every post has a summary.
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          editUrl: externalLinks.docsRepoEdit,
          editLocalizedFiles: true,
          beforeDefaultRemarkPlugins,
        },
        pages: {beforeDefaultRemarkPlugins},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  // A client-side navigation to an anchor lays the text out whole (src/clientModules/anchorLayout.ts).
  clientModules: ['./src/clientModules/anchorLayout.ts'],

  plugins: [
    // The docs plugin without doc descriptions in the data every docs page loads (packages/docs-slim).
    [
      slimDocsPlugin,
      {
        ...sharedDocsOptions,
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: {current: {label: CURRENT_VERSION_LABEL}},
      } satisfies DocsOptions,
    ],
    [
      slimDocsPlugin,
      {
        ...sharedDocsOptions,
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
      } satisfies DocsOptions,
    ],
    ...searchConfig.plugins, // site search
    lazyHighlighterPlugin, // Prism only on pages with code (packages/lazy-highlighter)
    // The doc body hydrates first; sidebar, table of contents and footer in idle time (packages/hydration-slices).
    [hydrationSlicesPlugin, {enabled: process.env.RAINBOND_HYDRATION_SLICES !== 'false'}],
    // Code translations travel with the modules of src/ that name them (packages/translation-split);
    // src/plugins runs at build time only.
    [translationSplitPlugin, {dir: 'src', exclude: ['src/plugins']}],
    tslibShimPlugin, // a one-helper tslib for @docusaurus/utils-common in main.js (packages/tslib-shim)
    // Content-Security-Policy for nginx: inline-script hashes and the configured origins (src/plugins/csp)
    // /llms.txt and /llms-full.txt per locale (llmstxt.org), with a Markdown copy of each page (src/plugins/llms)
    [
      llmsPlugin,
      {
        siteTitle: 'Rainbond',
        siteDescription: llmsDescription[locale],
        // Sections by the first path segment after the locale: docs, blog, community.
        depth: locale === 'zh' ? 1 : 2,
        onRouteError: 'throw',
        logLevel: 0,
        content: {
          routeRules: llmsSections[locale],
          enableLlmsFullTxt: true,
          relativePaths: false,
          includeBlog: true,
          includePages: false,
          includeGeneratedIndex: false,
          excludeRoutes: ['**/404', '**/search', '**/tags/**', '**/authors/**', '**/page/**', '**/archive'],
        },
      },
    ],
    cspPlugin({
      hostedSearchAppId: searchConfig.mode === 'hosted' ? searchConfig.themeConfig.algolia.appId : undefined,
      analyticsScripts: externalScripts.map(({src}) => src),
    }),
    // A compact route table in main.js; `shards`: the docs routes load by section (packages/route-shards).
    [routeShardsPlugin, {shards: routeShards}],
    // RAINBOND_BUILD_STATS=1: main.js's modules for npm run bench (src/plugins/build-stats); only then, as
    // every plugin's name rides in main.js.
    ...(process.env.RAINBOND_BUILD_STATS ? [buildStatsPlugin] : []),
  ],

  themeConfig: {
    ...searchConfig.themeConfig, // site search: `algolia`
    metadata: [
      {
        name: 'keywords',
        content: 'Kubernetes, Cloud Native, Cloud Application Management Platform, Micro service, Service Mesh',
      },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: !colorModeSwitch,
      respectPrefersColorScheme: false,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 5},
    announcementBar: {
      id: announcementId,
      content: announcementHtml(locale),
      backgroundColor: '#155eef',
      textColor: '#ffffff',
      isCloseable: announcementCloseable,
    },
    navbar: {
      title: 'Rainbond',
      hideOnScroll: true,
      logo: {alt: 'Rainbond', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        // A plain link, active on every page under /docs (the theme's `docSidebar` item finds the page's
        // sidebar in the docs' global data, whose doc list packages/docs-slim removes).
        {label: '文档', to: '/docs/', position: 'left', activeBasePath: '/docs'},
        {
          type: 'dropdown',
          label: '深入',
          position: 'left',
          items: inDepthLinks.map(({label, to}) => ({label, to})),
        },
        {label: '社区', to: '/community/', position: 'left', activeBasePath: '/community'},
        {label: '精选应用', to: '/opensourceApps', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown-separator">'},
            {type: 'html', className: 'dropdown-archived-versions', value: '<b>Archived versions</b>'},
            ...archivedVersions.map(({label, href}) => ({label, href})),
          ],
        },
        {label: '企业版', to: '/enterprise_server', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {
          href: externalLinks.github,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
        searchConfig.navbarItem, // site search
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Rainbond', src: 'img/logo-white.svg', href: '/', width: 160, height: 40},
      links: [
        {
          title: '文档',
          items: [
            {label: '快速安装', to: '/docs/quick-start/quick-install'},
            {label: '快速入门', to: '/docs/quick-start/getting-started'},
            {label: '安装 Rainbond', to: '/docs/installation/'},
            {label: '版本升级', to: '/docs/upgrade/'},
          ],
        },
        {
          title: '功能特性',
          items: featureLinks.map(({label, to}) => ({label, to})),
        },
        {
          title: '深入',
          items: inDepthLinks.map(({label, to}) => ({label, to})),
        },
        {
          title: '开源社区',
          items: [
            {label: '社区首页', to: '/community/'},
            {label: '用户论坛', href: externalLinks.forum},
            {label: 'GitHub', href: externalLinks.github},
            {label: 'Gitee', href: externalLinks.gitee},
          ],
        },
        {
          title: '更多',
          items: [
            {label: '企业版', to: '/enterprise_server'},
            {label: '应用商店', href: externalLinks.appStore},
            {label: '精选应用', to: '/opensourceApps'},
            {label: '联系我们', href: externalLinks.contact},
          ],
        },
      ],
      copyright: `Copyright © 2023 Goodrain, Inc. All Rights Reserved. 京ICP备15028663号-4`,
    },
    prism: {
      // Token colours darkened to 4.5:1 where the originals are fainter (src/utils/codeTheme.ts).
      theme: readableTheme(prismThemes.github),
      darkTheme: readableTheme(prismThemes.dracula),
      additionalLanguages: ['bash', 'yaml', 'json', 'nginx', 'ini', 'sql', 'docker'],
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,

  customFields: {
    /** Exposed for tests and components: which optional integrations are on. */
    analyticsEnabled: externalScripts.length > 0,
  },
} satisfies Config;

export default config;
