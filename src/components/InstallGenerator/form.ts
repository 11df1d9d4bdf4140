/**
 * The install command generator's form (/ack/, /cce/, /tke/, /helm/): its typed state, the
 * per-provider data, the initial form and validation. Pure logic, no text: validation reports
 * error codes per field; the page turns codes into translated messages (messages.ts). What the
 * form produces (values.yaml and the commands) is ./values.ts, loaded when first needed.
 */

export type ProviderId = 'ack' | 'cce' | 'tke' | 'helm';

/** How the platform stores its data: the chart's own NFS, a StorageClass, an NFS share, Alibaba Cloud NAS. */
export type StorageMode = 'builtin' | 'storageClass' | 'nfs' | 'aliyunNas';
export type Choice = 'builtin' | 'custom';

export type GatewayNode = {name: string; internalIP: string; externalIP: string};

export type DatabaseForm = {mode: Choice; host: string; port: string; name: string; username: string; password: string};

export type InstallForm = {
  /** Address users reach the gateway on (load balancer, VIP); empty: the first gateway node's address. */
  gatewayIngressIP: string;
  gatewayNodes: GatewayNode[];
  chaos: {mode: Choice; nodes: string[]};
  storage: {
    mode: StorageMode;
    rwxStorageClass: string;
    /** Empty: the same class as RWX. */
    rwoStorageClass: string;
    nfsServer: string;
    nfsPath: string;
    nasServer: string;
  };
  regionDatabase: DatabaseForm;
  uiDatabase: DatabaseForm;
  imageHub: {mode: Choice; domain: string; namespace: string; username: string; password: string};
  etcd: {mode: Choice; endpoints: string[]; secretName: string};
};

export type ProviderConfig = {
  id: ProviderId;
  /** Storage choices offered, in order; the first is the default. */
  storageModes: StorageMode[];
  /** Example values shown as placeholders. */
  examples: {
    gatewayIngressIP: string;
    nodeName: string;
    nodeIP: string;
    nfsServer: string;
    nfsPath: string;
    nasServer: string;
    storageClass: string;
    dbHost: string;
    registry: string;
  };
};

export const HELM_REPO_NAME = 'rainbond';
export const HELM_REPO_URL = 'https://openchart.goodrain.com/goodrain/rainbond';
export const HELM_CHART = 'rainbond/rainbond-cluster';
/** The chart release these docs describe (rainbond-chart v5.11.1-release, Chart.yaml `version`): pinned, so a
 * later chart in the repository is not installed by a command generated from 5.11 docs. */
export const HELM_CHART_VERSION = '5.11.1';
export const HELM_RELEASE = 'rainbond';
export const NAMESPACE = 'rbd-system';
/** StorageClass the chart's nfs-client-provisioner sub-chart creates. */
export const NFS_CLIENT_STORAGE_CLASS = 'nfs-client';
export const HEREDOC_DELIMITER = 'RAINBOND_VALUES_EOF';
/** Ports that must be free on every gateway node. */
export const GATEWAY_PORTS = [80, 443, 6060, 6443, 7070, 8443] as const;

