/**
 * Featured open-source apps that install on Rainbond from its app market. Shared by the
 * landing page's featured-apps section and the /opensourceApps/ page. Visible text goes
 * through translate() with literal messages, so the getters run during render.
 */
import {translate} from '@docusaurus/Translate';
import {externalLinks} from './site';

/** An app runs as its own component; a plugin attaches to other components (log shipping, tracing...). */
export const APP_TYPES = ['application', 'plugin'] as const;
export type AppType = (typeof APP_TYPES)[number];

export type FeaturedApp = {
  /** Stable id (lower case), used as React key and test id. */
  id: string;
  /** Product name: not translated. */
  name: string;
  /** Translated category label. */
  category: string;
  types: readonly AppType[];
  /** One translated sentence saying what the app is for. */
  description: string;
  /** The project's source (https). */
  repo: string;
  /** Where to install it from (https): the public Rainbond app market. */
  install: string;
  /** A site page explaining how to deploy it on Rainbond; shown only once that page exists. */
  guide?: string;
};

function categories() {
  return {
    configuration: translate({id: 'apps.category.configuration', message: '配置中心'}),
    diagnostics: translate({id: 'apps.category.diagnostics', message: '在线诊断'}),
    databaseDevops: translate({id: 'apps.category.databaseDevops', message: '数据库 DevOps'}),
    scheduling: translate({id: 'apps.category.scheduling', message: '任务调度'}),
    messaging: translate({id: 'apps.category.messaging', message: '消息服务'}),
    search: translate({id: 'apps.category.search', message: '搜索引擎'}),
    logging: translate({id: 'apps.category.logging', message: '日志收集'}),
    tracing: translate({id: 'apps.category.tracing', message: '链路追踪'}),
    monitoring: translate({id: 'apps.category.monitoring', message: '监控告警'}),
    visualization: translate({id: 'apps.category.visualization', message: '数据可视化'}),
    kafka: translate({id: 'apps.category.kafka', message: 'Kafka 管控'}),
    webIde: translate({id: 'apps.category.webIde', message: '在线 IDE'}),
    profiling: translate({id: 'apps.category.profiling', message: '性能剖析'}),
    registry: translate({id: 'apps.category.registry', message: '注册中心'}),
    imageRegistry: translate({id: 'apps.category.imageRegistry', message: '镜像仓库'}),
  };
}

