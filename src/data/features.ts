/**
 * The five feature pages (/feature/<slug>/): this is the family's index (title, description,
 * related docs: one translation each, used by the header, the home page and the cross-links).
 * The page's text (lead, capabilities and their diagrams, the Kubernetes mapping) is MDX, one
 * file per locale: src/pages/feature/<slug>.mdx and its twin under
 * i18n/en/docusaurus-plugin-content-pages/feature/. Built inside functions, at render time, in
 * the current locale.
 */
import {translate} from '@docusaurus/Translate';

export const FEATURE_SLUGS = ['devops', 'multi-cluster', 'service-mesh', 'app-market', 'app-ops'] as const;
export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Where every feature page's "try it" button leads. */
export const TRY_IT_PATH = '/docs/quick-start/quick-install';

/**
 * A diagram drawn by the template with CSS boxes and arrows:
 * `flow` a sequence read top to bottom, `hub` one box connected to several, `stack` layers.
 * `caption` names the diagram (shown under it and read by screen readers).
 */
export type Diagram =
  | {kind: 'flow'; caption: string; steps: string[]}
  | {kind: 'hub'; caption: string; center: string; spokes: string[]}
  | {kind: 'stack'; caption: string; layers: string[]};

/** A docs page (path under /docs/, optionally with an #anchor) and its label. */
export type DocLink = {label: string; to: string};

export type Feature = {
  slug: FeatureSlug;
  route: string;
  title: string;
  /** One sentence for the meta description. */
  description: string;
  related: DocLink[];
};

function devops(): Feature {
  return {
    slug: 'devops',
    route: '/feature/devops/',
    title: translate({id: 'featurePage.devops.title', message: '一体化 DevOps'}),
    description: translate({
      id: 'featurePage.devops.description',
      message: 'Rainbond 把源码构建、部署、持续交付和多环境管理放进同一个平台，不必自己搭建流水线或编写 Dockerfile。',
    }),
    related: [
      {
        label: translate({id: 'featurePage.devops.related.gettingStarted', message: '快速入门：部署第一个组件'}),
        to: '/docs/quick-start/getting-started',
      },
      {
        label: translate({id: 'featurePage.devops.related.flow', message: '业务流程：一次源码构建的内部流转'}),
        to: '/docs/quick-start/architecture/flow',
      },
      {
        label: translate({id: 'featurePage.devops.related.edition', message: '功能列表：应用构建与部署'}),
        to: '/docs/quick-start/edition#build-and-deploy',
      },
      {
        label: translate({id: 'featurePage.devops.related.chaos', message: '技术架构：构建服务 rbd-chaos'}),
        to: '/docs/quick-start/architecture/#rbd-chaos',
      },
    ],
  };
}

function multiCluster(): Feature {
  return {
    slug: 'multi-cluster',
    route: '/feature/multi-cluster/',
    title: translate({id: 'featurePage.multiCluster.title', message: 'Kubernetes 多集群管理'}),
    description: translate({
      id: 'featurePage.multiCluster.description',
      message: '用一个 Rainbond 控制台接入并管理多个 Kubernetes 集群，应用可以在集群之间复制、迁移和交付。',
    }),
    related: [
      {
        label: translate({id: 'featurePage.multiCluster.related.install', message: '安装方式对比与选择'}),
        to: '/docs/installation/',
      },
      {
        label: translate({id: 'featurePage.multiCluster.related.helm', message: '基于 Kubernetes 安装 Rainbond'}),
        to: '/docs/installation/install-with-helm/',
      },
      {
        label: translate({id: 'featurePage.multiCluster.related.cloud', message: '在云厂商的 Kubernetes 上安装'}),
        to: '/docs/installation/install-with-helm/cloud/',
      },
      {
        label: translate({id: 'featurePage.multiCluster.related.operator', message: '技术架构：rainbond-operator'}),
        to: '/docs/quick-start/architecture/#rainbond-operator',
      },
    ],
  };
}