/** Per-provider differences live here, as data: one generator serves all four pages. */
export const PROVIDERS: Record<ProviderId, ProviderConfig> = {
  ack: {
    id: 'ack',
    storageModes: ['aliyunNas', 'storageClass', 'builtin'],
    examples: {
      gatewayIngressIP: '47.98.10.20',
      nodeName: 'cn-hangzhou.192.168.0.11',
      nodeIP: '192.168.0.11',
      nfsServer: '',
      nfsPath: '',
      nasServer: 'xxxx-abcd.cn-hangzhou.nas.aliyuncs.com:/',
      storageClass: 'alicloud-nas',
      dbHost: 'rm-xxxx.mysql.rds.aliyuncs.com',
      registry: 'registry.cn-hangzhou.aliyuncs.com',
    },
  },
  cce: {
    id: 'cce',
    storageModes: ['nfs', 'storageClass', 'builtin'],
    examples: {
      gatewayIngressIP: '121.36.10.20',
      nodeName: '192.168.0.21',
      nodeIP: '192.168.0.21',
      nfsServer: 'sfs-nas1.cn-north-4.myhuaweicloud.com',
      nfsPath: '/share-1a2b3c4d',
      nasServer: '',
      storageClass: 'csi-nas',
      dbHost: '192.168.0.100',
      registry: 'swr.cn-north-4.myhuaweicloud.com',
    },
  },
  tke: {
    id: 'tke',
    storageModes: ['nfs', 'storageClass', 'builtin'],
    examples: {
      gatewayIngressIP: '118.25.10.20',
      nodeName: '10.0.0.11',
      nodeIP: '10.0.0.11',
      nfsServer: '10.0.0.200',
      nfsPath: '/',
      nasServer: '',
      storageClass: 'cfs',
      dbHost: '10.0.0.100',
      registry: 'ccr.ccs.tencentyun.com',
    },
  },
  helm: {
    id: 'helm',
    storageModes: ['builtin', 'storageClass', 'nfs'],
    examples: {
      gatewayIngressIP: '192.168.10.100',
      nodeName: 'node-1',
      nodeIP: '192.168.10.11',
      nfsServer: '192.168.10.60',
      nfsPath: '/data/rainbond',
      nasServer: '',
      storageClass: 'cephfs',
      dbHost: '192.168.10.50',
      registry: 'harbor.example.com',
    },
  },
};

export const PROVIDER_IDS = Object.keys(PROVIDERS) as ProviderId[];

const emptyDatabase = (name: string): DatabaseForm => ({
  mode: 'builtin',
  host: '',
  port: '3306',
  name,
  username: '',
  password: '',
});

/** The form as a visitor first sees it on a provider's page. */
export function initialInstallForm(provider: ProviderId): InstallForm {
  return {
    gatewayIngressIP: '',
    gatewayNodes: [{name: '', internalIP: '', externalIP: ''}],
    chaos: {mode: 'builtin', nodes: ['']},
    storage: {
      mode: PROVIDERS[provider].storageModes[0],
      rwxStorageClass: '',
      rwoStorageClass: '',
      nfsServer: '',
      nfsPath: '',
      nasServer: '',
    },
    regionDatabase: emptyDatabase('region'),
    uiDatabase: emptyDatabase('console'),
    imageHub: {mode: 'builtin', domain: '', namespace: '', username: '', password: ''},
    etcd: {mode: 'builtin', endpoints: [''], secretName: 'rbd-etcd-secret'},
  };
}

// ---------------------------------------------------------------------------------------------
// Validation

export type ErrorCode =
  | 'required'
  | 'ipv4'
  | 'host'
  | 'port'
  | 'nodeName'
  | 'resourceName'
  | 'endpoint'
  | 'nasServer'
  | 'nfsPath'
  | 'registry'
  | 'minGatewayNodes'
  | 'minChaosNodes'
  | 'minEndpoints'
  | 'control';

