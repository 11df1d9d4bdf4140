/**
 * Customer cases (/case/<slug>): the customer's situation, what they built with Rainbond and
 * the outcome. Facts and figures come only from what the customers shared publicly; a figure
 * the customer did not state is described in words, never estimated here.
 */
import '@site/src/utils/pageMessages/case'; // this family's translations (src/plugins/performance)
import {translate} from '@docusaurus/Translate';
import {getDocLink, type CaseRef, type DocKey, type DocLink, type SceneSlug, type TitledText} from './useScenes';

/** Slugs in the order of the cards on /case/ (the route is `/case/<slug>`). */
export const CASE_SLUGS = ['talkweb', 'penghai', 'zhjl', 'xybigdata', 'csgApp', 'kgdata'] as const satisfies readonly CaseRef[];

export type CaseSlug = (typeof CASE_SLUGS)[number];

export const caseRoute = (slug: CaseSlug): string => `/case/${slug}`;

/** A figure the customer published, with what it measures. */
export type CaseFact = {value: string; label: string};

export type CaseStudy = {
  slug: CaseSlug;
  route: string;
  customer: string;
  industry: string;
  title: string;
  /** One or two sentences: card text and meta description. */
  summary: string;
  facts: CaseFact[];
  situation: string[];
  challenges: TitledText[];
  built: TitledText[];
  outcome: TitledText[];
  scenes: SceneSlug[];
  docs: DocLink[];
};

type CaseContent = Omit<CaseStudy, 'slug' | 'route' | 'docs'> & {docs: DocKey[]};

