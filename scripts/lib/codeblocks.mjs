// Code blocks a machine can check (issue 25): the fenced blocks of every page, and what each kind
// must pass. YAML and JSON parse; shell blocks pass `bash -n` and `shellcheck -S error`; API
// examples (a curl body to /openapi/..., a response example on an endpoint page, a JSON block with
// `schema="Name"`) validate against the OpenAPI document; `helm install/upgrade` of the rainbond-cluster
// chart and its values.yaml blocks name keys of the chart's values (a data extract from the chart).
// Pure functions over text, except `runShell` (spawns bash and shellcheck) and `loadContext`.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

/** Where the pages are (both locales). */
export const CODE_ROOTS = ['docs', 'community', 'blog', 'i18n/en'];
export const OPENAPI_DOC = 'static/openapi/rainbond-openapi.zh.json';
export const HELM_VALUES = 'src/data/reference/helm-values-5.11.1.json';

/** The one written form of a placeholder, `<…>`: no space or `<(>` after the `<`, none before the `>`. */
export const PLACEHOLDER = /<(?![\s<(=&-])[^<>\n]*?[^\s<>=&|-]>/g;
/** The word a placeholder becomes before a block is checked. */
export const PLACEHOLDER_WORD = 'placeholder';

export const substitutePlaceholders = (code) => code.replace(PLACEHOLDER, PLACEHOLDER_WORD);

const KINDS = {
  yaml: 'yaml',
  yml: 'yaml',
  json: 'json',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  zsh: 'shell',
  console: 'console',
  'shell-session': 'console',
};

/** The checker's kind of a fence language, or undefined (not checked: text, mermaid, go, ...). */
export const kindOf = (lang) => KINDS[String(lang ?? '').toLowerCase()];

/**
 * The info string of a fence: its language and its `key="value"` / `key=value` / bare-word attributes.
 * `nocheck="reason"` opts a block out; `schema="Name"` validates a JSON block against that schema
 * of the OpenAPI document.
 */
export function parseInfo(info) {
  const s = String(info ?? '').trim();
  const m = /^([^\s{]+)?\s*(.*)$/.exec(s);
  const lang = (m[1] ?? '').toLowerCase();
  const attrs = {};
  const re = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  let a;
  while ((a = re.exec(m[2]))) attrs[a[1]] = a[2] ?? a[3] ?? a[4] ?? true;
  return {lang, attrs};
}

/**
 * Every fenced code block of a page (CommonMark fences of ``` or ~~~, at any indentation: inside list
 * items, admonitions, JSX such as Tabs, or after `>`). Each: {line (1-based, the opening fence), lang,
 * attrs, code (the content, the fence's indentation removed), closed}.
 */
export function extractBlocks(text) {
  const lines = text.split(/\r?\n/);
  const blocks = [];
  let open = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!open) {
      const m = /^([ \t]*(?:>[ \t]?)*[ \t]*)(`{3,}|~{3,})(.*)$/.exec(line);
      if (!m || (m[2][0] === '`' && m[3].includes('`'))) continue;
      const {lang, attrs} = parseInfo(m[3]);
      open = {line: i + 1, lang, attrs, info: m[3].trim(), prefix: m[1], fence: m[2], body: []};
      continue;
    }
    const close = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(line);
    if (close && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
      blocks.push(finish(open, true));
      open = null;
      continue;
    }
    open.body.push(stripPrefix(line, open.prefix));
  }
  if (open) blocks.push(finish(open, false));
  return blocks;
}

function stripPrefix(line, prefix) {
  if (line.startsWith(prefix)) return line.slice(prefix.length);
  // CommonMark: a content line loses up to as many spaces of indentation as the opening fence had.
  const width = prefix.replace(/>[ \t]?/g, '').length;
  const lead = /^[ \t]*/.exec(line)[0].length;
  return line.slice(Math.min(width, lead));
}

function finish({line, lang, attrs, info, body}, closed) {
  return {line, lang, attrs, info, code: body.join('\n'), closed};
}

// ---------------------------------------------------------------------------------------------
// YAML and JSON

/** The first problem of a YAML block (several documents are fine), or undefined. */
export function checkYaml(code) {
  try {
    yaml.loadAll(code, () => {});
    return undefined;
  } catch (e) {
    return {
      message: `YAML does not parse: ${e.reason ?? String(e.message).split('\n')[0]}`,
      offset: e.mark ? e.mark.line + 1 : undefined,
    };
  }
}

/** The first problem of a JSON block (exactly one document), or undefined. */
export function checkJson(code) {
  try {
    JSON.parse(code);
    return undefined;
  } catch (e) {
    const msg = String(e.message);
    const pos = /position (\d+)/.exec(msg);
    const offset = pos ? code.slice(0, Number(pos[1])).split('\n').length : undefined;
    const fragment = /^\s*"(?:[^"\\]|\\.)*"\s*:/.test(code);
    const two = /Unexpected non-whitespace character after JSON/.test(msg);
    const message = fragment
      ? 'JSON is a fragment, a member without its object (wrap it in braces, tag it text, or opt it out)'
      : two
        ? 'JSON holds more than one document (split it into blocks, or tag it text)'
        : `JSON does not parse: ${msg.split('\n')[0]}`;
    return {message, offset};
  }
}

// ---------------------------------------------------------------------------------------------
// Shell

/**
 * The commands of a `console` block: lines after a `$ ` prompt and their `\` continuations, the prompt
 * removed; output lines (and `#` lines, which may be comments or a root prompt) become empty lines, so
 * line numbers stay those of the block.
 */
export function consoleCommands(code) {
  let cont = false;
  return code
    .split('\n')
    .map((l) => {
      const m = /^\s*\$ (.*)$/.exec(l);
      const keep = m ? m[1] : cont ? l : null;
      cont = keep !== null && /\\$/.test(keep);
      return keep ?? '';
    })
    .join('\n');
}

/**
 * A `$ ` prompt in a sh/bash/shell block: copied, the `$` is run as a command. Such a block (commands
 * with their output) is tagged `console`, whose prompts the checker removes; or the prompts go.
 */
export function promptProblems(block) {
  if (kindOf(block.lang) !== 'shell') return [];
  const i = block.code.split('\n').findIndex((l) => /^\s*\$ \S/.test(l));
  return i < 0
    ? []
    : [
        {
          offset: i + 1,
          message: 'a `$ ` prompt in a shell block: tag it console (commands and their output), or drop the prompt',
        },
      ];
}

/** The script a shell or console block is checked as (placeholders substituted). */
export function shellScript(block) {
  const code = substitutePlaceholders(block.code);
  return kindOf(block.lang) === 'console' ? consoleCommands(code) : code;
}

/** Problems from `bash -n` stderr: [{offset, message}] (offset = line within the block). */
export function parseBashErrors(stderr, file) {
  const out = [];
  for (const l of stderr.split('\n')) {
    const m = /^(.*?): line (\d+): (.*)$/.exec(l);
    if (m && out.length && m[3].startsWith('`') && out.at(-1).offset === Number(m[2]))
      out.at(-1).message += ` in ${m[3]}`;
    else if (m && (!file || m[1].endsWith(path.basename(file))))
      out.push({offset: Number(m[2]), message: `bash -n: ${m[3]}`});
    else if (l.trim() && out.length === 0) out.push({offset: undefined, message: `bash -n: ${l.trim()}`});
  }
  return out;
}

/** Problems from `shellcheck -f json1` output, by file: Map(file → [{offset, message}]). */
export function parseShellcheck(json) {
  const out = new Map();
  const report = JSON.parse(json || '{"comments": []}');
  for (const c of report.comments ?? []) {
    if (!out.has(c.file)) out.set(c.file, []);
    out.get(c.file).push({offset: c.line, message: `shellcheck SC${c.code}: ${c.message}`});
  }
  return out;
}

function runAsync(cmd, args) {
  return new Promise((resolve) => {
    const p = spawn(cmd, args, {stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('error', (e) => resolve({status: -1, stdout, stderr: String(e.message)}));
    p.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

/**
 * Check shell scripts: `bash -n` on each (a few at a time) and one `shellcheck -S error` for all of
 * them (one process per 1000 files). Returns, per script, {bash: [...], shellcheck: [...]} problems.
 */
export async function runShell(scripts, {shellcheck = 'shellcheck', bash = 'bash', concurrency = 3} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-codeblocks-'));
  try {
    const files = scripts.map((s, i) => {
      const f = path.join(dir, `b${String(i).padStart(5, '0')}.sh`);
      fs.writeFileSync(f, `${s}\n`);
      return f;
    });
    const results = scripts.map(() => ({bash: [], shellcheck: []}));
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const i = next++;
        const r = await runAsync(bash, ['-n', files[i]]);
        if (r.status !== 0) results[i].bash = parseBashErrors(r.stderr, files[i]);
        if (r.status !== 0 && results[i].bash.length === 0)
          results[i].bash.push({offset: undefined, message: `bash -n failed (${r.status})`});
      }
    };
    const batches = [];
    for (let at = 0; at < files.length; at += 1000) batches.push(files.slice(at, at + 1000));
    const sc = batches.map(async (batch) => {
      const r = await runAsync(shellcheck, ['-S', 'error', '-s', 'bash', '-f', 'json1', ...batch]);
      if (r.status === -1)
        throw new Error(`shellcheck could not run (Debian: apt-get install shellcheck): ${r.stderr}`);
      for (const [file, problems] of parseShellcheck(r.stdout)) results[files.indexOf(file)].shellcheck = problems;
    });
    await Promise.all([...Array.from({length: concurrency}, worker), ...sc]);
    return results;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

// ---------------------------------------------------------------------------------------------
// JSON Schema (the subset the OpenAPI document uses)

function resolveRef(doc, node) {
  let n = node;
  for (let i = 0; n && n.$ref && i < 20; i++)
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o, k) => o?.[k], doc);
  return n;
}

const typeOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

/**
 * Validate a value against a schema of `doc` (type incl. type lists, enum, const, properties,
 * required, additionalProperties, items, min/maxLength, minimum/maximum, oneOf/anyOf/allOf, $ref).
 * Fields an object schema does not declare are reported too (an example naming a field the document
 * lacks is a mistake in one of them). Returns a list of messages, empty when valid.
 */
export function validate(doc, schema, value, at = '$') {
  const s = resolveRef(doc, schema);
  if (!s || typeof s !== 'object') return [];
  const errors = [];
  const t = typeOf(value);
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const ok = types.some((x) => x === t || (x === 'number' && t === 'integer'));
    if (!ok && !(s.nullable && value === null)) return [`${at}: is ${t}, the document says ${types.join(' | ')}`];
  }
  if (s.enum && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value)))
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`);
  if (s.const !== undefined && JSON.stringify(s.const) !== JSON.stringify(value))
    errors.push(`${at}: must be ${JSON.stringify(s.const)}`);
  if (t === 'string') {
    if (s.maxLength !== undefined && [...value].length > s.maxLength)
      errors.push(`${at}: longer than ${s.maxLength} characters`);
    if (s.minLength !== undefined && [...value].length < s.minLength)
      errors.push(`${at}: shorter than ${s.minLength} characters`);
  }
  if (t === 'integer' || t === 'number') {
    if (s.minimum !== undefined && value < s.minimum) errors.push(`${at}: less than ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum) errors.push(`${at}: more than ${s.maximum}`);
  }
  if (t === 'object') {
    const props = s.properties ?? {};
    for (const r of s.required ?? []) if (!(r in value)) errors.push(`${at}: required field ${r} is missing`);
    for (const [k, v] of Object.entries(value)) {
      if (k in props) errors.push(...validate(doc, props[k], v, `${at}.${k}`));
      else if (
        s.additionalProperties === false ||
        (s.additionalProperties === undefined && s.properties && !s.oneOf && !s.anyOf && !s.allOf)
      )
        errors.push(`${at}: field ${k} is not in the document`);
      else if (s.additionalProperties && typeof s.additionalProperties === 'object')
        errors.push(...validate(doc, s.additionalProperties, v, `${at}.${k}`));
    }
  }
  if (t === 'array' && s.items) value.forEach((v, i) => errors.push(...validate(doc, s.items, v, `${at}[${i}]`)));
  for (const sub of s.allOf ?? []) errors.push(...validate(doc, sub, value, at));
  const alts = s.oneOf ?? s.anyOf;
  if (alts && !alts.some((sub) => validate(doc, sub, value, at).length === 0))
    errors.push(`${at}: matches none of the document's alternatives`);
  return errors;
}

// ---------------------------------------------------------------------------------------------
// API examples

/** Every operation of the OpenAPI document with a matcher for its path. */
export function apiOperations(doc) {
  const out = [];
  for (const [p, item] of Object.entries(doc.paths ?? {}))
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      if (!item[method]) continue;
      const re = new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);
      out.push({method: method.toUpperCase(), path: p, re, op: item[method]});
    }
  return out;
}

