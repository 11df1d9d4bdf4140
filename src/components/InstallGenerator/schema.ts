/**
 * The install generator's form as data: sections of blocks, each block an optional radio choice
 * and the fields shown for its value. The component (index.tsx) renders any schema; what differs
 * between providers (storage choices, service names, placeholders) comes from PROVIDERS.
 * Built during render: the labels are translate() calls in the current locale.
 */
import {translate} from '@docusaurus/Translate';
import {PROVIDERS, type ProviderId} from './form';
import {spaceHanLatin, storageModeLabel} from './messages';

/** One text input; `path` is where its value lives in the form state (`storage.nfsServer`). */
export type TextField = {
  kind: 'text';
  path: string;
  label: string;
  hint?: string;
  placeholder?: string;
  optional?: boolean;
  password?: boolean;
  inputMode?: 'numeric' | 'decimal';
};

/** A list of rows the visitor can add to and remove from; `fields` are relative to one row. */
export type ListField = {
  kind: 'list';
  path: string;
  /** Fields of one row (`path` relative to the row; '' when the row is a plain string). */
  fields: TextField[];
  empty: unknown;
  addLabel: string;
  removeLabel: (n: number) => string;
  /** Rows as labelled groups (several fields each) rather than plain rows. */
  rowLabel?: (n: number) => string;
  testId?: string;
};

export type Field = TextField | ListField;

export type Block = {
  /** A fieldset around the block, with this legend and hint. */
  legend?: string;
  hint?: string;
  choice?: {path: string; legend: string; options: {value: string; label: string}[]};
  /** Fields shown for a value of the choice; `layout` arranges them. */
  cases?: Record<string, {layout?: 'grid' | 'list'; fields: Field[]}>;
  fields?: Field[];
};

export type Section = {id: string; title: string; intro: string; blocks: Block[]};

const optional = true;

/** A list of plain strings (build nodes, Etcd endpoints): one text field a row. */
const stringList = (
  path: string,
  field: TextField,
  removeLabel: (n: number) => string,
  addLabel: string,
): ListField => ({
  kind: 'list',
  path,
  empty: '',
  removeLabel,
  addLabel,
  fields: [field],
});

/** Names of the provider's load balancer, database and registry services, used in hints (from the page's MDX). */
export type ProviderServices = {lb: string; db: string; registry: string};