/** Every featured app, in alphabetical order, translated for the current locale. */
export function getFeaturedApps(): FeaturedApp[] {
  const c = categories();
  const install = externalLinks.appStore;
  const apps: FeaturedApp[] = [
    {
      id: 'apollo',
      name: 'Apollo',
      category: c.configuration,
      types: ['application'],
      description: translate({
        id: 'apps.apollo.description',
        message: '携程开源的分布式配置中心，按环境和集群集中管理配置，修改后实时推送给应用。',
      }),
      repo: 'https://github.com/apolloconfig/apollo',
      install,
      guide: '/blog/apollo',
    },
    {
      id: 'arthas',
      name: 'Arthas',
      category: c.diagnostics,
      types: ['application'],
      description: translate({
        id: 'apps.arthas.description',
        message: '阿里巴巴开源的 Java 诊断工具，不用重启就能查看线上方法的调用、耗时和类加载情况。',
      }),
      repo: 'https://github.com/alibaba/arthas',
      install,
      guide: '/docs/micro-service/analysis/arthas',
    },
    {
      id: 'bytebase',
      name: 'Bytebase',
      category: c.databaseDevops,
      types: ['application'],
      description: translate({
        id: 'apps.bytebase.description',
        message: '面向开发者和 DBA 的数据库变更平台，SQL 审核、上线和回滚都走同一套流程。',
      }),
      repo: 'https://github.com/bytebase/bytebase',
      install,
    },
    {
      id: 'dolphinscheduler',
      name: 'DolphinScheduler',
      category: c.scheduling,
      types: ['application'],
      description: translate({
        id: 'apps.dolphinscheduler.description',
        message: 'Apache 的分布式工作流调度系统，用拖拽出来的 DAG 编排数据处理任务。',
      }),
      repo: 'https://github.com/apache/dolphinscheduler',
      install,
      guide: '/blog/dolphinscheduler',
    },
    {
      id: 'elasticsearch',
      name: 'Elasticsearch',
      category: c.search,
      types: ['application'],
      description: translate({
        id: 'apps.elasticsearch.description',
        message: '分布式搜索与分析引擎，日志检索和全文搜索背后最常见的存储。',
      }),
      repo: 'https://github.com/elastic/elasticsearch',
      install,
      guide: '/blog/elk',
    },
    {
      id: 'emqx',
      name: 'EMQX',
      category: c.messaging,
      types: ['application'],
      description: translate({
        id: 'apps.emqx.description',
        message: '高吞吐的 MQTT 消息服务器，承载海量物联网设备的连接和消息路由。',
      }),
      repo: 'https://github.com/emqx/emqx',
      install,
      guide: '/blog/emqx',
    },
    {
      id: 'filebeat',
      name: 'Filebeat',
      category: c.logging,
      types: ['plugin'],
      description: translate({
        id: 'apps.filebeat.description',
        message: '轻量的日志采集器，作为插件读取组件的日志文件，发往 ELK。',
      }),
      repo: 'https://github.com/elastic/beats',
      install,
      guide: '/blog/elk',
    },
    {
      id: 'fluentd',
      name: 'Fluentd',
      category: c.logging,
      types: ['plugin'],
      description: translate({
        id: 'apps.fluentd.description',
        message: 'CNCF 毕业的日志收集器，作为插件把组件日志转发到 Elasticsearch 等后端。',
      }),
      repo: 'https://github.com/fluent/fluentd',
      install,
      guide: '/blog/fluentd',
    },
    {
      id: 'harbor',
      name: 'Harbor',
      category: c.imageRegistry,
      types: ['application'],
      description: translate({
        id: 'apps.harbor.description',
        message: 'CNCF 毕业的企业级镜像仓库，按项目隔离镜像，带权限控制和漏洞扫描。',
      }),
      repo: 'https://github.com/goharbor/harbor',
      install,
      guide: '/blog/Harbor',
    },
    {
      id: 'hertzbeat',
      name: 'HertzBeat',
      category: c.monitoring,
      types: ['application'],
      description: translate({
        id: 'apps.hertzbeat.description',
        message: '不用装 Agent 的实时监控告警系统，覆盖应用、数据库、中间件和操作系统。',
      }),
      repo: 'https://github.com/dromara/hertzbeat',
      install,
    },
    {
      id: 'jaeger',
      name: 'Jaeger',
      category: c.tracing,
      types: ['application', 'plugin'],
      description: translate({
        id: 'apps.jaeger.description',
        message: 'CNCF 的分布式链路追踪系统，沿着一次请求穿过的微服务找出慢在哪里、错在哪里。',
      }),
      repo: 'https://github.com/jaegertracing/jaeger',
      install,
      guide: '/docs/micro-service/tracking/jaeger',
    },
    {
      id: 'kibana',
      name: 'Kibana',
      category: c.visualization,
      types: ['application'],
      description: translate({
        id: 'apps.kibana.description',
        message: 'Elasticsearch 的可视化界面，用图表和仪表盘浏览、查询日志数据。',
      }),
      repo: 'https://github.com/elastic/kibana',
      install,
      guide: '/blog/elk',
    },
    {
      id: 'knowstreaming',
      name: 'KnowStreaming',
      category: c.kafka,
      types: ['application'],
      description: translate({
        id: 'apps.knowstreaming.description',
        message: '滴滴开源的 Kafka 管控平台，集群的运维、监控和诊断都在网页上完成。',
      }),
      repo: 'https://github.com/didi/KnowStreaming',
      install,
      guide: '/blog/knowstreaming',
    },
    {
      id: 'nacos',
      name: 'Nacos',
      category: c.registry,
      types: ['application'],
      description: translate({
        id: 'apps.nacos.description',
        message: '阿里巴巴开源的服务注册与配置中心，Spring Cloud Alibaba 和 Dubbo 项目的常用基础件。',
      }),
      repo: 'https://github.com/alibaba/nacos',
      install,
      guide: '/blog/nacos',
    },
    {
      id: 'openvscode',
      name: 'OpenVSCode',
      category: c.webIde,
      types: ['application'],
      description: translate({
        id: 'apps.openvscode.description',
        message: '跑在浏览器里的 VS Code，给团队一套统一的在线开发环境。',
      }),
      repo: 'https://github.com/gitpod-io/openvscode-server',
      install,
      guide: '/blog/OpenVscode',
    },
    {
      id: 'pyroscope',
      name: 'Pyroscope',
      category: c.profiling,
      types: ['application', 'plugin'],
      description: translate({
        id: 'apps.pyroscope.description',
        message: '持续性能剖析平台，用火焰图展示 CPU 和内存的消耗如何随时间变化。',
      }),
      repo: 'https://github.com/pyroscope-io/pyroscope',
      install,
      guide: '/docs/micro-service/analysis/pyroscope',
    },
  ];
  return apps;
}

/** Apps of one type, or all of them. */
export function filterApps(apps: readonly FeaturedApp[], type: AppType | 'all'): FeaturedApp[] {
  return type === 'all' ? [...apps] : apps.filter((app) => app.types.includes(type));
}

/** Translated label of a type (singular, for a card's badge). */
export function appTypeLabel(type: AppType): string {
  return type === 'application'
    ? translate({id: 'apps.type.application', message: '应用'})
    : translate({id: 'apps.type.plugin', message: '插件'});
}
