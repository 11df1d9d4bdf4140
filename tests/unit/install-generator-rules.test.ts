// The install command generator's exact outputs and every validation rule, one by one
// (issue 18: the round-trip tests of install-generator.test.ts let many wrong outputs pass).
import {describe, expect, it} from 'vitest';
import {
  HEREDOC_DELIMITER,
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
} from '@site/src/components/InstallGenerator/form';
import {
  buildValues,
  generateInstall,
  generateValuesYaml,
  heredoc,
  toYaml,
} from '@site/src/components/InstallGenerator/values';

describe('toYaml double-quotes every string with YAML escapes', () => {
  it.each(
    [
      ['plain', '"plain"'],
      ['a"b\\c', '"a\\"b\\\\c"'],
      ['\n', '"\\n"'],
      ['\t', '"\\t"'],
      ['\r', '"\\r"'],
      ['\u0000', '"\\0"'],
      ['\u001f', '"\\x1F"'],
      [' ~', '" ~"'],
      ['\u007f', '"\\x7F"'],
      ['\u009f', '"\\x9F"'],
      ['\u00a0é', '"\\_é"'],
      // Line and paragraph separators: YAML 1.1 parsers (Helm's) would read them as line breaks.
      ['\u2028\u2029', '"\\L\\P"'],
      ['\u0085', '"\\N"'],
      ['\ufeff', '"\\uFEFF"'],
      ['\ufffd', '"\ufffd"'],
      ['\ufffe\uffff', '"\\uFFFE\\uFFFF"'],
      ['a😀b', '"a😀b"'],
      ['\ud800', '"\\uD800"'],
      ['\udfff\ud83d', '"\\uDFFF\\uD83D"'],
      ['yes', '"yes"'],
      ['3306', '"3306"'],
      ['~', '"~"'],
    ].map(([value, quoted]) => [JSON.stringify(value), value, quoted]),
  )(
    // Named by JSON text: a lone surrogate in a test name would not survive the JSON reports.
    '%s → its escape',
    (_name, value, quoted) => {
      expect(toYaml({v: value})).toBe(`v: ${quoted}\n`);
    },
  );

  it("writes numbers and booleans plain, lists at their key's indentation, empty lists inline", () => {
    expect(toYaml({a: {port: 3306, t: true, l: [{x: 'y', z: 'w'}], e: []}})).toBe(
      'a:\n  port: 3306\n  t: true\n  l:\n  - x: "y"\n    z: "w"\n  e: []\n',
    );
  });

  it('writes an object used twice out twice (no YAML anchors), and a long string on one line', () => {
    const node = {name: 'node1', ip: '192.168.0.1'};
    expect(toYaml({a: node, b: [node]})).toBe(
      'a:\n  name: "node1"\n  ip: "192.168.0.1"\nb:\n- name: "node1"\n  ip: "192.168.0.1"\n',
    );
    const long = 'word '.repeat(60).trim();
    expect(toYaml({v: long})).toBe(`v: "${long}"\n`);
  });
});

describe('heredoc', () => {
  it('writes the text to the file with a quoted delimiter', () => {
    expect(heredoc('values.yaml', 'a: "$x"\n')).toBe(
      `cat > values.yaml <<'${HEREDOC_DELIMITER}'\na: "$x"\n${HEREDOC_DELIMITER}\n`,
    );
  });

  it('refuses a text holding the delimiter as a line, which would end the document early', () => {
    expect(() => heredoc('values.yaml', `a: 1\n${HEREDOC_DELIMITER}\nb: 2\n`)).toThrow('delimiter inside the document');
    expect(() => heredoc('values.yaml', `${HEREDOC_DELIMITER}`)).toThrow('delimiter inside the document');
    expect(heredoc('values.yaml', `a: "${HEREDOC_DELIMITER}"\n`)).toContain(`a: "${HEREDOC_DELIMITER}"`);
  });
});

