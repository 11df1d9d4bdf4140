// The OpenAPI reference (issue 12): one source (openapi/), the public documents and the endpoint pages
// made from it. The pages agree with the document by construction; these tests keep it so.
import fs from 'node:fs';
import path from 'node:path';
import {Validator} from '@seriousme/openapi-schema-validator';
import {describe, expect, it} from 'vitest';
import {
  build,
  cell,
  curl,
  fields,
  localize,
  mergeSource,
  operations,
  renderPage,
  typeName,
  usesManageToken,
} from '../../scripts/lib/openapi.mjs';
import {readSource, stale} from '../../scripts/openapi.mjs';

const root = process.cwd();
const {doc, files} = build(readSource());

describe('the OpenAPI document', () => {
  it.each(['zh', 'en'])('validates against the OpenAPI 3.1 schema (%s)', async (locale) => {
    const validator = new Validator();
    const res = await validator.validate(JSON.parse(files.get(`static/openapi/rainbond-openapi.${locale}.json`)!));
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is written out: static/openapi/ and every page are what the source makes', () => {
    expect(stale()).toEqual([]);
  });

  it('has an English text beside every Chinese one, and the English document no Chinese', () => {
    const missing: string[] = [];
    const visit = (v: unknown, at: string) => {
      if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${at}[${i}]`));
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.summary === 'string' && !('x-en-summary' in o)) missing.push(`${at}.summary`);
        if (typeof o.description === 'string' && !('x-en-description' in o)) missing.push(`${at}.description`);
        for (const [k, x] of Object.entries(o)) visit(x, `${at}.${k}`);
      }
    };
    visit(doc, '');
    expect(missing).toEqual([]);
    expect(files.get('static/openapi/rainbond-openapi.en.json')).not.toMatch(/\p{Script=Han}/u);
    expect(files.get('static/openapi/rainbond-openapi.en.json')).not.toMatch(/"x-en-/);
  });

  it('gives every operation an id, a page of its own, a tag, a success response and examples', () => {
    const ids = new Set<string>();
    const pages = new Set<string>();
    for (const {method, path: p, op} of operations(doc)) {
      const at = `${method.toUpperCase()} ${p}`;
      expect(op.operationId, at).toMatch(/^[a-zA-Z][\w]*$/);
      expect(ids.has(op.operationId), `${at}: operationId ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId);
      expect(pages.has(op['x-doc-id']), `${at}: page ${op['x-doc-id']} twice`).toBe(false);
      pages.add(op['x-doc-id']);
      expect(op.tags?.length, at).toBe(1);
      expect(op['x-doc-id'].split('/')[0], at).toBe(op.tags[0]);
      expect(
        Object.keys(op.responses).some((c) => /^2\d\d$/.test(c)),
        at,
      ).toBe(true);
      for (const prm of op.parameters ?? [])
        if (prm.in === 'path') expect(prm.example, `${at} ${prm.name}`).toBeDefined();
      if (op.requestBody)
        expect(op.requestBody.content['application/json'].example, `${at} body example`).toBeDefined();
    }
    expect(ids.size).toBeGreaterThan(0);
  });

  it('has a page in both languages for every operation, and the api sidebar lists them all', async () => {
    const {default: sidebars} = await import('../../sidebarsApi');
    const listed = JSON.stringify(sidebars);
    for (const {op} of operations(doc)) {
      const id = op['x-doc-id'];
      expect(fs.existsSync(path.join(root, 'docs/api', `${id}.md`)), id).toBe(true);
      expect(fs.existsSync(path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current/api', `${id}.md`)), id).toBe(
        true,
      );
      expect(listed, id).toContain(`"api/${id}"`);
    }
  });
});