/** Join a shell script's `\` continuation lines; each command keeps the line it starts on. */
export function shellCommands(code) {
  const out = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let cmd = lines[i];
    while (/\\\s*$/.test(cmd) && i + 1 < lines.length) cmd = cmd.replace(/\\\s*$/, ' ') + lines[++i];
    out.push({offset: start + 1, text: cmd});
  }
  return out;
}

/** Split a command line into words the way the shell would (quotes; no expansion). */
export function shellWords(s) {
  const words = [];
  let cur = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "'") {
      const j = s.indexOf("'", i + 1);
      cur = (cur ?? '') + s.slice(i + 1, j < 0 ? s.length : j);
      i = j < 0 ? s.length : j;
    } else if (c === '"') {
      let j = i + 1;
      let v = '';
      while (j < s.length && s[j] !== '"') {
        if (s[j] === '\\' && j + 1 < s.length && '"\\$`'.includes(s[j + 1])) j++;
        v += s[j++];
      }
      cur = (cur ?? '') + v;
      i = j;
    } else if (c === '\\' && i + 1 < s.length) cur = (cur ?? '') + s[++i];
    else if (/\s/.test(c)) {
      if (cur !== null) words.push(cur);
      cur = null;
    } else if ((c === '|' || c === ';' || c === '&') && cur === null) {
      words.push(c);
    } else if (c === '#' && cur === null) break;
    else cur = (cur ?? '') + c;
  }
  if (cur !== null) words.push(cur);
  return words;
}

