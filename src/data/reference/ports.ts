/**
 * The ports Rainbond 5.11.1 needs on its nodes: which node, which component, what for, and the file of
 * the code that opens it. Rendered by ReferenceList's PortTable; no page holds a hand-written port table.
 */
import {src, type Localized, type Source} from './types';

/** `cluster`: a cluster installed with Helm or from the console; `dind`: the single-host allinone container. */
export type PortScope = 'cluster' | 'dind';

export type PortEntry = {
  id: string;
  /** A port or a range (`10000-10010`), or a first port (`10000+`). */
  port: string;
  protocol: 'TCP' | 'UDP' | 'TCP/UDP';
  /** The nodes it is open on. */
  where: Localized;
  component: string;
  purpose: Localized;
  /** Reached from outside the nodes (firewall and load balancer must pass it), or used on the node only (must be free). */
  external: boolean;
  scopes: PortScope[];
  source: Source;
};

const gatewayOption = src('goodrain/rainbond', 'cmd/gateway/option/option.go');
const apiHandler = src('goodrain/rainbond-operator', 'controllers/handler/api.go');
const gatewayNodes: Localized = {zh: '网关节点', en: 'gateway nodes'};
const both: PortScope[] = ['cluster', 'dind'];

export const ports: PortEntry[] = [
  {
    id: 'http',
    port: '80',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-gateway',
    purpose: {zh: '组件的 HTTP 访问（域名访问策略）', en: 'HTTP access to components (domain access rules)'},
    external: true,
    scopes: both,
    source: gatewayOption,
  },
  {
    id: 'https',
    port: '443',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-gateway',
    purpose: {
      zh: '组件的 HTTPS 访问；集群内置镜像仓库 `goodrain.me` 也经此端口访问',
      en: 'HTTPS access to components; the built-in registry `goodrain.me` is reached on this port too',
    },
    external: true,
    scopes: both,
    source: gatewayOption,
  },
  {
    id: 'console',
    port: '7070',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-app-ui',
    purpose: {zh: '控制台，由网关的四层规则转发', en: 'the console, forwarded by a layer-4 rule of the gateway'},
    external: true,
    scopes: ['cluster'],
    source: src('goodrain/rainbond-operator', 'controllers/handler/app-ui.go'),
  },
  {
    id: 'dind-console',
    port: '7070',
    protocol: 'TCP',
    where: {zh: '单机体验版所在主机', en: 'the host of the allinone container'},
    component: 'console',
    purpose: {
      zh: '控制台：容器内由 supervisord 启动的控制台进程，安装脚本用 `-p 7070:7070` 直接映射到主机',
      en: "the console: a process supervisord starts inside the container, published on the host by the install script's `-p 7070:7070`",
    },
    external: true,
    scopes: ['dind'],
    source: src('goodrain/rainbond-console', 'script/install-dind.sh'),
  },
  {
    id: 'region-api',
    port: '8443',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-api',
    purpose: {
      zh: '集群端 API（双向 TLS），控制台通过它管理集群',
      en: 'the cluster-side API (mutual TLS) the console manages the cluster through',
    },
    external: true,
    scopes: both,
    source: apiHandler,
  },
  {
    id: 'websocket',
    port: '6060',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-api',
    purpose: {
      zh: 'WebSocket：浏览器经它接收日志、使用 Web 终端、上传文件',
      en: 'WebSocket: browsers receive logs, use the web terminal and upload files through it',
    },
    external: true,
    scopes: both,
    source: apiHandler,
  },
  {
    id: 'api-healthz',
    port: '8889',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-api',
    purpose: {
      zh: 'rbd-api 的健康检查，由网关的四层规则转发',
      en: "rbd-api's health check, forwarded by a layer-4 rule of the gateway",
    },
    external: false,
    scopes: ['cluster'],
    source: apiHandler,
  },
  {
    id: 'gateway-healthz',
    port: '10254',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-gateway',
    purpose: {zh: '网关的健康检查', en: "the gateway's health check"},
    external: false,
    scopes: ['cluster'],
    source: gatewayOption,
  },
  {
    id: 'gateway-status',
    port: '18080',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-gateway',
    purpose: {zh: '网关内部的 HTTP 配置接口', en: "the gateway's internal HTTP configuration endpoint"},
    external: false,
    scopes: ['cluster'],
    source: gatewayOption,
  },
  {
    id: 'gateway-stream',
    port: '18081',
    protocol: 'TCP',
    where: gatewayNodes,
    component: 'rbd-gateway',
    purpose: {zh: '网关内部的 TCP/UDP 配置接口', en: "the gateway's internal TCP/UDP configuration endpoint"},
    external: false,
    scopes: ['cluster'],
    source: gatewayOption,
  },
  {
    id: 'tcp-access',
    port: '10000+',
    protocol: 'TCP/UDP',
    where: gatewayNodes,
    component: 'rbd-gateway',
    purpose: {
      zh: '组件的 TCP/UDP 访问策略，rbd-api 从 10000 起分配（环境变量 `MIN_LB_PORT` 可改起点）',
      en: 'TCP/UDP access rules of components; rbd-api hands them out from 10000 up (the variable `MIN_LB_PORT` moves the start)',
    },
    external: true,
    scopes: ['cluster'],
    source: src('goodrain/rainbond', 'api/handler/gateway_action.go'),
  },
  {
    id: 'dind-tcp-access',
    port: '10000-10010',
    protocol: 'TCP',
    where: {zh: '单机体验版所在主机', en: 'the host of the allinone container'},
    component: 'rbd-gateway',
    purpose: {
      zh: '组件的 TCP 访问策略；安装脚本只映射这一段，需要更多时扩大 `-p` 的范围',
      en: 'TCP access rules of components; the install script maps only this range: widen its `-p` for more',
    },
    external: true,
    scopes: ['dind'],
    source: src('goodrain/rainbond-console', 'script/install-dind.sh'),
  },
  {
    id: 'node-api',
    port: '6100',
    protocol: 'TCP',
    where: {zh: '每个节点', en: 'every node'},
    component: 'rbd-node',
    purpose: {zh: 'rbd-node 的 HTTP API（主机网络）', en: "rbd-node's HTTP API (host network)"},
    external: false,
    scopes: ['cluster'],
    source: src('goodrain/rainbond', 'cmd/node/option/conf.go'),
  },
  {
    id: 'node-grpc',
    port: '6101',
    protocol: 'TCP',
    where: {zh: '每个节点', en: 'every node'},
    component: 'rbd-node',
    purpose: {zh: 'rbd-node 的 gRPC 接口（主机网络）', en: "rbd-node's gRPC API (host network)"},
    external: false,
    scopes: ['cluster'],
    source: src('goodrain/rainbond', 'cmd/node/option/conf.go'),
  },
  {
    id: 'kube-apiserver',
    port: '6443',
    protocol: 'TCP',
    where: {zh: 'Kubernetes 控制节点', en: 'Kubernetes control-plane nodes'},
    component: 'kube-apiserver',
    purpose: {
      zh: '基于主机安装（RKE）的集群的 API Server 地址；在控制台中安装、初始化集群时控制台要能访问它',
      en: 'the API server address of clusters installed on hosts (RKE); the console must reach it to install and initialise the cluster',
    },
    external: true,
    scopes: ['cluster'],
    source: src('goodrain/cloud-adaptor', 'internal/adaptor/rke/rke.go'),
  },
];

/** The port numbers a page must not list by hand (ranges and first ports by their first number). */
export function portNumbers(entries: PortEntry[] = ports): string[] {
  return [...new Set(entries.map((e) => e.port.replace(/[+-].*$/, '')))];
}