function content(slug: CaseSlug): CaseContent {
  switch (slug) {
    case 'talkweb':
      return {
        customer: translate({id: 'case.talkweb.customer', message: '拓维信息'}),
        industry: translate({id: 'case.talkweb.industry', message: '软件与信息服务'}),
        title: translate({id: 'case.talkweb.title', message: '拓维信息：用 Rainbond 统一各团队的应用管理'}),
        summary: translate({
          id: 'case.talkweb.summary',
          message: '拓维信息的 PaaS 团队选择 Rainbond 作为公司内部的云原生应用平台，取代各个团队各自搭建的部署方式。',
        }),
        facts: [
          {value: '1996', label: translate({id: 'case.talkweb.fact.founded', message: '公司成立'})},
          {value: '2008', label: translate({id: 'case.talkweb.fact.listed', message: '在深圳证券交易所上市'})},
          {value: '4000+', label: translate({id: 'case.talkweb.fact.staff', message: '员工'})},
          {value: '1500+', label: translate({id: 'case.talkweb.fact.customers', message: '服务过的政企客户'})},
        ],
        situation: [
          translate({
            id: 'case.talkweb.situation.company',
            message:
              '拓维信息总部在湖南，提供软硬件一体化的产品和解决方案，业务覆盖数字政府、运营商、考试、交通、制造和教育等领域。公司基石研究院的 PaaS 团队负责选型和建设内部的云原生应用平台：向下屏蔽基础设施，向上承载各业务团队的微服务。',
          }),
          translate({
            id: 'case.talkweb.situation.before',
            message:
              '平台建成之前，各团队部署应用的方式各不相同：有的申请云服务器后用自建的 Jenkins 直接部署，有的用 kubeadm 搭起 Kubernetes 集群，由开发编译镜像、运维编写声明文件来部署和维护。',
          }),
        ],
        challenges: [
          {
            title: translate({id: 'case.talkweb.challenge.resources.title', message: '云资源失控'}),
            description: translate({
              id: 'case.talkweb.challenge.resources.description',
              message: '费用难以按团队统计，资源利用率偏低。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.challenge.apps.title', message: '应用管理分散'}),
            description: translate({
              id: 'case.talkweb.challenge.apps.description',
              message: '多个制品库和配套工具并存，应用的生命周期、监控和日志没有统一的可视化管理。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.challenge.focus.title', message: '运维重心放在资源上'}),
            description: translate({
              id: 'case.talkweb.challenge.focus.description',
              message: '人力耗在服务器和资源上，而不是应用本身和业务创新。',
            }),
          },
        ],
        built: [
          {
            title: translate({id: 'case.talkweb.built.choice.title', message: '对比选型'}),
            description: translate({
              id: 'case.talkweb.built.choice.description',
              message:
                '团队在开源社区对比了几款 PaaS 产品，看重 Rainbond 以应用为中心的设计、较完整的自动化与可视化管理、直观的微服务拓扑和应用商店。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.built.mesh.title', message: '拓扑与服务网格'}),
            description: translate({
              id: 'case.talkweb.built.mesh.description',
              message: '组件依赖在拓扑图中一目了然；服务网格让相互依赖的组件像访问本地服务一样调用彼此，迁上平台时几乎不用改配置。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.built.gateway.title', message: '统一网关'}),
            description: translate({
              id: 'case.talkweb.built.gateway.description',
              message: '访问策略都在 Rainbond 网关里配置，用路径重写把多个组件挂在同一域名的不同路径下，不必再登录云控制台配置负载均衡。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.built.plugins.title', message: '自研插件'}),
            description: translate({
              id: 'case.talkweb.built.plugins.description',
              message: '借助可插拔的插件机制，团队开发了配合共享存储向容器上传文件的文件管理插件，以及基于开源工具 dbgate 的数据库管理插件。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.built.copy.title', message: '多环境复制'}),
            description: translate({
              id: 'case.talkweb.built.copy.description',
              message: '应用可以跨集群、跨团队快速复制，多套环境的部署不再从零开始。',
            }),
          },
        ],
        outcome: [
          {
            title: translate({id: 'case.talkweb.outcome.cloudNative.title', message: '平稳过渡到云原生'}),
            description: translate({
              id: 'case.talkweb.outcome.cloudNative.description',
              message: '各团队转到以应用为中心的管理方式，过程比较顺利。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.outcome.focus.title', message: '精力回到应用'}),
            description: translate({
              id: 'case.talkweb.outcome.focus.description',
              message: '花在云资源管理上的精力明显减少，团队更多关注应用和业务本身。',
            }),
          },
          {
            title: translate({id: 'case.talkweb.outcome.community.title', message: '参与开源社区'}),
            description: translate({
              id: 'case.talkweb.outcome.community.description',
              message: '团队鼓励成员把遇到的问题和改进提交到社区，团队成员也加入了 Rainbond 社区 TOC。',
            }),
          },
        ],
        scenes: ['AppManagement', 'MultiCloudManagement'],
        docs: ['introduction', 'helmInstall'],
      };
    case 'penghai':
      return {
        customer: translate({id: 'case.penghai.customer', message: '鹏海软件'}),
        industry: translate({id: 'case.penghai.industry', message: '工业互联网'}),
        title: translate({id: 'case.penghai.title', message: '鹏海软件：在 Rainbond 上研发工业互联网产品'}),
        summary: translate({
          id: 'case.penghai.summary',
          message: '鹏海软件没有专职运维，研发团队借助 Rainbond 统一了项目环境、持续部署和日常运维，把时间还给了代码。',
        }),
        facts: [
          {value: '10', label: translate({id: 'case.penghai.fact.products', message: '基于 Rainbond 研发的工业软件产品'})},
          {value: '20–50', label: translate({id: 'case.penghai.fact.components', message: '每个项目的组件数'})},
          {
            value: translate({id: 'case.penghai.fact.doubleValue', message: '约 2 倍'}),
            label: translate({id: 'case.penghai.fact.double', message: '团队自述的研发效率提升'}),
          },
          {
            value: translate({id: 'case.penghai.fact.yearValue', message: '近 1 年'}),
            label: translate({id: 'case.penghai.fact.year', message: '从 POC 到大规模使用'}),
          },
        ],
        situation: [
          translate({
            id: 'case.penghai.situation.company',
            message:
              '青岛鹏海软件为制造企业开发工业软件，产品包括生产制造执行（MES）、仓储管理（WMS）、数据采集与监控（SCADA）、统计过程控制（SPC）、实验室信息管理（LIMS）、能源管理（EMS）、资产管理（EAM）和质量管理（QMS）等系统。平台团队负责产品的底层搭建和技术规范。',
          }),
          translate({
            id: 'case.penghai.situation.team',
            message: '一个团队常常同时负责多个项目，而公司没有专职运维：Linux、Jenkins、Tomcat 都要开发人员自己学、自己管。',
          }),
        ],
        challenges: [
          {
            title: translate({id: 'case.penghai.challenge.env.title', message: '项目环境不一致'}),
            description: translate({
              id: 'case.penghai.challenge.env.description',
              message: '每个项目的开发和测试环境由各自成员搭建，公共中间件反复重装，环境差异不断引出问题。',
            }),
          },
          {
            title: translate({id: 'case.penghai.challenge.ci.title', message: '流水线各自为政'}),
            description: translate({
              id: 'case.penghai.challenge.ci.description',
              message: '每个项目一套 Jenkins，每个环境一条流水线，重复劳动多且无法统一。',
            }),
          },
          {
            title: translate({id: 'case.penghai.challenge.ops.title', message: '运维靠登录服务器'}),
            description: translate({
              id: 'case.penghai.challenge.ops.description',
              message: '看日志、看指标、查服务状态都要到服务器上手工执行，或者零散地接入各种工具。',
            }),
          },
        ],
        built: [
          {
            title: translate({id: 'case.penghai.built.poc.title', message: '先做 POC'}),
            description: translate({
              id: 'case.penghai.built.poc.description',
              message: '团队调研过几款 PaaS 平台，觉得学习门槛都偏高；对 Rainbond 做 POC 测试后确认它能解决上面的问题。',
            }),
          },
          {
            title: translate({id: 'case.penghai.built.teams.title', message: '一个项目一个团队'}),
            description: translate({
              id: 'case.penghai.built.teams.description',
              message: '每个项目对应 Rainbond 中的一个团队，团队里再分开发、测试等环境，清晰直观。',
            }),
          },
          {
            title: translate({id: 'case.penghai.built.gitlab.title', message: '对接 GitLab，源码直接构建'}),
            description: translate({
              id: 'case.penghai.built.gitlab.description',
              message: '通过 OAuth 2.0 接入 GitLab，从源码打包、构建、运行全程自动；多模块项目勾选模块即可批量生成组件，提交代码由 Webhook 触发构建。',
            }),
          },
          {
            title: translate({id: 'case.penghai.built.mesh.title', message: '拓扑图编排微服务'}),
            description: translate({
              id: 'case.penghai.built.mesh.description',
              message: '部署完成后，在拓扑图上连线就能建立服务之间的依赖，不熟悉微服务治理的人也能完成编排。',
            }),
          },
          {
            title: translate({id: 'case.penghai.built.copy.title', message: '快速复制测试环境'}),
            description: translate({
              id: 'case.penghai.built.copy.description',
              message: '搭好开发环境后一键复制出测试环境，可同时修改构建源或镜像 Tag；依赖、环境变量、配置文件和存储设置都会带过去（数据除外）。',
            }),
          },
          {
            title: translate({id: 'case.penghai.built.config.title', message: '配置改用环境变量'}),
            description: translate({
              id: 'case.penghai.built.config.description',
              message: '按照最佳实践，把写死的 MySQL、Redis 等连接地址改为环境变量，由依赖关系自动注入；多个组件共享同一份配置文件，一处修改处处生效。',
            }),
          },
        ],
        outcome: [
          {
            title: translate({id: 'case.penghai.outcome.efficiency.title', message: '研发效率明显提升'}),
            description: translate({
              id: 'case.penghai.outcome.efficiency.description',
              message: '团队估计研发效率提升约一倍：投入在环境部署上的人力大幅减少，研发人员能专注于代码。',
            }),
          },
          {
            title: translate({id: 'case.penghai.outcome.everyone.title', message: '人人都能部署'}),
            description: translate({
              id: 'case.penghai.outcome.everyone.description',
              message: '前端、后端和测试人员都在平台上部署业务，前端连错后端的情况基本消失，沟通成本随之下降。',
            }),
          },
          {
            title: translate({id: 'case.penghai.outcome.next.title', message: '下一步'}),
            description: translate({
              id: 'case.penghai.outcome.next.description',
              message: '团队计划在产品开发完成后，用应用市场交付产品并复用业务模块。',
            }),
          },
        ],
        scenes: ['IntegrationDev', 'componentReuse'],
        docs: ['gettingStarted', 'quickInstall'],
      };
    case 'zhjl':
      return {
        customer: translate({id: 'case.zhjl.customer', message: '智慧巨鹿'}),
        industry: translate({id: 'case.zhjl.industry', message: '智慧城市'}),
        title: translate({id: 'case.zhjl.title', message: '智慧巨鹿：一个平台管理全部智慧城市应用'}),
        summary: translate({
          id: 'case.zhjl.summary',
          message: '负责项目运维的北京数立通科技用 Rainbond 承载了十多家供应商开发的三十多套智慧城市应用，并为供应商建立了统一的准入流程。',
        }),
        facts: [
          {value: '30+', label: translate({id: 'case.zhjl.fact.apps', message: '套智慧城市应用'})},
          {value: '10+', label: translate({id: 'case.zhjl.fact.suppliers', message: '家应用供应商'})},
          {value: '2', label: translate({id: 'case.zhjl.fact.clusters', message: '个 Rainbond 集群'})},
          {
            value: translate({id: 'case.zhjl.fact.yearsValue', message: '2 年以上'}),
            label: translate({id: 'case.zhjl.fact.years', message: '在生产中运行'}),
          },
        ],
        situation: [
          translate({
            id: 'case.zhjl.situation.project',
            message:
              '“智慧巨鹿”是一个县级智慧城市项目，由北京数立通科技有限公司负责运行和维护。项目包含十多家供应商开发的三十多套应用，如果沿用传统方式逐套部署和管理，局面很快就会失控。',
          }),
          translate({
            id: 'case.zhjl.situation.start',
            message:
              '项目开始时，团队考察过 Kubernetes 和 Docker Swarm。当时国内的云原生实践还很少，运维工程师不熟悉容器，仅安装方式每个人带回来的方案就各不相同。团队于是决定引入一个容易上手的应用管理平台，替工程师与编排工具打交道。',
          }),
        ],
        challenges: [
          {
            title: translate({id: 'case.zhjl.challenge.suppliers.title', message: '每家供应商一套做法'}),
            description: translate({
              id: 'case.zhjl.challenge.suppliers.description',
              message: '开发语言、技术架构、部署和运维方式各不相同，运维人员每接手一套应用就要重新学一遍。',
            }),
          },
          {
            title: translate({id: 'case.zhjl.challenge.skills.title', message: '云原生门槛高'}),
            description: translate({
              id: 'case.zhjl.challenge.skills.description',
              message: '团队缺少容器和 Kubernetes 的经验，直接使用编排工具风险很大。',
            }),
          },
          {
            title: translate({id: 'case.zhjl.challenge.stability.title', message: '稳定性第一'}),
            description: translate({
              id: 'case.zhjl.challenge.stability.description',
              message: '平台运行在城市数据中心里，稳定性比其他任何因素都重要。',
            }),
          },
        ],
        built: [
          {
            title: translate({id: 'case.zhjl.built.platform.title', message: '从 3.x 一路用到 5.x'}),
            description: translate({
              id: 'case.zhjl.built.platform.description',
              message: '团队从 Rainbond 3.x 开始用它管理项目的全部应用，应用分布在两个集群中，正在从老的 3.x 集群迁往 5.x 集群。',
            }),
          },
          {
            title: translate({id: 'case.zhjl.built.source.title', message: '源码构建代替手工容器化'}),
            description: translate({
              id: 'case.zhjl.built.source.description',
              message: '工程师不必直接面对 Kubernetes，连应用的容器化都交给 Rainbond 的源码构建完成。',
            }),
          },
          {
            title: translate({id: 'case.zhjl.built.console.title', message: '图形化运维'}),
            description: translate({
              id: 'case.zhjl.built.console.description',
              message: '启停、编排和伸缩都在界面上完成，不写 YAML，不用命令行；网关绑定域名、匹配证书也很简单。',
            }),
          },
          {
            title: translate({id: 'case.zhjl.built.admission.title', message: '供应商准入机制'}),
            description: translate({
              id: 'case.zhjl.built.admission.description',
              message: '供应商的准入环境和生产环境按团队隔离：供应商只负责业务代码，运维团队再根据代码把业务上线到生产环境。',
            }),
          },
        ],
        outcome: [
          {
            title: translate({id: 'case.zhjl.outcome.stable.title', message: '稳定运行'}),
            description: translate({
              id: 'case.zhjl.outcome.stable.description',
              message: '宿主机宕机时应用自动迁移、快速恢复，修好的主机会自动重新加入集群。',
            }),
          },
          {
            title: translate({id: 'case.zhjl.outcome.ownership.title', message: '团队完全掌控平台'}),
            description: translate({
              id: 'case.zhjl.outcome.ownership.description',
              message: '工程师很快上手，即使没有供应商支持，运维团队也能把全部应用管好。',
            }),
          },
          {
            title: translate({id: 'case.zhjl.outcome.observability.title', message: '问题早发现'}),
            description: translate({
              id: 'case.zhjl.outcome.observability.description',
              message: '监控告警覆盖资源和应用，结合自动化运维让出问题的应用自愈，并能依据访问量和资源消耗更合理地分配资源。',
            }),
          },
        ],
        scenes: ['AppManagement', 'IntegrationDev'],
        docs: ['edition', 'highAvailability'],
      };
    case 'xybigdata':
      return {
        customer: translate({id: 'case.xybigdata.customer', message: '咸阳市大数据管理局'}),
        industry: translate({id: 'case.xybigdata.industry', message: '政务与智慧城市'}),
        title: translate({id: 'case.xybigdata.title', message: '咸阳市大数据管理局：以 Rainbond 作为智慧城市的应用底座'}),
        summary: translate({
          id: 'case.xybigdata.summary',
          message: '咸阳市用 Rainbond 建起智慧城市应用管理平台，统一承载各部门的应用，并在疫情期间迅速上线了外来人口登记系统。',
        }),
        facts: [
          {
            value: translate({id: 'case.xybigdata.fact.sinceValue', message: '2019 年 11 月'}),
            label: translate({id: 'case.xybigdata.fact.since', message: '平台交付使用'}),
          },
          {value: '3', label: translate({id: 'case.xybigdata.fact.clusters', message: '个集群：开发测试、普通生产、涉密生产'})},
          {value: '100+', label: translate({id: 'case.xybigdata.fact.apps', message: '套城市应用'})},
          {value: '500+', label: translate({id: 'case.xybigdata.fact.components', message: '个组件'})},
        ],
        situation: [
          translate({
            id: 'case.xybigdata.situation.bureau',
            message:
              '咸阳市大数据管理局统筹全市的大数据与政务信息共享，目标是让全市的数据服务和信息共享有统一的中心。智慧城市建设的两个重点，一是打通各部门数据孤岛的数据交换共享平台，二是承载全部应用的应用管理平台。',
          }),
          translate({
            id: 'case.xybigdata.situation.before',
            message: '过去，服务民生的各类系统由各部门自行建设和部署，数据和应用都难以统一管理，部门之间也很难互联互通。',
          }),
        ],
        challenges: [
          {
            title: translate({id: 'case.xybigdata.challenge.central.title', message: '缺少统一管理'}),
            description: translate({
              id: 'case.xybigdata.challenge.central.description',
              message: '每家单位都在建自己的系统，部署方式杂乱，没有统一的管理可言。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.challenge.legacy.title', message: '遗留系统多'}),
            description: translate({
              id: 'case.xybigdata.challenge.legacy.description',
              message: '一些系统已经失去厂商支持，技术陈旧，既难迁移，也难以监控。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.challenge.resources.title', message: '资源分配不合理'}),
            description: translate({
              id: 'case.xybigdata.challenge.resources.description',
              message: '重复建设造成浪费；没有监控，不论访问量多少都分配同样的资源。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.challenge.ops.title', message: '运维难，看不见'}),
            description: translate({
              id: 'case.xybigdata.challenge.ops.description',
              message: '各系统维护方式五花八门，又缺乏可观测性，故障常常要等用户反馈才知道。',
            }),
          },
        ],
        built: [
          {
            title: translate({id: 'case.xybigdata.built.choice.title', message: '对比多款 PaaS 后选定 Rainbond'}),
            description: translate({
              id: 'case.xybigdata.built.choice.description',
              message: '看重它的易用性、自动化运维、监控告警和开源生态：应用商店里的中间件可以一键部署，省去从零搭建。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.built.gpaas.title', message: '定位为城市的 GPaaS'}),
            description: translate({
              id: 'case.xybigdata.built.gpaas.description',
              message: '向下统一纳管多个机房里的虚拟机和物理机，向上承载包括数据交换共享平台在内的所有应用；无法迁移的老系统（如 Windows 应用）至少做到逻辑接入和健康检查。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.built.migration.title', message: '迁移数据交换共享平台'}),
            description: translate({
              id: 'case.xybigdata.built.migration.description',
              message: '两名开发和两名运维在好雨交付工程师配合下，从源码部署了全部组件，学习加迁移用了一周左右；之后发布到内部组件库，在生产环境一键部署，升级也通过模板版本完成。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.built.gateway.title', message: '定制网关'}),
            description: translate({
              id: 'case.xybigdata.built.gateway.description',
              message: '为数据交换共享平台定制了网关，用来对接各部门已有的系统；网关还支持国密证书，满足安全可控的要求。',
            }),
          },
        ],
        outcome: [
          {
            title: translate({id: 'case.xybigdata.outcome.ops.title', message: '运维效率成倍提升'}),
            description: translate({
              id: 'case.xybigdata.outcome.ops.description',
              message: '管理局反馈，以 Rainbond 作为底座后，运维效率有了成倍的提升，平台运行稳定。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.outcome.pandemic.title', message: '经受住疫情考验'}),
            description: translate({
              id: 'case.xybigdata.outcome.pandemic.description',
              message:
                '2020 年 2 月，由前端、后端、缓存、数据库和短信五个组件组成的外来人口登记系统迅速上线：前后端各伸缩到最多 5 个实例，按内存使用率自动伸缩，滚动更新不中断服务，性能分析插件帮开发提前发现瓶颈。系统支撑了 3 天内全市约 130 万人的信息上报，在线人数峰值超过 5000。',
            }),
          },
          {
            title: translate({id: 'case.xybigdata.outcome.next.title', message: '下一步'}),
            description: translate({
              id: 'case.xybigdata.outcome.next.description',
              message: '应用达到上百套后，管理局希望在二期建设中获得更高维度的全局监控视图。',
            }),
          },
        ],
        scenes: ['AppManagement', 'MultiCloudManagement', 'EnterpriseDeliveryOne'],
        docs: ['highAvailability', 'helmInstall'],
      };
    case 'csgApp':
      return {
        customer: translate({id: 'case.csgApp.customer', message: '藏书馆 App'}),
        industry: translate({id: 'case.csgApp.industry', message: '互联网与数字阅读'}),
        title: translate({id: 'case.csgApp.title', message: '藏书馆：基于 Rainbond 的云原生 DevOps 实践'}),
        summary: translate({
          id: 'case.csgApp.summary',
          message: '厦门正观易知科技的藏书馆 App 由约 50 个微服务组成，团队用 Rainbond 打通了从开发、测试到生产的交付流程，并大幅削减了服务器资源。',
        }),
        facts: [
          {
            value: translate({id: 'case.csgApp.fact.usersValue', message: '1500 万+'}),
            label: translate({id: 'case.csgApp.fact.users', message: '累计注册用户'}),
          },
          {
            value: translate({id: 'case.csgApp.fact.booksValue', message: '200 万+'}),
            label: translate({id: 'case.csgApp.fact.books', message: '册平台图书'}),
          },
          {
            value: translate({id: 'case.csgApp.fact.servicesValue', message: '约 50'}),
            label: translate({id: 'case.csgApp.fact.services', message: '个微服务'}),
          },
          {
            value: translate({id: 'case.csgApp.fact.serversValue', message: '2/3'}),
            label: translate({id: 'case.csgApp.fact.servers', message: '上线后缩减的服务器资源'}),
          },
        ],
        situation: [
          translate({
            id: 'case.csgApp.situation.product',
            message:
              '藏书馆是一个云端私人图书馆，把电子书的阅读、推荐、借阅、购买、存储和知识管理放在一个 App 里。团队一开始就选择了微服务架构、Kubernetes 和容器。',
          }),
          translate({
            id: 'case.csgApp.situation.before',
            message:
              '但原生的 Kubernetes 管理工具并不合预期，二次开发的成本创业团队又负担不起。产品迭代频繁，约 50 个服务的版本管理、构建产物更替、上线发布和运维琐事缠身；团队也试过 Rancher 等产品，和需求差距较大。',
          }),
        ],
        challenges: [
          {
            title: translate({id: 'case.csgApp.challenge.envs.title', message: '多套环境靠手工搭'}),
            description: translate({
              id: 'case.csgApp.challenge.envs.description',
              message: '开发、测试、预发布和生产环境都要按镜像 Tag 一个个手工创建组件，还要理清彼此的依赖。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.challenge.deps.title', message: '依赖关系藏在配置里'}),
            description: translate({
              id: 'case.csgApp.challenge.deps.description',
              message: '组件地址写在配置文件中，不了解全局的工程师常常写错 IP。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.challenge.instances.title', message: '多实例难部署、难排查'}),
            description: translate({
              id: 'case.csgApp.challenge.instances.description',
              message: '多实例要手工上传 jar 包配置，升级时偶有错漏，出了问题很难定位到实例，回滚更麻烦。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.challenge.access.title', message: '资源和权限两难'}),
            description: translate({
              id: 'case.csgApp.challenge.access.description',
              message: '服务器资源无法按服务池化，同端口的服务不能部署在同一台机器；开发排查问题又不该登录生产服务器。',
            }),
          },
        ],
        built: [
          {
            title: translate({id: 'case.csgApp.built.deploy.title', message: '部署 Spring Cloud 微服务'}),
            description: translate({
              id: 'case.csgApp.built.deploy.description',
              message: '开发环境的组件从镜像创建，按界面引导填写即可，不需要学习 Kubernetes 的 YAML。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.built.topology.title', message: '图形化编排'}),
            description: translate({
              id: 'case.csgApp.built.topology.description',
              message: '在拓扑图里编辑组件依赖；云上的 RDS 数据库以第三方组件的形式纳入，其他组件可以像依赖平台内服务一样依赖它。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.built.copy.title', message: '复制出其他环境'}),
            description: translate({
              id: 'case.csgApp.built.copy.description',
              message: '以开发环境为蓝本，只改镜像 Tag 就复制出测试、预发布和生产环境，依赖、环境变量和持久化设置都保留；新人的开发环境也这样搭。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.built.ci.title', message: '接入现有 Jenkins'}),
            description: translate({
              id: 'case.csgApp.built.ci.description',
              message: 'Jenkins 流水线推送镜像后调用 Rainbond 的自定义构建接口，对应组件自动拉取新镜像上线；源码和镜像仓库的 Webhook 也可以触发。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.built.scaling.title', message: '自动伸缩与网关策略'}),
            description: translate({
              id: 'case.csgApp.built.scaling.description',
              message: '面向 C 端的流量高峰设置自动伸缩；灰度、蓝绿等发布策略在集中的网关页面管理，不用手写 Ingress。',
            }),
          },
        ],
        outcome: [
          {
            title: translate({id: 'case.csgApp.outcome.servers.title', message: '服务器资源减少三分之二'}),
            description: translate({
              id: 'case.csgApp.outcome.servers.description',
              message: '计算资源按组件池化分配，平台上线后团队缩减了三分之二的服务器资源。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.outcome.devops.title', message: '开发自己运维自己的服务'}),
            description: translate({
              id: 'case.csgApp.outcome.devops.description',
              message: '开发人员通过控制台、实时日志和 Web 终端排查问题，不必登录宿主机；出问题时在版本列表中一键回滚。',
            }),
          },
          {
            title: translate({id: 'case.csgApp.outcome.onboarding.title', message: '新人上手快'}),
            description: translate({
              id: 'case.csgApp.outcome.onboarding.description',
              message: '新工程师看一眼拓扑图就能理解产品的整体结构。',
            }),
          },
        ],
        scenes: ['IntegrationDev', 'AppManagement'],
        docs: ['gettingStarted', 'edition'],
      };
    case 'kgdata':
      return {
        customer: translate({id: 'case.kgdata.customer', message: '柯基数据'}),
        industry: translate({id: 'case.kgdata.industry', message: '知识图谱与人工智能'}),
        title: translate({id: 'case.kgdata.title', message: '柯基数据：完成云原生改造，向离线客户持续交付'}),
        summary: translate({
          id: 'case.kgdata.summary',
          message: '柯基数据把多套业务系统迁上 Rainbond 并按云原生规范改造，交付物变成一个离线包，在客户环境一键安装、一键升级。',
        }),
        facts: [
          {
            value: translate({id: 'case.kgdata.fact.weekValue', message: '1 周'}),
            label: translate({id: 'case.kgdata.fact.week', message: '完成各业务系统的云原生改造'}),
          },
          {value: 'L2', label: translate({id: 'case.kgdata.fact.level', message: '通过的云原生应用标准规范认证级别'})},
          {
            value: translate({id: 'case.kgdata.fact.hourValue', message: '1 小时'}),
            label: translate({id: 'case.kgdata.fact.hour', message: '一名工程师完成现场安装，过去要派团队驻场约一周'}),
          },
          {value: '95%', label: translate({id: 'case.kgdata.fact.selfService', message: '客户可自行或经远程指导解决的运维问题'})},
        ],
        situation: [
          translate({
            id: 'case.kgdata.situation.company',
            message:
              '南京柯基数据成立于 2015 年，提供知识图谱的构建、运维和智能应用服务，客户集中在药企、医疗机构、军工院所、科技情报和出版领域，不少项目运行在不联网的客户环境中。',
          }),
          translate({
            id: 'case.kgdata.situation.before',
            message:
              '业务迭代快、组件多，每次更新版本都耗时费力。许多客户的运维能力不足，接管不了按传统方式交付的系统，稍有风吹草动就得派工程师到现场。',
          }),
        ],
        challenges: [
          {
            title: translate({id: 'case.kgdata.challenge.offline.title', message: '离线交付成本高'}),
            description: translate({
              id: 'case.kgdata.challenge.offline.description',
              message: '每次安装和升级都要派人到现场操作，交付难、维护难成了最大的隐性成本。',
            }),
          },
          {
            title: translate({id: 'case.kgdata.challenge.handover.title', message: '客户接不住运维'}),
            description: translate({
              id: 'case.kgdata.challenge.handover.description',
              message: '交付后的日常运维仍然依赖柯基的工程师。',
            }),
          },
          {
            title: translate({id: 'case.kgdata.challenge.design.title', message: '系统不是为云原生设计的'}),
            description: translate({
              id: 'case.kgdata.challenge.design.description',
              message: '多为单体架构，配置写死，没有健康检查，一台服务器宕机整个系统就不可用。',
            }),
          },
        ],
        built: [
          {
            title: translate({id: 'case.kgdata.built.env.title', message: '搭建开发测试环境'}),
            description: translate({
              id: 'case.kgdata.built.env.description',
              message: '在社区帮助下排查了两个问题：换用高性能磁盘解决 Etcd 的只读告警，调大 sunrpc 的 tcp_slot_table_entries 参数解决 NFS 共享存储读写缓慢。',
            }),
          },
          {
            title: translate({id: 'case.kgdata.built.migrate.title', message: '分批迁移业务'}),
            description: translate({
              id: 'case.kgdata.built.migrate.description',
              message: 'Rainbond 学习曲线平缓，团队通过源码构建把多套业务系统分批部署上去。',
            }),
          },
          {
            title: translate({id: 'case.kgdata.built.rework.title', message: '按云原生评估整改'}),
            description: translate({
              id: 'case.kgdata.built.rework.description',
              message:
                'Elasticsearch 等改为有状态部署；拆成可横向伸缩的微服务；配置改为带默认值的环境变量，监听端口用 PORT 变量；用 TZ 统一时区；为所有组件定义健康检查；支持优雅退出和重试；前端通过 Nginx 代理后端接口。',
            }),
          },
          {
            title: translate({id: 'case.kgdata.built.deliver.title', message: '离线包一键交付与升级'}),
            description: translate({
              id: 'case.kgdata.built.deliver.description',
              message: '在公司的开发环境导出应用模板离线包，用光盘带到客户的准入测试环境导入安装，按反馈多次升级，通过后交给完全由客户管理的生产环境。',
            }),
          },
        ],
        outcome: [
          {
            title: translate({id: 'case.kgdata.outcome.delivery.title', message: '交付从一周缩到一小时'}),
            description: translate({
              id: 'case.kgdata.outcome.delivery.description',
              message: '过去要派团队驻场约一周的项目，现在一名运维工程师带着光盘到现场，约一小时就能装好。',
            }),
          },
          {
            title: translate({id: 'case.kgdata.outcome.selfService.title', message: '客户自己就能运维'}),
            description: translate({
              id: 'case.kgdata.outcome.selfService.description',
              message: '借助可视化界面，约 95% 的运维问题客户可以自行解决，或者在远程指导下解决。',
            }),
          },
          {
            title: translate({id: 'case.kgdata.outcome.robust.title', message: '系统更健壮'}),
            description: translate({
              id: 'case.kgdata.outcome.robust.description',
              message: '可用性、容错能力和应对流量陡增的伸缩能力都得到提升，改造后的系统通过了云原生应用标准规范 L2 级认证。',
            }),
          },
        ],
        scenes: ['offlineDelivery', 'EnterpriseDeliveryOne', 'EnterpriseDeliveryTwo'],
        docs: ['offlineInstall', 'flow'],
      };
  }
}

/** One case, translated. */
export function getCase(slug: CaseSlug): CaseStudy {
  const {docs, ...rest} = content(slug);
  return {slug, route: caseRoute(slug), ...rest, docs: docs.map(getDocLink)};
}

/** All cases in card order, translated. */
export function getCases(): CaseStudy[] {
  return CASE_SLUGS.map(getCase);
}
