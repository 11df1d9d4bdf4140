// The OpenAPI reference (issue 12): one source, openapi/*.yaml, from which come
//  - the public documents, one per locale: static/openapi/rainbond-openapi.{zh,en}.{yaml,json}
//  - the endpoint pages: docs/api/<group>/<page>.md and their English twins.
// The source keeps both languages: Chinese in the standard fields (summary, description), English in
// `x-en-title` / `x-en-summary` / `x-en-description` beside them. The public documents carry one language each and no
// `x-` extension of ours. Pure functions over text; scripts/openapi.mjs writes the files.
import yaml from 'js-yaml';

export const SOURCE_DIR = 'openapi';
export const PUBLIC_DIR = 'static/openapi';
export const PUBLIC_NAME = 'rainbond-openapi';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const OUR_EXTENSIONS = ['x-en-title', 'x-en-summary', 'x-en-description', 'x-doc-id'];

/** Merge base.yaml with the files of paths/: their `paths` and `components.schemas`. */
export function mergeSource(base, parts) {
  const doc = structuredClone(base);
  doc.paths ??= {};
  doc.components ??= {};
  doc.components.schemas ??= {};
  for (const [file, part] of parts) {
    for (const [p, item] of Object.entries(part.paths ?? {})) {
      if (doc.paths[p]) {
        for (const m of Object.keys(item))
          if (doc.paths[p][m]) throw new Error(`${file}: ${m.toUpperCase()} ${p} is defined twice`);
        Object.assign(doc.paths[p], item);
      } else doc.paths[p] = item;
    }
    for (const [name, schema] of Object.entries(part.components?.schemas ?? {})) {
      if (doc.components.schemas[name]) throw new Error(`${file}: schema ${name} is defined twice`);
      doc.components.schemas[name] = schema;
    }
  }
  return doc;
}

/** Every operation of a document, in path order, with its method and path. */
export function operations(doc) {
  const out = [];
  for (const [p, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS)
      if (item[method]) out.push({path: p, method, op: item[method], shared: item.parameters ?? []});
  return out;
}

/** The document in one language: English texts replace the Chinese where given; our extensions go. */
export function localize(doc, locale) {
  const walk = (v) => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const out = {};
    for (const [k, val] of Object.entries(v)) {
      if (OUR_EXTENSIONS.includes(k)) continue;
      out[k] = walk(val);
    }
    if (locale === 'en') {
      if (typeof v['x-en-summary'] === 'string') out.summary = v['x-en-summary'];
      if (typeof v['x-en-description'] === 'string') out.description = v['x-en-description'];
      if (typeof v['x-en-title'] === 'string') out.title = v['x-en-title'];
    }
    return out;
  };
  return walk(doc);
}

