/**
 * What the install command generator produces: a `values.yaml` for the `rainbond-cluster` chart
 * and the shell commands. Everything runs in the browser. Safety rules:
 * - the YAML is written by js-yaml's `dump` with every string double-quoted, so any password or
 *   name parses back to itself (non-printable and line-breaking characters are escaped);
 * - the install commands contain no user input at all (`-f values.yaml`); the file is written
 *   by a heredoc with a quoted delimiter (no expansion), and the one command that names a
 *   user value (the etcd Secret) single-quotes it.
 * The page loads this module (and js-yaml) when the visitor first asks for the commands.
 */
import {dump} from 'js-yaml';
import {
  HEREDOC_DELIMITER,
  HELM_CHART,
  HELM_CHART_VERSION,
  HELM_RELEASE,
  HELM_REPO_NAME,
  HELM_REPO_URL,
  NAMESPACE,
  NFS_CLIENT_STORAGE_CLASS,
} from './form';
import type {DatabaseForm, InstallForm} from './form';

/** A POSIX shell word that stands for exactly `value`: single quotes, each `'` as `'\''`. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

type Scalar = string | number | boolean;
export type YamlObject = {[key: string]: YamlValue};
/** What values.yaml holds: objects of scalars, objects and lists of scalars or objects (never lists of lists). */
type YamlValue = Scalar | YamlObject | (Scalar | YamlObject)[];

/** Numbers only where the chart needs an integer and the input is one; anything else stays a string. */
function portValue(port: string): YamlValue {
  return /^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535 ? Number(port) : port;
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
    cluster.imageHub = {
      enable: true,
      domain: h.domain,
      namespace: h.namespace,
      username: h.username,
      password: h.password,
    };
  }
  if (form.etcd.mode === 'custom') {
    cluster.etcd = {enable: true, endpoints: form.etcd.endpoints.filter(Boolean), secretName: form.etcd.secretName};
  }
  return {Cluster: cluster, ...values};
}

/**
 * YAML text of `value`: block style, every string double-quoted (escapes for anything a parser
 * could read as a line break or would reject; js-yaml never folds a double-quoted string),
 * numbers and booleans plain, lists at their key's indentation (as the chart's own values.yaml
 * writes them), an object used twice written out twice (no anchors).
 */
export function toYaml(value: YamlObject): string {
  return dump(value, {forceQuotes: true, quotingType: '"', noArrayIndent: true, noRefs: true});
}

/** Shell command that writes `text` to `file`: a heredoc whose quoted delimiter stops expansion. */
export function heredoc(file: string, text: string): string {
  if (text.split('\n').includes(HEREDOC_DELIMITER)) throw new Error('delimiter inside the document');
  return `cat > ${file} <<'${HEREDOC_DELIMITER}'\n${text}${HEREDOC_DELIMITER}\n`;
}

/** `values.yaml` text: every user value double-quoted. */
export function generateValuesYaml(form: InstallForm): string {
  return toYaml(buildValues(form));
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
  const writeValuesCommand = heredoc('values.yaml', valuesYaml);
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
    writeValuesCommand,
    commands: [
      `helm repo add ${HELM_REPO_NAME} ${HELM_REPO_URL}`,
      'helm repo update',
      `kubectl create namespace ${NAMESPACE}`,
      `helm install ${HELM_RELEASE} ${HELM_CHART} --version ${HELM_CHART_VERSION} -f values.yaml -n ${NAMESPACE}`,
    ],
    etcdSecretCommand,
  };
}