export function formSchema(provider: ProviderId, services: ProviderServices): Section[] {
  const ex = PROVIDERS[provider].examples;
  const custom = translate({id: 'installGenerator.choice.custom', message: '配置我自己的'});
  const builtinOrCustom = (path: string, legend: string, builtin: string) => ({
    path,
    legend,
    options: [
      {value: 'builtin', label: builtin},
      {value: 'custom', label: custom},
    ],
  });
  const nodeName = (path: string): TextField => ({
    kind: 'text',
    path,
    label: translate({id: 'installGenerator.node.name', message: '节点名称'}),
    placeholder: ex.nodeName,
  });
  const database = (key: 'regionDatabase' | 'uiDatabase', legend: string): Block => ({
    legend,
    choice: builtinOrCustom(
      `${key}.mode`,
      legend,
      translate({id: 'installGenerator.db.builtin', message: '使用内置数据库 rbd-db'}),
    ),
    cases: {
      custom: {
        layout: 'grid',
        fields: [
          {
            kind: 'text',
            path: `${key}.host`,
            label: translate({id: 'installGenerator.db.host', message: '数据库地址'}),
            placeholder: ex.dbHost,
          },
          {
            kind: 'text',
            path: `${key}.port`,
            label: translate({id: 'installGenerator.db.port', message: '端口'}),
            inputMode: 'numeric',
            placeholder: '3306',
          },
          {kind: 'text', path: `${key}.name`, label: translate({id: 'installGenerator.db.name', message: '库名'})},
          {
            kind: 'text',
            path: `${key}.username`,
            label: translate({id: 'installGenerator.db.username', message: '用户名'}),
          },
          {
            kind: 'text',
            path: `${key}.password`,
            label: translate({id: 'installGenerator.db.password', message: '密码'}),
            password: true,
          },
        ],
      },
    },
  });
  const chaosTitle = translate({id: 'installGenerator.chaos.title', message: '构建节点'});
  const storageTitle = translate({id: 'installGenerator.storage.title', message: '存储'});
  const hubTitle = translate({id: 'installGenerator.hub.title', message: '镜像仓库'});
  const etcdTitle = translate({id: 'installGenerator.etcd.title', message: 'Etcd'});
  const gatewayAddress = translate({id: 'installGenerator.gateway.address', message: '对外地址'});
  return [
    {
      id: 'gateway',
      title: translate({id: 'installGenerator.gateway.title', message: '网关'}),
      intro: spaceHanLatin(
        translate(
          {
            id: 'installGenerator.gateway.intro',
            message:
              '网关节点运行 rbd-gateway，承接平台与应用的全部入口流量，节点上的 80、443、6060、6443、7070、8443 端口必须空闲。如果网关前面有{lb}，把它的地址作为对外地址。',
          },
          {lb: services.lb},
        ),
      ),
      blocks: [
        {
          choice: {
            path: 'gatewayMode',
            legend: gatewayAddress,
            options: [
              {
                value: 'builtin',
                label: translate({id: 'installGenerator.gateway.useNode', message: '使用第一个网关节点的地址'}),
              },
              {
                value: 'custom',
                label: spaceHanLatin(
                  translate({id: 'installGenerator.gateway.useLb', message: '填写{lb}的地址'}, {lb: services.lb}),
                ),
              },
            ],
          },
          cases: {
            custom: {
              fields: [
                {
                  kind: 'text',
                  path: 'gatewayIngressIP',
                  label: gatewayAddress,
                  hint: translate({
                    id: 'installGenerator.gateway.addressHint',
                    message: '用户访问控制台（7070 端口）和应用时使用的 IPv4 地址。',
                  }),
                  placeholder: ex.gatewayIngressIP,
                },
              ],
            },
          },
        },
        {
          legend: translate({id: 'installGenerator.gateway.nodes', message: '网关节点'}),
          hint: translate({
            id: 'installGenerator.gateway.nodesHint',
            message: '节点名称照抄 kubectl get node 的 NAME 列；没有公网 IP 的节点，外网 IP 留空即与内网 IP 相同。',
          }),
          fields: [
            {
              kind: 'list',
              path: 'gatewayNodes',
              testId: 'gateway-node',
              empty: {name: '', internalIP: '', externalIP: ''},
              rowLabel: (n) => translate({id: 'installGenerator.gateway.nodeGroup', message: '网关节点 {n}'}, {n}),
              removeLabel: (n) =>
                translate({id: 'installGenerator.gateway.removeNode', message: '删除网关节点 {n}'}, {n}),
              addLabel: translate({id: 'installGenerator.gateway.addNode', message: '添加网关节点'}),
              fields: [
                nodeName('name'),
                {
                  kind: 'text',
                  path: 'internalIP',
                  label: translate({id: 'installGenerator.node.internalIP', message: '内网 IP'}),
                  inputMode: 'decimal',
                  placeholder: ex.nodeIP,
                },
                {
                  kind: 'text',
                  path: 'externalIP',
                  label: translate({id: 'installGenerator.node.externalIP', message: '外网 IP'}),
                  inputMode: 'decimal',
                  optional,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'chaos',
      title: chaosTitle,
      intro: translate({
        id: 'installGenerator.chaos.intro',
        message: '构建服务 rbd-chaos 把源代码编译成镜像，会占用较多 CPU、内存和磁盘，可以把它固定在资源宽裕的节点上。',
      }),
      blocks: [
        {
          choice: {
            path: 'chaos.mode',
            legend: chaosTitle,
            options: [
              {
                value: 'builtin',
                label: translate({id: 'installGenerator.chaos.builtin', message: '不指定，由 Kubernetes 调度'}),
              },
              {value: 'custom', label: translate({id: 'installGenerator.chaos.custom', message: '指定构建节点'})},
            ],
          },
          cases: {
            custom: {
              layout: 'list',
              fields: [
                stringList(
                  'chaos.nodes',
                  nodeName(''),
                  (n) => translate({id: 'installGenerator.chaos.removeNode', message: '删除构建节点 {n}'}, {n}),
                  translate({id: 'installGenerator.chaos.addNode', message: '添加构建节点'}),
                ),
              ],
            },
          },
        },
      ],
    },
    {
      id: 'storage',
      title: storageTitle,
      intro: translate({
        id: 'installGenerator.storage.intro',
        message:
          '平台需要一种多节点共享读写（RWX）的存储，存放应用数据和构建缓存；块存储（RWO）用于单节点读写的数据卷。',
      }),
      blocks: [
        {
          choice: {
            path: 'storage.mode',
            legend: storageTitle,
            options: PROVIDERS[provider].storageModes.map((m) => ({value: m, label: storageModeLabel(m, provider)})),
          },
          cases: {
            aliyunNas: {
              fields: [
                {
                  kind: 'text',
                  path: 'storage.nasServer',
                  label: translate({id: 'installGenerator.storage.nasServer', message: 'NAS 挂载点'}),
                  hint: translate({
                    id: 'installGenerator.storage.nasHint',
                    message:
                      '在 NAS 控制台复制与集群同一 VPC 的挂载点地址，保留末尾的 “:/”。Rainbond 会自动部署 NAS 的 CSI 插件。',
                  }),
                  placeholder: ex.nasServer,
                },
              ],
            },
            nfs: {
              layout: 'grid',
              fields: [
                {
                  kind: 'text',
                  path: 'storage.nfsServer',
                  label: translate({id: 'installGenerator.storage.nfsServer', message: 'NFS 服务器地址'}),
                  hint: translate({
                    id: 'installGenerator.storage.nfsHint',
                    message:
                      '只填主机部分，目录写在右侧。Chart 会部署 nfs-client-provisioner，创建名为 nfs-client 的 StorageClass。',
                  }),
                  placeholder: ex.nfsServer,
                },
                {
                  kind: 'text',
                  path: 'storage.nfsPath',
                  label: translate({id: 'installGenerator.storage.nfsPath', message: '共享目录'}),
                  placeholder: ex.nfsPath,
                },
              ],
            },
            storageClass: {
              layout: 'grid',
              fields: [
                {
                  kind: 'text',
                  path: 'storage.rwxStorageClass',
                  label: translate({id: 'installGenerator.storage.rwx', message: 'RWX StorageClass'}),
                  hint: translate({
                    id: 'installGenerator.storage.rwxHint',
                    message: '支持多节点读写的 StorageClass 名称，可用 kubectl get storageclass 查看。',
                  }),
                  placeholder: ex.storageClass,
                },
                {
                  kind: 'text',
                  path: 'storage.rwoStorageClass',
                  label: translate({id: 'installGenerator.storage.rwo', message: 'RWO StorageClass'}),
                  optional,
                  hint: translate({
                    id: 'installGenerator.storage.rwoHint',
                    message: '留空则与 RWX 使用同一个 StorageClass。',
                  }),
                },
              ],
            },
          },
        },
      ],
    },
    {
      id: 'db',
      title: translate({id: 'installGenerator.db.title', message: '数据库'}),
      intro: spaceHanLatin(
        translate(
          {
            id: 'installGenerator.db.intro',
            message:
              'Rainbond 使用两个 MySQL 库：集群端的 region 和控制台的 console。默认由平台自带的 rbd-db 提供；改用{db}时，请先建好这两个库，并给账号授予全部权限。',
          },
          {db: services.db},
        ),
      ),
      blocks: [
        database('regionDatabase', translate({id: 'installGenerator.db.region', message: '集群端数据库（region）'})),
        database('uiDatabase', translate({id: 'installGenerator.db.console', message: '控制台数据库（console）'})),
      ],
    },
    {
      id: 'hub',
      title: hubTitle,
      intro: spaceHanLatin(
        translate(
          {
            id: 'installGenerator.hub.intro',
            message: '构建出的应用镜像默认推送到平台自带的 rbd-hub（集群内域名 goodrain.me）。也可以改用{registry}。',
          },
          {registry: services.registry},
        ),
      ),
      blocks: [
        {
          choice: builtinOrCustom(
            'imageHub.mode',
            hubTitle,
            translate({id: 'installGenerator.hub.builtin', message: '使用内置仓库 rbd-hub'}),
          ),
          cases: {
            custom: {
              layout: 'grid',
              fields: [
                {
                  kind: 'text',
                  path: 'imageHub.domain',
                  label: translate({id: 'installGenerator.hub.domain', message: '仓库地址'}),
                  placeholder: ex.registry,
                },
                {
                  kind: 'text',
                  path: 'imageHub.namespace',
                  label: translate({id: 'installGenerator.hub.namespace', message: '命名空间或项目'}),
                },
                {
                  kind: 'text',
                  path: 'imageHub.username',
                  label: translate({id: 'installGenerator.hub.username', message: '用户名'}),
                },
                {
                  kind: 'text',
                  path: 'imageHub.password',
                  label: translate({id: 'installGenerator.hub.password', message: '密码'}),
                  password: true,
                },
              ],
            },
          },
        },
      ],
    },
    {
      id: 'etcd',
      title: etcdTitle,
      intro: translate({
        id: 'installGenerator.etcd.intro',
        message:
          '默认在 rbd-system 中运行平台自己的 rbd-etcd。高可用部署可以接入已有的 Etcd 集群，它的 TLS 证书放在同一命名空间的 Secret 里。',
      }),
      blocks: [
        {
          choice: builtinOrCustom(
            'etcd.mode',
            etcdTitle,
            translate({id: 'installGenerator.etcd.builtin', message: '使用内置 Etcd'}),
          ),
          cases: {
            custom: {
              layout: 'list',
              fields: [
                stringList(
                  'etcd.endpoints',
                  {
                    kind: 'text',
                    path: '',
                    label: translate({id: 'installGenerator.etcd.endpoint', message: 'Etcd 地址'}),
                    placeholder: '192.168.0.21:2379',
                  },
                  (n) => translate({id: 'installGenerator.etcd.removeEndpoint', message: '删除 Etcd 地址 {n}'}, {n}),
                  translate({id: 'installGenerator.etcd.addEndpoint', message: '添加 Etcd 地址'}),
                ),
                {
                  kind: 'text',
                  path: 'etcd.secretName',
                  label: translate({id: 'installGenerator.etcd.secretName', message: 'TLS 证书 Secret 名称'}),
                  hint: translate({
                    id: 'installGenerator.etcd.secretHint',
                    message: 'Secret 中的键名固定为 ca-file、cert-file、key-file；生成结果里附有创建它的命令。',
                  }),
                },
              ],
            },
          },
        },
      ],
    },
  ];
}