describe('values.yaml of the default form', () => {
  it('is the form a visitor first sees', () => {
    expect(initialInstallForm('ack')).toEqual({
      gatewayIngressIP: '',
      gatewayNodes: [{name: '', internalIP: '', externalIP: ''}],
      chaos: {mode: 'builtin', nodes: ['']},
      storage: {mode: 'aliyunNas', rwxStorageClass: '', rwoStorageClass: '', nfsServer: '', nfsPath: '', nasServer: ''},
      regionDatabase: {mode: 'builtin', host: '', port: '3306', name: 'region', username: '', password: ''},
      uiDatabase: {mode: 'builtin', host: '', port: '3306', name: 'console', username: '', password: ''},
      imageHub: {mode: 'builtin', domain: '', namespace: '', username: '', password: ''},
      etcd: {mode: 'builtin', endpoints: [''], secretName: 'rbd-etcd-secret'},
    });
    expect(initialInstallForm('cce').storage.mode).toBe('nfs');
    expect(initialInstallForm('helm').storage.mode).toBe('builtin');
  });

  it('writes only the gateway: no database, registry, etcd, chaos or storage block', () => {
    const form = initialInstallForm('helm');
    form.gatewayNodes = [{name: 'node-1', internalIP: '10.0.0.1', externalIP: ''}];
    expect(buildValues(form)).toEqual({
      Cluster: {
        gatewayIngressIPs: '10.0.0.1',
        nodesForGateway: [{name: 'node-1', internalIP: '10.0.0.1', externalIP: '10.0.0.1'}],
      },
    });
    expect(generateValuesYaml(form)).toBe(
      [
        'Cluster:',
        '  gatewayIngressIPs: "10.0.0.1"',
        '  nodesForGateway:',
        '  - name: "node-1"',
        '    internalIP: "10.0.0.1"',
        '    externalIP: "10.0.0.1"',
        '',
      ].join('\n'),
    );
  });

  it('with no gateway node, writes an empty list and an empty entrance address', () => {
    const form = {...initialInstallForm('helm'), gatewayNodes: []};
    expect(generateValuesYaml(form)).toBe('Cluster:\n  gatewayIngressIPs: ""\n  nodesForGateway: []\n');
  });
});

describe('values.yaml of custom choices', () => {
  const base = (): InstallForm => ({
    ...initialInstallForm('helm'),
    gatewayNodes: [{name: 'n', internalIP: '10.0.0.1', externalIP: '1.2.3.4'}],
  });

  it("prefers the entrance address, then the first node's external address", () => {
    expect(buildValues(base()).Cluster).toMatchObject({gatewayIngressIPs: '1.2.3.4'});
    expect(buildValues({...base(), gatewayIngressIP: '5.6.7.8'}).Cluster).toMatchObject({gatewayIngressIPs: '5.6.7.8'});
  });

  it('lists the chosen build nodes and skips empty rows; none chosen is an empty list', () => {
    const form = {...base(), chaos: {mode: 'custom' as const, nodes: ['', 'node-2', '']}};
    expect(buildValues(form).Cluster).toMatchObject({nodesForChaos: [{name: 'node-2'}]});
    const none = {...base(), chaos: {mode: 'custom' as const, nodes: ['']}};
    expect(generateValuesYaml(none)).toContain('\n  nodesForChaos: []\n');
  });

  it('writes database ports in range as numbers, anything else as text', () => {
    const db = (port: string) => {
      const form = {
        ...base(),
        uiDatabase: {mode: 'custom' as const, host: 'db', port, name: 'console', username: 'u', password: 'p'},
      };
      return (buildValues(form).Cluster as {uiDatabase: {port: unknown}}).uiDatabase.port;
    };
    expect([db('1'), db('3306'), db('65535')]).toEqual([1, 3306, 65535]);
    expect([db('0'), db('65536'), db('123456'), db('33a')]).toEqual(['0', '65536', '123456', '33a']);
    expect(
      generateValuesYaml({
        ...base(),
        uiDatabase: {mode: 'custom', host: 'db', port: '3306', name: 'c', username: 'u', password: 'p'},
      }),
    ).toContain(
      '  uiDatabase:\n    enable: true\n    host: "db"\n    port: 3306\n    name: "c"\n    username: "u"\n    password: "p"\n',
    );
  });

  it('writes the registry and etcd blocks, skipping empty endpoints', () => {
    const form: InstallForm = {
      ...base(),
      imageHub: {mode: 'custom', domain: 'h.example.com', namespace: 'ns', username: 'u', password: 'p'},
      etcd: {mode: 'custom', endpoints: ['10.0.0.9:2379', ''], secretName: 's'},
    };
    expect(buildValues(form).Cluster).toMatchObject({
      imageHub: {enable: true, domain: 'h.example.com', namespace: 'ns', username: 'u', password: 'p'},
      etcd: {enable: true, endpoints: ['10.0.0.9:2379'], secretName: 's'},
    });
  });

  it('creates the etcd Secret from the three kube certificates', () => {
    const form: InstallForm = {
      ...base(),
      etcd: {mode: 'custom', endpoints: ['10.0.0.9:2379'], secretName: 'my-secret'},
    };
    expect(generateInstall(form).etcdSecretCommand).toBe(
      [
        "kubectl create secret generic 'my-secret' -n rbd-system \\",
        '  --from-file=ca-file=/etc/kubernetes/ssl/kube-ca.pem \\',
        '  --from-file=cert-file=/etc/kubernetes/ssl/kube-node.pem \\',
        '  --from-file=key-file=/etc/kubernetes/ssl/kube-node-key.pem',
      ].join('\n'),
    );
    expect(generateInstall(base()).etcdSecretCommand).toBeNull();
  });
});

