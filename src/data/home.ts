/**
 * Content of the home page: the install command, the platform's values, the five features
 * and the use scenes. Feature and scene titles come from their family's index (features.ts,
 * useScenes.ts: one translation each); the short card texts are the home page's own. Visible
 * text goes through translate() with literal messages, so each getter must run during render.
 */
import {translate} from '@docusaurus/Translate';
import {getFeatures, type Feature, type FeatureSlug} from './features';
import {getUseScenes as getSceneIndex, type SceneSlug} from './useScenes';

export const QUICK_INSTALL_COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';

/** Where the hero's two install buttons lead. */
export const INSTALL_SINGLE_HOST_PATH = '/docs/quick-start/quick-install';
export const INSTALL_KUBERNETES_PATH = '/docs/installation/install-with-helm/';

/** The number of apps and plugins in the public app market (a claim shown on the landing). */
export const APP_MARKET_COUNT = '80+';

export type HomeValueId = 'easy' | 'noChange' | 'integration' | 'extensible';
export type HomeValue = {id: HomeValueId; title: string; description: string};

/** The platform's four values, translated for the current locale. */
export function getHomeValues(): HomeValue[] {
  return [
    {
      id: 'easy',
      title: translate({id: 'home.values.easy.title', message: '简单易用'}),
      description: translate({
        id: 'home.values.easy.description',
        message: '不写 Dockerfile、不写 YAML：从源代码、镜像或应用市场直接部署，界面引导每一步。',
      }),
    },
    {
      id: 'noChange',
      title: translate({id: 'home.values.noChange.title', message: '应用无需改造'}),
      description: translate({
        id: 'home.values.noChange.description',
        message: '现有的 Java、Go、Python、Node.js、PHP 等应用原样迁入，平台补上服务发现、配置和监控，业务代码一行不改。',
      }),
    },
    {
      id: 'integration',
      title: translate({id: 'home.values.integration.title', message: '一体化平台'}),
      description: translate({
        id: 'home.values.integration.description',
        message: '持续交付、微服务治理、监控告警、应用市场和多集群管理都在同一个平台里。',
      }),
    },
    {
      id: 'extensible',
      title: translate({id: 'home.values.extensible.title', message: '丰富的扩展功能'}),
      description: translate({
        id: 'home.values.extensible.description',
        message: '日志收集、链路追踪、性能分析等能力以插件形式按需挂到组件上，应用市场里的工具也能一键装进来。',
      }),
    },
  ];
}

export type HomeFeatureId = 'devops' | 'multiCluster' | 'serviceMesh' | 'appMarket' | 'appOps';
export type HomeFeature = {id: HomeFeatureId; to: string; title: string; description: string};

/** The five features, each with its own page. */
export function getHomeFeatures(): HomeFeature[] {
  const features = Object.fromEntries(getFeatures().map((f) => [f.slug, f])) as Record<FeatureSlug, Feature>;
  return [
    {
      id: 'devops',
      to: '/feature/devops',
      title: features['devops'].title,
      description: translate({
        id: 'home.features.devops.description',
        message: '从代码仓库直达线上：平台识别源码语言并自动构建，代码一推送就重新部署，开发、测试、生产走同一条流水线。',
      }),
    },
    {
      id: 'multiCluster',
      to: '/feature/multi-cluster',
      title: features['multi-cluster'].title,
      description: translate({
        id: 'home.features.multiCluster.description',
        message: '把公有云、私有云和边缘机房的 Kubernetes 集群接进同一个控制台，按团队分配资源，在集群之间部署和迁移应用。',
      }),
    },
    {
      id: 'serviceMesh',
      to: '/feature/service-mesh',
      title: features['service-mesh'].title,
      description: translate({
        id: 'home.features.serviceMesh.description',
        message: '组件之间画一条依赖就能互相访问，服务发现、负载均衡、限流和熔断由内置的服务网格负责，也可以换成 Istio。',
      }),
    },
    {
      id: 'appMarket',
      to: '/feature/app-market',
      title: features['app-market'].title,
      description: translate({
        id: 'home.features.appMarket.description',
        message: '把做好的应用发布成模板，团队里的人一键安装、一键升级；也可以导出离线包，带进没有外网的环境。',
      }),
    },
    {
      id: 'appOps',
      to: '/feature/app-ops',
      title: features['app-ops'].title,
      description: translate({
        id: 'home.features.appOps.description',
        message: '健康检查、自动伸缩、故障自愈、日志与监控告警都已就位，应用在无人值守时也能保持可用。',
      }),
    },
  ];
}

export type UseScene = {slug: SceneSlug; title: string; description: string};

/** The eight use scenes, in the order of the use scene index page. */
export function getUseScenes(): UseScene[] {
  const index = getSceneIndex();
  const titleOf = (slug: SceneSlug) => index.find((scene) => scene.slug === slug)!.title;
  return [
    {
      slug: 'EnterpriseDeliveryTwo',
      title: titleOf('EnterpriseDeliveryTwo'),
      description: translate({
        id: 'home.scenes.personalizedDelivery.description',
        message: '把产品拆成可组合的模块，按每个客户的需要挑选、拼装后交付。',
      }),
    },
    {
      slug: 'EnterpriseDeliveryOne',
      title: titleOf('EnterpriseDeliveryOne'),
      description: translate({
        id: 'home.scenes.continuousDelivery.description',
        message: '以应用模板为单位发布版本，客户现场一键升级，不再逐个组件手工部署。',
      }),
    },
    {
      slug: 'componentReuse',
      title: titleOf('componentReuse'),
      description: translate({
        id: 'home.scenes.assemble.description',
        message: '沉淀下来的业务组件像积木一样复用，新系统靠拼装而不是从头开发。',
      }),
    },
    {
      slug: 'x86ToArm',
      title: titleOf('x86ToArm'),
      description: translate({
        id: 'home.scenes.localization.description',
        message: '同一个应用同时运行在 x86 与 Arm64 服务器和国产操作系统上，迁移不必重写。',
      }),
    },
    {
      slug: 'AppManagement',
      title: titleOf('AppManagement'),
      description: translate({
        id: 'home.scenes.unifiedManagement.description',
        message: '分散在各部门的系统收进一个平台，统一权限、监控和运维方式。',
      }),
    },
    {
      slug: 'MultiCloudManagement',
      title: titleOf('MultiCloudManagement'),
      description: translate({
        id: 'home.scenes.multiCloud.description',
        message: '以应用为粒度在多个云和集群之间部署、备份和迁移，不被某一家云绑定。',
      }),
    },
    {
      slug: 'offlineDelivery',
      title: titleOf('offlineDelivery'),
      description: translate({
        id: 'home.scenes.offlineDelivery.description',
        message: '把应用连同镜像导出成离线包，拷进隔离网络后导入即可运行。',
      }),
    },
    {
      slug: 'IntegrationDev',
      title: titleOf('IntegrationDev'),
      description: translate({
        id: 'home.scenes.integratedDev.description',
        message: '对接 GitLab 等代码仓库，每个开发者和测试都能很快得到一套完整的运行环境。',
      }),
    },
  ];
}
