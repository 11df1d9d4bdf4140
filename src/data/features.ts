/**
 * The five feature pages (/feature/<slug>/), as data: one template (src/components/FeaturePage)
 * renders each definition. Visible text goes through translate() with literal ids, so the
 * definitions are built inside functions, at render time, in the current locale.
 * Product names that read the same in every language (rbd-hub, Istio, Helm Chart) stay plain strings.
 */
import '@site/src/utils/pageMessages/featurePage'; // this family's translations (src/plugins/performance)
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

export type Capability = {id: string; title: string; text: string; diagram: Diagram};

/** One row of "how it maps to Kubernetes". */
export type KubernetesMapping = {rainbond: string; kubernetes: string};

/** A docs page (path under /docs/, optionally with an #anchor) and its label. */
export type DocLink = {label: string; to: string};

export type Feature = {
  slug: FeatureSlug;
  route: string;
  title: string;
  /** One sentence for the meta description. */
  description: string;
  lead: string;
  capabilities: Capability[];
  kubernetesIntro: string;
  kubernetes: KubernetesMapping[];
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
    lead: translate({
      id: 'featurePage.devops.lead',
      message:
        '从提交代码到服务上线，构建、部署、持续交付和环境管理都在一个控制台里完成：不用拼装流水线，不用写 Dockerfile，也不用先学 Kubernetes。',
    }),
    capabilities: [
      {
        id: 'source-build',
        title: translate({id: 'featurePage.devops.sourceBuild.title', message: '源代码直接构建'}),
        text: translate({
          id: 'featurePage.devops.sourceBuild.text',
          message:
            '给出代码仓库地址，平台会判断项目类型：Java（Maven、Jar、War）、PHP、Python、Node.js、Golang、.NET、静态网页或带 Dockerfile 的项目，然后选用对应的构建方式编译打包，把镜像推送到内置的 rbd-hub 仓库。语言版本、构建命令和构建时的环境变量都能在界面里调整。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.devops.sourceBuild.diagram', message: '一次源码构建的路径'}),
          steps: [
            translate({id: 'featurePage.devops.sourceBuild.step1', message: 'Git 或 SVN 代码仓库'}),
            translate({id: 'featurePage.devops.sourceBuild.step2', message: '识别语言与构建方式'}),
            translate({id: 'featurePage.devops.sourceBuild.step3', message: 'rbd-chaos 编译打包'}),
            translate({id: 'featurePage.devops.sourceBuild.step4', message: '镜像存入 rbd-hub'}),
            translate({id: 'featurePage.devops.sourceBuild.step5', message: '组件启动并可访问'}),
          ],
        },
      },
      {
        id: 'sources',
        title: translate({id: 'featurePage.devops.sources.title', message: '来源不同，管理方式相同'}),
        text: translate({
          id: 'featurePage.devops.sources.text',
          message:
            '除了源代码，组件还可以来自容器镜像、一条 docker run 命令、Docker Compose 文件、上传的 Jar 或 War 包、Kubernetes YAML 以及 Helm Chart。不管从哪里来，部署之后的组件都用同一套方式管理端口、配置、伸缩和日志。',
        }),
        diagram: {
          kind: 'hub',
          caption: translate({id: 'featurePage.devops.sources.diagram', message: '多种来源汇入同一个组件模型'}),
          center: translate({id: 'featurePage.devops.sources.center', message: 'Rainbond 组件'}),
          spokes: [
            translate({id: 'featurePage.devops.sources.spoke1', message: '源代码'}),
            translate({id: 'featurePage.devops.sources.spoke2', message: '容器镜像'}),
            'Docker Compose',
            translate({id: 'featurePage.devops.sources.spoke4', message: 'Jar / War 包'}),
            'YAML / Helm',
          ],
        },
      },
      {
        id: 'continuous-deploy',
        title: translate({id: 'featurePage.devops.continuous.title', message: '持续部署与一键回滚'}),
        text: translate({
          id: 'featurePage.devops.continuous.text',
          message:
            '打开组件的自动构建后，代码仓库的 Webhook、镜像仓库的 Webhook 或一次 API 调用都会触发重新构建，随后滚动更新运行中的实例。每次构建生成一个版本并记下对应的代码提交，新版本有问题时，在版本列表里点一下就能回到上一个版本。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.devops.continuous.diagram', message: '从推送代码到更新上线'}),
          steps: [
            translate({id: 'featurePage.devops.continuous.step1', message: '推送代码或镜像'}),
            translate({id: 'featurePage.devops.continuous.step2', message: 'Webhook 或 API 触发'}),
            translate({id: 'featurePage.devops.continuous.step3', message: '自动构建新版本'}),
            translate({id: 'featurePage.devops.continuous.step4', message: '滚动更新，业务不中断'}),
            translate({id: 'featurePage.devops.continuous.step5', message: '版本记录，随时回滚'}),
          ],
        },
      },
      {
        id: 'environments',
        title: translate({id: 'featurePage.devops.environments.title', message: '开发、测试、生产各有环境'}),
        text: translate({
          id: 'featurePage.devops.environments.text',
          message:
            '每个团队有自己的命名空间，彼此的资源互不干扰。一个应用可以整体复制到另一个团队或另一个集群，作为测试或预发布环境；环境之间的差别交给环境变量和配置组，而不是为每个环境各写一套脚本。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.devops.environments.diagram', message: '同一个应用在不同环境之间流转'}),
          steps: [
            translate({id: 'featurePage.devops.environments.step1', message: '开发团队的应用'}),
            translate({id: 'featurePage.devops.environments.step2', message: '复制到测试团队'}),
            translate({id: 'featurePage.devops.environments.step3', message: '验证通过后发布为模板'}),
            translate({id: 'featurePage.devops.environments.step4', message: '安装或升级到生产集群'}),
          ],
        },
      },
    ],
    kubernetesIntro: translate({
      id: 'featurePage.devops.k8s.intro',
      message: '构建与部署的每一步最后都会落到标准的 Kubernetes 资源上，熟悉 Kubernetes 的同事可以用 kubectl 看到它们。',
    }),
    kubernetes: [
      {
        rainbond: translate({id: 'featurePage.devops.k8s.build.r', message: '一次构建'}),
        kubernetes: translate({
          id: 'featurePage.devops.k8s.build.k',
          message: 'rbd-chaos 执行的构建任务，产物是推送到集群内 goodrain.me 仓库（rbd-hub）的镜像',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.devops.k8s.component.r', message: '组件'}),
        kubernetes: translate({
          id: 'featurePage.devops.k8s.component.k',
          message: '无状态组件为 Deployment，有状态组件为 StatefulSet，任务为 Job 或 CronJob',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.devops.k8s.rollout.r', message: '更新与回滚'}),
        kubernetes: translate({
          id: 'featurePage.devops.k8s.rollout.k',
          message: 'rbd-worker 修改工作负载的镜像版本，由 Kubernetes 逐个替换 Pod',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.devops.k8s.config.r', message: '环境变量与配置文件'}),
        kubernetes: translate({id: 'featurePage.devops.k8s.config.k', message: '容器环境变量、ConfigMap 与 Secret'}),
      },
      {
        rainbond: translate({id: 'featurePage.devops.k8s.team.r', message: '团队'}),
        kubernetes: translate({id: 'featurePage.devops.k8s.team.k', message: '命名空间'}),
      },
    ],
    related: [
      {label: translate({id: 'featurePage.devops.related.gettingStarted', message: '快速入门：部署第一个组件'}), to: '/docs/quick-start/getting-started'},
      {label: translate({id: 'featurePage.devops.related.flow', message: '业务流程：一次源码构建的内部流转'}), to: '/docs/quick-start/architecture/flow'},
      {label: translate({id: 'featurePage.devops.related.edition', message: '功能列表：应用构建与部署'}), to: '/docs/quick-start/edition#build-and-deploy'},
      {label: translate({id: 'featurePage.devops.related.chaos', message: '技术架构：构建服务 rbd-chaos'}), to: '/docs/quick-start/architecture/#rbd-chaos'},
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
    lead: translate({
      id: 'featurePage.multiCluster.lead',
      message:
        '自建机房、公有云托管集群、边缘节点上的 K3s：一个控制台把它们都接进来，应用在哪个集群上运行，操作方式都一样，还能在集群之间复制和迁移。',
    }),
    capabilities: [
      {
        id: 'one-console',
        title: translate({id: 'featurePage.multiCluster.console.title', message: '一个控制台，多个集群'}),
        text: translate({
          id: 'featurePage.multiCluster.console.text',
          message:
            '控制台只做管理，每个集群里各有一套集群端组件，运行在 rbd-system 命名空间中。控制台通过 rbd-api 的 Region API 下达操作，双方用证书互相认证。即使控制台停机，集群里的业务照常运行。自 5.11 起，集群和节点的资源与状态也能直接在界面中查看。',
        }),
        diagram: {
          kind: 'hub',
          caption: translate({id: 'featurePage.multiCluster.console.diagram', message: '控制台与它管理的集群'}),
          center: translate({id: 'featurePage.multiCluster.console.center', message: 'Rainbond 控制台'}),
          spokes: [
            translate({id: 'featurePage.multiCluster.console.spoke1', message: '自建集群'}),
            translate({id: 'featurePage.multiCluster.console.spoke2', message: '阿里云 ACK'}),
            translate({id: 'featurePage.multiCluster.console.spoke3', message: '华为云 CCE'}),
            translate({id: 'featurePage.multiCluster.console.spoke4', message: '腾讯云 TKE'}),
            translate({id: 'featurePage.multiCluster.console.spoke5', message: 'K3s 边缘集群'}),
          ],
        },
      },
      {
        id: 'any-kubernetes',
        title: translate({id: 'featurePage.multiCluster.any.title', message: '接入任意标准 Kubernetes'}),
        text: translate({
          id: 'featurePage.multiCluster.any.text',
          message:
            '应用模型只依赖标准的 Kubernetes API。已有集群用 Helm 安装集群端即可；只有几台主机时，可以让平台先装好 Kubernetes 再接入。rainbond-operator 负责部署并持续维护集群端组件。联网和离线环境都能安装，x86_64 与 Arm64 架构都受支持。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.multiCluster.any.diagram', message: '把一个集群接入控制台'}),
          steps: [
            translate({id: 'featurePage.multiCluster.any.step1', message: '已有集群或几台主机'}),
            translate({id: 'featurePage.multiCluster.any.step2', message: 'Helm 安装或基于主机安装'}),
            translate({id: 'featurePage.multiCluster.any.step3', message: 'rainbond-operator 部署集群端'}),
            translate({id: 'featurePage.multiCluster.any.step4', message: '控制台接入，开始部署应用'}),
          ],
        },
      },
      {
        id: 'migration',
        title: translate({id: 'featurePage.multiCluster.migration.title', message: '跨集群复制、备份与迁移'}),
        text: translate({
          id: 'featurePage.multiCluster.migration.text',
          message:
            '一个应用可以整体复制到另一个集群，也可以先整体备份，再在别的集群中恢复。备份文件能导出、导入，机房搬迁、云间迁移和灾备演练都用得上，迁移前后不需要改动代码。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.multiCluster.migration.diagram', message: '应用从集群 A 迁移到集群 B'}),
          steps: [
            translate({id: 'featurePage.multiCluster.migration.step1', message: '集群 A 中的应用'}),
            translate({id: 'featurePage.multiCluster.migration.step2', message: '整体备份'}),
            translate({id: 'featurePage.multiCluster.migration.step3', message: '导出并导入备份'}),
            translate({id: 'featurePage.multiCluster.migration.step4', message: '在集群 B 中恢复运行'}),
          ],
        },
      },
      {
        id: 'tenancy',
        title: translate({id: 'featurePage.multiCluster.tenancy.title', message: '团队、权限与配额'}),
        text: translate({
          id: 'featurePage.multiCluster.tenancy.text',
          message:
            '企业之下划分团队，团队可以开通多个集群，并在每个集群里得到自己的命名空间。团队内按需定义角色、按功能授权，管理员还可以为团队设置资源配额，避免一个团队占满整个集群。',
        }),
        diagram: {
          kind: 'stack',
          caption: translate({id: 'featurePage.multiCluster.tenancy.diagram', message: '从企业到命名空间的层级'}),
          layers: [
            translate({id: 'featurePage.multiCluster.tenancy.layer1', message: '企业：用户与集群'}),
            translate({id: 'featurePage.multiCluster.tenancy.layer2', message: '团队：角色、权限与资源配额'}),
            translate({id: 'featurePage.multiCluster.tenancy.layer3', message: '每个已开通集群中的一个命名空间'}),
          ],
        },
      },
    ],
    kubernetesIntro: translate({
      id: 'featurePage.multiCluster.k8s.intro',
      message: '集群端本身也是按 Kubernetes 的方式管理的：它的配置和组件都是自定义资源，由 operator 持续调谐。',
    }),
    kubernetes: [
      {
        rainbond: translate({id: 'featurePage.multiCluster.k8s.cluster.r', message: '一个集群'}),
        kubernetes: translate({
          id: 'featurePage.multiCluster.k8s.cluster.k',
          message: '一个 Kubernetes 集群，集群端组件以 Pod 形式运行在 rbd-system 命名空间',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.multiCluster.k8s.config.r', message: '集群端配置'}),
        kubernetes: translate({
          id: 'featurePage.multiCluster.k8s.config.k',
          message: 'RainbondCluster 自定义资源：网关节点、构建节点、镜像仓库、数据库',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.multiCluster.k8s.components.r', message: '平台组件'}),
        kubernetes: translate({
          id: 'featurePage.multiCluster.k8s.components.k',
          message: '每个组件一个 RbdComponent 自定义资源，由 rainbond-operator 同步到实际的工作负载',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.multiCluster.k8s.api.r', message: '控制台与集群的连接'}),
        kubernetes: translate({
          id: 'featurePage.multiCluster.k8s.api.k',
          message: 'rbd-api 的 Region API（8443 端口，双向 TLS）与日志推送 WebSocket（6060 端口）',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.multiCluster.k8s.team.r', message: '团队'}),
        kubernetes: translate({id: 'featurePage.multiCluster.k8s.team.k', message: '每个已开通集群中的一个命名空间'}),
      },
    ],
    related: [
      {label: translate({id: 'featurePage.multiCluster.related.install', message: '安装方式对比与选择'}), to: '/docs/installation/'},
      {label: translate({id: 'featurePage.multiCluster.related.helm', message: '基于 Kubernetes 安装 Rainbond'}), to: '/docs/installation/install-with-helm/'},
      {label: translate({id: 'featurePage.multiCluster.related.cloud', message: '在云厂商的 Kubernetes 上安装'}), to: '/docs/installation/install-with-helm/cloud/'},
      {label: translate({id: 'featurePage.multiCluster.related.operator', message: '技术架构：rainbond-operator'}), to: '/docs/quick-start/architecture/#rainbond-operator'},
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
      message: 'Rainbond 用依赖连接组件并自动注入连接信息，治理模式可在 Kubernetes 原生 Service、内置 ServiceMesh 与 Istio 之间切换。',
    }),
    lead: translate({
      id: 'featurePage.serviceMesh.lead',
      message:
        '组件之间用“依赖”连起来，服务发现和连接信息由平台处理；治理模式可以在 Kubernetes 原生 Service、内置 ServiceMesh 和 Istio 之间切换，业务代码不用引入任何 SDK。',
    }),
    capabilities: [
      {
        id: 'dependencies',
        title: translate({id: 'featurePage.serviceMesh.deps.title', message: '用依赖连接组件'}),
        text: translate({
          id: 'featurePage.serviceMesh.deps.text',
          message:
            '在拓扑图上让组件 A 依赖组件 B，平台就会把 B 的访问地址和端口作为环境变量交给 A，A 的代码读取变量即可连接，不必写死地址。依赖关系直接画在拓扑图上，增减依赖也在图上完成。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.serviceMesh.deps.diagram', message: '建立依赖后发生了什么'}),
          steps: [
            translate({id: 'featurePage.serviceMesh.deps.step1', message: '组件 A 添加对 B 的依赖'}),
            translate({id: 'featurePage.serviceMesh.deps.step2', message: '平台注入 B 的地址与端口'}),
            translate({id: 'featurePage.serviceMesh.deps.step3', message: 'A 读取环境变量发起请求'}),
            translate({id: 'featurePage.serviceMesh.deps.step4', message: '组件 B 响应'}),
          ],
        },
      },
      {
        id: 'modes',
        title: translate({id: 'featurePage.serviceMesh.modes.title', message: '按应用切换治理模式'}),
        text: translate({
          id: 'featurePage.serviceMesh.modes.text',
          message:
            '治理模式是应用的一个属性。5.11 默认使用 Kubernetes 原生 Service；需要更细的流量控制时，可以改为内置 ServiceMesh 或 Istio，更新组件后生效。开发语言不受限制，Spring Cloud、Dubbo 这类微服务框架也能照常运行。',
        }),
        diagram: {
          kind: 'hub',
          caption: translate({id: 'featurePage.serviceMesh.modes.diagram', message: '一个应用可选的三种治理模式'}),
          center: translate({id: 'featurePage.serviceMesh.modes.center', message: '应用的治理模式'}),
          spokes: [
            translate({id: 'featurePage.serviceMesh.modes.spoke1', message: '原生 Service（默认）'}),
            translate({id: 'featurePage.serviceMesh.modes.spoke2', message: '内置 ServiceMesh'}),
            'Istio',
          ],
        },
      },
      {
        id: 'plugins',
        title: translate({id: 'featurePage.serviceMesh.plugins.title', message: '用插件扩展治理能力'}),
        text: translate({
          id: 'featurePage.serviceMesh.plugins.text',
          message:
            '限流、熔断、访问控制、性能分析这些能力不写进业务代码，而是做成插件，和业务容器运行在同一个 Pod 里、共享网络。按流量方向，插件分为入口网络、出口网络、出入口共治、旁路和初始化几类；5.11 还增加了平台级插件。',
        }),
        diagram: {
          kind: 'stack',
          caption: translate({id: 'featurePage.serviceMesh.plugins.diagram', message: '一个组件的 Pod 里有什么'}),
          layers: [
            translate({id: 'featurePage.serviceMesh.plugins.layer1', message: '入口网络插件：限流、访问控制'}),
            translate({id: 'featurePage.serviceMesh.plugins.layer2', message: '业务容器'}),
            translate({id: 'featurePage.serviceMesh.plugins.layer3', message: '出口网络插件：负载均衡、熔断'}),
            translate({id: 'featurePage.serviceMesh.plugins.layer4', message: '旁路插件：监控与性能分析'}),
          ],
        },
      },
      {
        id: 'observability',
        title: translate({id: 'featurePage.serviceMesh.observe.title', message: '看得见的调用关系'}),
        text: translate({
          id: 'featurePage.serviceMesh.observe.text',
          message:
            '拓扑视图实时显示每个组件的状态和调用方向。性能分析插件统计 HTTP、MySQL 等协议的响应时间和吞吐率；SkyWalking、Pinpoint 等链路追踪工具也可以接入，定位慢调用不必改代码。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.serviceMesh.observe.diagram', message: '调用数据如何变成图表'}),
          steps: [
            translate({id: 'featurePage.serviceMesh.observe.step1', message: '组件之间的请求'}),
            translate({id: 'featurePage.serviceMesh.observe.step2', message: '旁路插件采集响应时间'}),
            translate({id: 'featurePage.serviceMesh.observe.step3', message: 'rbd-monitor 汇总指标'}),
            translate({id: 'featurePage.serviceMesh.observe.step4', message: '拓扑图与性能图表'}),
          ],
        },
      },
    ],
    kubernetesIntro: translate({
      id: 'featurePage.serviceMesh.k8s.intro',
      message: '治理能力建立在 Pod 内多容器共享网络的机制上，默认模式下组件之间的通信就是普通的 Kubernetes Service 调用。',
    }),
    kubernetes: [
      {
        rainbond: translate({id: 'featurePage.serviceMesh.k8s.dep.r', message: '依赖'}),
        kubernetes: translate({
          id: 'featurePage.serviceMesh.k8s.dep.k',
          message: '被依赖组件的 Service，其地址和端口以环境变量注入到依赖方的容器',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.serviceMesh.k8s.plugin.r', message: '插件'}),
        kubernetes: translate({
          id: 'featurePage.serviceMesh.k8s.plugin.k',
          message: '同一 Pod 中的附加容器；初始化插件是 Init 容器',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.serviceMesh.k8s.mesh.r', message: '内置 ServiceMesh 模式'}),
        kubernetes: translate({
          id: 'featurePage.serviceMesh.k8s.mesh.k',
          message: '注入每个组件的出入口共治插件，作为代理接管进出流量',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.serviceMesh.k8s.istio.r', message: 'Istio 模式'}),
        kubernetes: translate({id: 'featurePage.serviceMesh.k8s.istio.k', message: '由 Istio 控制面为 Pod 注入并管理 sidecar'}),
      },
      {
        rainbond: translate({id: 'featurePage.serviceMesh.k8s.gateway.r', message: '对外访问'}),
        kubernetes: translate({
          id: 'featurePage.serviceMesh.k8s.gateway.k',
          message: 'rbd-gateway 监听 Ingress、Service 与 Endpoints，动态生成代理规则',
        }),
      },
    ],
    related: [
      {label: translate({id: 'featurePage.serviceMesh.related.mesh', message: '设计思想：与微服务框架解耦'}), to: '/docs/quick-start/architecture/design-concept#decouple-mesh'},
      {label: translate({id: 'featurePage.serviceMesh.related.plugins', message: '设计思想：插件的类型'}), to: '/docs/quick-start/architecture/design-concept#decouple-capabilities'},
      {label: translate({id: 'featurePage.serviceMesh.related.edition', message: '功能列表：服务治理'}), to: '/docs/quick-start/edition#governance'},
      {label: translate({id: 'featurePage.serviceMesh.related.gateway', message: '技术架构：应用网关 rbd-gateway'}), to: '/docs/quick-start/architecture/#rbd-gateway'},
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
      message: 'Rainbond 应用市场提供 80 多个一键安装的开源应用与插件，自己的应用也能发布为模板复用，或导出后离线交付。',
    }),
    lead: translate({
      id: 'featurePage.appMarket.lead',
      message:
        '80 多个开源应用与插件一键安装；自己开发的应用也可以发布成模板，在企业内部反复安装和升级，或者导出后交付到不联网的客户环境。',
    }),
    capabilities: [
      {
        id: 'open-store',
        title: translate({id: 'featurePage.appMarket.store.title', message: '开源应用一键安装'}),
        text: translate({
          id: 'featurePage.appMarket.store.text',
          message:
            '控制台直接对接开源应用商店，数据库、中间件、监控、开发工具等 80 多个应用与插件点一下就能装好。装好的应用和自己部署的没有区别，同样可以伸缩、配置和升级。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.appMarket.store.diagram', message: '从应用商店到团队中运行'}),
          steps: [
            translate({id: 'featurePage.appMarket.store.step1', message: '开源应用商店'}),
            translate({id: 'featurePage.appMarket.store.step2', message: '选择应用与版本'}),
            translate({id: 'featurePage.appMarket.store.step3', message: '一键安装到团队'}),
            translate({id: 'featurePage.appMarket.store.step4', message: '像自己的应用一样运维'}),
          ],
        },
      },
      {
        id: 'templates',
        title: translate({id: 'featurePage.appMarket.templates.title', message: '把应用发布为模板'}),
        text: translate({
          id: 'featurePage.appMarket.templates.text',
          message:
            '运行中的应用可以整体发布为模板，组件、镜像、配置、依赖关系、插件和网关规则都包含在内。模板按版本管理，安装之后还能升级和回滚；它可以小到一个中间件，也可以大到一整套业务系统，多个模板还能拼成新的应用。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.appMarket.templates.diagram', message: '应用模板的生命周期'}),
          steps: [
            translate({id: 'featurePage.appMarket.templates.step1', message: '运行中的应用'}),
            translate({id: 'featurePage.appMarket.templates.step2', message: '发布为带版本的模板'}),
            translate({id: 'featurePage.appMarket.templates.step3', message: '存入内部组件库'}),
            translate({id: 'featurePage.appMarket.templates.step4', message: '其他团队安装、升级、回滚'}),
          ],
        },
      },
      {
        id: 'helm',
        title: translate({id: 'featurePage.appMarket.helm.title', message: '对接 Helm 仓库'}),
        text: translate({
          id: 'featurePage.appMarket.helm.text',
          message:
            '添加 Helm 仓库之后，可以在界面中安装、配置和升级其中的 Chart，并把它转换成 Rainbond 的应用模型，与其他应用一起管理端口、日志和伸缩。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.appMarket.helm.diagram', message: 'Helm 应用纳入统一管理'}),
          steps: [
            translate({id: 'featurePage.appMarket.helm.step1', message: 'Helm 仓库'}),
            translate({id: 'featurePage.appMarket.helm.step2', message: '在界面中填写 values 并安装'}),
            translate({id: 'featurePage.appMarket.helm.step3', message: '转换为 Rainbond 应用模型'}),
            translate({id: 'featurePage.appMarket.helm.step4', message: '统一运维'}),
          ],
        },
      },
      {
        id: 'delivery',
        title: translate({id: 'featurePage.appMarket.delivery.title', message: '面向交付的多种导出方式'}),
        text: translate({
          id: 'featurePage.appMarket.delivery.text',
          message:
            '联网的环境直接从市场安装；不联网的环境，把模板导出为离线包，带到现场导入即可。5.11 起模板还能导出为 Helm Chart 包，交给只用 Helm 的客户；5.8.1 起还支持把应用部署到非容器环境。',
        }),
        diagram: {
          kind: 'hub',
          caption: translate({id: 'featurePage.appMarket.delivery.diagram', message: '一个模板，多种交付方式'}),
          center: translate({id: 'featurePage.appMarket.delivery.center', message: '应用模板'}),
          spokes: [
            translate({id: 'featurePage.appMarket.delivery.spoke1', message: '在线一键安装'}),
            translate({id: 'featurePage.appMarket.delivery.spoke2', message: '离线包'}),
            'Helm Chart',
            translate({id: 'featurePage.appMarket.delivery.spoke4', message: '非容器环境'}),
          ],
        },
      },
    ],
    kubernetesIntro: translate({
      id: 'featurePage.appMarket.k8s.intro',
      message: '模板记录的是应用级的定义；安装时，平台在目标集群里把它展开成 Kubernetes 资源。',
    }),
    kubernetes: [
      {
        rainbond: translate({id: 'featurePage.appMarket.k8s.template.r', message: '应用模板'}),
        kubernetes: translate({
          id: 'featurePage.appMarket.k8s.template.k',
          message: '应用定义（组件、配置、依赖、网关规则）加上它用到的镜像',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.appMarket.k8s.install.r', message: '安装模板'}),
        kubernetes: translate({
          id: 'featurePage.appMarket.k8s.install.k',
          message: '在目标团队的命名空间中创建 Deployment、StatefulSet、Service、ConfigMap 等资源',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.appMarket.k8s.images.r', message: '模板的镜像'}),
        kubernetes: translate({
          id: 'featurePage.appMarket.k8s.images.k',
          message: '由 rbd-chaos 批量准备，推送到集群内的 rbd-hub 仓库',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.appMarket.k8s.chart.r', message: '导出的 Helm Chart'}),
        kubernetes: translate({id: 'featurePage.appMarket.k8s.chart.k', message: '一个可以直接用 helm install 安装的标准 Chart'}),
      },
    ],
    related: [
      {label: translate({id: 'featurePage.appMarket.related.template', message: '设计思想：应用模板'}), to: '/docs/quick-start/architecture/design-concept#app-template'},
      {label: translate({id: 'featurePage.appMarket.related.edition', message: '功能列表：应用市场与交付'}), to: '/docs/quick-start/edition#market-and-delivery'},
      {label: translate({id: 'featurePage.appMarket.related.flow', message: '业务流程：从应用到交付'}), to: '/docs/quick-start/architecture/flow'},
      {label: translate({id: 'featurePage.appMarket.related.offline', message: '离线安装 Rainbond'}), to: '/docs/installation/offline/'},
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
    lead: translate({
      id: 'featurePage.appOps.lead',
      message:
        '整个应用一起启停、升级和备份，单个组件独立伸缩、检查健康、查看日志；平台持续照看每个实例，把运维里重复的那部分自动完成。',
    }),
    capabilities: [
      {
        id: 'lifecycle',
        title: translate({id: 'featurePage.appOps.lifecycle.title', message: '应用和组件两种粒度'}),
        text: translate({
          id: 'featurePage.appOps.lifecycle.text',
          message:
            '整个应用可以一起启动、停止、构建和更新，单个组件也能独立操作，每次变更的过程都实时显示。无状态和有状态组件都支持滚动升级，升级期间业务不中断。',
        }),
        diagram: {
          kind: 'stack',
          caption: translate({id: 'featurePage.appOps.lifecycle.diagram', message: '三个层级上的运维操作'}),
          layers: [
            translate({id: 'featurePage.appOps.lifecycle.layer1', message: '应用：整体启停、升级、备份'}),
            translate({id: 'featurePage.appOps.lifecycle.layer2', message: '组件：构建、伸缩、回滚'}),
            translate({id: 'featurePage.appOps.lifecycle.layer3', message: '实例：健康检查、日志、Web 终端'}),
          ],
        },
      },
      {
        id: 'scaling',
        title: translate({id: 'featurePage.appOps.scaling.title', message: '手动与自动伸缩'}),
        text: translate({
          id: 'featurePage.appOps.scaling.text',
          message:
            '实例数量（水平）和内存、CPU（垂直）都可以随时手动调整；也可以设置基于 CPU、内存使用率的自动伸缩规则，负载升高时自动加实例，回落后再减下来。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.appOps.scaling.diagram', message: '自动伸缩如何起作用'}),
          steps: [
            translate({id: 'featurePage.appOps.scaling.step1', message: '采集 CPU 与内存使用率'}),
            translate({id: 'featurePage.appOps.scaling.step2', message: '与伸缩规则比较'}),
            translate({id: 'featurePage.appOps.scaling.step3', message: '增加或减少实例'}),
            translate({id: 'featurePage.appOps.scaling.step4', message: '网关自动更新后端地址'}),
          ],
        },
      },
      {
        id: 'health',
        title: translate({id: 'featurePage.appOps.health.title', message: '健康检查与自动恢复'}),
        text: translate({
          id: 'featurePage.appOps.health.text',
          message:
            '为组件配置 TCP、HTTP 或命令方式的健康检查（命令方式的存活检查自 5.11 起提供）。就绪检查没通过的实例不接收流量，存活检查失败的实例会被自动重启，不需要人守着。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.appOps.health.diagram', message: '健康检查失败后的处理'}),
          steps: [
            translate({id: 'featurePage.appOps.health.step1', message: '定期探测实例'}),
            translate({id: 'featurePage.appOps.health.step2', message: '未就绪：暂停接收流量'}),
            translate({id: 'featurePage.appOps.health.step3', message: '不存活：自动重启实例'}),
            translate({id: 'featurePage.appOps.health.step4', message: '恢复后重新接入流量'}),
          ],
        },
      },
      {
        id: 'observability',
        title: translate({id: 'featurePage.appOps.observe.title', message: '日志、监控与 Web 终端'}),
        text: translate({
          id: 'featurePage.appOps.observe.text',
          message:
            '组件日志实时推送到浏览器，可以按实例查看、下载历史日志，也能通过插件对接 ELK。rbd-monitor 基于 Prometheus 采集资源和业务指标，异常时平台发出告警；需要动手排查时，Web 终端直接进入容器。',
        }),
        diagram: {
          kind: 'flow',
          caption: translate({id: 'featurePage.appOps.observe.diagram', message: '日志和指标的来路'}),
          steps: [
            translate({id: 'featurePage.appOps.observe.step1', message: '组件实例的输出与指标'}),
            translate({id: 'featurePage.appOps.observe.step2', message: 'rbd-node 收集日志，rbd-monitor 采集指标'}),
            translate({id: 'featurePage.appOps.observe.step3', message: 'rbd-eventlog 实时推送'}),
            translate({id: 'featurePage.appOps.observe.step4', message: '控制台中的日志、图表与告警'}),
          ],
        },
      },
    ],
    kubernetesIntro: translate({
      id: 'featurePage.appOps.k8s.intro',
      message: '控制台里的每个运维动作，背后都是对 Kubernetes 工作负载的一次修改，由 rbd-worker 执行。',
    }),
    kubernetes: [
      {
        rainbond: translate({id: 'featurePage.appOps.k8s.scale.r', message: '伸缩'}),
        kubernetes: translate({
          id: 'featurePage.appOps.k8s.scale.k',
          message: '修改 Deployment 或 StatefulSet 的副本数，以及容器的资源请求与限制',
        }),
      },
      {
        rainbond: translate({id: 'featurePage.appOps.k8s.autoscale.r', message: '自动伸缩规则'}),
        kubernetes: translate({id: 'featurePage.appOps.k8s.autoscale.k', message: 'HorizontalPodAutoscaler'}),
      },
      {
        rainbond: translate({id: 'featurePage.appOps.k8s.health.r', message: '健康检查'}),
        kubernetes: translate({id: 'featurePage.appOps.k8s.health.k', message: '容器的 livenessProbe 与 readinessProbe'}),
      },
      {
        rainbond: translate({id: 'featurePage.appOps.k8s.upgrade.r', message: '滚动升级'}),
        kubernetes: translate({id: 'featurePage.appOps.k8s.upgrade.k', message: '工作负载的滚动更新策略'}),
      },
      {
        rainbond: translate({id: 'featurePage.appOps.k8s.logs.r', message: '日志与监控'}),
        kubernetes: translate({
          id: 'featurePage.appOps.k8s.logs.k',
          message: '容器标准输出由 rbd-node 收集；指标来自 rbd-monitor（Prometheus）自动发现的采集目标',
        }),
      },
    ],
    related: [
      {label: translate({id: 'featurePage.appOps.related.gettingStarted', message: '快速入门：查看组件日志'}), to: '/docs/quick-start/getting-started#view-logs'},
      {label: translate({id: 'featurePage.appOps.related.edition', message: '功能列表：组件运维'}), to: '/docs/quick-start/edition#component-ops'},
      {label: translate({id: 'featurePage.appOps.related.worker', message: '技术架构：运行时控制 rbd-worker'}), to: '/docs/quick-start/architecture/#rbd-worker'},
      {label: translate({id: 'featurePage.appOps.related.troubleshooting', message: '问题排查'}), to: '/docs/troubleshooting/'},
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
