#!/usr/bin/env node
// Content check: twins, front matter, placeholders, minimum length.
//   node scripts/check-content.mjs            every page
//   node scripts/check-content.mjs docs/upgrade i18n/en/.../upgrade   only those paths
//   --json                                    machine-readable report (used by npm test)
import path from 'node:path';
import url from 'node:url';
import {checkSite} from './lib/content.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.filter((a) => a !== '--json').map((p) => path.relative(root, path.resolve(p)));
const {problems, pages} = checkSite(root, {only: only.length ? only : undefined});
const failedPages = new Set(problems.map((p) => p.file)).size;
if (json) {
  console.log(JSON.stringify({pages, failedPages, problems}));
} else {
  for (const {file, problem} of problems) console.log(`${file}: ${problem}`);
  console.log(
    problems.length
      ? `${problems.length} content problem(s) on ${failedPages} of ${pages} page(s)`
      : `content check: ${pages} page(s), no problems`,
  );
}
process.exit(problems.length ? 1 : 0);
