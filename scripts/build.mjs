#!/usr/bin/env node
// `npm run build`: `docusaurus build` with the same options, then the precompression of its output
// folder (scripts/compress.mjs: x.gz and x.br beside each text file, served by nginx).
//   node scripts/build.mjs [docusaurus build options]      e.g. --locale zh --out-dir build-alt
// Why a wrapper and not a plugin: Docusaurus runs the postBuild of every plugin at the same time
// (Promise.all), and the sitemap, the blog feeds, llms.txt, the CSP include and the Pagefind index
// are all written there, so no plugin's postBuild is guaranteed to see the others' files. After
// `docusaurus build` has exited, every locale's files are written.
import {spawn} from 'node:child_process';
import path from 'node:path';
import url from 'node:url';
import {compressDir, summary} from './compress.mjs';

const repo = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');

/** The output folder `docusaurus build` writes for these options (its default: build/). */
export function outDirOf(args, cwd = repo) {
  let dir = 'build';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out-dir') dir = args[i + 1] ?? dir;
    else if (args[i].startsWith('--out-dir=')) dir = args[i].slice('--out-dir='.length);
  }
  return path.resolve(cwd, dir);
}

if (import.meta.url === url.pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const bin = path.join(repo, 'node_modules', '.bin', process.platform === 'win32' ? 'docusaurus.cmd' : 'docusaurus');
  const child = spawn(bin, ['build', ...args], {cwd: repo, stdio: 'inherit'});
  const code = await new Promise((ok) => child.on('exit', (c, signal) => ok(c ?? (signal ? 1 : 0))));
  if (code !== 0) process.exit(code);
  try {
    console.log(summary(outDirOf(args), await compressDir(outDirOf(args))));
  } catch (err) {
    console.error(`scripts/build.mjs: precompression failed: ${err.message}`);
    process.exit(1);
  }
}
