/**
 * The use scenes (/usescene/<slug>): for each, the problem, how Rainbond addresses it as a
 * flow of steps, the benefits, and the docs pages to read next. Translated for the current
 * locale when the getters are called (inside a component).
 */
import '@site/src/utils/pageMessages/usescene'; // this family's translations (src/plugins/performance)
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

export type TitledText = {title: string; description: string};

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
  /** The situation the scene starts from. */
  intro: string;
  problems: TitledText[];
  /** How Rainbond approaches it, before the steps. */
  approach: string;
  steps: TitledText[];
  /** A limit or trap worth knowing, shown under the steps. */
  note?: string;
  benefits: TitledText[];
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
        intro: translate({
          id: 'usescene.EnterpriseDeliveryTwo.intro',
          message:
            '面向企业客户的软件很少原样交付：每家客户的机房、操作系统、CPU 和网络规定各不相同，想要的功能也不一样。定制越多，交付越慢，后续维护也越难。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.problem.env.title', message: '环境五花八门'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.problem.env.description',
              message: '自建机房、公有云、各种 Linux 发行版、x86 与 Arm 服务器并存，每遇到一种新组合就要重新适配、重新回归测试。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.problem.branch.title', message: '一个客户一个分支'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.problem.branch.description',
              message: '直接在产品代码上改出客户版本，分支越积越多，新功能难以回到主线，老客户也很难跟着升级。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.problem.onsite.title', message: '迭代离不开驻场'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.problem.onsite.description',
              message: '客户希望每次修改都能尽快看到效果，而现场网络往往不通，只好派工程师驻场开发和升级。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.EnterpriseDeliveryTwo.approach',
          message:
            'Rainbond 用应用模板代替一摞安装文档作为交付物，把产品功能做成可以单独安装的模块，并覆盖从开发、发布、安装到升级的整条链路。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.step.split.title', message: '拆分模块'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.step.split.description',
              message: '按业务功能把产品划分成若干个能独立运行的应用，各自发布为应用模板。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.step.assemble.title', message: '按需拼装'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.step.assemble.description',
              message: '为客户安装需要的模块，在拓扑图里连好依赖，去掉用不到的部分。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.step.customise.title', message: '定制开发'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.step.customise.description',
              message: '用应用复制为这家客户建一套独立的开发测试环境，只开发真正缺少的服务。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.step.deliver.title', message: '发布交付'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.step.deliver.description',
              message: '把拼装好的整体发布为新模板：联网的客户从应用市场安装，离线的客户导入离线包。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.step.upgrade.title', message: '远程升级'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.step.upgrade.description',
              message: '新版本发布后，联网环境会看到升级提示；隔离环境导入新版本的离线包后一键升级。',
            }),
          },
        ],
        benefits: [
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.benefit.env.title', message: '一套模板适配多种环境'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.benefit.env.description',
              message: '模板运行在 Rainbond 之上，不绑定某个操作系统或某类服务器，x86 和国产 Arm 服务器都能安装。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.benefit.test.title', message: '环境一致，少做重复测试'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.benefit.test.description',
              message: '模板带着镜像、配置、端口和依赖关系，客户现场与公司里测试过的环境保持一致。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.benefit.reuse.title', message: '定制成果能沉淀'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.benefit.reuse.description',
              message: '为某个客户开发的通用服务可以发布回应用市场，成为下一次交付的现成模块。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryTwo.benefit.remote.title', message: '少跑现场'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryTwo.benefit.remote.description',
              message: '升级通过应用市场或离线包完成，日常运维在 Web 控制台里进行。',
            }),
          },
        ],
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
        intro: translate({
          id: 'usescene.EnterpriseDeliveryOne.intro',
          message:
            '一套企业应用少则两三个组件，多则几十个，组件之间靠连接地址和配置相互关联。传统做法是实施人员照着文档逐个部署、逐个改配置：系统越复杂越容易出错，每次升级又要从头来一遍。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.problem.manual.title', message: '手工部署又慢又容易错'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.problem.manual.description',
              message: '每个组件的安装、配置和启动顺序都靠人工处理，工作量随组件数量一起增长。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.problem.config.title', message: '换了环境，配置就失效'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.problem.config.description',
              message: '写死在配置文件里的 IP 和端口到了客户环境不再成立，只能一处一处地改。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.problem.upgrade.title', message: '升级没有统一做法'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.problem.upgrade.description',
              message: '每次升级都要先弄清版本差异，再手工替换程序；一旦出问题，回滚更没有把握。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.EnterpriseDeliveryOne.approach',
          message:
            'Rainbond 应用模型（RAM）把一套企业应用的全部组件及其相互关系当作一个整体来描述。在 Rainbond 上运行起来的应用可以发布为应用模板：模板由应用元数据和容器镜像两部分组成，放进应用市场后就相当于整套系统的安装包。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.step.run.title', message: '在开发环境跑通'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.step.run.description',
              message: '从源码、镜像或应用市场部署全部组件，连接地址通过依赖关系和环境变量注入，不写死在配置里。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.step.publish.title', message: '发布应用模板'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.step.publish.description',
              message: '一键发布并填写版本号，模板记下组件、镜像、端口、存储、插件、健康检查和组件间依赖。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.step.install.title', message: '一键安装'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.step.install.description',
              message: '在目标环境选好团队、集群和版本即可安装，平台导入镜像并按依赖关系启动组件。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.step.upgrade.title', message: '一键升级与回滚'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.step.upgrade.description',
              message: '新版本发布后，已安装的应用会出现升级入口；平台逐项合并组件、配置和依赖的变化，需要时可以回滚。',
            }),
          },
        ],
        note: translate({
          id: 'usescene.EnterpriseDeliveryOne.note',
          message: '模板升级只负责程序和配置。数据库表结构的变化要由应用自己管理，例如在启动时自动执行数据库迁移。',
        }),
        benefits: [
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.benefit.scale.title', message: '组件再多也是一步'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.benefit.scale.description',
              message: '不论模板里有多少组件、依赖多复杂，安装和升级都是同一个操作。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.benefit.copy.title', message: '开发环境原样复刻'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.benefit.copy.description',
              message: '组件的设置、镜像、插件和依赖关系到了交付环境保持不变。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.benefit.anywhere.title', message: '能装 Rainbond 就能交付'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.benefit.anywhere.description',
              message: '物理机或虚拟机、联网或离线、x86 或国产 CPU，只要客户环境装得上 Rainbond，模板就能一键安装。',
            }),
          },
          {
            title: translate({id: 'usescene.EnterpriseDeliveryOne.benefit.continuous.title', message: '标准化产品持续交付'}),
            description: translate({
              id: 'usescene.EnterpriseDeliveryOne.benefit.continuous.description',
              message: '和开发环境打通之后，产品的每个新版本都能持续地送到客户手里。',
            }),
          },
        ],
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
        intro: translate({
          id: 'usescene.componentReuse.intro',
          message:
            '为了复用，团队拆过模块，也改过微服务架构，可拆出来的部分常常被开发语言、框架和部署环境绑住，换个项目就用不上。拆得越细，使用者越难上手，而每次打包发布仍然离不开开发人员。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.componentReuse.problem.coupling.title', message: '解耦不彻底'}),
            description: translate({
              id: 'usescene.componentReuse.problem.coupling.description',
              message: '跨语言、跨框架的调用很别扭，换一个部署环境，部署问题又要重新解决一遍。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.problem.granularity.title', message: '模块按开发者的视角划分'}),
            description: translate({
              id: 'usescene.componentReuse.problem.granularity.description',
              message: '粒度过细、设计过度，使用者要先弄懂大量细节才能把它们组合起来。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.problem.release.title', message: '发布和升级成本高'}),
            description: translate({
              id: 'usescene.componentReuse.problem.release.description',
              message: '模块的定义、打包和发布都需要开发参与，维护一个模块的代价并不小。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.componentReuse.approach',
          message:
            'Rainbond 的应用模型把业务组件、运维能力和基础设施分开：业务组件只按业务契约提供服务，不限语言和构建方式；服务治理、监控等运维能力以插件形式按需开启；部署面向标准的 Kubernetes API。应用模板就是一个模块的载体。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.componentReuse.step.publish.title', message: '构建成功即可发布'}),
            description: translate({
              id: 'usescene.componentReuse.step.publish.description',
              message: '组件在 Rainbond 上构建并运行起来，就能一键发布为应用模板，所见即所得。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.step.store.title', message: '按粒度存放'}),
            description: translate({
              id: 'usescene.componentReuse.step.store.description',
              message: '研发用的技术模板粒度小，交付用的业务模板大一些，销售演示用的产品模板最大，都存放在应用市场里。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.step.assemble.title', message: '拖拽拼装'}),
            description: translate({
              id: 'usescene.componentReuse.step.assemble.description',
              message: '从市场安装需要的模块，在拓扑图中把它们连起来，组成新的业务场景。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.step.iterate.title', message: '再发布、再迭代'}),
            description: translate({
              id: 'usescene.componentReuse.step.iterate.description',
              message: '拼好的场景可以再发布成更大的模板；模块在真实项目中被不断修正，发布新版本后按需升级。',
            }),
          },
        ],
        benefits: [
          {
            title: translate({id: 'usescene.componentReuse.benefit.language.title', message: '不受语言和框架限制'}),
            description: translate({
              id: 'usescene.componentReuse.benefit.language.description',
              message: '组件之间按业务协议调用，用不同语言和框架写成的模块也能拼在一起。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.benefit.ops.title', message: '运维能力按需开启'}),
            description: translate({
              id: 'usescene.componentReuse.benefit.ops.description',
              message: '开发测试环境保持轻量，到了生产环境再打开治理、监控和安全相关的插件。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.benefit.anywhere.title', message: '一次构建，到处部署'}),
            description: translate({
              id: 'usescene.componentReuse.benefit.anywhere.description',
              message: '同一个模板不做改动就能装到公有云、私有云和边缘设备上。',
            }),
          },
          {
            title: translate({id: 'usescene.componentReuse.benefit.faster.title', message: '越用越快'}),
            description: translate({
              id: 'usescene.componentReuse.benefit.faster.description',
              message: '积累的模块越多，面对新客户、新项目和新市场时响应越快。',
            }),
          },
        ],
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
        intro: translate({
          id: 'usescene.x86ToArm.intro',
          message:
            '政府、国企和军工等领域的软件越来越多地要求运行在鲲鹏、飞腾等 Arm64 芯片和国产操作系统上。从 x86_64 换到 Arm64，业务要重新编译，依赖的中间件要重新适配，交付后的管理、监控和容灾方案也得重建。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.x86ToArm.problem.compile.title', message: '重新编译代价大'}),
            description: translate({
              id: 'usescene.x86ToArm.problem.compile.description',
              message: '即使语言本身能跨架构，逐个项目重新编译、重新打包，仍要投入大量人力和时间。',
            }),
          },
          {
            title: translate({id: 'usescene.x86ToArm.problem.ecosystem.title', message: '生态存在缺口'}),
            description: translate({
              id: 'usescene.x86ToArm.problem.ecosystem.description',
              message: '不少语言的运行环境和开源中间件需要额外适配，这些本不该由业务开发人员操心。',
            }),
          },
          {
            title: translate({id: 'usescene.x86ToArm.problem.ops.title', message: '运维体系要重建'}),
            description: translate({
              id: 'usescene.x86ToArm.problem.ops.description',
              message: '在 x86 上已经成熟的容器、Kubernetes 和 DevOps 做法，需要在新架构上再复刻一遍。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.x86ToArm.approach',
          message:
            'Rainbond 借助容器抹平芯片差异：平台本身适配了包括 Arm64 在内的多种架构，主流开源中间件都提供 Arm64 镜像，源码构建能为 Arm64 自动编译业务代码。从 2020 年 1 月起，Rainbond 先后与华为、飞腾做了适配测试，在鲲鹏 920 和 FT-2000+/64 芯片上都能稳定运行。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.x86ToArm.step.install.title', message: '在 Arm64 上安装 Rainbond'}),
            description: translate({
              id: 'usescene.x86ToArm.step.install.description',
              message: '国产服务器集群可以，一台 Apple 芯片的 Mac 也可以作为 Arm64 开发测试环境。',
            }),
          },
          {
            title: translate({id: 'usescene.x86ToArm.step.build.title', message: '从源码构建'}),
            description: translate({
              id: 'usescene.x86ToArm.step.build.description',
              message: '填入代码仓库地址，平台识别语言和 CPU 架构，下载对应的运行环境完成编译，不需要写 Dockerfile。',
            }),
          },
          {
            title: translate({id: 'usescene.x86ToArm.step.operate.title', message: '验证与运维'}),
            description: translate({
              id: 'usescene.x86ToArm.step.operate.description',
              message: '沿用在 x86 上的管理方式：伸缩、监控、健康检查、升级和回滚都不变。',
            }),
          },
          {
            title: translate({id: 'usescene.x86ToArm.step.deliver.title', message: '发布并交付'}),
            description: translate({
              id: 'usescene.x86ToArm.step.deliver.description',
              message: '把业务发布为应用模板，通过应用市场或离线包交付到客户的国产化环境。',
            }),
          },
        ],
        benefits: [
          {
            title: translate({id: 'usescene.x86ToArm.benefit.code.title', message: '业务代码零改动'}),
            description: translate({
              id: 'usescene.x86ToArm.benefit.code.description',
              message: 'Java、Node.js、前端项目、Go、Python、PHP 和静态网站都能从源码直接构建出 Arm64 镜像。',
            }),
          },
          {
            title: translate({id: 'usescene.x86ToArm.benefit.ops.title', message: '运维方式不变'}),
            description: translate({
              id: 'usescene.x86ToArm.benefit.ops.description',
              message: '团队熟悉的控制台和流程在新架构上照常使用，不必另建一套工具。',
            }),
          },
          {
            title: translate({id: 'usescene.x86ToArm.benefit.dev.title', message: '开发环境门槛低'}),
            description: translate({
              id: 'usescene.x86ToArm.benefit.dev.description',
              message: '个人开发者在 Apple 芯片的 Mac 上用 Docker 运行 Rainbond，就等于在 Arm64 上开发。',
            }),
          },
        ],
        docs: ['quickInstall', 'hostInstall', 'offlineInstall'],
        cases: [],
      };
    case 'AppManagement':
      return {
        title: translate({id: 'usescene.AppManagement.title', message: '企业级应用统一管理'}),
        summary: translate({
          id: 'usescene.AppManagement.summary',
          message: '像在手机上管理 App 一样管理企业应用：从内部应用商店安装，日常操作点一下完成，复杂运维交给平台自动处理。',
        }),
        intro: translate({
          id: 'usescene.AppManagement.intro',
          message:
            '手机上的 App 安装、使用、升级和删除都很简单。企业应用却由多个相互依赖的组件组成，要分配资源、横向伸缩、从故障中恢复、备份和迁移，还要随时看得到运行状态，通常离不开专职运维。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.AppManagement.problem.tasks.title', message: '操作多而杂'}),
            description: translate({
              id: 'usescene.AppManagement.problem.tasks.description',
              message: '生命周期、批量操作、资源分配、伸缩、备份迁移，每一项都要单独处理。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.problem.failure.title', message: '故障靠人盯'}),
            description: translate({
              id: 'usescene.AppManagement.problem.failure.description',
              message: '没有自动检测和恢复，问题往往要等值守人员或用户发现。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.problem.visibility.title', message: '运行状态看不清'}),
            description: translate({
              id: 'usescene.AppManagement.problem.visibility.description',
              message: '组件状态、资源用量和性能数据分散在不同的工具里，难以形成全局视图。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.AppManagement.approach',
          message:
            'Rainbond 从三方面简化管理：常规操作一步完成；安装、升级、启动顺序、健康检查、故障迁移和自动伸缩这些复杂过程由平台自动执行；从集群、应用到组件，每一层都能观测。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.AppManagement.step.store.title', message: '建立企业应用商店'}),
            description: translate({
              id: 'usescene.AppManagement.step.store.description',
              message: '供应商和团队按统一规范打包上架，使用者一键安装和升级；上架流程同时成为验收标准。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.step.console.title', message: '界面完成日常管理'}),
            description: translate({
              id: 'usescene.AppManagement.step.console.description',
              message: '启停、构建、升级、回滚、伸缩，设置环境变量、配置文件、存储、端口和插件，打开 Web 终端，都在控制台里完成。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.step.automate.title', message: '运维自动化'}),
            description: translate({
              id: 'usescene.AppManagement.step.automate.description',
              message: 'TCP 或 HTTP 探针检查每个实例，失败时下线或重启；节点故障时应用调度到其他节点；按 CPU 或内存自动伸缩。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.step.observe.title', message: '全程可观测'}),
            description: translate({
              id: 'usescene.AppManagement.step.observe.description',
              message: '拓扑图用颜色标出组件状态；组件页有实例、操作记录、性能和资源曲线，也能用 Prometheus 指标自定义图表。',
            }),
          },
        ],
        benefits: [
          {
            title: translate({id: 'usescene.AppManagement.benefit.easy.title', message: '上手快'}),
            description: translate({
              id: 'usescene.AppManagement.benefit.easy.description',
              message: '管理员不必先学容器和 Kubernetes，在界面上摸索就能完成日常管理。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.benefit.oncall.title', message: '减少值守'}),
            description: translate({
              id: 'usescene.AppManagement.benefit.oncall.description',
              message: '健康检查、故障迁移和自动伸缩替人处理常见问题，服务器修好后集群自行恢复。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.benefit.suppliers.title', message: '供应商可管可控'}),
            description: translate({
              id: 'usescene.AppManagement.benefit.suppliers.description',
              message: '统一的上架标准让应用的交付方式一致，降低对单个供应商的依赖。',
            }),
          },
          {
            title: translate({id: 'usescene.AppManagement.benefit.backup.title', message: '整体备份与迁移'}),
            description: translate({
              id: 'usescene.AppManagement.benefit.backup.description',
              message: '应用可以整体备份，再迁移到其他团队或其他集群。',
            }),
          },
        ],
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
        intro: translate({
          id: 'usescene.MultiCloudManagement.intro',
          message:
            '很多企业同时使用公有云、私有云、边缘节点和虚拟机。云厂商的工具只管自家的云；传统云管平台（CMP）擅长开通资源和管理订单，却管不到运行在上面的应用。跨云的统一运维、应用部署和数据迁移因此成了难题。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.MultiCloudManagement.problem.ops.title', message: '运维分散'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.problem.ops.description',
              message: '每朵云一套工具，统一监控和运维很难做到，资源利用率和交付效率都受影响。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.problem.apps.title', message: '应用难以统一管理'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.problem.apps.description',
              message: '传统应用、微服务和 Serverless 应用在分布式环境里的部署和运维方式各不相同。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.problem.migration.title', message: '迁移有风险'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.problem.migration.description',
              message: '在异构的云和数据中心之间搬迁业务和数据，很难保证一致性和时效。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.MultiCloudManagement.approach',
          message:
            'Rainbond 做的是“应用级”的多云管理：CMP 关注底层资源，Rainbond 关注应用本身。借助统一的应用模型，应用可以在不同的云之间透明地运行和迁移，在物理服务器上开发测试的应用，不做改动就能部署到公有云或客户的私有云。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.MultiCloudManagement.step.connect.title', message: '对接多个集群'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.step.connect.description',
              message: '在控制台的企业视图 → 集群中添加集群，把各个云上的主机或 Kubernetes 纳入管理。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.step.teams.title', message: '按团队分配资源'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.step.teams.description',
              message: '为每个团队在多个集群中分配资源，团队在自己的空间里管理应用的全生命周期。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.step.copy.title', message: '分离开发与生产'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.step.copy.description',
              message: '在私有云开发测试，再用应用复制跨团队、跨集群生成测试和生产环境。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.step.market.title', message: '经应用市场交付'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.step.market.description',
              message: '把应用发布成带版本的模板，一键安装到任何已接入的集群。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.step.backup.title', message: '备份与迁移'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.step.backup.description',
              message: '本地备份用于在团队之间迁移；云端备份存到阿里云 OSS 或 S3，可以在另一个集群恢复。',
            }),
          },
        ],
        benefits: [
          {
            title: translate({id: 'usescene.MultiCloudManagement.benefit.once.title', message: '一次构建，随处运行'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.benefit.once.description',
              message: '在 Rainbond 上开发的应用，可以交付到任何运行 Rainbond 的环境中。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.benefit.view.title', message: '一个视图看全部'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.benefit.view.description',
              message: '所有云上的应用在同一个控制台里查看拓扑、运行状态和运维面板。',
            }),
          },
          {
            title: translate({id: 'usescene.MultiCloudManagement.benefit.recovery.title', message: '灾备更从容'}),
            description: translate({
              id: 'usescene.MultiCloudManagement.benefit.recovery.description',
              message: '某个云不可用时，可以用云端备份在另一个云上快速恢复业务。',
            }),
          },
        ],
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
        intro: translate({
          id: 'usescene.offlineDelivery.intro',
          message:
            '政府、能源、军工、公安、工业和交通等行业出于安全考虑，常把内网与外网物理隔离。对外部软件厂商来说，这意味着现场部署很慢，每次升级都要重新部署和验证，出了问题只能派人去现场。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.offlineDelivery.problem.install.title', message: '现场部署和验收效率低'}),
            description: translate({
              id: 'usescene.offlineDelivery.problem.install.description',
              message: '客户环境可能是物理机、虚拟机、私有云或 Kubernetes，又不能联网，安装配置繁琐易错，部署完还要重新测试。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.problem.upgrade.title', message: '定制和升级成本高'}),
            description: translate({
              id: 'usescene.offlineDelivery.problem.upgrade.description',
              message: '根据客户反馈持续迭代，每升级一次就要重走一遍部署和验证，有些工作只能驻场完成。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.problem.remote.title', message: '无法远程运维'}),
            description: translate({
              id: 'usescene.offlineDelivery.problem.remote.description',
              message: '网络不通，交付后出现任何问题都需要现场支持，甚至要长期派人驻场。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.offlineDelivery.approach',
          message:
            'Rainbond 能装在物理机、虚拟机、私有云和已有的 Kubernetes 上；在它上面运行的应用可以一键发布为应用模板，模板能导出成离线包。和手写 Helm Chart 相比，模板的制作、导入导出和升级都是自动的，还能按客户开启或关闭模块。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.offlineDelivery.step.prepare.title', message: '准备两套环境'}),
            description: translate({
              id: 'usescene.offlineDelivery.step.prepare.description',
              message: '联网的开发环境按快速安装部署，隔离的交付环境按离线安装部署，再备好 U 盘或光盘。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.step.publish.title', message: '部署并发布'}),
            description: translate({
              id: 'usescene.offlineDelivery.step.publish.description',
              message: '在开发环境部署业务，发布到组件库并填写版本号；依赖、配置、存储和插件一并打包。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.step.export.title', message: '导出离线包'}),
            description: translate({
              id: 'usescene.offlineDelivery.step.export.description',
              message: '在应用市场导出模板并下载，用移动存储介质带进隔离网络。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.step.import.title', message: '导入并安装'}),
            description: translate({
              id: 'usescene.offlineDelivery.step.import.description',
              message: '在交付环境离线导入模板，选择企业或团队可见，一键安装，运行环境与开发环境一致。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.step.upgrade.title', message: '增量升级与回滚'}),
            description: translate({
              id: 'usescene.offlineDelivery.step.upgrade.description',
              message: '只发布有变化的组件作为新版本，导入后拓扑图提示升级；出问题时在升级记录里一键回滚。',
            }),
          },
        ],
        note: translate({
          id: 'usescene.offlineDelivery.note',
          message: '升级不会改动环境变量的值、配置文件的内容和持久化数据，这些需要手动调整；回滚也不会删除升级时新增的组件。',
        }),
        benefits: [
          {
            title: translate({id: 'usescene.offlineDelivery.benefit.package.title', message: '一个离线包装下整套系统'}),
            description: translate({
              id: 'usescene.offlineDelivery.benefit.package.description',
              message: '交付时只需带上离线包，导入后一键安装全部业务组件。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.benefit.same.title', message: '开发与离线环境一致'}),
            description: translate({
              id: 'usescene.offlineDelivery.benefit.same.description',
              message: '模板打包了运行环境和依赖关系，不必因为换了环境再做重复测试。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.benefit.continuous.title', message: '离线也能持续交付'}),
            description: translate({
              id: 'usescene.offlineDelivery.benefit.continuous.description',
              message: '增量导入和版本升级让软件在整个生命周期里都处于可升级状态，过程可预期、可追溯。',
            }),
          },
          {
            title: translate({id: 'usescene.offlineDelivery.benefit.ops.title', message: '离线环境自动运维'}),
            description: translate({
              id: 'usescene.offlineDelivery.benefit.ops.description',
              message: '高可用、自动恢复、监控告警和实例伸缩都在本地运行，减少人工干预。',
            }),
          },
        ],
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
        intro: translate({
          id: 'usescene.IntegrationDev.intro',
          message:
            '开发团队常把大量时间花在环境上：复制仓库地址、配置账号密码、搭建持续集成、给每个人准备开发和测试环境。GitLab 擅长管理代码，Rainbond 擅长自动化管理应用，把两者接起来就能各取所长。',
        }),
        problems: [
          {
            title: translate({id: 'usescene.IntegrationDev.problem.steps.title', message: '从代码到运行步骤繁琐'}),
            description: translate({
              id: 'usescene.IntegrationDev.problem.steps.description',
              message: '每创建一个组件都要手工填写仓库地址和凭据，过程麻烦又容易出错。',
            }),
          },
          {
            title: translate({id: 'usescene.IntegrationDev.problem.envs.title', message: '环境一再重搭'}),
            description: translate({
              id: 'usescene.IntegrationDev.problem.envs.description',
              message: '每个项目都从头搭开发和测试环境，环境之间还不一致。',
            }),
          },
          {
            title: translate({id: 'usescene.IntegrationDev.problem.tools.title', message: '工具彼此割裂'}),
            description: translate({
              id: 'usescene.IntegrationDev.problem.tools.description',
              message: '代码、构建、部署和监控分散在多个系统里，来回切换消耗精力。',
            }),
          },
        ],
        approach: translate({
          id: 'usescene.IntegrationDev.approach',
          message:
            'Rainbond 应用市场里有现成的 GitLab，可以一键安装。通过 OAuth 2.0 把 GitLab 接入 Rainbond 后，创建组件时能直接浏览自己有权限的仓库；再配上 Webhook，推送代码就会自动构建和部署。',
        }),
        steps: [
          {
            title: translate({id: 'usescene.IntegrationDev.step.install.title', message: '安装 GitLab'}),
            description: translate({
              id: 'usescene.IntegrationDev.step.install.description',
              message: '在应用市场搜索 GitLab 并安装，配置和数据初始化自动完成，之后由 Rainbond 运维。',
            }),
          },
          {
            title: translate({id: 'usescene.IntegrationDev.step.oauth.title', message: '用 OAuth 对接'}),
            description: translate({
              id: 'usescene.IntegrationDev.step.oauth.description',
              message: '在 GitLab 中创建应用（权限 api、read_user、read_repository），把得到的 ID 和密钥填到 Rainbond 企业设置的 OAuth 集成里，再在个人中心完成认证。',
            }),
          },
          {
            title: translate({id: 'usescene.IntegrationDev.step.create.title', message: '从仓库创建组件'}),
            description: translate({
              id: 'usescene.IntegrationDev.step.create.description',
              message: '从仓库列表选择项目、分支或标签，开启自动构建，平台识别语言并完成构建。',
            }),
          },
          {
            title: translate({id: 'usescene.IntegrationDev.step.webhook.title', message: '提交即部署'}),
            description: translate({
              id: 'usescene.IntegrationDev.step.webhook.description',
              message: '提交信息中包含 @deploy 时，Webhook 触发构建和上线，不是每次提交都重新部署。',
            }),
          },
        ],
        benefits: [
          {
            title: translate({id: 'usescene.IntegrationDev.benefit.ready.title', message: '开箱即用'}),
            description: translate({
              id: 'usescene.IntegrationDev.benefit.ready.description',
              message: '代码仓库和应用平台都从应用市场安装，几分钟就能用起来。',
            }),
          },
          {
            title: translate({id: 'usescene.IntegrationDev.benefit.focus.title', message: '专注业务代码'}),
            description: translate({
              id: 'usescene.IntegrationDev.benefit.focus.description',
              message: '构建、环境和发布交给平台，开发人员不再为环境耗时间。',
            }),
          },
          {
            title: translate({id: 'usescene.IntegrationDev.benefit.chain.title', message: '完整的一条链'}),
            description: translate({
              id: 'usescene.IntegrationDev.benefit.chain.description',
              message: 'GitLab 提供代码、Wiki 和问题管理；Rainbond 提供持续集成、环境管理、服务编排、模块复用、持续交付、应用监控和团队权限。',
            }),
          },
        ],
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