describe('validators accept what is valid', () => {
  it.each(['200.1.1.1', '249.255.0.1', '250.0.0.1', '199.9.9.9', '100.64.0.1', '9.9.9.9'])('IPv4 %s', (ip) => {
    expect(isIPv4(ip)).toBe(true);
  });
  it.each(['mysql1', '163.com', 'db-1.local', 'a', 'x'.repeat(63) + '.com', '10.0.0.1'])('host %s', (h) => {
    expect(isHost(h)).toBe(true);
  });
  it.each(['http://10.0.0.1:2379', 'https://etcd1:2379', 'etcd-0.etcd:2379'])('etcd endpoint %s', (e) => {
    expect(isEndpoint(e)).toBe(true);
  });
  it.each([
    'harbor.example.com/library',
    'harbor.example.com:5000/ns/sub',
    'registry.cn-hangzhou.aliyuncs.com/goodrain',
    'h/a.b_c-d',
  ])('registry %s', (r) => {
    expect(isRegistry(r)).toBe(true);
  });
  it('lengths up to the limits', () => {
    const label = 'a'.repeat(63);
    const host253 = [label, label, label, 'a'.repeat(61)].join('.');
    expect(host253.length).toBe(253);
    expect(isHost(host253)).toBe(true);
    expect(isHost(`${host253}a`)).toBe(false);
    expect(isResourceName(host253)).toBe(true);
    expect(['a', 'a.b', '1', 'a-b.c1'].every(isResourceName)).toBe(true);
    expect(isResourceName(`${host253}a`)).toBe(false);
    expect(isPort('00080')).toBe(true);
    expect(isPort('000080')).toBe(false);
  });
});

describe('validators reject what is not', () => {
  it.each(['1.2.3', '1.2.3.4.5', '123', '256.0.0.1'])('a digits-and-dots host that is no address: %s', (h) => {
    expect(isHost(h)).toBe(false);
  });
  it.each(['10.0.0.1:2379/x', '-x:2379', 'tcp://10.0.0.1:2379', 'httpx://a:1', 'https://a:1/'])(
    'etcd endpoint %s',
    (e) => {
      expect(isEndpoint(e)).toBe(false);
    },
  );
  it.each(['h/', 'h/a b', 'h/a?x', 'h:0', ' h', 'h/é'])('registry %j', (r) => {
    expect(isRegistry(r)).toBe(false);
  });
  it.each([' nas.example.com:/', 'nas.example.com:/a b', 'nas.example.com:', 'x/y:/', 'nas.example.com:/a\nb'])(
    'NAS %j',
    (n) => {
      expect(isNasServer(n)).toBe(false);
    },
  );
});

