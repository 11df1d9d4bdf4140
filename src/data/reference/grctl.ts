/**
 * The grctl commands of Rainbond 5.11.1 (grctl/cmd at v5.11.1-release): each command with its arguments
 * and options and what it does, named by the file that defines it. Rendered by ReferenceList's
 * GrctlTable, one table per command group, on the grctl page; no page holds a hand-written copy.
 */
import {src, type Localized, type Source} from './types';

export type GrctlEntry = {
  id: string;
  /** The command group: the heading id of its section on the grctl page. */
  group: string;
  /** The command line, with placeholders in the page's language. */
  command: Localized;
  /** Arguments and options (empty when it has none). */
  options: Localized;
  effect: Localized;
  source: Source;
};

const cmd = (file: string) => src('goodrain/rainbond', `grctl/cmd/${file}.go`);

export const grctl: GrctlEntry[] = [
  {
    id: 'cluster',
    group: 'cluster',
    command: {zh: 'grctl cluster', en: 'grctl cluster'},
    options: {zh: '`--namespace`、`--ns`，默认 `rbd-system`', en: '`--namespace`, `--ns`, default `rbd-system`'},
    effect: {
      zh: '依次输出：CPU、内存、分布式磁盘的已用 / 总量，以及健康与不健康节点上各自的剩余量；`kubectl get pod -n rbd-system -o wide` 的结果；节点列表（管理节点在前）',
      en: 'prints, in order: used / total CPU, memory and distributed disk, with what is left on healthy and on unhealthy nodes; the output of `kubectl get pod -n rbd-system -o wide`; the node list (management nodes first)',
    },
    source: cmd('cluster'),
  },
  {
    id: 'cluster-config',
    group: 'cluster',
    command: {zh: 'grctl cluster config', en: 'grctl cluster config'},
    options: {zh: '`--namespace`、`--ns`', en: '`--namespace`, `--ns`'},
    effect: {
      zh: '以 YAML 打印 `rainbondcluster` 这个 RainbondCluster 资源的完整内容',
      en: 'prints the whole RainbondCluster resource `rainbondcluster` as YAML',
    },
    source: cmd('cluster'),
  },
  {
    id: 'cluster-upgrade',
    group: 'cluster',
    command: {zh: 'grctl cluster upgrade', en: 'grctl cluster upgrade'},
    options: {
      zh: '`--new-version`（必填）、`--namespace`、`--ns`',
      en: '`--new-version` (required), `--namespace`, `--ns`',
    },
    effect: {
      zh: '把 rbd-api、rbd-chaos、rbd-mq、rbd-eventlog、rbd-gateway、rbd-node、rbd-resource-proxy、rbd-webcli、rbd-worker、rbd-monitor、rbd-app-ui 这些 RbdComponent 的镜像标签换成新版本，必要时创建新版本的 CRD，最后更新 RainbondCluster 的 `installVersion`',
      en: "sets the image tag of the RbdComponents rbd-api, rbd-chaos, rbd-mq, rbd-eventlog, rbd-gateway, rbd-node, rbd-resource-proxy, rbd-webcli, rbd-worker, rbd-monitor and rbd-app-ui to the new version, creates the new version's CRDs where needed, and finally updates `installVersion` in the RainbondCluster",
    },
    source: cmd('cluster'),
  },
  {
    id: 'node-list',
    group: 'node',
    command: {zh: 'grctl node list', en: 'grctl node list'},
    options: {zh: '', en: ''},
    effect: {zh: '列出节点：ID、IP、主机名、角色、状态', en: 'list nodes: ID, IP, host name, role, status'},
    source: cmd('node'),
  },
  {
    id: 'node-get',
    group: 'node',
    command: {zh: 'grctl node get <节点ID>', en: 'grctl node get <node ID>'},
    options: {zh: '`--output`、`-o`：设为 `json` 时输出 JSON', en: '`--output`, `-o`: `json` prints JSON'},
    effect: {zh: '节点详情、标签和各项健康状态', en: 'node details, labels and health conditions'},
    source: cmd('node'),
  },
  {
    id: 'node-resource',
    group: 'node',
    command: {zh: 'grctl node resource', en: 'grctl node resource'},
    options: {zh: '', en: ''},
    effect: {
      zh: '各计算节点的 CPU、内存容量，请求量、限制量与使用率',
      en: 'CPU and memory capacity, requests, limits and usage of every compute node',
    },
    source: cmd('node'),
  },
  {
    id: 'node-cordon',
    group: 'node',
    command: {zh: 'grctl node cordon <节点ID>', en: 'grctl node cordon <node ID>'},
    options: {zh: '', en: ''},
    effect: {zh: '禁止向该节点调度，仅对计算节点有效', en: 'stop scheduling to the node; compute nodes only'},
    source: cmd('node'),
  },
  {
    id: 'node-uncordon',
    group: 'node',
    command: {zh: 'grctl node uncordon <节点ID>', en: 'grctl node uncordon <node ID>'},
    options: {zh: '', en: ''},
    effect: {zh: '恢复调度，仅对计算节点有效', en: 'resume scheduling; compute nodes only'},
    source: cmd('node'),
  },
  {
    id: 'node-delete',
    group: 'node',
    command: {zh: 'grctl node delete <节点ID>', en: 'grctl node delete <node ID>'},
    options: {zh: '', en: ''},
    effect: {zh: '从 Rainbond 的节点记录中删除该节点', en: "remove the node from Rainbond's node records"},
    source: cmd('node'),
  },
  {
    id: 'node-rule',
    group: 'node',
    command: {zh: 'grctl node rule <角色>', en: 'grctl node rule <role>'},
    options: {zh: '', en: ''},
    effect: {
      zh: '按角色（如 `manage`、`compute`、`gateway`）查询节点；5.11.1 中该命令不打印结果，请改用 `node list`',
      en: 'look nodes up by role (such as `manage`, `compute`, `gateway`); in 5.11.1 this command prints nothing, use `node list` instead',
    },
    source: cmd('node'),
  },
  {
    id: 'node-label-add',
    group: 'node',
    command: {zh: 'grctl node label add <节点ID>', en: 'grctl node label add <node ID>'},
    options: {zh: '`--key`、`--val`，均必填', en: '`--key`, `--val`, both required'},
    effect: {zh: '为节点添加标签', en: 'add a label to the node'},
    source: cmd('node'),
  },
  {
    id: 'node-label-delete',
    group: 'node',
    command: {zh: 'grctl node label delete <节点ID>', en: 'grctl node label delete <node ID>'},
    options: {zh: '`--key`', en: '`--key`'},
    effect: {zh: '删除节点标签', en: 'remove a label'},
    source: cmd('node'),
  },
  {
    id: 'node-label-list',
    group: 'node',
    command: {zh: 'grctl node label list <节点ID>', en: 'grctl node label list <node ID>'},
    options: {zh: '', en: ''},
    effect: {zh: '列出节点标签', en: "list the node's labels"},
    source: cmd('node'),
  },
  {
    id: 'node-condition-list',
    group: 'node',
    command: {zh: 'grctl node condition list <节点ID>', en: 'grctl node condition list <node ID>'},
    options: {zh: '', en: ''},
    effect: {zh: '列出节点的状态条件', en: "list the node's conditions"},
    source: cmd('node'),
  },
  {
    id: 'node-condition-delete',
    group: 'node',
    command: {zh: 'grctl node condition delete <节点ID>', en: 'grctl node condition delete <node ID>'},
    options: {zh: '`--name`、`-n`：条件类型', en: '`--name`, `-n`: condition type'},
    effect: {zh: '删除一个状态条件', en: 'delete one condition'},
    source: cmd('node'),
  },
  {
    id: 'tenant-list',
    group: 'tenant',
    command: {zh: 'grctl tenant list', en: 'grctl tenant list'},
    options: {zh: '', en: ''},
    effect: {zh: '列出所有团队：团队名、团队 ID、内存限额', en: 'list every team: name, ID, memory quota'},
    source: cmd('tenant'),
  },
  {
    id: 'tenant-get',
    group: 'tenant',
    command: {zh: 'grctl tenant get <团队名>', en: 'grctl tenant get <team>'},
    options: {zh: '', en: ''},
    effect: {
      zh: '分“运行中”和“不在运行”两张表列出团队下的组件',
      en: "list the team's components in two tables, running and not running",
    },
    source: cmd('tenant'),
  },
  {
    id: 'tenant-res',
    group: 'tenant',
    command: {zh: 'grctl tenant res <团队名>', en: 'grctl tenant res <team>'},
    options: {zh: '', en: ''},
    effect: {
      zh: '团队正在使用的 CPU、内存、磁盘，以及已分配的 CPU 与内存',
      en: 'the CPU, memory and disk the team uses, and the CPU and memory allocated to it',
    },
    source: cmd('tenant'),
  },
  {
    id: 'tenant-batchstop',
    group: 'tenant',
    command: {zh: 'grctl tenant batchstop <团队名>', en: 'grctl tenant batchstop <team>'},
    options: {
      zh: '`-f`：持续输出操作日志；`--event_log_server`：日志服务地址，默认 `127.0.0.1:6363`',
      en: '`-f`: keep printing the operation log; `--event_log_server`: log server address, default `127.0.0.1:6363`',
    },
    effect: {zh: '关闭团队下所有未关闭的组件', en: 'stop every component of the team that is not already stopped'},
    source: cmd('tenant'),
  },
  {
    id: 'tenant-setdefname',
    group: 'tenant',
    command: {zh: 'grctl tenant setdefname <团队名>', en: 'grctl tenant setdefname <team>'},
    options: {zh: '', en: ''},
    effect: {
      zh: '把团队名写入 `~/.rbd/tenant.txt`，作为 `service` 子命令的默认团队',
      en: 'write the team name to `~/.rbd/tenant.txt` as the default team of the `service` subcommands',
    },
    source: cmd('tenant'),
  },
  {
    id: 'service-list',
    group: 'service',
    command: {zh: 'grctl service list', en: 'grctl service list'},
    options: {zh: '`--tenantAlias`、`-t`：团队名', en: '`--tenantAlias`, `-t`: team name'},
    effect: {
      zh: '列出团队下的组件及其状态、版本、实例数、内存',
      en: "list the team's components with status, version, instances and memory",
    },
    source: cmd('service'),
  },
  {
    id: 'service-get',
    group: 'service',
    command: {zh: 'grctl service get <组件别名>', en: 'grctl service get <alias>'},
    options: {zh: '`-t`', en: '`-t`'},
    effect: {
      zh: '组件所在的命名空间、Deployment 或 StatefulSet 名称、Service、Endpoints、Ingress，以及每个 Pod 的 IP、所在节点、存储卷和容器状态',
      en: "the component's namespace, Deployment or StatefulSet name, Services, Endpoints and Ingresses, and for each Pod its IP, node, volumes and container states",
    },
    source: cmd('service'),
  },
  {
    id: 'service-start',
    group: 'service',
    command: {zh: 'grctl service start <团队名>/<组件别名>', en: 'grctl service start <team>/<alias>'},
    options: {zh: '`-t`、`-f`、`--event_log_server`', en: '`-t`, `-f`, `--event_log_server`'},
    effect: {
      zh: '启动组件，打印本次操作的 EventID；加 `-f` 时跟随输出操作日志',
      en: 'start the component and print the EventID of the operation; with `-f`, follow the operation log',
    },
    source: cmd('service'),
  },
  {
    id: 'service-stop',
    group: 'service',
    command: {zh: 'grctl service stop <团队名>/<组件别名>', en: 'grctl service stop <team>/<alias>'},
    options: {zh: '`-t`、`-f`、`--event_log_server`', en: '`-t`, `-f`, `--event_log_server`'},
    effect: {zh: '关闭组件', en: 'stop the component'},
    source: cmd('service'),
  },
  {
    id: 'service-event',
    group: 'service',
    command: {zh: 'grctl service event <EventID>', en: 'grctl service event <EventID>'},
    options: {zh: '`-f`、`-t`、`--event_log_server`', en: '`-f`, `-t`, `--event_log_server`'},
    effect: {
      zh: '查看一次操作的日志。不加 `-f` 时从本机 `/grdata/logs` 读取，加 `-f` 时连接日志服务实时输出',
      en: "show an operation's log. Without `-f` it is read from `/grdata/logs` on the local machine; with `-f` it is streamed from the log server",
    },
    source: cmd('service'),
  },
  {
    id: 'build-list',
    group: 'build',
    command: {zh: 'grctl build list', en: 'grctl build list'},
    options: {zh: '', en: ''},
    effect: {
      zh: '列出正在执行的构建任务 Pod（标签 `job=codebuild`）',
      en: 'list the build task Pods that are running (label `job=codebuild`)',
    },
    source: cmd('build'),
  },
  {
    id: 'build-log',
    group: 'build',
    command: {zh: 'grctl build log <任务 Pod 名>', en: 'grctl build log <task Pod>'},
    options: {zh: '', en: ''},
    effect: {zh: '持续输出某个构建任务的日志', en: 'follow the log of one build task'},
    source: cmd('build'),
  },
  {
    id: 'build-maven-setting-list',
    group: 'build',
    command: {zh: 'grctl build maven-setting list', en: 'grctl build maven-setting list'},
    options: {zh: '', en: ''},
    effect: {
      zh: '列出 Maven 配置文件：名称、创建与更新时间、是否默认',
      en: 'list Maven settings files: name, created and updated time, whether default',
    },
    source: cmd('build'),
  },
  {
    id: 'build-maven-setting-get',
    group: 'build',
    command: {zh: 'grctl build maven-setting get <名称>', en: 'grctl build maven-setting get <name>'},
    options: {zh: '', en: ''},
    effect: {zh: '打印配置文件内容', en: 'print a settings file'},
    source: cmd('build'),
  },
  {
    id: 'build-maven-setting-add',
    group: 'build',
    command: {zh: 'grctl build maven-setting add <名称>', en: 'grctl build maven-setting add <name>'},
    options: {
      zh: '`--file`、`-f`：默认 `./setting.xml`；`--default`、`-d`：设为默认',
      en: '`--file`, `-f`: default `./setting.xml`; `--default`, `-d`: make it the default',
    },
    effect: {zh: '新增配置文件', en: 'add a settings file'},
    source: cmd('build'),
  },
  {
    id: 'build-maven-setting-update',
    group: 'build',
    command: {zh: 'grctl build maven-setting update <名称>', en: 'grctl build maven-setting update <name>'},
    options: {zh: '`--file`、`-f`：默认 `./setting.xml`', en: '`--file`, `-f`: default `./setting.xml`'},
    effect: {zh: '用本地文件覆盖配置内容', en: 'overwrite the content with a local file'},
    source: cmd('build'),
  },
  {
    id: 'build-maven-setting-delete',
    group: 'build',
    command: {zh: 'grctl build maven-setting delete <名称>', en: 'grctl build maven-setting delete <name>'},
    options: {zh: '', en: ''},
    effect: {zh: '删除配置文件', en: 'delete a settings file'},
    source: cmd('build'),
  },
  {
    id: 'gateway-endpoints-http',
    group: 'gateway',
    command: {zh: 'grctl gateway endpoints http', en: 'grctl gateway endpoints http'},
    options: {zh: '`--port`，默认 `18080`', en: '`--port`, default `18080`'},
    effect: {
      zh: '列出网关当前代理的 HTTP 后端及其地址、端口、权重',
      en: 'list the HTTP backends the gateway proxies, with address, port and weight',
    },
    source: cmd('gateway'),
  },
  {
    id: 'gateway-endpoints-stream',
    group: 'gateway',
    command: {zh: 'grctl gateway endpoints stream', en: 'grctl gateway endpoints stream'},
    options: {zh: '`--port`，默认 `18081`', en: '`--port`, default `18081`'},
    effect: {zh: '列出四层（stream）后端', en: 'list the layer-4 (stream) backends'},
    source: cmd('gateway'),
  },
  {
    id: 'envoy-endpoints',
    group: 'envoy',
    command: {zh: 'grctl envoy --node <节点名> endpoints', en: 'grctl envoy --node <node name> endpoints'},
    options: {
      zh: '`--node`：envoy 节点名，必填；`--address`：envoy 配置服务地址，默认 `127.0.0.1:6101`',
      en: '`--node`: envoy node name, required; `--address`: envoy configuration service address, default `127.0.0.1:6101`',
    },
    effect: {
      zh: '列出服务网格为该节点下发的集群和后端地址',
      en: 'list the clusters and backend addresses the service mesh gives that node',
    },
    source: cmd('envoy'),
  },
  {
    id: 'config',
    group: 'config-cmd',
    command: {zh: 'grctl config', en: 'grctl config'},
    options: {
      zh: '`--output`、`-o`：写入指定文件而不是打印；`--namespace`、`--ns`',
      en: '`--output`, `-o`: write to this file instead of printing; `--namespace`, `--ns`',
    },
    effect: {
      zh: '从 ConfigMap `region-config` 中取出三份证书、`apiAddress`、`websocketAddress`、`defaultDomainSuffix`、`defaultTCPHost`，以 YAML 输出',
      en: 'take the three certificates, `apiAddress`, `websocketAddress`, `defaultDomainSuffix` and `defaultTCPHost` from the ConfigMap `region-config` and print them as YAML',
    },
    source: cmd('config'),
  },
  {
    id: 'replace-ip',
    group: 'replace',
    command: {zh: 'grctl replace ip', en: 'grctl replace ip'},
    options: {
      zh: '`--ip`：新的网关 IP，必填；`--domain`、`-d`：控制台地址，以 `http://` 或 `https://` 开头；`--token`、`-t`：控制台个人中心生成的访问令牌；`--name`、`-n`：集群 ID（集群的唯一标识）；`--suffix`、`-s`：是否重新生成默认 HTTP 域名后缀，默认 `false`',
      en: "`--ip`: the new gateway IP, required; `--domain`, `-d`: console address starting with `http://` or `https://`; `--token`, `-t`: an access token created in the console's personal centre; `--name`, `-n`: the cluster ID (the cluster's unique identifier); `--suffix`, `-s`: whether to generate a new default HTTP domain suffix, default `false`",
    },
    effect: {
      zh: '更换网关 IP：改写 RainbondCluster 的网关地址，删除 rbd-api 的证书 Secret 并重建 rainbond-operator 与 rbd-api，然后把新的证书和地址提交给控制台',
      en: "change the gateway IP: rewrite the gateway address in the RainbondCluster, delete rbd-api's certificate Secrets and recreate rainbond-operator and rbd-api, then send the new certificates and addresses to the console",
    },
    source: cmd('replace'),
  },
  {
    id: 'registry-cleanup',
    group: 'registry',
    command: {zh: 'grctl registry cleanup', en: 'grctl registry cleanup'},
    options: {
      zh: '`--namespace`、`--ns`（也可用环境变量 `RBDNamespace`），默认 `rbd-system`',
      en: '`--namespace`, `--ns` (or the environment variable `RBDNamespace`), default `rbd-system`',
    },
    effect: {
      zh: '对照集群数据库，删除镜像仓库中已不被任何组件使用的镜像索引',
      en: 'compare with the cluster database and delete the index entries of images that no component uses any more',
    },
    source: cmd('registry'),
  },
  {
    id: 'license-show',
    group: 'license',
    command: {zh: 'grctl license show', en: 'grctl license show'},
    options: {
      zh: '`--lic-path`、`--lp`：默认 `/opt/rainbond/etc/license/license.yb`；`--lic-so-path`、`--lsp`：默认 `/opt/rainbond/etc/license/license.so`',
      en: '`--lic-path`, `--lp`: default `/opt/rainbond/etc/license/license.yb`; `--lic-so-path`, `--lsp`: default `/opt/rainbond/etc/license/license.so`',
    },
    effect: {zh: '显示授权公司、节点数、起止时间等', en: 'show the licensed company, node count, start and end dates'},
    source: cmd('license'),
  },
  {
    id: 'license-genkey',
    group: 'license',
    command: {zh: 'grctl license genkey', en: 'grctl license genkey'},
    options: {zh: '`--lic-so-path`、`--lsp`', en: '`--lic-so-path`, `--lsp`'},
    effect: {zh: '为本机生成授权 key', en: 'generate a licence key for this machine'},
    source: cmd('license'),
  },
  {
    id: 'install',
    group: 'install-cmd',
    command: {zh: 'grctl install', en: 'grctl install'},
    options: {
      zh: '`--namespace`、`--ns`（环境变量 `RBDNamespace`），默认 `rbd-system`；`--gateway-ips`（环境变量 `GatewayIP`）',
      en: '`--namespace`, `--ns` (environment variable `RBDNamespace`), default `rbd-system`; `--gateway-ips` (environment variable `GatewayIP`)',
    },
    effect: {
      zh: '写入证书与 `~/.rbd/grctl.yaml`，见 [安装](#install)',
      en: 'write the certificates and `~/.rbd/grctl.yaml`, see [Installation](#install)',
    },
    source: cmd('install'),
  },
  {
    id: 'ansible-hosts',
    group: 'ansible',
    command: {zh: 'grctl ansible hosts', en: 'grctl ansible hosts'},
    options: {
      zh: '`--hosts-file-path`：默认 `/opt/rainbond/rainbond-ansible/inventory/hosts`；`--config-file-path`：默认 `/opt/rainbond/rainbond-ansible/scripts/installer/global.sh`',
      en: '`--hosts-file-path`: default `/opt/rainbond/rainbond-ansible/inventory/hosts`; `--config-file-path`: default `/opt/rainbond/rainbond-ansible/scripts/installer/global.sh`',
    },
    effect: {
      zh: '按集群中的节点记录生成 ansible 的主机清单，供早期基于 ansible 的安装方式使用',
      en: "write an ansible host inventory from the cluster's node records, for the early ansible-based installation",
    },
    source: cmd('ansible'),
  },
];

