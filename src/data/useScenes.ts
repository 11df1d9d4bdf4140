/**
 * The use scenes (/usescene/<slug>): for each, the problem, how Rainbond addresses it as a
 * flow of steps, the benefits, and the docs pages to read next. This is the family's index
 * (title, summary, links: one translation each, used by the cards, the home page and the
 * cross-links); the page's text is MDX, one file per locale: src/pages/usescene/<slug>.mdx and
 * i18n/en/docusaurus-plugin-content-pages/usescene/<slug>.mdx. Translated for the current
 * locale when the getters are called (inside a component).
 */
import {translate} from '@docusaurus/Translate';

/** Slugs in the order of the cards on /usescene/ (the route is `/usescene/<slug>`). */
export const SCENE_SLUGS = [
  'EnterpriseDeliveryTwo',
  'EnterpriseDeliveryOne',
  'componentReuse',
  'x86ToArm',
  'AppManagement',
  'MultiCloudManagement',
  'offlineDelivery',
  'IntegrationDev',
] as const;

export type SceneSlug = (typeof SCENE_SLUGS)[number];

/** Case slugs, repeated here so scenes can point to cases without an import cycle. */
export type CaseRef = 'talkweb' | 'penghai' | 'zhjl' | 'xybigdata' | 'csgApp' | 'kgdata';

export const sceneRoute = (slug: SceneSlug): string => `/usescene/${slug}`;

/** Docs pages the product pages link to (all exist under docs/). */
export const DOC_PATHS = {
  introduction: '/docs/',
  quickInstall: '/docs/quick-start/quick-install',
  gettingStarted: '/docs/quick-start/getting-started',
  designConcept: '/docs/quick-start/architecture/design-concept',
  flow: '/docs/quick-start/architecture/flow',
  architecture: '/docs/quick-start/architecture/',
  edition: '/docs/quick-start/edition',
  offlineInstall: '/docs/installation/offline/',
  helmInstall: '/docs/installation/install-with-helm/',
  hostInstall: '/docs/installation/install-with-ui/',
  attachKubernetes: '/docs/installation/install-with-ui/install-from-k8s',
  highAvailability: '/docs/installation/ha-deployment/',
} as const;

export type DocKey = keyof typeof DOC_PATHS;
export type DocLink = {key: DocKey; to: string; label: string};

/** Labels of the docs links, translated. */
export function getDocLink(key: DocKey): DocLink {
  const labels: Record<DocKey, string> = {
    introduction: translate({id: 'productDocs.introduction', message: 'Rainbond 是什么'}),
    quickInstall: translate({id: 'productDocs.quickInstall', message: '快速安装'}),
    gettingStarted: translate({id: 'productDocs.gettingStarted', message: '快速入门'}),
    designConcept: translate({id: 'productDocs.designConcept', message: '设计思想'}),
    flow: translate({id: 'productDocs.flow', message: '业务流程'}),
    architecture: translate({id: 'productDocs.architecture', message: '技术架构'}),
    edition: translate({id: 'productDocs.edition', message: '功能列表'}),
    offlineInstall: translate({id: 'productDocs.offlineInstall', message: '离线安装'}),
    helmInstall: translate({id: 'productDocs.helmInstall', message: '基于 Kubernetes 安装'}),
    hostInstall: translate({id: 'productDocs.hostInstall', message: '基于主机安装'}),
    attachKubernetes: translate({id: 'productDocs.attachKubernetes', message: '接入已安装的 Kubernetes 集群'}),
    highAvailability: translate({id: 'productDocs.highAvailability', message: '高可用安装'}),
  };
  return {key, to: DOC_PATHS[key], label: labels[key]};
}

export type UseScene = {
  slug: SceneSlug;
  route: string;
  title: string;
  /** One sentence: card text and meta description. */
  summary: string;
  docs: DocLink[];
  cases: CaseRef[];
};

type SceneContent = Omit<UseScene, 'slug' | 'route' | 'docs'> & {docs: DocKey[]};