describe('validation of each choice', () => {
  const form = (patch: Partial<InstallForm>): InstallForm => ({
    ...initialInstallForm('helm'),
    gatewayNodes: [{name: 'node-1', internalIP: '10.0.0.1', externalIP: ''}],
    ...patch,
  });
  const storage = (patch: Partial<InstallForm['storage']>) => ({...initialInstallForm('helm').storage, ...patch});

  it('NFS needs a server and an absolute path', () => {
    expect(validateInstallForm(form({storage: storage({mode: 'nfs'})}), 'helm')).toEqual({
      'storage.nfsServer': 'required',
      'storage.nfsPath': 'required',
    });
    expect(
      validateInstallForm(form({storage: storage({mode: 'nfs', nfsServer: 'bad host', nfsPath: 'data'})}), 'helm'),
    ).toEqual({
      'storage.nfsServer': 'host',
      'storage.nfsPath': 'nfsPath',
    });
    expect(
      validateInstallForm(form({storage: storage({mode: 'nfs', nfsServer: 'nfs1', nfsPath: '/a b'})}), 'helm'),
    ).toEqual({'storage.nfsPath': 'nfsPath'});
    expect(
      validateInstallForm(form({storage: storage({mode: 'nfs', nfsServer: 'nfs1', nfsPath: 'data/rainbond'})}), 'helm'),
    ).toEqual({'storage.nfsPath': 'nfsPath'});
    expect(
      validateInstallForm(form({storage: storage({mode: 'nfs', nfsServer: '10.0.0.2', nfsPath: '/'})}), 'helm'),
    ).toEqual({});
  });

  it('NAS needs a mount target, and only where NAS is offered', () => {
    expect(validateInstallForm(form({storage: storage({mode: 'aliyunNas'})}), 'ack')).toEqual({
      'storage.nasServer': 'required',
    });
    expect(validateInstallForm(form({storage: storage({mode: 'aliyunNas', nasServer: 'nas'})}), 'ack')).toEqual({
      'storage.nasServer': 'nasServer',
    });
    expect(
      validateInstallForm(form({storage: storage({mode: 'aliyunNas', nasServer: 'nas.example.com:/'})}), 'ack'),
    ).toEqual({});
    expect(
      validateInstallForm(form({storage: storage({mode: 'aliyunNas', nasServer: 'nas.example.com:/'})}), 'cce'),
    ).toEqual({'storage.mode': 'required'});
  });

  it('a StorageClass needs its RWX name; the RWO one is optional but checked', () => {
    expect(validateInstallForm(form({storage: storage({mode: 'storageClass'})}), 'helm')).toEqual({
      'storage.rwxStorageClass': 'required',
    });
    expect(
      validateInstallForm(
        form({storage: storage({mode: 'storageClass', rwxStorageClass: 'nas', rwoStorageClass: 'Bad'})}),
        'helm',
      ),
    ).toEqual({
      'storage.rwoStorageClass': 'resourceName',
    });
  });

  it('an external database needs every field', () => {
    const empty = {mode: 'custom' as const, host: '', port: '', name: '', username: '', password: ''};
    expect(validateInstallForm(form({regionDatabase: empty, uiDatabase: empty}), 'helm')).toEqual(
      Object.fromEntries(
        ['regionDatabase', 'uiDatabase'].flatMap((k) =>
          ['host', 'port', 'name', 'username', 'password'].map((f) => [`${k}.${f}`, 'required']),
        ),
      ),
    );
    const bad = {
      mode: 'custom' as const,
      host: 'db',
      port: '3306',
      name: 'a\tb',
      username: 'u\u0085',
      password: 'p\u2028',
    };
    expect(validateInstallForm(form({uiDatabase: bad}), 'helm')).toEqual({
      'uiDatabase.name': 'control',
      'uiDatabase.username': 'control',
      'uiDatabase.password': 'control',
    });
  });

  it('an external registry needs every field', () => {
    expect(
      validateInstallForm(
        form({imageHub: {mode: 'custom', domain: '', namespace: '', username: '', password: ''}}),
        'helm',
      ),
    ).toEqual({
      'imageHub.domain': 'required',
      'imageHub.namespace': 'required',
      'imageHub.username': 'required',
      'imageHub.password': 'required',
    });
  });

  it('external etcd needs endpoints and a Secret name; custom build nodes need at least one', () => {
    expect(validateInstallForm(form({etcd: {mode: 'custom', endpoints: [], secretName: ''}}), 'helm')).toEqual({
      'etcd.endpoints': 'minEndpoints',
      'etcd.secretName': 'required',
    });
    expect(validateInstallForm(form({chaos: {mode: 'custom', nodes: []}}), 'helm')).toEqual({
      'chaos.nodes': 'minChaosNodes',
    });
    expect(validateInstallForm(form({chaos: {mode: 'custom', nodes: ['']}}), 'helm')).toEqual({
      'chaos.nodes.0': 'required',
    });
  });
});

