/**
 * Content of the home page: the install command, the platform's values, the five features
 * and the use scenes. Visible text goes through translate() with literal messages, so each
 * getter must run during render (it returns the current locale's strings).
 */
import {translate} from '@docusaurus/Translate';

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
  return [
    {
      id: 'devops',
      to: '/feature/devops',
      title: translate({id: 'home.features.devops.title', message: '一体化 DevOps'}),
      description: translate({
        id: 'home.features.devops.description',
        message: '从代码仓库直达线上：平台识别源码语言并自动构建，代码一推送就重新部署，开发、测试、生产走同一条流水线。',
      }),
    },
    {
      id: 'multiCluster',
      to: '/feature/multi-cluster',
      title: translate({id: 'home.features.multiCluster.title', message: 'Kubernetes 多集群管理'}),
      description: translate({
        id: 'home.features.multiCluster.description',
        message: '把公有云、私有云和边缘机房的 Kubernetes 集群接进同一个控制台，按团队分配资源，在集群之间部署和迁移应用。',
      }),
    },
    {
      id: 'serviceMesh',
      to: '/feature/service-mesh',
      title: translate({id: 'home.features.serviceMesh.title', message: '开箱即用的微服务治理'}),
      description: translate({
        id: 'home.features.serviceMesh.description',
        message: '组件之间画一条依赖就能互相访问，服务发现、负载均衡、限流和熔断由内置的服务网格负责，也可以换成 Istio。',
      }),
    },
    {
      id: 'appMarket',
      to: '/feature/app-market',
      title: translate({id: 'home.features.appMarket.title', message: '云原生应用市场'}),
      description: translate({
        id: 'home.features.appMarket.description',
        message: '把做好的应用发布成模板，团队里的人一键安装、一键升级；也可以导出离线包，带进没有外网的环境。',
      }),
    },
    {
      id: 'appOps',
      to: '/feature/app-ops',
      title: translate({id: 'home.features.appOps.title', message: '自动化应用运维'}),
      description: translate({
        id: 'home.features.appOps.description',
        message: '健康检查、自动伸缩、故障自愈、日志与监控告警都已就位，应用在无人值守时也能保持可用。',
      }),
    },
  ];
}

export type UseScene = {slug: string; title: string; description: string};

/** The eight use scenes, in the order of the use scene index page. */
export function getUseScenes(): UseScene[] {
  return [
    {
      slug: 'EnterpriseDeliveryTwo',
      title: translate({id: 'home.scenes.personalizedDelivery.title', message: '模块化个性化交付'}),
      description: translate({
        id: 'home.scenes.personalizedDelivery.description',
        message: '把产品拆成可组合的模块，按每个客户的需要挑选、拼装后交付。',
      }),
    },
    {
      slug: 'EnterpriseDeliveryOne',
      title: translate({id: 'home.scenes.continuousDelivery.title', message: '企业应用持续交付'}),
      description: translate({
        id: 'home.scenes.continuousDelivery.description',
        message: '以应用模板为单位发布版本，客户现场一键升级，不再逐个组件手工部署。',
      }),
    },
    {
      slug: 'componentReuse',
      title: translate({id: 'home.scenes.assemble.title', message: '业务积木式拼装'}),
      description: translate({
        id: 'home.scenes.assemble.description',
        message: '沉淀下来的业务组件像积木一样复用，新系统靠拼装而不是从头开发。',
      }),
    },
    {
      slug: 'x86ToArm',
      title: translate({id: 'home.scenes.localization.title', message: '国产化和信创支撑'}),
      description: translate({
        id: 'home.scenes.localization.description',
        message: '同一个应用同时运行在 x86 与 Arm64 服务器和国产操作系统上，迁移不必重写。',
      }),
    },
    {
      slug: 'AppManagement',
      title: translate({id: 'home.scenes.unifiedManagement.title', message: '企业级应用统一管理'}),
      description: translate({
        id: 'home.scenes.unifiedManagement.description',
        message: '分散在各部门的系统收进一个平台，统一权限、监控和运维方式。',
      }),
    },
    {
      slug: 'MultiCloudManagement',
      title: translate({id: 'home.scenes.multiCloud.title', message: '应用级多云管理'}),
      description: translate({
        id: 'home.scenes.multiCloud.description',
        message: '以应用为粒度在多个云和集群之间部署、备份和迁移，不被某一家云绑定。',
      }),
    },
    {
      slug: 'offlineDelivery',
      title: translate({id: 'home.scenes.offlineDelivery.title', message: '离线环境软件交付'}),
      description: translate({
        id: 'home.scenes.offlineDelivery.description',
        message: '把应用连同镜像导出成离线包，拷进隔离网络后导入即可运行。',
      }),
    },
    {
      slug: 'IntegrationDev',
      title: translate({id: 'home.scenes.integratedDev.title', message: '一体化开发测试环境'}),
      description: translate({
        id: 'home.scenes.integratedDev.description',
        message: '对接 GitLab 等代码仓库，每个开发者和测试都能很快得到一套完整的运行环境。',
      }),
    },
  ];
}
