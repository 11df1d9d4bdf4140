/**
 * The cloud install command generator (/ack/, /cce/, /tke/, /helm/): pure logic, no text.
 *
 * A typed form state goes in; a `values.yaml` for the `rainbond-cluster` chart and the shell
 * commands come out. Everything runs in the browser. Safety rules:
 * - every user value in the YAML is a double-quoted scalar with every non-printable or
 *   line-breaking character escaped, so any password or name parses back to itself;
 * - the install commands contain no user input at all (`-f values.yaml`); the file is written
 *   by a heredoc with a quoted delimiter (no expansion), and the one command that names a
 *   user value (the etcd Secret) single-quotes it.
 * Validation is separate (validateInstallForm) and reports error codes per field; the page
 * turns codes into translated messages.
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
// Quoting

/**
 * A YAML double-quoted scalar that parses back to exactly `value` (YAML 1.1 and 1.2 parsers).
 * Escapes `\` and `"`, and every character outside YAML's printable set or that a parser would
 * treat as a line break or BOM (C0/C1 controls, DEL, NEL, U+2028/2029, U+FEFF, lone surrogates).
 */
export function yamlQuote(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const ch = value[i];
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x09) out += '\\t';
    else if (c === 0x0d) out += '\\r';
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += ch + value[i + 1];
        i++;
      } else out += hex4(c);
    } else if (
      c < 0x20 ||
      (c >= 0x7f && c <= 0x9f) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0xfeff ||
      c >= 0xfffe ||
      (c >= 0xdc00 && c <= 0xdfff)
    )
      out += hex4(c);
    else out += ch;
  }
  return `${out}"`;
}

const hex4 = (c: number) => `\\u${c.toString(16).toUpperCase().padStart(4, '0')}`;

/** A POSIX shell word that stands for exactly `value`: single quotes, each `'` as `'\''`. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

// ---------------------------------------------------------------------------------------------
// values.yaml

type Scalar = string | number | boolean;
type YamlObject = {[key: string]: YamlValue};
/** What values.yaml holds: objects of scalars, objects and lists of scalars or objects (never lists of lists). */
type YamlValue = Scalar | YamlObject | (Scalar | YamlObject)[];

/** Numbers only where the chart needs an integer and the input is one; anything else stays a string. */
function portValue(port: string): YamlValue {
  return /^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535 ? Number(port) : port;
}

/** The lines of an object. Keys are fixed by this file (never user input); scalars are quoted, numbers and booleans plain. */
function emit(value: YamlObject, indent: string): string[] {
  return Object.entries(value).flatMap(([key, v]) => {
    if (Array.isArray(v)) return v.length ? [`${indent}${key}:`, ...v.flatMap((item) => listItem(item, indent))] : [`${indent}${key}: []`];
    if (typeof v === 'object') return [`${indent}${key}:`, ...emit(v, `${indent}  `)];
    return [`${indent}${key}: ${scalar(v)}`];
  });
}

/** One entry of a list: an object's first key on the dash line, the rest indented under it. */
function listItem(item: Scalar | YamlObject, indent: string): string[] {
  if (typeof item !== 'object') return [`${indent}- ${scalar(item)}`];
  const [first, ...rest] = emit(item, `${indent}  `);
  return [`${indent}- ${first.trimStart()}`, ...rest];
}

function scalar(value: Scalar): string {
  return typeof value === 'string' ? yamlQuote(value) : String(value);
}

const database = (db: DatabaseForm): YamlValue => ({
  enable: true,
  host: db.host,
  port: portValue(db.port),
  name: db.name,
  username: db.username,
  password: db.password,
});

