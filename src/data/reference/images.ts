/**
 * Every image a Rainbond 5.11.1 cluster installed with the Helm chart pulls, with the tag the code pulls
 * and the setting that points it at another registry. The offline installation page renders it (table and
 * save script); no page holds a hand-written copy (tests/unit/reference-lists.test.ts).
 */
import {src, type Localized, type Source} from './types';

/** The registry and namespace the chart and the code pull from by default. */
export const DEFAULT_REGISTRY = 'registry.cn-hangzhou.aliyuncs.com/goodrain';

export type ImageGroup = 'platform' | 'build' | 'tool';

export type ImageEntry = {
  /** Unique key. */
  id: string;
  /** Image name under `registry`. */
  name: string;
  tag: string;
  /** Registry and namespace, when not DEFAULT_REGISTRY. */
  registry?: string;
  group: ImageGroup;
  /** What pulls it, and when. */
  usedBy: Localized;
  /** The setting that points it at another registry or image (a Helm value, a flag or an environment variable); none for an image the reader runs by hand. */
  setting?: string;
  /** How the setting applies, when it needs saying. */
  settingNote?: Localized;
  /** Left out of the offline save script (pulled from another registry, or only for one kind of build). */
  notInScript?: boolean;
  source: Source;
};

const chart = src('goodrain/rainbond-chart', 'templates/rbdcomponent_helm.yaml');
const repoNote: Localized = {
  zh: '或以 `Component.<组件>.image` 写完整地址',
  en: 'or a full reference in `Component.<component>.image`',
};

function platform(
  id: string,
  name: string,
  tag: string,
  usedBy: Localized,
  key: string,
  extra: Partial<ImageEntry> = {},
): ImageEntry {
  return {
    id,
    name,
    tag,
    group: 'platform',
    usedBy,
    setting: `Cluster.rainbondImageRepository`,
    settingNote: {zh: `${repoNote.zh.replace('<组件>', key)}`, en: repoNote.en.replace('<component>', key)},
    source: chart,
    ...extra,
  };
}

const V = 'v5.11.1-release';
/** The tag rbd-chaos and rbd-worker of 5.11.1 pull their helper images at (`CIVERSION` in builder/repostory.go). */
export const CIVERSION = 'v5.11.0-release';