function content(slug: SceneSlug): SceneContent {
  switch (slug) {
    case 'EnterpriseDeliveryTwo':
      return {
        title: translate({id: 'usescene.EnterpriseDeliveryTwo.title', message: '模块化个性化交付'}),
        summary: translate({
          id: 'usescene.EnterpriseDeliveryTwo.summary',
          message: '把产品拆成能单独安装的模块，按每个客户的需要挑选、拼装和定制，交付后继续远程升级。',
        }),
        docs: ['designConcept', 'flow', 'offlineInstall'],
        cases: ['kgdata'],
      };
    case 'EnterpriseDeliveryOne':
      return {
        title: translate({id: 'usescene.EnterpriseDeliveryOne.title', message: '企业应用持续交付'}),
        summary: translate({
          id: 'usescene.EnterpriseDeliveryOne.summary',
          message: '用应用模型描述整套系统，发布成带版本号的应用模板，在客户环境一键安装、一键升级。',
        }),
        docs: ['designConcept', 'flow', 'gettingStarted'],
        cases: ['kgdata', 'xybigdata'],
      };
    case 'componentReuse':
      return {
        title: translate({id: 'usescene.componentReuse.title', message: '业务积木式拼装'}),
        summary: translate({
          id: 'usescene.componentReuse.summary',
          message: '把成熟的业务能力发布成不同粒度的应用模板，像搭积木一样拼出新的业务场景。',
        }),
        docs: ['designConcept', 'flow', 'introduction'],
        cases: [],
      };
    case 'x86ToArm':
      return {
        title: translate({id: 'usescene.x86ToArm.title', message: '国产化和信创支撑'}),
        summary: translate({
          id: 'usescene.x86ToArm.summary',
          message: 'Rainbond 自身支持 Arm64，源码构建直接产出 Arm 镜像，业务不改代码就能迁到国产化服务器上。',
        }),
        docs: ['quickInstall', 'hostInstall', 'offlineInstall'],
        cases: [],
      };
    case 'AppManagement':
      return {
        title: translate({id: 'usescene.AppManagement.title', message: '企业级应用统一管理'}),
        summary: translate({
          id: 'usescene.AppManagement.summary',
          message:
            '像在手机上管理 App 一样管理企业应用：从内部应用商店安装，日常操作点一下完成，复杂运维交给平台自动处理。',
        }),
        docs: ['gettingStarted', 'edition', 'highAvailability'],
        cases: ['zhjl', 'xybigdata', 'talkweb'],
      };
    case 'MultiCloudManagement':
      return {
        title: translate({id: 'usescene.MultiCloudManagement.title', message: '应用级多云管理'}),
        summary: translate({
          id: 'usescene.MultiCloudManagement.summary',
          message: '在一个控制台里纳管公有云、私有云和自建机房的集群，让应用在云之间复制、交付和迁移。',
        }),
        docs: ['helmInstall', 'attachKubernetes', 'architecture'],
        cases: ['xybigdata'],
      };
    case 'offlineDelivery':
      return {
        title: translate({id: 'usescene.offlineDelivery.title', message: '离线环境软件交付'}),
        summary: translate({
          id: 'usescene.offlineDelivery.summary',
          message: '在联网环境把应用发布成模板，导出离线包带进隔离网络，再一键安装、增量升级和回滚。',
        }),
        docs: ['offlineInstall', 'quickInstall', 'flow'],
        cases: ['kgdata'],
      };
    case 'IntegrationDev':
      return {
        title: translate({id: 'usescene.IntegrationDev.title', message: '一体化开发测试环境'}),
        summary: translate({
          id: 'usescene.IntegrationDev.summary',
          message: '把 GitLab 和 Rainbond 接起来：GitLab 管代码，Rainbond 负责构建、环境和交付，提交代码就能自动部署。',
        }),
        docs: ['gettingStarted', 'quickInstall', 'edition'],
        cases: ['penghai', 'csgApp'],
      };
  }
}

/** One scene, translated. */
export function getUseScene(slug: SceneSlug): UseScene {
  const {docs, ...rest} = content(slug);
  return {slug, route: sceneRoute(slug), ...rest, docs: docs.map(getDocLink)};
}

/** All scenes in card order, translated. */
export function getUseScenes(): UseScene[] {
  return SCENE_SLUGS.map(getUseScene);
}
