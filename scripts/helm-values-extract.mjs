#!/usr/bin/env node
// Writes src/data/reference/helm-values-5.11.1.json: the key paths of the rainbond-cluster chart's
// values at goodrain/rainbond-chart tag v5.11.1-release (values.yaml, the `.Values.` references of
// templates/, and the values.yaml of its subchart nfs-client-provisioner), which the code-block check
// (scripts/check-codeblocks.mjs) holds `helm --set` keys and values.yaml examples to.
//   node scripts/helm-values-extract.mjs [path to a clone of goodrain/rainbond-chart]
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import yaml from 'js-yaml';
import {HELM_VALUES, keyPaths} from './lib/codeblocks.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const repo = process.argv[2] ?? '/work/.mirror/goodrain+rainbond-chart/repo';
const TAG = 'v5.11.1-release';
const git = (...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 1 << 26});
const show = (file) => git('show', `${TAG}:${file}`);

const keys = new Set();
const open = new Set();
/** Keys of a chart (its values.yaml and what its templates read), under a prefix (a subchart's name). */
function scan(dir, prefix) {
  for (const k of keyPaths(yaml.load(show(`${dir}values.yaml`)))) keys.add(prefix + k);
  const templates = git('ls-tree', '-r', '--name-only', TAG, `${dir}templates/`)
    .split('\n')
    .filter((f) => /\.(ya?ml|tpl)$/.test(f));
  for (const file of templates) {
    const text = show(file);
    for (const m of text.matchAll(/\.Values((?:\.[A-Za-z0-9_-]+)+)/g)) keys.add(prefix + m[1].slice(1));
    // Maps passed on entry by entry (`range $key,$value := .Values.x`) or as YAML (`.Values.x | toYaml`,
    // `toYaml .Values.x`): any key below them is the reader's own.
    for (const m of text.matchAll(/range\s+\$\w+\s*,\s*\$\w+\s*:=\s*\$?\.Values((?:\.[\w-]+)+)/g))
      open.add(prefix + m[1].slice(1));
    for (const m of text.matchAll(/\$?\.Values((?:\.[\w-]+)+)\s*\|\s*toYaml/g)) open.add(prefix + m[1].slice(1));
    for (const m of text.matchAll(/toYaml\s+\$?\.Values((?:\.[\w-]+)+)/g)) open.add(prefix + m[1].slice(1));
    // Lists ranged over: their entries' fields (`{{ .name }}`), or scalars (`{{ . }}`).
    for (const m of text.matchAll(/range\s+\$?\.Values((?:\.[\w-]+)+)\s*\}\}([\s\S]*?)\{\{-?\s*end/g)) {
      const list = prefix + m[1].slice(1);
      keys.add(`${list}[]`);
      for (const f of m[2].matchAll(/\{\{-?\s*\.([A-Za-z_]\w*)/g)) keys.add(`${list}[].${f[1]}`);
      for (const f of m[2].matchAll(/get\s+\.\s+"(\w+)"/g)) keys.add(`${list}[].${f[1]}`);
    }
  }
}
scan('', '');
scan('charts/nfs-client-provisioner/', 'nfs-client-provisioner.');
// Parents of every key are keys too.
for (const k of [...keys]) {
  const parts = k.split('.');
  for (let n = 1; n < parts.length; n++) keys.add(parts.slice(0, n).join('.'));
}

const out = {
  source: `goodrain/rainbond-chart, tag ${TAG}: values.yaml, the .Values references of templates/, charts/nfs-client-provisioner/values.yaml (under nfs-client-provisioner.)`,
  made: 'node scripts/helm-values-extract.mjs',
  chart: 'rainbond-cluster',
  version: '5.11.1',
  keys: [...keys].sort(),
  open: [...open].sort(),
};
fs.mkdirSync(path.dirname(path.join(root, HELM_VALUES)), {recursive: true});
fs.writeFileSync(path.join(root, HELM_VALUES), `${JSON.stringify(out, null, 2)}\n`);
console.log(`${HELM_VALUES}: ${out.keys.length} keys, ${out.open.length} open`);