/** Follows a local `$ref` ("#/components/schemas/X"). */
export function deref(doc, node) {
  let n = node;
  const seen = new Set();
  while (n && n.$ref) {
    if (seen.has(n.$ref)) throw new Error(`circular $ref ${n.$ref}`);
    seen.add(n.$ref);
    const parts = n.$ref.replace(/^#\//, '').split('/');
    n = parts.reduce((o, k) => o?.[k], doc);
    if (!n) throw new Error(`unresolved $ref ${[...seen].at(-1)}`);
  }
  return n;
}

/** A schema's type as a reader writes it: `string`, `integer`, `object`, `string[]`, `A | B`. */
export function typeName(doc, schema) {
  const s = deref(doc, schema) ?? {};
  if (s.enum && !s.type) return 'string';
  if (Array.isArray(s.type)) return s.type.filter((t) => t !== 'null').join(' | ');
  if (s.type === 'array') return `${typeName(doc, s.items ?? {})}[]`;
  if (s.oneOf || s.anyOf) return (s.oneOf ?? s.anyOf).map((x) => typeName(doc, x)).join(' | ');
  return s.type ?? 'object';
}

/** Fields of an object schema, flattened: `a`, `a.b`, `list[].c`, each with type, required, description. */
export function fields(doc, schema, locale, prefix = '', depth = 0) {
  const s = deref(doc, schema);
  if (!s || depth > 6) return [];
  if (s.type === 'array') return fields(doc, s.items, locale, `${prefix}[]`, depth + 1);
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const out = [];
  for (const [name, raw] of Object.entries(props)) {
    const p = deref(doc, raw);
    const key = prefix ? `${prefix}.${name}` : name;
    out.push({
      name: key,
      type: typeName(doc, raw),
      required: required.has(name),
      description: text(raw, locale) || text(p, locale),
      enum: p.enum,
    });
    const inner = p.type === 'array' ? deref(doc, p.items) : p;
    if (inner?.properties) out.push(...fields(doc, p, locale, key, depth + 1));
  }
  return out;
}

/** The description of a node in a locale (English falls back to nothing, never to Chinese). */
export function text(node, locale) {
  if (!node) return '';
  return (locale === 'en' ? node['x-en-description'] : node.description) ?? '';
}

const WORDS = {
  zh: {
    request: '请求',
    auth: '认证：在请求头 `Authorization` 中携带访问令牌（见[如何使用 OpenAPI](../Intro.md#token)）。',
    authManage:
      '认证：在请求头 `Authorization` 中携带控制台的管理令牌，即控制台容器环境变量 `MANAGE_TOKEN` 的值（见[如何使用 OpenAPI](../Intro.md#token)）。',
    params: '参数',
    noParams: '此接口没有路径参数或查询参数。',
    body: '请求体',
    bodyIntro: '请求体为 JSON（`Content-Type: application/json`），字段如下：',
    example: '请求示例',
    response: '响应',
    status: '状态码',
    meaning: '说明',
    respFields: '响应字段',
    respExample: '响应示例',
    errors: '错误',
    errorsIntro:
      '出错时返回 JSON 错误体（`code`、`msg`、`msg_show`，见[如何使用 OpenAPI](../Intro.md#errors)）。此接口可能返回：',
    name: '名称',
    in: '位置',
    type: '类型',
    required: '必填',
    description: '说明',
    field: '字段',
    yes: '是',
    no: '否',
    values: '取值',
    console: '控制台地址',
    token: '访问令牌',
    manageToken: '管理令牌',
    generated: '本页由 scripts/openapi.mjs 根据 openapi/ 下的 OpenAPI 文档生成：请修改文档，再运行 npm run openapi。',
  },
  en: {
    request: 'Request',
    auth: 'Authentication: send an access token in the `Authorization` header (see [How to use OpenAPI](../Intro.md#token)).',
    authManage:
      "Authentication: send the console's management token, the value of the console container's `MANAGE_TOKEN` environment variable, in the `Authorization` header (see [How to use OpenAPI](../Intro.md#token)).",
    params: 'Parameters',
    noParams: 'This endpoint takes no path or query parameters.',
    body: 'Request body',
    bodyIntro: 'The body is JSON (`Content-Type: application/json`) with these fields:',
    example: 'Request example',
    response: 'Response',
    status: 'Status',
    meaning: 'Meaning',
    respFields: 'Response fields',
    respExample: 'Response example',
    errors: 'Errors',
    errorsIntro:
      'On failure the body is a JSON error (`code`, `msg`, `msg_show`; see [How to use OpenAPI](../Intro.md#errors)). This endpoint may return:',
    name: 'Name',
    in: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    field: 'Field',
    yes: 'yes',
    no: 'no',
    values: 'values',
    console: 'console-address',
    token: 'access-token',
    manageToken: 'management-token',
    generated:
      'This page is generated by scripts/openapi.mjs from the OpenAPI document in openapi/: edit the document, then run npm run openapi.',
  },
};

/** A Markdown table cell: no line breaks or pipes, MDX-safe braces and angle brackets. */
export function cell(s) {
  return String(s ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`)
    .trim();
}

/** Prose from the document, made safe for MDX (braces and angle brackets outside code). */
function prose(s) {
  return String(s ?? '')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`)))
    .join('')
    .trim();
}

const describe = (f, w) => {
  const d = cell(f.description);
  const e = f.enum ? `${w.values}: ${f.enum.map((v) => `\`${v}\``).join(', ')}` : '';
  return [d, e].filter(Boolean).join('; ') || '—';
};

function jsonExample(content) {
  const c = content?.['application/json'];
  if (!c) return undefined;
  if (c.example !== undefined) return c.example;
  const first = c.examples && Object.values(c.examples)[0];
  return first?.value;
}

/** Whether an operation takes the console's management token rather than a user's access token. */
export function usesManageToken(doc, op) {
  return (op.security ?? doc.security ?? []).some((req) => 'manageToken' in req);
}

/** The curl command of an operation, with example values for its path and query parameters. */
export function curl(doc, {path, method, op, shared}, locale) {
  const w = WORDS[locale];
  const params = [...shared, ...(op.parameters ?? [])].map((p) => deref(doc, p));
  let url = path.replace(/\{(\w+)\}/g, (m, name) => {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    return p?.example !== undefined ? String(p.example) : `{${name}}`;
  });
  const query = params.filter((p) => p.in === 'query' && p.example !== undefined);
  if (query.length) url += `?${query.map((p) => `${p.name}=${encodeURIComponent(String(p.example))}`).join('&')}`;
  const lines = [
    `curl -X ${method.toUpperCase()} 'http://<${w.console}>:7070${url}' \\`,
    `  -H 'Authorization: <${usesManageToken(doc, op) ? w.manageToken : w.token}>'`,
  ];
  const body = jsonExample(op.requestBody?.content);
  if (body !== undefined) {
    lines[lines.length - 1] += ' \\';
    lines.push(`  -H 'Content-Type: application/json' \\`);
    lines.push(`  -d '${JSON.stringify(body).replace(/'/g, `'\\''`)}'`);
  }
  return lines.join('\n');
}

