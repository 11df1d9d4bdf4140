#!/usr/bin/env node
// Code-block check (issue 25): the blocks a machine can check, on every page of both locales.
//   node scripts/check-codeblocks.mjs                 every page (docs, community, blog, i18n/en)
//   node scripts/check-codeblocks.mjs docs/upgrade    only those paths
//   --json                                            machine-readable report (used by npm test)
// What is checked and how a block opts out: scripts/lib/codeblocks.mjs and README.md (writing).
import path from 'node:path';
import url from 'node:url';
import {checkPages, KIND_NAMES, loadContext, readPages} from './lib/codeblocks.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.filter((a) => !a.startsWith('--')).map((p) => path.relative(root, path.resolve(p)));
const t0 = Date.now();
const pages = readPages(root, only);
const {counts, items, failures, optedOut} = await checkPages(pages, loadContext(root));
// passed: blocks (and examples of the OpenAPI document) whose every check passed; failed: the others,
// and blocks opted out without a reason.
const passed = items.passed;
const failed = items.failed + failures.filter((f) => f.kind === 'opt-out').length;
const seconds = ((Date.now() - t0) / 1000).toFixed(1);
if (json) {
  console.log(JSON.stringify({pages: pages.length, passed, failed, counts, failures, optedOut, seconds}));
} else {
  for (const f of failures) console.log(`${f.file}:${f.line}: ${f.message}`);
  for (const k of KIND_NAMES)
    console.log(
      `  ${k.padEnd(16)} ${String(counts[k].passed).padStart(5)} passed ${String(counts[k].failed).padStart(4)} failed`,
    );
  console.log(
    `code blocks: ${pages.length} page(s), ${passed} blocks and API document examples passed, ${failed} failed, ${optedOut.length} block(s) opted out (${seconds}s)`,
  );
}
process.exit(failed ? 1 : 0);
