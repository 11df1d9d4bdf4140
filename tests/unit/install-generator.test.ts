import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as jsYaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {hasManifest, manifest} from './lib/shared';
import {
  GATEWAY_PORTS,
  HEREDOC_DELIMITER,
  PROVIDER_IDS,
  PROVIDERS,
  initialInstallForm,
  isEndpoint,
  isHost,
  isIPv4,
  isNasServer,
  isPort,
  isRegistry,
  isResourceName,
  validateInstallForm,
  type InstallForm,
  type ProviderId,
  type StorageMode,
} from '@site/src/components/InstallGenerator/form';
import {
  buildValues,
  generateInstall,
  generateValuesYaml,
  shellQuote,
  toYaml,
} from '@site/src/components/InstallGenerator/values';

const yaml = jsYaml as unknown as {load: (text: string, options?: {schema?: unknown}) => unknown; JSON_SCHEMA: unknown};

/** Strings that break naive YAML or shell generation. */
const HOSTILE = [
  `it's "quoted"`,
  '$(rm -rf /)',
  '`reboot`',
  'line1\nline2\r\nline3',
  'key: value',
  '# not a comment',
  '{a: 1}',
  '[1, 2]',
  '- leading dash',
  '*alias',
  '&anchor',
  '!!binary AAAA',
  '%YAML 1.2',
  '@at',
  '? question',
  '| block',
  '> folded',
  'yes',
  'null',
  '~',
  '0x1F',
  '3306',
  '1e3',
  '  spaced  ',
  '',
  'tab\there',
  'back\\slash\\',
  "'single' \\'",
  '中文密码：测试',
  'emoji 🚀 ok',
  'nel\u0085 ls\u2028 ps\u2029 bom\ufeff del\u007f nul\u0000 bell\u0007',
  `lone \ud800 surrogate`,
  HEREDOC_DELIMITER,
  `${HEREDOC_DELIMITER}\n${HEREDOC_DELIMITER}`,
  "'; echo pwned; '",
  '"; echo pwned; "',
  '\\"',
  '---',
  '...',
];

/** A form with `v` in every user field, every section set to "configure my own". */
function hostileForm(v: string, storage: StorageMode, i = 0): InstallForm {
  const w = (k: string) => `${v}${k}${i}`;
  return {
    gatewayIngressIP: w('gw'),
    gatewayNodes: [
      {name: w('n1'), internalIP: w('i1'), externalIP: w('e1')},
      {name: v, internalIP: v, externalIP: `${v}x`},
    ],
    chaos: {mode: 'custom', nodes: [w('c1'), `${v}c2`]},
    storage: {
      mode: storage,
      rwxStorageClass: w('rwx'),
      rwoStorageClass: w('rwo'),
      nfsServer: w('nfs'),
      nfsPath: w('path'),
      nasServer: w('nas'),
    },
    regionDatabase: {mode: 'custom', host: w('h'), port: w('p'), name: w('db'), username: w('u'), password: w('pw')},
    uiDatabase: {mode: 'custom', host: v, port: v, name: v, username: v, password: v},
    imageHub: {mode: 'custom', domain: w('d'), namespace: w('ns'), username: w('hu'), password: w('hp')},
    etcd: {mode: 'custom', endpoints: [w('e1'), w('e2')], secretName: w('secret')},
  };
}

/** What the values should parse back to (plain object from the form, by hand). */
function expected(form: InstallForm): unknown {
  const db = (d: InstallForm['uiDatabase']) => ({
    enable: true,
    host: d.host,
    port: /^[0-9]{1,5}$/.test(d.port) && +d.port >= 1 && +d.port <= 65535 ? +d.port : d.port,
    name: d.name,
    username: d.username,
    password: d.password,
  });
  const s = form.storage;
  const storage =
    s.mode === 'aliyunNas'
      ? {RWX: {enable: true, type: 'aliyun', config: {server: s.nasServer}}}
      : s.mode === 'storageClass'
        ? {
            RWX: {enable: true, config: {storageClassName: s.rwxStorageClass}},
            RWO: {enable: true, storageClassName: s.rwoStorageClass || s.rwxStorageClass},
          }
        : s.mode === 'nfs'
          ? {
              RWX: {enable: true, config: {storageClassName: 'nfs-client'}},
              RWO: {enable: true, storageClassName: 'nfs-client'},
            }
          : {};
  return {
    Cluster: {
      gatewayIngressIPs: form.gatewayIngressIP || form.gatewayNodes[0].externalIP || form.gatewayNodes[0].internalIP,
      nodesForGateway: form.gatewayNodes.map((n) => ({
        name: n.name,
        internalIP: n.internalIP,
        externalIP: n.externalIP || n.internalIP,
      })),
      nodesForChaos: form.chaos.nodes.filter(Boolean).map((name) => ({name})),
      ...storage,
      regionDatabase: db(form.regionDatabase),
      uiDatabase: db(form.uiDatabase),
      imageHub: {enable: true, ...form.imageHub, mode: undefined},
      etcd: {enable: true, endpoints: form.etcd.endpoints.filter(Boolean), secretName: form.etcd.secretName},
    },
    ...(s.mode === 'nfs'
      ? {'nfs-client-provisioner': {childChart: {enable: true}, nfs: {server: s.nfsServer, path: s.nfsPath}}}
      : {}),
  };
}

