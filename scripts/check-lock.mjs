#!/usr/bin/env node
// The lock file check of `npm test`:
// 1. complete for every platform: each optional dependency a locked package declares (the native
//    builds of @swc/core, esbuild, lightningcss, ... for Linux, macOS and Windows) is in the lock
//    itself, so `npm ci` accepts it on any of them;
// 2. stable: `npm install` on a copy of package.json and the lock leaves the lock byte for byte as
//    it is, and prints no ERESOLVE (peer conflict) and no EBADENGINE (unsupported Node).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';

/** Where npm would find `name` from the package at `from` (a lock key): the nearest node_modules up. */
export function resolveInLock(packages, from, name) {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i < 0 ? '' : dir.slice(0, i);
  }
}

/** The optional dependencies of locked packages that the lock leaves out: `from -> name@range`. */
export function missingOptionalDependencies(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [key, pkg] of Object.entries(packages)) {
    if (pkg.link) continue;
    for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
      if (!resolveInLock(packages, key, name)) missing.push(`${key || '(root)'} -> ${name}@${range}`);
    }
  }
  return missing;
}

/** Runs `npm install --package-lock-only` on a copy; returns what changed and the warnings printed. */
export function reinstallCopy(root) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-lock-'));
  try {
    for (const f of ['package.json', 'package-lock.json', '.npmrc']) {
      if (fs.existsSync(path.join(root, f))) fs.copyFileSync(path.join(root, f), path.join(tmp, f));
    }
    // The npm workspaces (packages/*): their package.json files are part of what the lock records.
    for (const dir of fs.existsSync(path.join(root, 'packages')) ? fs.readdirSync(path.join(root, 'packages')) : []) {
      const manifest = path.join(root, 'packages', dir, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      fs.mkdirSync(path.join(tmp, 'packages', dir), {recursive: true});
      fs.copyFileSync(manifest, path.join(tmp, 'packages', dir, 'package.json'));
    }
    const r = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: tmp,
      encoding: 'utf8',
    });
    const output = `${r.stdout}\n${r.stderr}`;
    const before = fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    const after = fs.readFileSync(path.join(tmp, 'package-lock.json'), 'utf8');
    return {
      status: r.status,
      changed: before !== after,
      warnings: output.split('\n').filter((l) => /ERESOLVE|EBADENGINE/.test(l)),
      output,
    };
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

if (process.argv[1] === url.fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const problems = missingOptionalDependencies(lock).map((m) => `missing from the lock: ${m}`);
  const r = reinstallCopy(root);
  if (r.status !== 0) problems.push(`npm install failed:\n${r.output}`);
  if (r.changed) problems.push('npm install rewrites package-lock.json: run `npm install` and commit the lock');
  for (const w of r.warnings) problems.push(`npm install printed: ${w.trim()}`);
  for (const p of problems) console.error(p);
  console.log(problems.length ? `lock file: ${problems.length} problem(s)` : 'lock file: complete and stable');
  process.exit(problems.length ? 1 : 0);
}