/** Field path (e.g. `gatewayNodes.0.internalIP`, `regionDatabase.port`) → error code. */
export type FormErrors = Record<string, ErrorCode>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const LABEL = '[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const HOSTNAME = new RegExp(`^${LABEL}(\\.${LABEL})*$`);
/** Kubernetes object names (nodes, StorageClasses, Secrets): DNS-1123 subdomain. */
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const isIPv4 = (v: string) => IPV4.test(v);
export const isHost = (v: string) => v.length <= 253 && (isIPv4(v) || (HOSTNAME.test(v) && !/^[\d.]+$/.test(v)));
export const isPort = (v: string) => /^[0-9]{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535;
export const isResourceName = (v: string) => v.length <= 253 && DNS_SUBDOMAIN.test(v);

/** `host:port` (an etcd client endpoint), optionally with an http(s):// scheme. */
export function isEndpoint(v: string): boolean {
  const m = /^(?:https?:\/\/)?([^:/]+):([0-9]+)$/.exec(v);
  return !!m && isHost(m[1]) && isPort(m[2]);
}

/** A registry address: host, optional port, optional path (`harbor.example.com:5000`). */
export function isRegistry(v: string): boolean {
  const m = /^([^:/]+)(?::([0-9]+))?(\/[a-zA-Z0-9._/-]+)?$/.exec(v);
  return !!m && isHost(m[1]) && (m[2] === undefined || isPort(m[2]));
}

/** Alibaba Cloud NAS mount target `host:/path`. */
export function isNasServer(v: string): boolean {
  const m = /^([^:/]+):(\/.*)$/.exec(v);
  return !!m && isHost(m[1]) && !/\s/.test(m[2]);
}

export function validateInstallForm(form: InstallForm, provider: ProviderId): FormErrors {
  const errors: FormErrors = {};
  const check = (
    path: string,
    value: string,
    test: ((v: string) => boolean) | null,
    code: ErrorCode,
    required = true,
  ) => {
    if (value === '') {
      if (required) errors[path] = 'required';
    } else if (test && !test(value)) errors[path] = code;
  };
  /** Free text (user names, passwords, database names): required, no line breaks or control characters. */
  const text = (path: string, value: string) => {
    if (value === '') errors[path] = 'required';
    else if (CONTROL.test(value)) errors[path] = 'control';
  };

  check('gatewayIngressIP', form.gatewayIngressIP, isIPv4, 'ipv4', false);
  if (form.gatewayNodes.length === 0) errors.gatewayNodes = 'minGatewayNodes';
  form.gatewayNodes.forEach((n, i) => {
    check(`gatewayNodes.${i}.name`, n.name, isResourceName, 'nodeName');
    check(`gatewayNodes.${i}.internalIP`, n.internalIP, isIPv4, 'ipv4');
    check(`gatewayNodes.${i}.externalIP`, n.externalIP, isIPv4, 'ipv4', false);
  });

  if (form.chaos.mode === 'custom') {
    if (form.chaos.nodes.length === 0) errors['chaos.nodes'] = 'minChaosNodes';
    form.chaos.nodes.forEach((name, i) => check(`chaos.nodes.${i}`, name, isResourceName, 'nodeName'));
  }

  const s = form.storage;
  if (!PROVIDERS[provider].storageModes.includes(s.mode)) errors['storage.mode'] = 'required';
  if (s.mode === 'storageClass') {
    check('storage.rwxStorageClass', s.rwxStorageClass, isResourceName, 'resourceName');
    check('storage.rwoStorageClass', s.rwoStorageClass, isResourceName, 'resourceName', false);
  } else if (s.mode === 'nfs') {
    check('storage.nfsServer', s.nfsServer, isHost, 'host');
    check('storage.nfsPath', s.nfsPath, (v) => /^\/\S*$/.test(v), 'nfsPath');
  } else if (s.mode === 'aliyunNas') {
    check('storage.nasServer', s.nasServer, isNasServer, 'nasServer');
  }

  for (const key of ['regionDatabase', 'uiDatabase'] as const) {
    const db = form[key];
    if (db.mode !== 'custom') continue;
    check(`${key}.host`, db.host, isHost, 'host');
    check(`${key}.port`, db.port, isPort, 'port');
    text(`${key}.name`, db.name);
    text(`${key}.username`, db.username);
    text(`${key}.password`, db.password);
  }

  if (form.imageHub.mode === 'custom') {
    const h = form.imageHub;
    check('imageHub.domain', h.domain, isRegistry, 'registry');
    text('imageHub.namespace', h.namespace);
    text('imageHub.username', h.username);
    text('imageHub.password', h.password);
  }

  if (form.etcd.mode === 'custom') {
    if (form.etcd.endpoints.length === 0) errors['etcd.endpoints'] = 'minEndpoints';
    form.etcd.endpoints.forEach((e, i) => check(`etcd.endpoints.${i}`, e, isEndpoint, 'endpoint'));
    check('etcd.secretName', form.etcd.secretName, isResourceName, 'resourceName');
  }
  return errors;
}