/** What a shell can receive: UTF-8 text without NUL (lone surrogates have no UTF-8 form). */
const SHELL_SAFE = HOSTILE.filter((v) => !v.includes('\u0000') && Buffer.from(v, 'utf8').toString('utf8') === v);
const strip = (o: unknown): unknown => JSON.parse(JSON.stringify(o));
const STORAGE_MODES: StorageMode[] = ['builtin', 'storageClass', 'nfs', 'aliyunNas'];

describe('toYaml (js-yaml dump, every string double-quoted)', () => {
  it.each(HOSTILE)('round-trips %j through js-yaml (YAML 1.2 core and 1.1-ish defaults)', (v) => {
    const doc = toYaml({a: v, b: [v]});
    expect(yaml.load(doc)).toEqual({a: v, b: [v]});
    expect(yaml.load(doc, {schema: yaml.JSON_SCHEMA})).toEqual({a: v, b: [v]});
  });

  it('keeps every quoted value on one line, with no raw line break a YAML 1.1 parser would fold', () => {
    for (const v of HOSTILE) expect(toYaml({a: v}).slice(0, -1)).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
  });

  it('round-trips every BMP code unit', () => {
    let all = '';
    for (let c = 0; c <= 0xffff; c++) all += String.fromCharCode(c);
    expect(yaml.load(toYaml({v: all}))).toEqual({v: all});
  });
});

describe('values.yaml with hostile input in every field', () => {
  for (const storage of STORAGE_MODES) {
    it.each(HOSTILE.map((v, i) => [v, i] as const))(`storage=${storage}: %j parses back to the input`, (v, i) => {
      const form = hostileForm(v, storage, i);
      const text = generateValuesYaml(form);
      const parsed = yaml.load(text);
      expect(parsed).toEqual(strip(expected(form)));
      expect(parsed).toEqual(strip(buildValues(form)));
      // Also the way the heredoc delivers it: the text between the delimiters is the document.
      const out = generateInstall(form);
      const lines = out.writeValuesCommand.split('\n');
      expect(lines[0]).toBe(`cat > values.yaml <<'${HEREDOC_DELIMITER}'`);
      const end = lines.indexOf(HEREDOC_DELIMITER);
      expect(end).toBe(lines.length - 2);
      expect(`${lines.slice(1, end).join('\n')}\n`).toBe(text);
    });
  }
});

describe('shell output', () => {
  it('install commands contain no user input', () => {
    const a = generateInstall(hostileForm('$(id)`x`', 'storageClass'));
    const b = generateInstall(initialInstallForm('helm'));
    expect(a.commands).toEqual(b.commands);
    expect(a.commands).toEqual([
      'helm repo add rainbond https://openchart.goodrain.com/goodrain/rainbond',
      'helm repo update',
      'kubectl create namespace rbd-system',
      'helm install rainbond rainbond/rainbond-cluster --version 5.11.1 -f values.yaml -n rbd-system',
    ]);
  });

  it.each(SHELL_SAFE)('shellQuote(%j) is one word that a shell reads back', (v) => {
    const echoed = execFileSync('sh', ['-c', `printf '%s' ${shellQuote(v)}`], {encoding: 'utf8'});
    expect(echoed).toBe(v);
  });

  it('the etcd Secret command quotes the secret name and nothing else is user input', () => {
    for (const v of HOSTILE) {
      const out = generateInstall(hostileForm(v, 'nfs'));
      const cmd = out.etcdSecretCommand!;
      const name = `${v}secret0`;
      expect(cmd.startsWith(`kubectl create secret generic ${shellQuote(name)} -n rbd-system \\\n`)).toBe(true);
      expect(cmd.replace(shellQuote(name), "'NAME'")).toBe(
        generateInstall(hostileForm('x', 'nfs')).etcdSecretCommand!.replace(shellQuote('xsecret0'), "'NAME'"),
      );
    }
    expect(generateInstall(initialInstallForm('ack')).etcdSecretCommand).toBeNull();
  });

  it('the heredoc written by sh reproduces values.yaml byte for byte', () => {
    for (const v of SHELL_SAFE) {
      const out = generateInstall(hostileForm(v, 'nfs'));
      const script = out.writeValuesCommand.replace('cat > values.yaml', 'cat');
      expect(execFileSync('sh', ['-c', script], {encoding: 'utf8'})).toBe(out.valuesYaml);
    }
  });
});