function serviceMesh(): Feature {
  return {
    slug: 'service-mesh',
    route: '/feature/service-mesh/',
    title: translate({id: 'featurePage.serviceMesh.title', message: '开箱即用的微服务治理'}),
    description: translate({
      id: 'featurePage.serviceMesh.description',
      message:
        'Rainbond 用依赖连接组件并自动注入连接信息，治理模式可在 Kubernetes 原生 Service、内置 ServiceMesh 与 Istio 之间切换。',
    }),
    related: [
      {
        label: translate({id: 'featurePage.serviceMesh.related.mesh', message: '设计思想：与微服务框架解耦'}),
        to: '/docs/quick-start/architecture/design-concept#decouple-mesh',
      },
      {
        label: translate({id: 'featurePage.serviceMesh.related.plugins', message: '设计思想：插件的类型'}),
        to: '/docs/quick-start/architecture/design-concept#decouple-capabilities',
      },
      {
        label: translate({id: 'featurePage.serviceMesh.related.edition', message: '功能列表：服务治理'}),
        to: '/docs/quick-start/edition#governance',
      },
      {
        label: translate({id: 'featurePage.serviceMesh.related.gateway', message: '技术架构：应用网关 rbd-gateway'}),
        to: '/docs/quick-start/architecture/#rbd-gateway',
      },
    ],
  };
}

function appMarket(): Feature {
  return {
    slug: 'app-market',
    route: '/feature/app-market/',
    title: translate({id: 'featurePage.appMarket.title', message: '云原生应用市场'}),
    description: translate({
      id: 'featurePage.appMarket.description',
      message:
        'Rainbond 应用市场提供 80 多个一键安装的开源应用与插件，自己的应用也能发布为模板复用，或导出后离线交付。',
    }),
    related: [
      {
        label: translate({id: 'featurePage.appMarket.related.template', message: '设计思想：应用模板'}),
        to: '/docs/quick-start/architecture/design-concept#app-template',
      },
      {
        label: translate({id: 'featurePage.appMarket.related.edition', message: '功能列表：应用市场与交付'}),
        to: '/docs/quick-start/edition#market-and-delivery',
      },
      {
        label: translate({id: 'featurePage.appMarket.related.flow', message: '业务流程：从应用到交付'}),
        to: '/docs/quick-start/architecture/flow',
      },
      {
        label: translate({id: 'featurePage.appMarket.related.offline', message: '离线安装 Rainbond'}),
        to: '/docs/installation/offline/',
      },
    ],
  };
}

function appOps(): Feature {
  return {
    slug: 'app-ops',
    route: '/feature/app-ops/',
    title: translate({id: 'featurePage.appOps.title', message: '自动化应用运维'}),
    description: translate({
      id: 'featurePage.appOps.description',
      message: 'Rainbond 以应用和组件两种粒度完成启停、升级、伸缩、健康检查、日志与监控，把重复的运维工作自动化。',
    }),
    related: [
      {
        label: translate({id: 'featurePage.appOps.related.gettingStarted', message: '快速入门：查看组件日志'}),
        to: '/docs/quick-start/getting-started#view-logs',
      },
      {
        label: translate({id: 'featurePage.appOps.related.edition', message: '功能列表：组件运维'}),
        to: '/docs/quick-start/edition#component-ops',
      },
      {
        label: translate({id: 'featurePage.appOps.related.worker', message: '技术架构：运行时控制 rbd-worker'}),
        to: '/docs/quick-start/architecture/#rbd-worker',
      },
      {
        label: translate({id: 'featurePage.appOps.related.troubleshooting', message: '问题排查'}),
        to: '/docs/troubleshooting/',
      },
    ],
  };
}

const builders: Record<FeatureSlug, () => Feature> = {
  devops,
  'multi-cluster': multiCluster,
  'service-mesh': serviceMesh,
  'app-market': appMarket,
  'app-ops': appOps,
};

/** All five features, in the order of the header's Features menu. */
export function getFeatures(): Feature[] {
  return FEATURE_SLUGS.map((slug) => builders[slug]());
}

export function getFeature(slug: FeatureSlug): Feature {
  return builders[slug]();
}
