/**
 * The enterprise edition page (/enterprise_server/): the three ways to run Rainbond and the
 * feature comparison between the community and enterprise editions. Prices and customer numbers
 * are deliberately absent: the page sends visitors to the contact form instead.
 */
import {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';

export type EditionId = 'community' | 'enterprise' | 'subscription';

/** A call to action: an internal route (`to`) or an external URL (`href`). */
export type EditionAction = {label: string; to?: string; href?: string};

export type Edition = {
  id: EditionId;
  name: string;
  /** Short line under the name: "free" or how to get a quote; never a price. */
  price: string;
  summary: string;
  points: string[];
  action: EditionAction;
  highlighted: boolean;
};

/** true: included, false: not included, string: included in the form the text says. */
export type Availability = boolean | string;

export type ComparisonRow = {id: string; feature: string; detail?: string; community: Availability; enterprise: Availability};

export type ComparisonCategory = {id: string; title: string; rows: ComparisonRow[]};

export const CONTACT_URL = externalLinks.contact;
export const COMMUNITY_INSTALL_PATH = '/docs/quick-start/quick-install';

export function getEditions(): Edition[] {
  return [
    {
      id: 'community',
      name: translate({id: 'enterprisePage.edition.community.name', message: '社区版'}),
      price: translate({id: 'enterprisePage.edition.community.price', message: '免费，开源'}),
      summary: translate({
        id: 'enterprisePage.edition.community.summary',
        message: '以 LGPL-3.0 协议开源的完整平台，适合个人开发者和希望自行部署、自行运维的团队。',
      }),
      points: [
        translate({id: 'enterprisePage.edition.community.point1', message: '迭代快，新功能最先在社区版中发布'}),
        translate({id: 'enterprisePage.edition.community.point2', message: '源代码开放，方便与上下游项目集成'}),
        translate({id: 'enterprisePage.edition.community.point3', message: '通过社区论坛和 GitHub Issues 获得帮助'}),
      ],
      action: {
        label: translate({id: 'enterprisePage.edition.community.action', message: '免费安装'}),
        to: COMMUNITY_INSTALL_PATH,
      },
      highlighted: false,
    },
    {
      id: 'enterprise',
      name: translate({id: 'enterprisePage.edition.enterprise.name', message: '企业版'}),
      price: translate({id: 'enterprisePage.edition.enterprise.price', message: '按使用规模报价'}),
      summary: translate({
        id: 'enterprisePage.edition.enterprise.summary',
        message: '面向对可靠性要求高的生产环境，在社区版全部功能之上增加企业级扩展，并由官方团队提供技术服务。',
      }),
      points: [
        translate({id: 'enterprisePage.edition.enterprise.point1', message: '部署在你指定的运行环境中，包括私有机房与离线环境'}),
        translate({id: 'enterprisePage.edition.enterprise.point2', message: '产品故障 7×24 小时支持，享受最高响应级别'}),
        translate({id: 'enterprisePage.edition.enterprise.point3', message: '专业团队参与规划、实施、故障协查、缺陷修复和版本升级'}),
        translate({id: 'enterprisePage.edition.enterprise.point4', message: '企业级功能按年提供服务'}),
      ],
      action: {
        label: translate({id: 'enterprisePage.edition.enterprise.action', message: '商业咨询'}),
        href: CONTACT_URL,
      },
      highlighted: true,
    },
    {
      id: 'subscription',
      name: translate({id: 'enterprisePage.edition.subscription.name', message: '服务订阅'}),
      price: translate({id: 'enterprisePage.edition.subscription.price', message: '按服务范围报价'}),
      summary: translate({
        id: 'enterprisePage.edition.subscription.summary',
        message: '已经在使用 Rainbond、希望得到官方技术服务的团队，可以按需订阅服务，不必改变现有部署。',
      }),
      points: [
        translate({id: 'enterprisePage.edition.subscription.point1', message: '由官方工程师协助安装、升级与问题排查'}),
        translate({id: 'enterprisePage.edition.subscription.point2', message: '服务内容与期限在咨询时按需商定'}),
      ],
      action: {
        label: translate({id: 'enterprisePage.edition.subscription.action', message: '咨询服务订阅'}),
        href: CONTACT_URL,
      },
      highlighted: false,
    },
  ];
}

/** Shorthands for the many rows both editions share. */
const both = {community: true, enterprise: true} as const;
const enterpriseOnly = {community: false, enterprise: true} as const;

export function getComparison(): ComparisonCategory[] {
  return [
    {
      id: 'build',
      title: translate({id: 'enterprisePage.compare.build', message: '应用构建'}),
      rows: [
        {id: 'languages', feature: translate({id: 'enterprisePage.compare.build.languages', message: '自动识别常见开发语言并构建'}), ...both},
        {id: 'dockerfile', feature: translate({id: 'enterprisePage.compare.build.dockerfile', message: 'Dockerfile 构建与镜像部署'}), ...both},
        {id: 'repos', feature: translate({id: 'enterprisePage.compare.build.repos', message: '对接 GitLab、GitHub、Gitee 与 SVN'}), ...both},
        {id: 'continuous', feature: translate({id: 'enterprisePage.compare.build.continuous', message: '持续构建与版本回滚'}), ...both},
        {id: 'devtest', feature: translate({id: 'enterprisePage.compare.build.devtest', message: '开发、测试环境一体化'}), ...both},
      ],
    },
    {
      id: 'microservices',
      title: translate({id: 'enterprisePage.compare.micro', message: '微服务架构'}),
      rows: [
        {id: 'mesh', feature: translate({id: 'enterprisePage.compare.micro.mesh', message: '多种服务网格模式按需切换'}), ...both},
        {id: 'frameworks', feature: translate({id: 'enterprisePage.compare.micro.frameworks', message: '兼容 Spring Cloud、Dubbo 等微服务框架'}), ...both},
        {id: 'orchestration', feature: translate({id: 'enterprisePage.compare.micro.orchestration', message: '拖拽式服务编排'}), ...both},
        {id: 'topology', feature: translate({id: 'enterprisePage.compare.micro.topology', message: '可逐层展开的服务拓扑'}), ...both},
        {id: 'tracing', feature: translate({id: 'enterprisePage.compare.micro.tracing', message: '集成 SkyWalking、Pinpoint 链路追踪'}), ...both},
      ],
    },
    {
      id: 'market',
      title: translate({id: 'enterprisePage.compare.market', message: '应用市场'}),
      rows: [
        {id: 'publish', feature: translate({id: 'enterprisePage.compare.market.publish', message: '运行中的应用一键发布到市场'}), ...both},
        {id: 'assets', feature: translate({id: 'enterprisePage.compare.market.assets', message: '用应用市场管理软件资产'}), ...both},
        {id: 'offline', feature: translate({id: 'enterprisePage.compare.market.offline', message: '离线导入与导出'}), ...both},
        {id: 'install', feature: translate({id: 'enterprisePage.compare.market.install', message: '复杂应用一键安装、一键升级'}), ...both},
        {id: 'helm', feature: translate({id: 'enterprisePage.compare.market.helm', message: '对接多个外部 Helm 仓库'}), ...both},
      ],
    },
    {
      id: 'operations',
      title: translate({id: 'enterprisePage.compare.ops', message: '应用运维和管理'}),
      rows: [
        {id: 'granularity', feature: translate({id: 'enterprisePage.compare.ops.granularity', message: '应用与组件两种粒度的管理'}), ...both},
        {id: 'scaling', feature: translate({id: 'enterprisePage.compare.ops.scaling', message: '手动伸缩与自动伸缩'}), ...both},
        {id: 'logs', feature: translate({id: 'enterprisePage.compare.ops.logs', message: '实时日志，可对接外部日志系统'}), ...both},
        {id: 'monitoring', feature: translate({id: 'enterprisePage.compare.ops.monitoring', message: '应用级监控与性能分析'}), ...both},
        {id: 'plugins', feature: translate({id: 'enterprisePage.compare.ops.plugins', message: '用插件扩展运维与管理能力'}), ...both},
        {id: 'terminal', feature: translate({id: 'enterprisePage.compare.ops.terminal', message: 'Web 终端'}), ...both},
      ],
    },
    {
      id: 'gateway',
      title: translate({id: 'enterprisePage.compare.gateway', message: '应用网关'}),
      rows: [
        {id: 'ports', feature: translate({id: 'enterprisePage.compare.gateway.ports', message: '端口管理与多种负载均衡策略'}), ...both},
        {id: 'domains', feature: translate({id: 'enterprisePage.compare.gateway.domains', message: '统一管理域名与 HTTPS 证书'}), ...both},
        {id: 'canary', feature: translate({id: 'enterprisePage.compare.gateway.canary', message: '灰度发布与 A/B 测试'}), ...both},
      ],
    },
    {
      id: 'clusters',
      title: translate({id: 'enterprisePage.compare.clusters', message: '集群管理'}),
      rows: [
        {id: 'infrastructure', feature: translate({id: 'enterprisePage.compare.clusters.infra', message: '接入虚拟机、物理服务器、Kubernetes 与公有云'}), ...both},
        {id: 'multicloud', feature: translate({id: 'enterprisePage.compare.clusters.multicloud', message: '应用在多个云上以相同方式运行'}), ...both},
        {id: 'migration', feature: translate({id: 'enterprisePage.compare.clusters.migration', message: '应用跨云备份与迁移'}), ...both},
        {id: 'tenancy', feature: translate({id: 'enterprisePage.compare.clusters.tenancy', message: '多团队、多租户管理'}), ...both},
      ],
    },
    {
      id: 'extensions',
      title: translate({id: 'enterprisePage.compare.ext', message: '企业级功能扩展'}),
      rows: [
        {
          id: 'observability',
          feature: translate({id: 'enterprisePage.compare.ext.observability', message: '可观测性中心'}),
          detail: translate({id: 'enterprisePage.compare.ext.observability.detail', message: '全局日志、告警中心、高级监控与监控大屏'}),
          ...enterpriseOnly,
        },
        {
          id: 'inspection',
          feature: translate({id: 'enterprisePage.compare.ext.inspection', message: '集群巡检'}),
          detail: translate({id: 'enterprisePage.compare.ext.inspection.detail', message: '检查运行状态、配置规范与安全隐患'}),
          ...enterpriseOnly,
        },
        {
          id: 'security',
          feature: translate({id: 'enterprisePage.compare.ext.security', message: '安全增强'}),
          detail: translate({id: 'enterprisePage.compare.ext.security.detail', message: '操作审计、安全配置、源码安全检测'}),
          ...enterpriseOnly,
        },
        {
          id: 'gateway-plus',
          feature: translate({id: 'enterprisePage.compare.ext.gateway', message: '网关增强'}),
          detail: translate({id: 'enterprisePage.compare.ext.gateway.detail', message: 'WAF 防火墙、API 网关、网关监控'}),
          ...enterpriseOnly,
        },
        {
          id: 'istio',
          feature: translate({id: 'enterprisePage.compare.ext.istio', message: 'Istio 可视化管理'}),
          detail: translate({id: 'enterprisePage.compare.ext.istio.detail', message: '流量拓扑、流量监控与流量控制，零信任网络'}),
          ...enterpriseOnly,
        },
        {
          id: 'spring-cloud',
          feature: translate({id: 'enterprisePage.compare.ext.springCloud', message: 'Spring Cloud 可视化管理'}),
          detail: translate({id: 'enterprisePage.compare.ext.springCloud.detail', message: '流量拓扑、调用链分析、流量控制与网关配置'}),
          ...enterpriseOnly,
        },
        {id: 'full-canary', feature: translate({id: 'enterprisePage.compare.ext.fullCanary', message: '全链路灰度发布'}), ...enterpriseOnly},
        {id: 'backup', feature: translate({id: 'enterprisePage.compare.ext.backup', message: '企业级备份'}), ...enterpriseOnly},
        {
          id: 'offline',
          feature: translate({id: 'enterprisePage.compare.ext.offline', message: '离线环境安装与交付'}),
          community: translate({id: 'enterprisePage.compare.ext.offline.community', message: '命令行'}),
          enterprise: translate({id: 'enterprisePage.compare.ext.offline.enterprise', message: '图形界面'}),
        },
        {id: 'branding', feature: translate({id: 'enterprisePage.compare.ext.branding', message: '界面样式定制'}), ...enterpriseOnly},
        {id: 'portal', feature: translate({id: 'enterprisePage.compare.ext.portal', message: '应用集成与展示门户'}), ...enterpriseOnly},
        {id: 'middleware', feature: translate({id: 'enterprisePage.compare.ext.middleware', message: '开源中间件集群版'}), ...enterpriseOnly},
        {id: 'mlps', feature: translate({id: 'enterprisePage.compare.ext.mlps', message: '等保三级合规支持'}), ...enterpriseOnly},
      ],
    },
    {
      id: 'support',
      title: translate({id: 'enterprisePage.compare.support', message: '服务与支持'}),
      rows: [
        {id: 'community', feature: translate({id: 'enterprisePage.compare.support.community', message: '社区支持：论坛与 GitHub Issues'}), ...both},
        {id: 'always-on', feature: translate({id: 'enterprisePage.compare.support.alwaysOn', message: '7×24 小时故障响应'}), ...enterpriseOnly},
        {
          id: 'team',
          feature: translate({id: 'enterprisePage.compare.support.team', message: '专业技术支持团队'}),
          detail: translate({
            id: 'enterprisePage.compare.support.team.detail',
            message: '规划、实施、故障协查、缺陷修复、运维、升级与重要时段保障',
          }),
          ...enterpriseOnly,
        },
      ],
    },
  ];
}