describe('providers', () => {
  it.runIf(hasManifest)('match the four generator pages in the facts', () => {
    const facts = manifest('facts.json') as {
      cloud_install_landings: {list: {slug: string}[]; gateway_ports: number[]};
    };
    expect(PROVIDER_IDS.sort()).toEqual(facts.cloud_install_landings.list.map((l) => l.slug).sort());
    expect([...GATEWAY_PORTS]).toEqual(facts.cloud_install_landings.gateway_ports);
  });

  it.each(PROVIDER_IDS)(
    '%s: valid example values generate a values.yaml with the provider default storage',
    (id: ProviderId) => {
      const ex = PROVIDERS[id].examples;
      const form = initialInstallForm(id);
      form.gatewayNodes = [{name: ex.nodeName, internalIP: ex.nodeIP, externalIP: ''}];
      form.storage = {...form.storage, nfsServer: ex.nfsServer, nfsPath: ex.nfsPath, nasServer: ex.nasServer};
      expect(validateInstallForm(form, id)).toEqual({});
      const values = yaml.load(generateValuesYaml(form)) as {Cluster: Record<string, unknown>} & Record<
        string,
        unknown
      >;
      expect(values.Cluster.gatewayIngressIPs).toBe(ex.nodeIP);
      expect(values.Cluster.nodesForGateway).toEqual([
        {name: ex.nodeName, internalIP: ex.nodeIP, externalIP: ex.nodeIP},
      ]);
      expect(values.Cluster.regionDatabase).toBeUndefined();
      expect(values.Cluster.etcd).toBeUndefined();
      const mode = PROVIDERS[id].storageModes[0];
      if (mode === 'aliyunNas')
        expect(values.Cluster.RWX).toEqual({enable: true, type: 'aliyun', config: {server: ex.nasServer}});
      if (mode === 'nfs')
        expect(values['nfs-client-provisioner']).toEqual({
          childChart: {enable: true},
          nfs: {server: ex.nfsServer, path: ex.nfsPath},
        });
      if (mode === 'builtin') expect(values.Cluster.RWX).toBeUndefined();
    },
  );

  it('ACK offers NAS, CCE and TKE an NFS share (SFS, CFS), helm the built-in storage first', () => {
    expect(PROVIDERS.ack.storageModes[0]).toBe('aliyunNas');
    expect(PROVIDERS.cce.storageModes[0]).toBe('nfs');
    expect(PROVIDERS.tke.storageModes[0]).toBe('nfs');
    expect(PROVIDERS.helm.storageModes[0]).toBe('builtin');
    expect(PROVIDERS.helm.storageModes).not.toContain('aliyunNas');
  });
});

