import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {missingOptionalDependencies, resolveInLock} from '../../scripts/check-lock.mjs';

const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

describe('lock file check', () => {
  it('finds a package the way npm does: nested first, then up the tree', () => {
    const packages = {'node_modules/a': {}, 'node_modules/b/node_modules/a': {}, 'node_modules/b': {}};
    expect(resolveInLock(packages, 'node_modules/b', 'a')).toBe('node_modules/b/node_modules/a');
    expect(resolveInLock(packages, 'node_modules/c', 'a')).toBe('node_modules/a');
    expect(resolveInLock(packages, '', 'a')).toBe('node_modules/a');
    expect(resolveInLock(packages, 'node_modules/b', 'z')).toBeNull();
  });

  it('the lock holds every platform build its packages name', () => {
    expect(missingOptionalDependencies(lock)).toEqual([]);
  });

  it('says which build a lock without the macOS one lacks', () => {
    const copy = structuredClone(lock);
    const key = Object.keys(copy.packages).find((k) => k.endsWith('/@swc/core-darwin-arm64'));
    expect(key, 'the lock has @swc/core for macOS arm64').toBeTruthy();
    delete copy.packages[key as string];
    expect(missingOptionalDependencies(copy)).toEqual([
      expect.stringMatching(/^node_modules\/@swc\/core -> @swc\/core-darwin-arm64@/),
    ]);
  });

  it('the lock names the builds of the five platforms the site is built on', () => {
    const cpus = new Set(
      Object.entries(lock.packages as Record<string, {os?: string[]; cpu?: string[]}>)
        .filter(([k]) => /\/@swc\/core-/.test(k))
        .map(([, p]) => `${p.os?.[0]}-${p.cpu?.[0]}`),
    );
    for (const platform of ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64', 'win32-x64'])
      expect(cpus).toContain(platform);
  });
});
