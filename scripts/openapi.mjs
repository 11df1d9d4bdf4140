#!/usr/bin/env node
// Builds the OpenAPI reference from openapi/ (base.yaml + paths/*.yaml): the public documents in
// static/openapi/ and the endpoint pages under docs/api/ and i18n/en/…/api/ (see scripts/lib/openapi.mjs).
//   node scripts/openapi.mjs           write the files (npm run openapi)
//   node scripts/openapi.mjs --check   exit 1 when a written file differs from what the source makes
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import {build, loadYaml, SOURCE_DIR} from './lib/openapi.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');

/** The source as build() takes it. */
export function readSource(dir = path.join(root, SOURCE_DIR)) {
  const base = loadYaml(fs.readFileSync(path.join(dir, 'base.yaml'), 'utf8'));
  const partsDir = path.join(dir, 'paths');
  const parts = fs
    .readdirSync(partsDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => [f, loadYaml(fs.readFileSync(path.join(partsDir, f), 'utf8'))]);
  return {base, parts};
}

/** Generated pages present on disk that the source no longer makes (docs/api/Intro.md is written by hand). */
function orphans(files) {
  const out = [];
  for (const dir of ['docs/api', 'i18n/en/docusaurus-plugin-content-docs/current/api']) {
    const walk = (d) => {
      if (!fs.existsSync(d)) return;
      for (const e of fs.readdirSync(d, {withFileTypes: true})) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.mdx?$/.test(e.name) && !/^Intro\.mdx?$/.test(e.name)) {
          const rel = path.relative(root, p);
          if (!files.has(rel)) out.push(rel);
        }
      }
    };
    walk(path.join(root, dir));
  }
  return out;
}

/** Files whose text on disk is not what the source makes, and generated pages the source dropped. */
export function stale() {
  const {files} = build(readSource());
  const differ = [...files]
    .filter(([f, text]) => !fs.existsSync(path.join(root, f)) || fs.readFileSync(path.join(root, f), 'utf8') !== text)
    .map(([f]) => f);
  return [...differ, ...orphans(files)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const list = stale();
    for (const f of list) console.log(`stale: ${f}`);
    console.log(
      list.length
        ? `${list.length} file(s) differ from openapi/: run npm run openapi`
        : 'OpenAPI reference is up to date',
    );
    process.exit(list.length ? 1 : 0);
  }
  const {files} = build(readSource());
  for (const [f, text] of files) {
    fs.mkdirSync(path.dirname(path.join(root, f)), {recursive: true});
    fs.writeFileSync(path.join(root, f), text);
  }
  for (const f of orphans(files)) fs.rmSync(path.join(root, f));
  console.log(`OpenAPI reference: ${files.size} file(s) written`);
}