/** The chart values as a plain object (what the YAML text parses back to). */
export function buildValues(form: InstallForm): YamlObject {
  const nodes = form.gatewayNodes.map((n) => ({
    name: n.name,
    internalIP: n.internalIP,
    externalIP: n.externalIP || n.internalIP,
  }));
  const first = nodes[0];
  const cluster: Record<string, YamlValue> = {
    gatewayIngressIPs: form.gatewayIngressIP || (first ? first.externalIP : ''),
    nodesForGateway: nodes,
  };
  if (form.chaos.mode === 'custom') cluster.nodesForChaos = form.chaos.nodes.filter(Boolean).map((name) => ({name}));

  const values: Record<string, YamlValue> = {};
  const s = form.storage;
  if (s.mode === 'aliyunNas') {
    cluster.RWX = {enable: true, type: 'aliyun', config: {server: s.nasServer}};
  } else if (s.mode === 'storageClass') {
    cluster.RWX = {enable: true, config: {storageClassName: s.rwxStorageClass}};
    cluster.RWO = {enable: true, storageClassName: s.rwoStorageClass || s.rwxStorageClass};
  } else if (s.mode === 'nfs') {
    cluster.RWX = {enable: true, config: {storageClassName: NFS_CLIENT_STORAGE_CLASS}};
    cluster.RWO = {enable: true, storageClassName: NFS_CLIENT_STORAGE_CLASS};
    values['nfs-client-provisioner'] = {childChart: {enable: true}, nfs: {server: s.nfsServer, path: s.nfsPath}};
  }
  if (form.regionDatabase.mode === 'custom') cluster.regionDatabase = database(form.regionDatabase);
  if (form.uiDatabase.mode === 'custom') cluster.uiDatabase = database(form.uiDatabase);
  if (form.imageHub.mode === 'custom') {
    const h = form.imageHub;
    cluster.imageHub = {enable: true, domain: h.domain, namespace: h.namespace, username: h.username, password: h.password};
  }
  if (form.etcd.mode === 'custom') {
    cluster.etcd = {enable: true, endpoints: form.etcd.endpoints.filter(Boolean), secretName: form.etcd.secretName};
  }
  return {Cluster: cluster, ...values};
}

/** `values.yaml` text: every user value double-quoted. */
export function generateValuesYaml(form: InstallForm): string {
  return `${emit(buildValues(form), '').join('\n')}\n`;
}

export type InstallOutput = {
  valuesYaml: string;
  /** Writes values.yaml in the current directory (heredoc, quoted delimiter: nothing expands). */
  writeValuesCommand: string;
  /** One-line commands in order; none contains user input except the quoted etcd Secret name. */
  commands: string[];
  /** kubectl command that creates the etcd TLS Secret (only when an external etcd is used). */
  etcdSecretCommand: string | null;
};

export function generateInstall(form: InstallForm): InstallOutput {
  const valuesYaml = generateValuesYaml(form);
  if (valuesYaml.split('\n').includes(HEREDOC_DELIMITER)) throw new Error('delimiter inside the document');
  const etcdSecretCommand =
    form.etcd.mode === 'custom'
      ? [
          `kubectl create secret generic ${shellQuote(form.etcd.secretName)} -n ${NAMESPACE} \\`,
          '  --from-file=ca-file=/etc/kubernetes/ssl/kube-ca.pem \\',
          '  --from-file=cert-file=/etc/kubernetes/ssl/kube-node.pem \\',
          '  --from-file=key-file=/etc/kubernetes/ssl/kube-node-key.pem',
        ].join('\n')
      : null;
  return {
    valuesYaml,
    writeValuesCommand: `cat > values.yaml <<'${HEREDOC_DELIMITER}'\n${valuesYaml}${HEREDOC_DELIMITER}\n`,
    commands: [
      `helm repo add ${HELM_REPO_NAME} ${HELM_REPO_URL}`,
      'helm repo update',
      `kubectl create namespace ${NAMESPACE}`,
      `helm install ${HELM_RELEASE} ${HELM_CHART} --version ${HELM_CHART_VERSION} -f values.yaml -n ${NAMESPACE}`,
    ],
    etcdSecretCommand,
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
  const check = (path: string, value: string, test: ((v: string) => boolean) | null, code: ErrorCode, required = true) => {
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
