// The code-block check (issue 25): fences found as CommonMark finds them, each kind held to its rule.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  apiExamples,
  apiOperations,
  checkJson,
  checkPages,
  checkYaml,
  consoleCommands,
  curlCalls,
  documentExamples,
  extractBlocks,
  hasShellcheck,
  helmKeyKnown,
  helmSets,
  isChartValues,
  keyPaths,
  kindOf,
  openapiPath,
  operationSource,
  parseBashErrors,
  parseInfo,
  parseShellcheck,
  promptProblems,
  runShell,
  shellScript,
  shellWords,
  substitutePlaceholders,
  validate,
  HELM_VALUES,
} from '../../scripts/lib/codeblocks.mjs';

const root = process.cwd();
const fence = (lang: string, code: string, indent = '', mark = '```') =>
  `${indent}${mark}${lang}\n${code
    .split('\n')
    .map((l) => indent + l)
    .join('\n')}\n${indent}${mark}`;

describe('fences', () => {
  it('finds ``` and ~~~ fences, their language, attributes and first line', () => {
    const text = ['# T', '', fence('bash title="a b.sh"', 'echo hi'), '', fence('yaml', 'a: 1', '', '~~~')].join('\n');
    const blocks = extractBlocks(text);
    expect(blocks.map((b) => [b.line, b.lang, b.code, b.closed])).toEqual([
      [3, 'bash', 'echo hi', true],
      [7, 'yaml', 'a: 1', true],
    ]);
    expect(blocks[0].attrs.title).toBe('a b.sh');
  });

  it('finds fences indented in list items, admonitions and Tabs, and removes the indentation', () => {
    const text = [
      '1. Step:',
      '',
      fence('bash', 'if true; then\n  echo x\nfi', '   '),
      '',
      '<TabItem value="a">',
      '',
      fence('json', '{"a": 1}', '  '),
      '',
      '</TabItem>',
      '> ```sh',
      '> ls',
      '> ```',
    ].join('\n');
    const blocks = extractBlocks(text);
    expect(blocks.map((b) => b.code)).toEqual(['if true; then\n  echo x\nfi', '{"a": 1}', 'ls']);
  });

  it('keeps a shorter fence inside a longer one, and ignores inline triple backticks', () => {
    const text = ['````md', '```bash', 'ls', '```', '````', 'Use ```bash``` here.'].join('\n');
    const blocks = extractBlocks(text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].lang).toBe('md');
    expect(blocks[0].code).toBe('```bash\nls\n```');
  });

  it('reports a fence never closed', () => {
    expect(extractBlocks('```bash\nls\n').map((b) => b.closed)).toEqual([false]);
  });

  it('reads info strings: language, quoted and bare attributes', () => {
    expect(parseInfo('json nocheck="a fragment" schema=Error showLineNumbers')).toEqual({
      lang: 'json',
      attrs: {nocheck: 'a fragment', schema: 'Error', showLineNumbers: true},
    });
    expect(parseInfo('').lang).toBe('');
  });

  it('checks yaml, json, shell and console blocks; not text, mermaid or others', () => {
    expect(
      ['yaml', 'yml', 'json', 'bash', 'sh', 'shell', 'console', 'shell-session', 'text', 'mermaid', 'go', ''].map(
        kindOf,
      ),
    ).toEqual([
      'yaml',
      'yaml',
      'json',
      'shell',
      'shell',
      'shell',
      'console',
      'console',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('placeholders', () => {
  it('replaces <…> with a word, in both languages and with spaces inside', () => {
    expect(substitutePlaceholders("curl 'http://<控制台地址>:7070' -H 'Authorization: <access token>'")).toBe(
      "curl 'http://placeholder:7070' -H 'Authorization: placeholder'",
    );
  });

  it('leaves redirections, here-documents and process substitution alone', () => {
    for (const s of [
      'cat <<EOF\nx\nEOF',
      'cmd 2>&1 >/dev/null',
      'sort < in.txt > out.txt',
      'diff <(ls a) <(ls b)',
      'a <<< "$x"',
    ])
      expect(substitutePlaceholders(s)).toBe(s);
  });
});

describe('yaml and json', () => {
  it('accepts YAML of several documents, rejects what does not parse, with the line', () => {
    expect(checkYaml('a: 1\n---\nb: 2')).toBeUndefined();
    const e = checkYaml('a: 1\nb: [\n');
    expect(e?.message).toMatch(/YAML does not parse/);
    expect(checkYaml('url: a\nurl: b')?.message).toMatch(/duplicated mapping key/);
  });

  it('accepts one JSON document; two documents or a fragment fail', () => {
    expect(checkJson('{"a": [1, 2]}')).toBeUndefined();
    expect(checkJson('{"a": 1}\n{"b": 2}')?.message).toMatch(/more than one document/);
    expect(checkJson('{"a": 1,}')?.message).toMatch(/JSON does not parse/);
    expect(checkJson('"circuit_breakers": {"a": 1}')?.message).toMatch(/a fragment/);
  });
});

describe('shell', () => {
  it('keeps the commands of a console block, output lines emptied (line numbers kept)', () => {
    expect(consoleCommands('$ kubectl get po \\\n  -n x\nNAME READY\npod-1 1/1\n# id\n$ ls')).toBe(
      'kubectl get po \\\n  -n x\n\n\n\nls',
    );
  });

  it('fails a $ prompt in a bash block, not in a console block', () => {
    expect(promptProblems({lang: 'bash', code: 'ls\n$ kubectl get po'})).toEqual([
      {offset: 2, message: expect.stringMatching(/tag it console/)},
    ]);
    expect(promptProblems({lang: 'console', code: '$ ls'})).toEqual([]);
    expect(promptProblems({lang: 'bash', code: 'echo $HOME'})).toEqual([]);
  });

  it('reads bash -n and shellcheck reports', () => {
    expect(
      parseBashErrors(
        "/tmp/x/b00001.sh: line 3: syntax error near unexpected token `}'\n/tmp/x/b00001.sh: line 3: `}'",
        '/tmp/x/b00001.sh',
      ),
    ).toEqual([{offset: 3, message: "bash -n: syntax error near unexpected token `}' in `}'"}]);
    const sc = parseShellcheck(
      JSON.stringify({comments: [{file: '/t/a.sh', line: 2, code: 2037, message: 'To assign...'}]}),
    );
    expect(sc.get('/t/a.sh')).toEqual([{offset: 2, message: 'shellcheck SC2037: To assign...'}]);
  });

  it.skipIf(!hasShellcheck())('runs bash -n on each script and one shellcheck for all', async () => {
    const r = await runShell(['echo ok', "echo 'open", 'JAVA_OPTS=-Da -Db', 'kubectl get po\nfi']);
    expect(r[0]).toEqual({bash: [], shellcheck: []});
    expect(r[1].bash[0].message).toMatch(/unexpected EOF/);
    expect(r[2].bash).toEqual([]);
    expect(r[2].shellcheck.map((p: {message: string}) => p.message).join()).toMatch(/SC2037/);
    expect(r[3].bash[0]).toMatchObject({offset: 2});
  });
});

const doc = {
  openapi: '3.1.0',
  paths: {
    '/openapi/v1/teams/{team_id}/apps': {
      post: {
        operationId: 'createApp',
        requestBody: {
          required: true,
          content: {
            'application/json': {schema: {$ref: '#/components/schemas/AppCreate'}, example: {app_name: 'shop'}},
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {schema: {$ref: '#/components/schemas/App'}, example: {app_id: 1, app_name: 'shop'}},
            },
          },
        },
      },
      get: {
        operationId: 'listApps',
        parameters: [{name: 'team_id', in: 'path', schema: {type: 'integer'}, example: '12'}],
        responses: {'401': {$ref: '#/components/responses/Unauthorized'}},
      },
    },
  },
  components: {
    schemas: {
      AppCreate: {
        type: 'object',
        required: ['app_name'],
        properties: {app_name: {type: 'string', maxLength: 12}, note: {type: ['string', 'null']}},
      },
      App: {
        type: 'object',
        properties: {
          app_id: {type: 'integer'},
          app_name: {type: 'string'},
          status: {type: 'string', enum: ['running', 'closed']},
        },
      },
      Error: {type: 'object', properties: {code: {type: 'integer'}, msg: {type: 'string'}}},
    },
    responses: {
      Unauthorized: {
        description: 'no',
        content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}, example: {code: '401'}}},
      },
    },
  },
};

describe('API examples', () => {
  it('validates a value against the schema subset the document uses', () => {
    const s = {$ref: '#/components/schemas/AppCreate'};
    expect(validate(doc, s, {app_name: 'shop', note: null})).toEqual([]);
    expect(validate(doc, s, {note: 'x'})).toEqual(['$: required field app_name is missing']);
    expect(validate(doc, s, {app_name: 'much-too-long-a-name'})).toEqual(['$.app_name: longer than 12 characters']);
    expect(validate(doc, s, {app_name: 'a', colour: 'red'})).toEqual(['$: field colour is not in the document']);
    expect(validate(doc, {$ref: '#/components/schemas/App'}, {app_id: '1', status: 'gone'})).toEqual([
      '$.app_id: is string, the document says integer',
      '$.status: "gone" is not one of "running", "closed"',
    ]);
    expect(validate(doc, {type: 'array', items: {type: 'integer'}}, [1, 'x'])).toEqual([
      '$[1]: is string, the document says integer',
    ]);
  });

  it('reads curl calls: method, URL, body; across continuation lines and quotes', () => {
    const code =
      "curl -X POST 'http://<c>:7070/openapi/v1/teams/ab/apps' \\\n  -H 'Authorization: <t>' \\\n  -d '{\"app_name\":\"it'\\''s\"}'\ncurl http://x/openapi/v1/teams | jq .";
    expect(curlCalls(code)).toEqual([
      {offset: 1, method: 'POST', url: 'http://<c>:7070/openapi/v1/teams/ab/apps', body: '{"app_name":"it\'s"}'},
      {offset: 4, method: 'GET', url: 'http://x/openapi/v1/teams', body: undefined},
    ]);
    expect(shellWords('a "b \\"c\\"" \'d e\' f\\ g # comment')).toEqual(['a', 'b "c"', 'd e', 'f g']);
    expect(openapiPath('http://1.2.3.4:7070/openapi/v1/teams?page=1')).toBe('/openapi/v1/teams');
    expect(openapiPath('https://example.com/api')).toBeUndefined();
  });

  it('holds a curl body to the operation, and finds operations that do not exist', () => {
    const ops = apiOperations(doc);
    const page = (code: string) => {
      const text = fence('bash', code);
      return apiExamples(doc, ops, text, extractBlocks(text)).map((e: {problems: string[]}) => e.problems);
    };
    expect(page(`curl -X POST 'http://<c>/openapi/v1/teams/t1/apps' -d '{"app_name":"<name>"}'`)).toEqual([[]]);
    expect(page(`curl -X POST 'http://<c>/openapi/v1/teams/t1/apps' -d '{"name":"x"}'`)).toEqual([
      [
        'POST /openapi/v1/teams/{team_id}/apps: body: required field app_name is missing',
        'POST /openapi/v1/teams/{team_id}/apps: body: field name is not in the document',
      ],
    ]);
    expect(page(`curl -X DELETE 'http://<c>/openapi/v1/teams/t1/apps'`)).toEqual([
      ['DELETE /openapi/v1/teams/t1/apps: no such operation in the OpenAPI document'],
    ]);
    expect(page(`curl -X POST 'http://<c>/openapi/v1/teams/t1/apps'`)).toEqual([
      ['POST /openapi/v1/teams/{team_id}/apps: the operation needs a JSON body'],
    ]);
  });

  it('holds the response example of an endpoint page, and a block marked schema="Name"', () => {
    const ops = apiOperations(doc);
    const text = [
      '---',
      'keywords:',
      '  - createApp',
      '  - POST /openapi/v1/teams/{team_id}/apps',
      '---',
      '### 响应示例 {#response-example}',
      '',
      fence('json', '{"app_id": "1"}'),
      '',
      fence('json schema="Error"', '{"code": 1, "msg": "x"}'),
      '',
      '## 错误 {#errors}',
      '',
      fence('json', '{"free": true}'),
    ].join('\n');
    const out = apiExamples(doc, ops, text, extractBlocks(text)).map((e: {problems: string[]}) => e.problems);
    expect(out).toEqual([
      ['POST /openapi/v1/teams/{team_id}/apps: response.app_id: is string, the document says integer'],
      [],
    ]);
  });

  it("checks the document's own examples, and points at the operation in openapi/paths", () => {
    const out = documentExamples(doc);
    expect(out.map((e: {where: string; problems: string[]}) => [e.where, e.problems.length])).toEqual([
      ['components.responses.Unauthorized', 1],
      ['GET /openapi/v1/teams/{team_id}/apps parameter team_id', 0],
      ['POST /openapi/v1/teams/{team_id}/apps request body', 0],
      ['POST /openapi/v1/teams/{team_id}/apps response 200', 0],
    ]);
    expect(
      operationSource(
        [{file: 'openapi/paths/a.yaml', text: 'paths:\n  /x:\n    get:\n      operationId: listApps\n'}],
        'listApps',
      ),
    ).toEqual({file: 'openapi/paths/a.yaml', line: 4});
  });
});

describe('helm values', () => {
  const values = JSON.parse(fs.readFileSync(path.join(root, HELM_VALUES), 'utf8'));

  it('is an extract of rainbond-chart v5.11.1-release that names its source', () => {
    expect(values.source).toMatch(/goodrain\/rainbond-chart, tag v5\.11\.1-release: values\.yaml/);
    for (const k of [
      'Cluster.gatewayIngressIPs',
      'Cluster.RWX.config.storageClassName',
      'operator.env[].name',
      'Component.rbd_app_ui.env',
      'useK3sContainerd',
    ])
      expect(values.keys).toContain(k);
  });

  it('knows the keys of the chart, lists, and keys below maps it passes on', () => {
    expect(helmKeyKnown(values, 'Cluster.nodesForGateway[0].externalIP')).toBe(true);
    expect(helmKeyKnown(values, 'Component.rbd_app_ui.env.DISABLE_DEFAULT_APP_MARKET')).toBe(true);
    expect(helmKeyKnown(values, 'Component.rbd_chaos.args[0]')).toBe(true);
    expect(helmKeyKnown(values, 'Cluster.etcd.endpoints[1]')).toBe(true);
    expect(helmKeyKnown(values, 'Cluster.gatewayIngressIP')).toBe(false);
    expect(helmKeyKnown(values, 'cluster.enableHA')).toBe(false);
  });

  it('reads --set keys of helm install/upgrade of the rainbond chart only', () => {
    const code =
      'helm install rainbond rainbond/rainbond-cluster -n rbd-system \\\n  --set Cluster.enableHA=true,Cluster.replicas=3 \\\n  --set=operator.logLevel=5 --set <key>=<value>\nhelm install cilium cilium/cilium --set hubble.enabled=true';
    expect(helmSets(substitutePlaceholders(code))).toEqual([
      {offset: 1, keys: ['Cluster.enableHA', 'Cluster.replicas', 'operator.logLevel']},
    ]);
    expect(helmSets('--set Cluster.RWX.enable=true \\\n--set Cluster.RWO.storageClassName=rbd')).toEqual([
      {offset: 1, keys: ['Cluster.RWX.enable', 'Cluster.RWO.storageClassName']},
    ]);
    expect(helmSets('--set hubble.enabled=true')).toEqual([]);
  });

  it('checks values.yaml blocks of this chart only', () => {
    const parsed = {Cluster: {enableHA: true, nodesForGateway: [{name: 'n1', externalIP: '1.2.3.4'}]}};
    expect(isChartValues({attrs: {title: 'values.yaml'}}, parsed)).toBe(true);
    expect(isChartValues({attrs: {title: 'values.yaml'}}, {expose: {type: 'nodePort'}})).toBe(false);
    expect(isChartValues({attrs: {}}, parsed)).toBe(false);
    const operatorOnly = {operator: {env: [{name: 'CONTAINER_RUNTIME', value: 'containerd'}]}};
    expect(isChartValues({attrs: {title: 'values.yaml'}}, operatorOnly)).toBe(false);
    expect(isChartValues({attrs: {title: 'values.yaml'}}, operatorOnly, {values, pageNamesChart: true})).toBe(true);
    expect(
      isChartValues({attrs: {title: 'values.yaml'}}, {operator: {}, hubble: {}}, {values, pageNamesChart: true}),
    ).toBe(false);
    expect(keyPaths(parsed)).toEqual([
      'Cluster',
      'Cluster.enableHA',
      'Cluster.nodesForGateway',
      'Cluster.nodesForGateway[]',
      'Cluster.nodesForGateway[].name',
      'Cluster.nodesForGateway[].externalIP',
    ]);
  });
});

describe('pages', () => {
  const values = JSON.parse(fs.readFileSync(path.join(root, HELM_VALUES), 'utf8'));
  const noShell = async (scripts: string[]) => scripts.map(() => ({bash: [], shellcheck: []}));

  it('counts checks per kind and reports each failure at its page line', async () => {
    const text = [
      '# T',
      fence('yaml', 'a: [1'),
      fence('json', '{}\n{}'),
      fence('yaml title="values.yaml"', 'Cluster:\n  enableHAA: true'),
      fence('bash', 'helm upgrade rainbond rainbond/rainbond-cluster --set Cluster.installVersion=v5.11.1-release'),
      fence('text', 'anything {'),
      fence('json nocheck="a fragment"', '"a": 1'),
    ].join('\n');
    const r = await checkPages([{file: 'docs/a.md', text}], {values, shell: noShell});
    expect(r.counts.yaml).toEqual({passed: 1, failed: 1});
    expect(r.counts.json).toEqual({passed: 0, failed: 1});
    expect(r.counts['helm keys']).toEqual({passed: 1, failed: 1});
    expect(r.counts['shell (bash -n)']).toEqual({passed: 1, failed: 0});
    expect(r.items).toEqual({passed: 1, failed: 3});
    expect(r.failures.map((f: {line: number; message: string}) => `${f.line}: ${f.message.slice(0, 30)}`)).toEqual([
      '4: YAML does not parse: unexpecte',
      '7: JSON holds more than one docum',
      '9: Cluster.enableHAA is not a key',
    ]);
    expect(r.optedOut).toEqual([{file: 'docs/a.md', line: 19, reason: 'a fragment'}]);
  });

  it('needs a reason to opt a block out', async () => {
    const r = await checkPages([{file: 'a.md', text: fence('bash nocheck', 'fi')}], {shell: noShell});
    expect(r.failures).toEqual([
      {file: 'a.md', line: 1, kind: 'opt-out', message: expect.stringMatching(/needs a reason/)},
    ]);
  });

  it('maps shell problems to page lines, placeholders substituted, console prompts removed', async () => {
    const seen: string[] = [];
    const shell = async (scripts: string[]) => {
      seen.push(...scripts);
      return scripts.map((s) => ({
        bash: s.includes('fi') ? [{offset: 2, message: 'bash -n: boom'}] : [],
        shellcheck: [],
      }));
    };
    const text = ['intro', fence('bash', 'echo <name>\nfi'), fence('console', '$ ls <dir>\nout')].join('\n');
    const r = await checkPages([{file: 'a.md', text}], {shell});
    expect(seen).toEqual(['echo placeholder\nfi', 'ls placeholder\n']);
    expect(r.failures).toEqual([{file: 'a.md', line: 4, kind: 'shell (bash -n)', message: 'bash -n: boom'}]);
    expect(shellScript({lang: 'console', code: '$ a'})).toBe('a');
  });
});