/** The curl calls of a shell script: [{offset, method, url, body}] (body: the -d/--data argument). */
export function curlCalls(code) {
  const calls = [];
  for (const {offset, text} of shellCommands(code)) {
    if (!/\bcurl\b/.test(text)) continue;
    const words = shellWords(text);
    let i = words.indexOf('curl');
    while (i >= 0) {
      let method;
      let url;
      let body;
      let j = i + 1;
      for (; j < words.length && !['|', ';', '&'].includes(words[j]); j++) {
        const w = words[j];
        if (w === '-X' || w === '--request') method = words[++j];
        else if (/^-X./.test(w)) method = w.slice(2);
        else if (['-d', '--data', '--data-raw', '--data-binary'].includes(w)) body = words[++j];
        else if (['-H', '--header', '-u', '--user', '-o', '--output', '-w', '-T', '-F', '--form'].includes(w)) j++;
        else if (!w.startsWith('-') && url === undefined) url = w;
      }
      calls.push({offset, method: (method ?? (body !== undefined ? 'POST' : 'GET')).toUpperCase(), url, body});
      const k = words.indexOf('curl', j);
      i = k;
    }
  }
  return calls;
}

/** The path of a console URL below /openapi/, or undefined. */
export function openapiPath(url) {
  const m = /^(?:[a-z]+:\/\/[^/]+)?(\/openapi\/[^?#\s]*)/.exec(String(url ?? ''));
  return m?.[1];
}

function successSchema(doc, op) {
  for (const [code, r] of Object.entries(op.responses ?? {})) {
    if (!/^2/.test(code)) continue;
    const res = resolveRef(doc, r);
    return res?.content?.['application/json']?.schema ?? null;
  }
  return null;
}

/**
 * The API examples of one page: curl calls to /openapi/ (the operation must exist; its JSON body must
 * validate against the request schema), response examples of an endpoint page (the JSON block after
 * the `response-example` heading, against the success response), and JSON blocks marked
 * `schema="Name"`. Returns [{block, offset, problems: [...]}], one per example.
 */
export function apiExamples(doc, ops, text, blocks) {
  const out = [];
  const keywords = /^keywords:\s*\n((?:\s+-.*\n)+)/m.exec(text)?.[1] ?? '';
  const pageOp = /-\s+(GET|PUT|POST|DELETE|PATCH)\s+(\S+)/.exec(keywords);
  const lines = text.split(/\r?\n/);
  for (const block of blocks) {
    const kind = kindOf(block.lang);
    if (kind === 'shell' || kind === 'console') {
      for (const call of curlCalls(shellScript(block))) {
        const p = openapiPath(call.url);
        if (!p) continue;
        const problems = [];
        // The most literal path wins (`/teams/regions` before `/teams/{team_id}`).
        const op = ops
          .filter((o) => o.method === call.method && o.re.test(p))
          .sort((x, y) => x.path.split('{').length - y.path.split('{').length)[0];
        const at = op ? `${call.method} ${op.path}` : `${call.method} ${p}`;
        if (!op) problems.push(`${at}: no such operation in the OpenAPI document`);
        else if (call.body !== undefined) {
          const schema = op.op.requestBody?.content?.['application/json']?.schema;
          let body;
          try {
            body = JSON.parse(substitutePlaceholders(call.body));
          } catch (e) {
            problems.push(`${at}: the body is not JSON (${String(e.message).split('\n')[0]})`);
          }
          if (body !== undefined) {
            if (!schema) problems.push(`${at}: sends a body, the operation takes none`);
            else problems.push(...validate(doc, schema, body, 'body').map((m) => `${at}: ${m}`));
          }
        } else if (op.op.requestBody?.required) problems.push(`${at}: the operation needs a JSON body`);
        out.push({block, offset: call.offset, problems});
      }
    } else if (kind === 'json') {
      let schema;
      let what;
      if (typeof block.attrs.schema === 'string') {
        schema = doc.components?.schemas?.[block.attrs.schema];
        what = `schema ${block.attrs.schema}`;
        if (!schema) {
          out.push({
            block,
            offset: undefined,
            problems: [`schema="${block.attrs.schema}": no such schema in the OpenAPI document`],
          });
          continue;
        }
      } else if (pageOp && /\{#response-example\}\s*$/.test(headingBefore(lines, block.line) ?? '')) {
        const op = ops.find((o) => o.method === pageOp[1] && o.path === pageOp[2]);
        if (!op) {
          out.push({
            block,
            offset: undefined,
            problems: [`${pageOp[1]} ${pageOp[2]}: no such operation in the OpenAPI document`],
          });
          continue;
        }
        schema = successSchema(doc, op.op);
        what = `${op.method} ${op.path}`;
        if (!schema) {
          out.push({
            block,
            offset: undefined,
            problems: [`${what}: a response example, but the success response has no JSON schema`],
          });
          continue;
        }
      } else continue;
      let value;
      try {
        value = JSON.parse(substitutePlaceholders(block.code));
      } catch {
        continue; // the JSON check reports it
      }
      out.push({
        block,
        offset: undefined,
        problems: validate(doc, schema, value, 'response').map((m) => `${what}: ${m}`),
      });
    }
  }
  return out;
}

/**
 * The examples of the OpenAPI document itself (path and query parameters, request bodies, responses,
 * shared responses), each against its schema: [{operationId, where, problems}].
 */
export function documentExamples(doc) {
  const out = [];
  const media = (content) => content?.['application/json'];
  const check = (operationId, where, schema, value) =>
    out.push({operationId, where, problems: schema ? validate(doc, schema, value, where) : []});
  for (const [name, r] of Object.entries(doc.components?.responses ?? {})) {
    const m = media(r.content);
    if (m?.example !== undefined) check(undefined, `components.responses.${name}`, m.schema, m.example);
  }
  for (const {method, path: p, op} of apiOperations(doc)) {
    const id = op.operationId ?? `${method} ${p}`;
    for (const raw of op.parameters ?? []) {
      const prm = resolveRef(doc, raw);
      if (prm?.example !== undefined && prm.schema) {
        // Path and query values travel as text: a number-typed parameter's example may be written either way.
        const s = resolveRef(doc, prm.schema);
        const v =
          ['integer', 'number'].includes(s?.type) &&
          typeof prm.example === 'string' &&
          /^-?\d+(\.\d+)?$/.test(prm.example)
            ? Number(prm.example)
            : prm.example;
        check(id, `${method} ${p} parameter ${prm.name}`, prm.schema, v);
      }
    }
    const body = media(op.requestBody?.content);
    if (body?.example !== undefined) check(id, `${method} ${p} request body`, body.schema, body.example);
    for (const [k, ex] of Object.entries(body?.examples ?? {}))
      check(id, `${method} ${p} request body (${k})`, body.schema, resolveRef(doc, ex)?.value);
    for (const [code, raw] of Object.entries(op.responses ?? {})) {
      if (raw.$ref) continue; // a shared response: checked once above
      const m = media(raw.content);
      if (m?.example !== undefined) check(id, `${method} ${p} response ${code}`, m.schema, m.example);
      for (const [k, ex] of Object.entries(m?.examples ?? {}))
        check(id, `${method} ${p} response ${code} (${k})`, m.schema, resolveRef(doc, ex)?.value);
    }
  }
  return out;
}

/** Where an operation is written in openapi/paths/*.yaml ({file, line}), from the files' texts. */
export function operationSource(sources, operationId) {
  for (const {file, text} of sources) {
    const i = text
      .split('\n')
      .findIndex((l) => new RegExp(`^\\s*operationId:\\s*['"]?${operationId}['"]?\\s*$`).test(l));
    if (i >= 0) return {file, line: i + 1};
  }
  return undefined;
}

function headingBefore(lines, line) {
  for (let i = line - 2; i >= 0; i--) if (/^#{1,6}\s/.test(lines[i])) return lines[i];
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Helm values of the rainbond-cluster chart

/**
 * Whether a key path (`a.b.c`, `a.list[0].x`) names a key of the chart: a path of the extract, or below
 * a key the extract marks open (a map or list whose entries the chart passes on as they are).
 */
export function helmKeyKnown(values, key) {
  const norm = key.replace(/\[\d+\]/g, '[]');
  if (values.keys.includes(norm)) return true;
  if (values.open.includes(norm.replace(/(\[\])+$/, ''))) return true;
  const parts = norm.split('.');
  for (let n = parts.length - 1; n > 0; n--) {
    const prefix = parts.slice(0, n).join('.');
    if (values.open.includes(prefix) || values.open.includes(prefix.replace(/\[\]$/, ''))) return true;
  }
  return false;
}

/** Whether a helm command installs or upgrades the rainbond-cluster chart. */
export const isRainbondChart = (words) =>
  words.some((w) => /(^|\/)rainbond-(cluster|chart)(\/|$|-[\d.]+\.tgz$)/.test(w));

/** Top-level keys only the rainbond-cluster chart has (a fragment naming them is of this chart). */
const CHART_KEYS = ['Cluster', 'Component', 'useK3sContainerd'];

/**
 * `helm install|upgrade|template` commands of the rainbond-cluster chart in a shell script, and bare
 * `--set` lines (arguments to add to such a command) that name the chart's own top-level keys, with the
 * keys their `--set`s name: [{offset, keys}].
 */
export function helmSets(code) {
  const out = [];
  for (const {offset, text} of shellCommands(code)) {
    const words = shellWords(text);
    const h = words.indexOf('helm');
    const fragment = h < 0 && /^--set(-string|-file)?(=|$)/.test(words[0] ?? '');
    if (!fragment && (h < 0 || !['install', 'upgrade', 'template'].includes(words[h + 1]) || !isRainbondChart(words)))
      continue;
    const keys = [];
    for (let j = fragment ? 0 : h + 2; j < words.length; j++) {
      const w = words[j];
      let arg;
      if (['--set', '--set-string', '--set-file'].includes(w)) arg = words[++j];
      else if (/^--set(-string|-file)?=/.test(w)) arg = w.slice(w.indexOf('=') + 1);
      if (arg === undefined) continue;
      for (const pair of arg.split(/,(?=[\w.[\]-]+=)/)) {
        const k = pair.split('=')[0];
        if (k && !k.includes(PLACEHOLDER_WORD)) keys.push(k);
      }
    }
    if (fragment && !keys.some((k) => CHART_KEYS.includes(k.split(/[.[]/)[0]))) continue;
    out.push({offset, keys});
  }
  return out;
}

/** Key paths of a parsed values document (`a.b`, lists as `a[]`, `a[].b`). */
export function keyPaths(value, prefix = '') {
  const out = [];
  if (Array.isArray(value)) {
    if (prefix) out.push(`${prefix}[]`);
    for (const v of value) if (v && typeof v === 'object') out.push(...keyPaths(v, `${prefix}[]`));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = prefix ? `${prefix}.${k}` : k;
      out.push(p, ...keyPaths(v, p));
    }
  }
  return [...new Set(out)];
}

/**
 * Whether a YAML block is values of the rainbond-cluster chart: titled values….yaml, and naming a key only
 * this chart has, or (on a page that names the chart) only top-level keys of the chart.
 * @param {{attrs: Record<string, any>}} block
 * @param {any} parsed
 * @param {{values?: any, pageNamesChart?: boolean}} [options]
 */
export function isChartValues(block, parsed, {values, pageNamesChart = false} = {}) {
  const title = String(block.attrs.title ?? '');
  if (!/values[^/]*\.ya?ml/i.test(title) || !parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return false;
  if (CHART_KEYS.some((k) => k in parsed)) return true;
  return (
    pageNamesChart &&
    !!values &&
    Object.keys(parsed).length > 0 &&
    Object.keys(parsed).every((k) => values.keys.includes(k))
  );
}

// ---------------------------------------------------------------------------------------------
// Pages

export function walkPages(dir, acc = []) {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walkPages(p, acc);
    else if (/\.mdx?$/.test(e.name)) acc.push(p);
  }
  return acc.sort();
}

export const KIND_NAMES = ['yaml', 'json', 'shell (bash -n)', 'shellcheck', 'api examples', 'helm keys'];

/**
 * Check the code blocks of pages ({file, text}), and the examples of the OpenAPI document. Returns
 * {counts: {kind: {passed, failed}} (checks), items: {passed, failed} (blocks and document examples),
 * failures: [{file, line, kind, message}], optedOut: [{file, line, reason}], blocks (fences seen)}.
 * @param {{file: string, text: string}[]} pages
 * @param {{doc?: any, values?: any, sources?: {file: string, text: string}[], shell?: (scripts: string[]) => Promise<any[]>}} [options]
 */
export async function checkPages(pages, {doc, values, sources, shell = runShell} = {}) {
  const counts = Object.fromEntries(KIND_NAMES.map((k) => [k, {passed: 0, failed: 0}]));
  const failures = [];
  const optedOut = [];
  const shellJobs = [];
  const ops = doc ? apiOperations(doc) : [];
  let blocksSeen = 0;
  // Items: each block checked, and each example of the OpenAPI document; an item fails when any check of it fails.
  const items = new Map();
  const tally = (kind, file, line, problems, item = `${file}:${line}`) => {
    counts[kind][problems.length ? 'failed' : 'passed']++;
    items.set(item, (items.get(item) ?? false) || problems.length > 0);
    for (const p of problems) failures.push({file, line: p.line ?? line, kind, message: p.message ?? p});
  };
  for (const {file, text} of pages) {
    const blocks = extractBlocks(text);
    blocksSeen += blocks.length;
    const checked = [];
    for (const block of blocks) {
      const kind = kindOf(block.lang);
      if (!kind) continue;
      if (block.attrs.nocheck !== undefined) {
        if (typeof block.attrs.nocheck !== 'string' || !block.attrs.nocheck.trim())
          failures.push({
            file,
            line: block.line,
            kind: 'opt-out',
            message: 'nocheck needs a reason: nocheck="why this block is not checked"',
          });
        else optedOut.push({file, line: block.line, reason: block.attrs.nocheck});
        continue;
      }
      const at = (offset) => (offset ? block.line + offset : block.line);
      if (!block.closed) {
        tally(kind === 'console' || kind === 'shell' ? 'shell (bash -n)' : kind, file, block.line, [
          'the fence is never closed',
        ]);
        continue;
      }
      checked.push(block);
      if (kind === 'yaml') {
        const code = substitutePlaceholders(block.code);
        const e = checkYaml(code);
        tally('yaml', file, block.line, e ? [{line: at(e.offset), message: e.message}] : []);
        if (!e && values) {
          let parsed;
          try {
            parsed = yaml.load(code);
          } catch {
            parsed = undefined; // several documents: not a values file
          }
          if (isChartValues(block, parsed, {values, pageNamesChart: /rainbond-cluster/.test(text)})) {
            const unknown = keyPaths(parsed).filter((k) => !helmKeyKnown(values, k));
            tally(
              'helm keys',
              file,
              block.line,
              unknown.map((k) => `${k} is not a key of rainbond-cluster ${values.version}'s values`),
            );
          }
        }
      } else if (kind === 'json') {
        const e = checkJson(substitutePlaceholders(block.code));
        tally('json', file, block.line, e ? [{line: at(e.offset), message: e.message}] : []);
      } else {
        const script = shellScript(block);
        shellJobs.push({file, block, script});
        if (values)
          for (const {offset, keys} of helmSets(script)) {
            const unknown = keys.filter((k) => !helmKeyKnown(values, k));
            tally(
              'helm keys',
              file,
              at(offset),
              unknown.map((k) => `--set ${k}: not a key of rainbond-cluster ${values.version}'s values`),
              `${file}:${block.line}`,
            );
          }
      }
    }
    if (doc)
      for (const ex of apiExamples(doc, ops, text, checked))
        tally(
          'api examples',
          file,
          ex.offset ? ex.block.line + ex.offset : ex.block.line,
          ex.problems,
          `${file}:${ex.block.line}`,
        );
  }
  const results = shellJobs.length ? await shell(shellJobs.map((j) => j.script)) : [];
  shellJobs.forEach(({file, block}, i) => {
    const r = results[i];
    const fix = (p) => ({line: p.offset ? block.line + p.offset : block.line, message: p.message});
    tally('shell (bash -n)', file, block.line, [...promptProblems(block), ...r.bash].map(fix));
    tally('shellcheck', file, block.line, r.shellcheck.map(fix));
  });
  if (doc)
    for (const ex of documentExamples(doc)) {
      const at = (ex.operationId && sources && operationSource(sources, ex.operationId)) ?? {
        file: OPENAPI_DOC,
        line: 0,
      };
      tally('api examples', at.file, at.line, ex.problems, `openapi: ${ex.where}`);
    }
  failures.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const failed = [...items.values()].filter(Boolean).length;
  return {counts, failures, optedOut, blocks: blocksSeen, items: {passed: items.size - failed, failed}};
}

/** The OpenAPI document (and the texts of openapi/paths/, to point at), the chart's values extract. */
export function loadContext(root) {
  const doc = JSON.parse(fs.readFileSync(path.join(root, OPENAPI_DOC), 'utf8'));
  const values = JSON.parse(fs.readFileSync(path.join(root, HELM_VALUES), 'utf8'));
  const dir = path.join(root, 'openapi', 'paths');
  const sources = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
        .map((f) => ({file: `openapi/paths/${f}`, text: fs.readFileSync(path.join(dir, f), 'utf8')}))
    : [];
  return {doc, values, sources};
}

/** The pages below the code roots (or only the given paths). */
export function readPages(root, only) {
  const files = (only?.length ? only : CODE_ROOTS).flatMap((p) => {
    const abs = path.resolve(root, p);
    return fs.existsSync(abs) && fs.statSync(abs).isFile() ? [abs] : walkPages(abs);
  });
  return files.map((f) => ({file: path.relative(root, f), text: fs.readFileSync(f, 'utf8')}));
}

export const hasShellcheck = () => spawnSync('shellcheck', ['--version']).status === 0;