describe('the source (openapi/)', () => {
  // A text with a comma written bare in a flow mapping ({type: string, x-en-description: a, b}) is cut at the
  // comma: the rest becomes keys with no value. Only these keywords may be null on purpose.
  const mayBeNull = new Set(['default', 'example', 'const']);
  const {base, parts} = readSource();
  const strays = (file: string, node: unknown): string[] => {
    const found: string[] = [];
    const check = (o: Record<string, unknown>, at: string) => {
      for (const [k, v] of Object.entries(o)) if (v === null && !mayBeNull.has(k)) found.push(`${file} ${at}: "${k}"`);
    };
    const visit = (v: unknown, at: string, schemaLike: boolean) => {
      if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${at}[${i}]`, schemaLike));
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (schemaLike) check(o, at);
        for (const [k, x] of Object.entries(o)) {
          if (k === 'example' || k === 'examples') continue;
          const props = k === 'properties' || (k === 'schemas' && at.endsWith('components'));
          if (props && x && typeof x === 'object')
            for (const [name, p] of Object.entries(x)) visit(p, `${at}.${k}.${name}`, true);
          else visit(x, `${at}.${k}`, k === 'items' || k === 'schema' || k === 'parameters');
        }
      }
    };
    visit(node, '', false);
    return found;
  };

  it('has no property with a stray key left by a text cut at a comma', () => {
    expect([...strays('base.yaml', base), ...parts.flatMap(([f, part]) => strays(String(f), part))]).toEqual([]);
  });

  it('the check finds such a key', () => {
    expect(
      strays('x.yaml', {
        components: {
          schemas: {
            A: {
              properties: {a: {type: 'string', 'x-en-description': 'Name', 'unique in the team': null, default: null}},
            },
          },
        },
      }),
    ).toEqual(['x.yaml .components.schemas.A.properties.a: "unique in the team"']);
  });
});

describe('endpoint pages', () => {
  const tiny = mergeSource(
    {openapi: '3.1.0', info: {title: 't', version: '1'}, security: [{accessToken: []}], components: {schemas: {}}},
    [
      [
        'x.yaml',
        {
          paths: {
            '/openapi/v1/teams/{team_id}/apps': {
              post: {
                operationId: 'createApp',
                'x-doc-id': 'team/createApp',
                tags: ['team'],
                summary: '创建应用',
                'x-en-summary': 'Create an app',
                description: '在团队中创建应用。名称里的 <b> 与 {x} 原样显示。',
                'x-en-description': "Creates an app in the team. It's <b> safe.",
                parameters: [
                  {
                    name: 'team_id',
                    in: 'path',
                    required: true,
                    schema: {type: 'string'},
                    example: 'ab12',
                    description: '团队 ID',
                    'x-en-description': 'Team ID',
                  },
                  {
                    name: 'q',
                    in: 'query',
                    schema: {type: 'string', enum: ['a', 'b']},
                    example: 'a b',
                    description: '搜索|过滤',
                    'x-en-description': 'Filter',
                  },
                ],
                requestBody: {
                  required: true,
                  content: {
                    'application/json': {schema: {$ref: '#/components/schemas/App'}, example: {app_name: "it's"}},
                  },
                },
                responses: {
                  '201': {
                    description: '已创建',
                    'x-en-description': 'Created',
                    content: {
                      'application/json': {schema: {$ref: '#/components/schemas/App'}, example: {app_name: 'x'}},
                    },
                  },
                  '404': {description: '团队不存在', 'x-en-description': 'No such team'},
                },
              },
            },
          },
          components: {
            schemas: {
              App: {
                type: 'object',
                required: ['app_name'],
                properties: {
                  app_name: {type: 'string', description: '应用名称', 'x-en-description': 'App name'},
                  ports: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {port: {type: 'integer', description: '端口', 'x-en-description': 'Port'}},
                    },
                  },
                  note: {type: ['string', 'null']},
                },
              },
            },
          },
        },
      ],
    ],
  );
  const [operation] = operations(tiny);

  it('list every field, nested ones by path, with types and required marks', () => {
    expect(fields(tiny, {$ref: '#/components/schemas/App'}, 'en')).toEqual([
      {name: 'app_name', type: 'string', required: true, description: 'App name', enum: undefined},
      {name: 'ports', type: 'object[]', required: false, description: '', enum: undefined},
      {name: 'ports[].port', type: 'integer', required: false, description: 'Port', enum: undefined},
      {name: 'note', type: 'string', required: false, description: '', enum: undefined},
    ]);
    expect(typeName(tiny, {type: 'array', items: {type: 'string'}})).toBe('string[]');
  });

  it('show the request, parameters, body, example, response and errors, in each language', () => {
    const zh = renderPage(tiny, operation, 'zh');
    for (const h of [
      '## 请求 {#request}',
      '## 参数 {#parameters}',
      '## 请求体 {#request-body}',
      '## 请求示例 {#request-example}',
      '## 响应 {#response}',
      '### 响应字段 {#response-fields}',
      '### 响应示例 {#response-example}',
      '## 错误 {#errors}',
    ])
      expect(zh).toContain(h);
    expect(zh).toContain('POST /openapi/v1/teams/{team_id}/apps');
    expect(zh).toContain('| `team_id` | path | string | 是 | 团队 ID |');
    expect(zh).toContain('| `q` | query | string | 否 | 搜索\\|过滤; 取值: `a`, `b` |');
    expect(zh).toContain('| `ports[].port` | integer | 否 | 端口 |');
    expect(zh).toContain('| 404 | 团队不存在 |');
    expect(zh).toMatch(/^title: 创建应用$/m);
    const en = renderPage(tiny, operation, 'en');
    expect(en).toMatch(/^title: Create an app$/m);
    expect(en).toContain('## Errors {#errors}');
    expect(en).not.toMatch(/\p{Script=Han}/u);
  });

  it('escape what MDX would read as markup outside code', () => {
    const zh = renderPage(tiny, operation, 'zh');
    expect(zh).toContain('名称里的 &#60;b&#62; 与 &#123;x&#125; 原样显示');
    expect(cell('a|b\n<c>')).toBe('a\\|b &#60;c&#62;');
  });

  it('write a curl command with example values, quoting the body for the shell', () => {
    expect(curl(tiny, operation, 'en')).toBe(
      [
        "curl -X POST 'http://<console-address>:7070/openapi/v1/teams/ab12/apps?q=a%20b' \\",
        "  -H 'Authorization: <access-token>' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"app_name":"it'\\''s"}'`,
      ].join('\n'),
    );
    expect(usesManageToken(tiny, operation.op)).toBe(false);
    expect(usesManageToken(tiny, {security: [{manageToken: []}]})).toBe(true);
  });

  it('localize: one language per document, no extension of ours', () => {
    const en = localize(tiny, 'en') as {paths: Record<string, {post: Record<string, unknown>}>};
    const op = en.paths['/openapi/v1/teams/{team_id}/apps'].post;
    expect(op.summary).toBe('Create an app');
    expect(Object.keys(op).filter((k) => k.startsWith('x-'))).toEqual([]);
    expect(() =>
      mergeSource(tiny, [['again.yaml', {paths: {'/openapi/v1/teams/{team_id}/apps': {post: {}}}}]]),
    ).toThrow(/twice/);
  });
});