export const images: ImageEntry[] = [
  {
    id: 'rainbond-operator',
    name: 'rainbond-operator',
    tag: V,
    group: 'platform',
    usedBy: {
      zh: 'rainbond-operator，Chart 直接部署的 Deployment，由它创建其余组件',
      en: 'rainbond-operator, the Deployment the chart creates; it creates every other component',
    },
    setting: 'operator.image.name',
    settingNote: {
      zh: '不受 `Cluster.rainbondImageRepository` 影响，默认固定为公网地址；标签为 `operator.image.tag`',
      en: 'not moved by `Cluster.rainbondImageRepository`: the default is the public address; the tag is `operator.image.tag`',
    },
    source: src('goodrain/rainbond-chart', 'values.yaml'),
  },
  platform(
    'rbd-etcd',
    'etcd',
    'v3.3.18',
    {
      zh: 'rbd-etcd；配置了外部 etcd（`Cluster.etcd.enable`）时不部署',
      en: 'rbd-etcd; not deployed with an external etcd (`Cluster.etcd.enable`)',
    },
    'rbd_etcd',
  ),
  platform(
    'rbd-gateway',
    'rbd-gateway',
    V,
    {zh: 'rbd-gateway，网关节点上的应用网关', en: 'rbd-gateway, the application gateway on the gateway nodes'},
    'rbd_gateway',
  ),
  platform(
    'rbd-node',
    'rbd-node',
    V,
    {zh: 'rbd-node，每个节点上的代理', en: 'rbd-node, the agent on every node'},
    'rbd_node',
  ),
  platform(
    'rbd-hub',
    'registry',
    '2.6.2',
    {
      zh: 'rbd-hub，内置镜像仓库 goodrain.me；`Cluster.imageHub` 指向外部仓库时不部署',
      en: 'rbd-hub, the built-in registry goodrain.me; not deployed when `Cluster.imageHub` names an external registry',
    },
    'rbd_hub',
  ),
  platform(
    'metrics-server',
    'metrics-server',
    'v0.4.1',
    {
      zh: 'metrics-server，集群里已有指标服务时不部署',
      en: 'metrics-server; not deployed when the cluster already has a metrics service',
    },
    'metrics_server',
  ),
  platform('rbd-mq', 'rbd-mq', V, {zh: 'rbd-mq，任务队列', en: 'rbd-mq, the task queue'}, 'rbd_mq'),
  platform(
    'rbd-resource-proxy',
    'rbd-resource-proxy',
    V,
    {
      zh: 'rbd-resource-proxy，源码构建下载构建包时经过的缓存代理',
      en: 'rbd-resource-proxy, the caching proxy source builds download their packages through',
    },
    'rbd_resource_proxy',
  ),
  platform(
    'rbd-webcli',
    'rbd-webcli',
    V,
    {zh: 'rbd-webcli，控制台 Web 终端的后端', en: "rbd-webcli, the back end of the console's web terminal"},
    'rbd_webcli',
  ),
  platform(
    'dashboard-metrics-scraper',
    'metrics-scraper',
    'v1.0.4',
    {
      zh: 'dashboard-metrics-scraper，为 Kubernetes Dashboard 采集指标',
      en: 'dashboard-metrics-scraper, metrics for the Kubernetes Dashboard',
    },
    'dashboard_metrics_scraper',
  ),
  platform(
    'kubernetes-dashboard',
    'kubernetes-dashboard',
    'v2.6.1',
    {
      zh: 'kubernetes-dashboard，平台自带的 Kubernetes Dashboard',
      en: 'kubernetes-dashboard, the Kubernetes Dashboard the platform ships',
    },
    'kubernetes_dashboard',
  ),
  platform(
    'rbd-monitor',
    'rbd-monitor',
    V,
    {zh: 'rbd-monitor，基于 Prometheus 的监控', en: 'rbd-monitor, the Prometheus-based monitoring'},
    'rbd_monitor',
  ),
  platform(
    'rbd-db',
    'rbd-db',
    '8.0.19',
    {
      zh: 'rbd-db，平台数据库（MySQL）；同时配置外部 `regionDatabase` 与 `uiDatabase` 时不部署',
      en: 'rbd-db, the platform database (MySQL); not deployed when both `regionDatabase` and `uiDatabase` are external',
    },
    'rbd_db',
  ),
  {
    id: 'mysqld-exporter',
    name: 'mysqld-exporter',
    tag: 'latest',
    group: 'platform',
    usedBy: {zh: 'rbd-db Pod 中的指标容器', en: 'the metrics container in the rbd-db pod'},
    setting: 'Component.rbd_db.image',
    settingNote: {
      zh: '名称由 rbd-db 的镜像地址把 `rbd-db` 换成 `mysqld-exporter` 得到，不带标签，所以跟随 rbd-db 的仓库',
      en: "its name is rbd-db's image with `rbd-db` replaced by `mysqld-exporter` and no tag, so it follows rbd-db's registry",
    },
    source: src('goodrain/rainbond-operator', 'controllers/handler/db.go'),
  },
  platform('rbd-chaos', 'rbd-chaos', V, {zh: 'rbd-chaos，构建服务', en: 'rbd-chaos, the build service'}, 'rbd_chaos'),
  platform(
    'rbd-worker',
    'rbd-worker',
    V,
    {zh: 'rbd-worker，把组件转换为 Kubernetes 资源', en: 'rbd-worker, turns components into Kubernetes resources'},
    'rbd_worker',
  ),
  platform(
    'rbd-eventlog',
    'rbd-eventlog',
    V,
    {zh: 'rbd-eventlog，汇聚操作与构建日志', en: 'rbd-eventlog, gathers operation and build logs'},
    'rbd_eventlog',
  ),
  platform('rbd-api', 'rbd-api', V, {zh: 'rbd-api，集群端 API', en: 'rbd-api, the cluster-side API'}, 'rbd_api'),
  platform(
    'rbd-app-ui',
    'rainbond',
    `${V}-allinone`,
    {
      zh: 'rbd-app-ui，控制台；`Component.rbd_app_ui.enable=false` 时不部署',
      en: 'rbd-app-ui, the console; not deployed with `Component.rbd_app_ui.enable=false`',
    },
    'rbd_app_ui',
  ),
  {
    id: 'nfs-provisioner',
    name: 'nfs-provisioner',
    tag: 'latest',
    group: 'platform',
    usedBy: {
      zh: '默认共享存储 nfs-provisioner；`Cluster.RWX.enable` 使用外部存储时不部署',
      en: 'the default shared storage, nfs-provisioner; not deployed when `Cluster.RWX.enable` uses external storage',
    },
    setting: 'Cluster.rainbondImageRepository',
    settingNote: {
      zh: 'operator 按存储卷的 `imageRepository` 拼出不带标签的地址；`Component.nfs_provisioner.image` 对它不起作用',
      en: "the operator builds an untagged name from the volume's `imageRepository`; `Component.nfs_provisioner.image` has no effect on it",
    },
    source: src('goodrain/rainbond-operator', 'controllers/plugin/nfs/nfs.go'),
  },
  {
    id: 'helm-env-checker',
    name: 'helm-env-checker',
    tag: 'latest',
    group: 'platform',
    usedBy: {
      zh: '安装前的环境检测任务；`Cluster.enableEnvCheck=false` 时不运行',
      en: 'the pre-install environment check jobs; not run with `Cluster.enableEnvCheck=false`',
    },
    setting: 'Cluster.rainbondImageRepository',
    source: src('goodrain/rainbond-chart', 'templates/env-check-hooks.yaml'),
  },
  {
    id: 'builder',
    name: 'builder',
    tag: CIVERSION,
    group: 'build',
    usedBy: {
      zh: '源码构建的编译环境。rbd-chaos 所在节点上没有 `goodrain.me/builder` 时，拉取本镜像并改名推送为 `goodrain.me/builder`',
      en: 'the compile environment of source builds. When the node running rbd-chaos has no `goodrain.me/builder`, it pulls this image and pushes it as `goodrain.me/builder`',
    },
    setting: 'Cluster.imageHub',
    settingNote: {
      zh: '决定目标仓库（替换 `goodrain.me`）；rbd-chaos 的环境变量 `BUILDER_IMAGE_NAME` 改镜像名。来源地址固定，离线时请预先推送到目标仓库',
      en: "sets the target registry (in place of `goodrain.me`); rbd-chaos's variable `BUILDER_IMAGE_NAME` renames it. The pull address is fixed: offline, push the image to the target registry beforehand",
    },
    source: src('goodrain/rainbond', 'builder/repostory.go'),
  },
  {
    id: 'runner',
    name: 'runner',
    tag: CIVERSION,
    group: 'build',
    usedBy: {
      zh: '源码构建出的组件的运行环境，rbd-chaos 与 rbd-worker 缺少 `goodrain.me/runner` 时拉取并推送',
      en: 'the run environment of components built from source; rbd-chaos and rbd-worker pull and push it when `goodrain.me/runner` is missing',
    },
    setting: 'Cluster.imageHub',
    settingNote: {
      zh: '同 builder；环境变量 `RUNNER_IMAGE_NAME` 改镜像名',
      en: 'as for builder; the variable `RUNNER_IMAGE_NAME` renames it',
    },
    source: src('goodrain/rainbond', 'builder/repostory.go'),
  },
  {
    id: 'kaniko-executor',
    name: 'kaniko-executor',
    tag: 'latest',
    group: 'build',
    usedBy: {
      zh: 'rbd-chaos 为 Dockerfile 构建、源码构建的最后一步和插件构建启动的 Job',
      en: 'the jobs rbd-chaos starts for Dockerfile builds, the last step of source builds and plugin builds',
    },
    setting: '--kaniko-image',
    settingNote: {
      zh: 'rbd-chaos 的启动参数，通过 `Component.rbd_chaos.args` 追加',
      en: 'a flag of rbd-chaos, added with `Component.rbd_chaos.args`',
    },
    source: src('goodrain/rainbond', 'cmd/builder/option/option.go'),
  },
  {
    id: 'rbd-init-probe',
    name: 'rbd-init-probe',
    tag: CIVERSION,
    group: 'build',
    usedBy: {
      zh: 'rbd-worker 给有启动依赖的组件的 Pod 加上的初始化容器，节点直接从此地址拉取',
      en: 'the init container rbd-worker adds to the pods of components with start-up dependencies; nodes pull it from this address directly',
    },
    setting: 'PROBE_MESH_IMAGE_NAME',
    settingNote: {
      zh: 'rbd-worker 的环境变量（`Component.rbd_worker.env`），写完整地址',
      en: 'an environment variable of rbd-worker (`Component.rbd_worker.env`), a full reference',
    },
    source: src('goodrain/rainbond', 'worker/appm/types/v1/v1.go'),
  },
  {
    id: 'rbd-mesh-data-panel',
    name: 'rbd-mesh-data-panel',
    tag: CIVERSION,
    group: 'build',
    usedBy: {
      zh: '组件之间有依赖、使用内置服务治理时 rbd-worker 注入的边车容器',
      en: 'the sidecar rbd-worker injects when a component depends on others under the built-in governance mode',
    },
    setting: 'TCPMESH_DEFAULT_IMAGE_NAME',
    settingNote: {
      zh: 'rbd-worker 的环境变量（`Component.rbd_worker.env`），写完整地址',
      en: 'an environment variable of rbd-worker (`Component.rbd_worker.env`), a full reference',
    },
    source: src('goodrain/rainbond', 'worker/appm/types/v1/v1.go'),
  },
  {
    id: 'rbd-shell',
    name: 'rbd-shell',
    tag: CIVERSION,
    group: 'tool',
    usedBy: {
      zh: '控制台集群页面的命令行：rbd-api 为它在 rbd-system 中启动的 Pod',
      en: "the command line of the console's cluster page: the pod rbd-api starts for it in rbd-system",
    },
    setting: '--shell-image',
    settingNote: {
      zh: 'rbd-api 的启动参数，通过 `Component.rbd_api.args` 追加',
      en: 'a flag of rbd-api, added with `Component.rbd_api.args`',
    },
    source: src('goodrain/rainbond', 'cmd/api/option/option.go'),
  },
  {
    id: 'rbd-grctl',
    name: 'rbd-grctl',
    tag: V,
    group: 'tool',
    usedBy: {
      zh: '安装命令行工具 grctl 时运行一次（`docker run … copy`）',
      en: 'run once to install the grctl command line (`docker run … copy`)',
    },
    source: src('goodrain/rainbond', 'release.sh'),
  },
  {
    id: 'dotnet-sdk',
    name: 'sdk',
    tag: '2.1-alpine',
    registry: 'mcr.microsoft.com/dotnet',
    group: 'build',
    usedBy: {
      zh: '.NET 源码构建的编译阶段（默认版本）',
      en: 'the compile stage of .NET source builds (default version)',
    },
    setting: 'DOTNET_SDK_VERSION',
    settingNote: {zh: '组件的构建变量，改变标签', en: 'a build variable of the component; changes the tag'},
    notInScript: true,
    source: src('goodrain/rainbond', 'builder/build/netcore_build.go'),
  },
  {
    id: 'dotnet-aspnet',
    name: 'aspnet',
    tag: '2.1-alpine',
    registry: 'mcr.microsoft.com/dotnet',
    group: 'build',
    usedBy: {
      zh: '.NET 源码构建出的运行镜像的基础镜像（默认版本）',
      en: 'the base of the run image of .NET source builds (default version)',
    },
    setting: 'DOTNET_RUNTIME_VERSION',
    settingNote: {zh: '组件的构建变量，改变标签', en: 'a build variable of the component; changes the tag'},
    notInScript: true,
    source: src('goodrain/rainbond', 'builder/build/netcore_build.go'),
  },
];

/** The full reference of an image (registry/namespace/name:tag). */
export function imageRef(e: ImageEntry, registry = e.registry ?? DEFAULT_REGISTRY): string {
  return `${registry}/${e.name}:${e.tag}`;
}

/** The offline save script: pull every image of the script and save them into one archive. */
export function saveScript(entries: ImageEntry[] = images): string {
  // Full default references: nodes that load the archive then hold the very names the chart and the code pull.
  const list = entries.filter((e) => !e.notInScript).map((e) => imageRef(e));
  return [
    '#!/bin/bash',
    'set -e',
    '',
    'images=(',
    ...list.map((r) => `  ${r}`),
    ')',
    '',
    'for image in "${images[@]}"; do',
    '  docker pull "${image}"',
    'done',
    'docker save -o rainbond-v5.11.1-release.tar "${images[@]}"',
    '',
  ].join('\n');
}