describe('validation', () => {
  it('field checks', () => {
    expect(['0.0.0.0', '192.168.0.1', '255.255.255.255'].every(isIPv4)).toBe(true);
    expect(['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4 ', 'a.b.c.d', ''].some(isIPv4)).toBe(false);
    expect(['db.example.com', 'rm-xxxx.mysql.rds.aliyuncs.com', '10.0.0.1', 'localhost'].every(isHost)).toBe(true);
    expect(['-bad.com', 'a..b', 'a b', '999.1.1.1', 'x_y.com', '$(id)'].some(isHost)).toBe(false);
    expect(['1', '3306', '65535'].every(isPort)).toBe(true);
    expect(['0', '65536', '-1', '3306a', '', ' 80'].some(isPort)).toBe(false);
    expect(['node-1', 'cn-hangzhou.192.168.0.11', 'nfs-client'].every(isResourceName)).toBe(true);
    expect(['Node1', 'node_1', '-a', 'a-', ''].some(isResourceName)).toBe(false);
    expect(['10.0.0.1:2379', 'https://etcd.example.com:2379'].every(isEndpoint)).toBe(true);
    expect(['10.0.0.1', '10.0.0.1:0', 'ftp://a:1', 'a b:1'].some(isEndpoint)).toBe(false);
    expect(
      ['harbor.example.com', 'harbor.example.com:5000', 'registry.cn-hangzhou.aliyuncs.com'].every(isRegistry),
    ).toBe(true);
    expect(['http://harbor', 'a b', 'x:99999'].some(isRegistry)).toBe(false);
    expect(isNasServer('xxxx-abcd.cn-hangzhou.nas.aliyuncs.com:/')).toBe(true);
    expect(isNasServer('xxxx-abcd.cn-hangzhou.nas.aliyuncs.com')).toBe(false);
  });

  it('an empty form needs a gateway node with a name and an internal IP', () => {
    expect(validateInstallForm(initialInstallForm('helm'), 'helm')).toEqual({
      'gatewayNodes.0.name': 'required',
      'gatewayNodes.0.internalIP': 'required',
    });
    const none = {...initialInstallForm('helm'), gatewayNodes: []};
    expect(validateInstallForm(none, 'helm').gatewayNodes).toBe('minGatewayNodes');
  });

  it('reports each bad field of a hostile form', () => {
    const errors = validateInstallForm(hostileForm('$(id)', 'storageClass'), 'helm');
    expect(errors).toMatchObject({
      gatewayIngressIP: 'ipv4',
      'gatewayNodes.0.name': 'nodeName',
      'gatewayNodes.0.internalIP': 'ipv4',
      'gatewayNodes.0.externalIP': 'ipv4',
      'chaos.nodes.0': 'nodeName',
      'storage.rwxStorageClass': 'resourceName',
      'regionDatabase.host': 'host',
      'regionDatabase.port': 'port',
      'imageHub.domain': 'registry',
      'etcd.endpoints.0': 'endpoint',
      'etcd.secretName': 'resourceName',
    });
    // Passwords and names may hold any printable text, but not line breaks.
    expect(errors['regionDatabase.password']).toBeUndefined();
    expect(validateInstallForm(hostileForm('a\nb', 'builtin'), 'helm')['regionDatabase.password']).toBe('control');
    // A storage mode the provider does not offer.
    expect(validateInstallForm(hostileForm('x', 'aliyunNas'), 'helm')['storage.mode']).toBe('required');
  });

  it('accepts a complete valid custom form', () => {
    const form: InstallForm = {
      gatewayIngressIP: '47.98.10.20',
      gatewayNodes: [{name: 'node-1', internalIP: '192.168.0.11', externalIP: ''}],
      chaos: {mode: 'custom', nodes: ['node-1']},
      storage: {
        mode: 'storageClass',
        rwxStorageClass: 'cephfs',
        rwoStorageClass: '',
        nfsServer: '',
        nfsPath: '',
        nasServer: '',
      },
      regionDatabase: {
        mode: 'custom',
        host: 'db.example.com',
        port: '3306',
        name: 'region',
        username: 'root',
        password: `p'"$(x)`,
      },
      uiDatabase: {
        mode: 'custom',
        host: '10.0.0.5',
        port: '3307',
        name: 'console',
        username: 'root',
        password: 'p#: {x}',
      },
      imageHub: {
        mode: 'custom',
        domain: 'harbor.example.com:5000',
        namespace: 'rainbond',
        username: 'admin',
        password: 'Harbor12345',
      },
      etcd: {mode: 'custom', endpoints: ['192.168.0.21:2379'], secretName: 'rbd-etcd-secret'},
    };
    expect(validateInstallForm(form, 'helm')).toEqual({});
    const v = yaml.load(generateValuesYaml(form)) as {Cluster: Record<string, Record<string, unknown>>};
    expect(v.Cluster.uiDatabase.port).toBe(3307);
    expect(v.Cluster.RWO).toEqual({enable: true, storageClassName: 'cephfs'});
  });
});

describe('generator texts', () => {
  it('space Han and Latin in composed Chinese sentences and leave English alone', async () => {
    const {spaceHanLatin, errorMessage} = await import('@site/src/components/InstallGenerator/messages');
    expect(spaceHanLatin('改用RDS MySQL时')).toBe('改用 RDS MySQL 时');
    expect(spaceHanLatin('填写负载均衡或 VIP的地址')).toBe('填写负载均衡或 VIP 的地址');
    expect(spaceHanLatin('Use the address of an SLB load balancer')).toBe('Use the address of an SLB load balancer');
    expect(errorMessage('ipv4')).toContain('IPv4');
    // Each generator page names its provider's services, in both locales.
    for (const id of PROVIDER_IDS) {
      for (const dir of ['src/pages', 'i18n/en/docusaurus-plugin-content-pages']) {
        const mdx = fs.readFileSync(path.resolve(__dirname, '../..', dir, id, 'index.mdx'), 'utf8');
        expect(mdx, `${dir}/${id}`).toMatch(/services=\{\{lb: "[^"]+", db: "[^"]+", registry: "[^"]+"\}\}/);
      }
    }
  });
});