/** A grctl option that is not one command's: the global options, and the options of `grctl migrate`. */
export type GrctlOption = {
  id: string;
  /** `global`: written before the subcommand; otherwise the heading id of the command's section. */
  scope: 'global' | 'migrate';
  /** The option's names, long first (`--config`, `-c`). */
  names: string[];
  /** Its default (empty: none). */
  default: Localized;
  effect: Localized;
  /** Added by the command-line library (urfave/cli) rather than declared in the file. */
  builtin?: boolean;
  source: Source;
};

const app = src('goodrain/rainbond', 'cmd/grctl/server/grctl.go');
const migrate = cmd('migrate');
const none: Localized = {zh: '', en: ''};

export const grctlOptions: GrctlOption[] = [
  {
    id: 'global-config',
    scope: 'global',
    names: ['--config', '-c'],
    default: {zh: '`~/.rbd/grctl.yaml`', en: '`~/.rbd/grctl.yaml`'},
    effect: {zh: '使用另一个 grctl 配置文件', en: 'use another grctl configuration file'},
    source: app,
  },
  {
    id: 'global-kubeconfig',
    scope: 'global',
    names: ['--kubeconfig', '--kube'],
    default: {zh: '`~/.kube/config`', en: '`~/.kube/config`'},
    effect: {
      zh: '使用另一个 kubeconfig；文件不存在时改用 Pod 内的集群配置',
      en: 'use another kubeconfig; when the file does not exist grctl falls back to the in-cluster configuration of a Pod',
    },
    source: app,
  },
  {
    id: 'global-help',
    scope: 'global',
    names: ['--help', '-h'],
    default: none,
    effect: {zh: '查看帮助，也可以写在任何子命令后面', en: 'show help; also accepted after any subcommand'},
    builtin: true,
    source: app,
  },
  {
    id: 'global-version',
    scope: 'global',
    names: ['--version', '-v'],
    default: none,
    effect: {zh: '打印 grctl 的版本', en: "print grctl's version"},
    builtin: true,
    source: app,
  },
  {
    id: 'migrate-port',
    scope: 'migrate',
    names: ['--port', '-p'],
    default: {zh: '`7070`', en: '`7070`'},
    effect: {zh: '迁移后控制台对外提供服务的端口', en: 'the port the migrated console serves on'},
    source: migrate,
  },
  {
    id: 'migrate-replicas',
    scope: 'migrate',
    names: ['--replicas', '-r'],
    default: {zh: '`1`', en: '`1`'},
    effect: {zh: '`rbd-app-ui` 的副本数', en: 'the number of `rbd-app-ui` replicas'},
    source: migrate,
  },
  {
    id: 'migrate-image',
    scope: 'migrate',
    names: ['--image', '-i'],
    default: {
      zh: '`registry.cn-hangzhou.aliyuncs.com/goodrain/rainbond:v5.10.1-release-allinone`',
      en: '`registry.cn-hangzhou.aliyuncs.com/goodrain/rainbond:v5.10.1-release-allinone`',
    },
    effect: {
      zh: '控制台所用的镜像。默认值是旧版本，迁移 5.11.1 的控制台时一定要显式写上 `v5.11.1-release-allinone`',
      en: "the console's image. The default is an older release: when migrating a 5.11.1 console always give `v5.11.1-release-allinone` explicitly",
    },
    source: migrate,
  },
  {
    id: 'migrate-env',
    scope: 'migrate',
    names: ['--env', '-e'],
    default: none,
    effect: {
      zh: '控制台的环境变量，可多次使用；只要给了一个 `MYSQL_*`，`MYSQL_HOST`、`MYSQL_PORT`、`MYSQL_USER`、`MYSQL_PASS`、`MYSQL_DB` 就都要给出',
      en: 'an environment variable of the console, repeatable; once one `MYSQL_*` is given, `MYSQL_HOST`, `MYSQL_PORT`, `MYSQL_USER`, `MYSQL_PASS` and `MYSQL_DB` must all be given',
    },
    source: migrate,
  },
  {
    id: 'migrate-arg',
    scope: 'migrate',
    names: ['--arg', '-a'],
    default: none,
    effect: {zh: '控制台的启动参数，可多次使用', en: 'a start argument of the console, repeatable'},
    source: migrate,
  },
  {
    id: 'migrate-label',
    scope: 'migrate',
    names: ['--label', '-l'],
    default: none,
    effect: {
      zh: '给 RbdComponent 加的标签（`键=值`），可多次使用',
      en: 'a label (`key=value`) added to the RbdComponent, repeatable',
    },
    source: migrate,
  },
];
