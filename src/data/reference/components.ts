/**
 * The components of a Rainbond 5.11.1 cluster that rainbond-operator deploys in `rbd-system`: the
 * workload it creates, the ports, what each does and when it is left out, with the file of the code that
 * creates it. Rendered by ReferenceList's ComponentTable; no page holds a hand-written copy.
 */
import {src, type Localized, type Source} from './types';

export type ComponentEntry = {
  id: string;
  /** The component's name (the RbdComponent, and the prefix of its pods). */
  name: string;
  /** The workload the operator creates, e.g. `DaemonSet` (and its network). */
  workload: Localized;
  ports: Localized;
  role: Localized;
  /** When the chart or the operator does not deploy it. */
  notDeployedWhen?: Localized;
  source: Source;
};

const h = (file: string) => src('goodrain/rainbond-operator', `controllers/handler/${file}.go`);

export const components: ComponentEntry[] = [
  {
    id: 'rainbond-operator',
    name: 'rainbond-operator',
    workload: {zh: 'Deployment（由 Chart 创建）', en: 'Deployment (created by the chart)'},
    ports: {zh: '8080 指标，8081 健康检查', en: '8080 metrics, 8081 health check'},
    role: {
      zh: '按 `RainbondCluster`、`RbdComponent` 等自定义资源创建下面所有组件，并持续把它们改回期望状态',
      en: 'creates every component below from the `RainbondCluster`, `RbdComponent` and other custom resources, and keeps them in the desired state',
    },
    source: src('goodrain/rainbond-operator', 'main.go'),
  },
  {
    id: 'rbd-api',
    name: 'rbd-api',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {
      zh: '8443 Region API（双向 TLS），6060 WebSocket，8888 内部 API，8889 健康检查',
      en: '8443 Region API (mutual TLS), 6060 WebSocket, 8888 internal API, 8889 health check',
    },
    role: {
      zh: '集群端的统一入口，控制台对集群的操作都发到这里',
      en: 'the single entry of the cluster side: every console operation on the cluster goes here',
    },
    source: h('api'),
  },
  {
    id: 'rbd-app-ui',
    name: 'rbd-app-ui',
    workload: {
      zh: 'Deployment，另有一次性 Job `rbd-app-ui-migrations`',
      en: 'Deployment, plus the one-off Job `rbd-app-ui-migrations`',
    },
    ports: {zh: '7070', en: '7070'},
    role: {
      zh: '控制台；Job 初始化或升级控制台数据库，完成后为 Completed',
      en: 'the console; the Job creates or upgrades the console database and ends Completed',
    },
    notDeployedWhen: {
      zh: 'Helm 参数 `Component.rbd_app_ui.enable=false`',
      en: 'the Helm value `Component.rbd_app_ui.enable=false`',
    },
    source: h('app-ui'),
  },
  {
    id: 'rbd-gateway',
    name: 'rbd-gateway',
    workload: {zh: 'DaemonSet，主机网络', en: 'DaemonSet, host network'},
    ports: {
      zh: '80、443；10254 健康检查；18080、18081 内部配置接口',
      en: '80, 443; 10254 health check; 18080, 18081 internal configuration',
    },
    role: {
      zh: '应用网关，承接组件的 HTTP、HTTPS、TCP/UDP 流量，也把 7070、8443、6060、8889 转给控制台与 rbd-api',
      en: "the application gateway for components' HTTP, HTTPS and TCP/UDP traffic; also forwards 7070, 8443, 6060 and 8889 to the console and rbd-api",
    },
    source: h('gateway'),
  },
  {
    id: 'rbd-chaos',
    name: 'rbd-chaos',
    workload: {zh: 'DaemonSet（构建节点）', en: 'DaemonSet (build nodes)'},
    ports: {zh: '3228', en: '3228'},
    role: {
      zh: '构建服务：源码、Dockerfile、镜像与应用模板的构建任务',
      en: 'the build service: builds from source, Dockerfiles, images and app templates',
    },
    source: h('chaos'),
  },
  {
    id: 'rbd-worker',
    name: 'rbd-worker',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {zh: '6369 指标，6535 运行时服务', en: '6369 metrics, 6535 runtime service'},
    role: {
      zh: '把组件定义转换成 Kubernetes 资源，并管理其生命周期',
      en: 'turns component definitions into Kubernetes resources and manages their life cycle',
    },
    source: h('worker'),
  },
  {
    id: 'rbd-mq',
    name: 'rbd-mq',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {zh: '6300', en: '6300'},
    role: {zh: '基于 etcd 的任务队列', en: 'the task queue, on etcd'},
    source: h('mq'),
  },
  {
    id: 'rbd-eventlog',
    name: 'rbd-eventlog',
    workload: {zh: 'StatefulSet', en: 'StatefulSet'},
    ports: {
      zh: '6363 WebSocket，6362 容器日志，6166 监控消息，6366 操作日志接收',
      en: '6363 WebSocket, 6362 container logs, 6166 monitor messages, 6366 operation log intake',
    },
    role: {zh: '汇聚操作日志、构建日志与组件运行日志', en: 'gathers operation, build and component logs'},
    source: h('eventlog'),
  },
  {
    id: 'rbd-monitor',
    name: 'rbd-monitor',
    workload: {zh: 'StatefulSet', en: 'StatefulSet'},
    ports: {zh: '9999，3329 健康检查', en: '9999, 3329 health check'},
    role: {zh: '基于 Prometheus 的监控', en: 'monitoring, based on Prometheus'},
    source: h('monitor'),
  },
  {
    id: 'rbd-hub',
    name: 'rbd-hub',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {
      zh: '5000，经网关以 `goodrain.me` 的 443 访问',
      en: '5000, reached through the gateway as `goodrain.me` on 443',
    },
    role: {zh: '内置镜像仓库 `goodrain.me`', en: 'the built-in image registry `goodrain.me`'},
    notDeployedWhen: {
      zh: '`imageHub.domain` 不是 `goodrain.me`（使用外部镜像仓库）',
      en: '`imageHub.domain` is not `goodrain.me` (an external registry)',
    },
    source: h('hub'),
  },
  {
    id: 'rbd-node',
    name: 'rbd-node',
    workload: {zh: 'DaemonSet，主机网络', en: 'DaemonSet, host network'},
    ports: {zh: '6100 HTTP 接口，6101 gRPC 接口', en: '6100 HTTP API, 6101 gRPC'},
    role: {
      zh: '节点代理：采集节点指标与容器日志，维护节点上的 `goodrain.me` 解析',
      en: 'the node agent: collects node metrics and container logs, keeps `goodrain.me` resolvable on the node',
    },
    source: h('node'),
  },
  {
    id: 'rbd-db',
    name: 'rbd-db',
    workload: {zh: 'StatefulSet（MySQL 与指标容器）', en: 'StatefulSet (MySQL and a metrics container)'},
    ports: {zh: '3306，9104 指标', en: '3306, 9104 metrics'},
    role: {
      zh: '平台数据库，保存 `region` 与 `console` 两个库',
      en: 'the platform database, with the `region` and `console` databases',
    },
    notDeployedWhen: {
      zh: '同时配置了外部的 `regionDatabase` 与 `uiDatabase`',
      en: 'both `regionDatabase` and `uiDatabase` are external',
    },
    source: h('db'),
  },
  {
    id: 'rbd-etcd',
    name: 'rbd-etcd',
    workload: {zh: 'StatefulSet', en: 'StatefulSet'},
    ports: {zh: '2379 客户端，2380 集群通信', en: '2379 clients, 2380 peers'},
    role: {zh: '保存集群状态与消息数据', en: 'keeps cluster state and message data'},
    notDeployedWhen: {
      zh: '配置了外部 etcd（`Cluster.etcd.enable`）',
      en: 'an external etcd is configured (`Cluster.etcd.enable`)',
    },
    source: h('etcd'),
  },
  {
    id: 'rbd-webcli',
    name: 'rbd-webcli',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {zh: '7171', en: '7171'},
    role: {
      zh: '控制台 Web 终端进入容器时使用的后端',
      en: "the back end the console's web terminal uses to enter containers",
    },
    source: h('webcli'),
  },
  {
    id: 'rbd-resource-proxy',
    name: 'rbd-resource-proxy',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {zh: '80', en: '80'},
    role: {
      zh: '带缓存的 Nginx 代理，源码构建经它下载语言运行时与构建包',
      en: 'a caching Nginx proxy source builds download runtimes and packages through',
    },
    source: h('resource_proxy'),
  },
  {
    id: 'nfs-provisioner',
    name: 'nfs-provisioner',
    workload: {zh: 'StatefulSet', en: 'StatefulSet'},
    ports: {zh: '2049 等 NFS 端口（TCP 与 UDP）', en: '2049 and the other NFS ports (TCP and UDP)'},
    role: {
      zh: '默认的共享存储（provisioner `rainbond.io/nfs`）',
      en: 'the default shared storage (provisioner `rainbond.io/nfs`)',
    },
    notDeployedWhen: {
      zh: '共享存储改用外部 StorageClass（`Cluster.RWX.enable`）',
      en: 'shared storage uses an external StorageClass (`Cluster.RWX.enable`)',
    },
    source: src('goodrain/rainbond-operator', 'controllers/plugin/nfs/nfs.go'),
  },
  {
    id: 'metrics-server',
    name: 'metrics-server',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {zh: '443（容器端口 4443）', en: '443 (container port 4443)'},
    role: {zh: '为 Kubernetes 提供资源指标 API', en: 'serves the Kubernetes resource metrics API'},
    notDeployedWhen: {
      zh: '集群里已有不是 Rainbond 创建的 `v1beta1.metrics.k8s.io`',
      en: 'the cluster already has a `v1beta1.metrics.k8s.io` that Rainbond did not create',
    },
    source: h('metrics_server'),
  },
  {
    id: 'kubernetes-dashboard',
    name: 'kubernetes-dashboard',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {zh: '443（容器端口 8443、9090）', en: '443 (container ports 8443, 9090)'},
    role: {zh: '平台自带的 Kubernetes Dashboard', en: 'the Kubernetes Dashboard the platform ships'},
    source: h('k8sdashbaord'),
  },
  {
    id: 'dashboard-metrics-scraper',
    name: 'dashboard-metrics-scraper',
    workload: {zh: 'Deployment', en: 'Deployment'},
    ports: {zh: '8000', en: '8000'},
    role: {zh: '为 Dashboard 采集指标', en: 'collects metrics for the Dashboard'},
    source: h('dashbaordmetricsscraper'),
  },
];
