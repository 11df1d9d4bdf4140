#!/usr/bin/env node
// Merge English UI strings into i18n/en/code.json (sorted, two-space JSON).
//   node scripts/add-translations.mjs strings.json     strings.json: {"id": "English text" | {"message": "..."}}
// Read and written in one synchronous step, so several writers can add strings without losing any.
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'i18n/en/code.json');
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-translations.mjs strings.json');
  process.exit(2);
}
const add = JSON.parse(fs.readFileSync(file, 'utf8'));
const code = JSON.parse(fs.readFileSync(target, 'utf8'));
let n = 0;
for (const [id, value] of Object.entries(add)) {
  const message = typeof value === 'string' ? value : value.message;
  if (typeof message !== 'string' || !message) throw new Error(`no message for ${id}`);
  code[id] = {...(code[id] ?? {}), message};
  n++;
}
const sorted = Object.fromEntries(Object.entries(code).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${n} translation(s) merged into i18n/en/code.json`);