/** One endpoint page in one language. */
export function renderPage(doc, operation, locale) {
  const w = WORDS[locale];
  const {path, method, op, shared} = operation;
  const title = (locale === 'en' ? op['x-en-summary'] : op.summary) ?? op.operationId;
  const intro = text(op, locale);
  const description = intro.split(/(?<=[。.!?！？])\s*/)[0] || title;
  const fm = {title, description, keywords: [op.operationId, `${method.toUpperCase()} ${path}`], reference: true};
  const out = [`---\n${yaml.dump(fm, {lineWidth: 1000}).trim()}\n---`, '', `{/* ${w.generated} */}`, ''];
  if (intro) out.push(prose(intro), '');

  out.push(
    `## ${w.request} {#request}`,
    '',
    '```text',
    `${method.toUpperCase()} ${path}`,
    '```',
    '',
    usesManageToken(doc, op) ? w.authManage : w.auth,
    '',
  );

  const params = [...shared, ...(op.parameters ?? [])].map((p) => deref(doc, p));
  out.push(`## ${w.params} {#parameters}`, '');
  if (params.length) {
    out.push(
      `| ${w.name} | ${w.in} | ${w.type} | ${w.required} | ${w.description} |`,
      '| --- | --- | --- | --- | --- |',
    );
    for (const p of params)
      out.push(
        `| \`${p.name}\` | ${p.in} | ${typeName(doc, p.schema ?? {})} | ${p.required ? w.yes : w.no} | ${describe({description: text(p, locale), enum: deref(doc, p.schema ?? {})?.enum}, w)} |`,
      );
  } else out.push(w.noParams);
  out.push('');

  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    out.push(`## ${w.body} {#request-body}`, '', w.bodyIntro, '');
    out.push(`| ${w.field} | ${w.type} | ${w.required} | ${w.description} |`, '| --- | --- | --- | --- |');
    const list = fields(doc, bodySchema, locale);
    if (list.length === 0)
      out.push(
        `| — | ${typeName(doc, bodySchema)} | ${op.requestBody.required ? w.yes : w.no} | ${cell(text(op.requestBody, locale)) || '—'} |`,
      );
    for (const f of list) out.push(`| \`${f.name}\` | ${f.type} | ${f.required ? w.yes : w.no} | ${describe(f, w)} |`);
    out.push('');
  }

  out.push(`## ${w.example} {#request-example}`, '', '```bash', curl(doc, operation, locale), '```', '');

  const responses = Object.entries(op.responses ?? {});
  const ok = responses.filter(([code]) => /^2/.test(code));
  const errors = responses.filter(([code]) => !/^2/.test(code));
  out.push(`## ${w.response} {#response}`, '', `| ${w.status} | ${w.meaning} |`, '| --- | --- |');
  for (const [code, r] of ok) out.push(`| ${code} | ${cell(text(deref(doc, r), locale)) || '—'} |`);
  out.push('');
  const [, first] = ok[0] ?? [];
  const okResponse = first && deref(doc, first);
  const schema = okResponse?.content?.['application/json']?.schema;
  const list = schema ? fields(doc, schema, locale) : [];
  if (list.length) {
    out.push(
      `### ${w.respFields} {#response-fields}`,
      '',
      `| ${w.field} | ${w.type} | ${w.description} |`,
      '| --- | --- | --- |',
    );
    for (const f of list) out.push(`| \`${f.name}\` | ${f.type} | ${describe(f, w)} |`);
    out.push('');
  }
  const example = okResponse && jsonExample(okResponse.content);
  if (example !== undefined)
    out.push(`### ${w.respExample} {#response-example}`, '', '```json', JSON.stringify(example, null, 2), '```', '');

  out.push(`## ${w.errors} {#errors}`, '', w.errorsIntro, '', `| ${w.status} | ${w.meaning} |`, '| --- | --- |');
  for (const [code, r] of errors) out.push(`| ${code} | ${cell(text(deref(doc, r), locale)) || '—'} |`);
  out.push('');
  return out.join('\n');
}

/**
 * Every file the source makes: {path → text}. `read(name)` returns the text of a file of openapi/
 * (base.yaml, and `list()` names the files of openapi/paths/).
 */
export function build({base, parts}) {
  const doc = mergeSource(base, parts);
  const files = new Map();
  for (const locale of ['zh', 'en']) {
    const local = localize(doc, locale);
    files.set(
      `${PUBLIC_DIR}/${PUBLIC_NAME}.${locale}.yaml`,
      `# Rainbond 5.11.1 console OpenAPI (${locale}). Generated by scripts/openapi.mjs from openapi/.\n${yaml.dump(local, {lineWidth: 120, noRefs: true})}`,
    );
    files.set(`${PUBLIC_DIR}/${PUBLIC_NAME}.${locale}.json`, `${JSON.stringify(local, null, 2)}\n`);
  }
  for (const operation of operations(doc)) {
    const id = operation.op['x-doc-id'];
    if (!id)
      throw new Error(
        `${operation.method.toUpperCase()} ${operation.path}: no x-doc-id (the page it is documented on)`,
      );
    files.set(`docs/api/${id}.md`, renderPage(doc, operation, 'zh'));
    files.set(`i18n/en/docusaurus-plugin-content-docs/current/api/${id}.md`, renderPage(doc, operation, 'en'));
  }
  return {doc, files};
}

export const loadYaml = (s) => yaml.load(s);