describe('the providers', () => {
  it('offer their storage choices in order, the first the default', () => {
    expect(Object.fromEntries(Object.entries(PROVIDERS).map(([k, p]) => [k, [p.id, ...p.storageModes]]))).toEqual({
      ack: ['ack', 'aliyunNas', 'storageClass', 'builtin'],
      cce: ['cce', 'nfs', 'storageClass', 'builtin'],
      tke: ['tke', 'nfs', 'storageClass', 'builtin'],
      helm: ['helm', 'builtin', 'storageClass', 'nfs'],
    });
  });

  it.each(Object.values(PROVIDERS).map((p) => [p.id, p] as const))(
    '%s: every example placeholder is valid input',
    (_id, p) => {
      const e = p.examples;
      expect(isIPv4(e.gatewayIngressIP)).toBe(true);
      expect(isIPv4(e.nodeIP)).toBe(true);
      expect(isResourceName(e.nodeName)).toBe(true);
      expect(isResourceName(e.storageClass)).toBe(true);
      expect(isHost(e.dbHost)).toBe(true);
      expect(isRegistry(e.registry)).toBe(true);
      // A storage field has an example exactly when the provider offers that storage.
      expect(e.nasServer !== '').toBe(p.storageModes.includes('aliyunNas'));
      if (e.nasServer) expect(isNasServer(e.nasServer)).toBe(true);
      expect(e.nfsServer !== '').toBe(p.storageModes.includes('nfs'));
      expect(e.nfsPath !== '').toBe(p.storageModes.includes('nfs'));
      if (e.nfsServer) expect(isHost(e.nfsServer)).toBe(true);
      if (e.nfsPath) expect(e.nfsPath).toMatch(/^\/\S*$/);
    },
  );
});

describe('values.yaml of a nested list', () => {
  it('writes objects inside lists as dash entries, and scalars inside lists quoted', () => {
    const form = {
      ...initialInstallForm('helm'),
      gatewayNodes: [
        {name: 'a', internalIP: '10.0.0.1', externalIP: ''},
        {name: 'b', internalIP: '10.0.0.2', externalIP: '1.1.1.1'},
      ],
    };
    form.etcd = {mode: 'custom', endpoints: ['10.0.0.9:2379', '10.0.0.10:2379'], secretName: 's'};
    const y = generateValuesYaml(form);
    expect(y).toContain(
      '  nodesForGateway:\n  - name: "a"\n    internalIP: "10.0.0.1"\n    externalIP: "10.0.0.1"\n  - name: "b"\n',
    );
    expect(y).toContain(
      '  etcd:\n    enable: true\n    endpoints:\n    - "10.0.0.9:2379"\n    - "10.0.0.10:2379"\n    secretName: "s"\n',
    );
  });
});
