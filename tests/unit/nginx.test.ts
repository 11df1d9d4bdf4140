import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderSiteConfig, shippedListen, shippedRoot, siteConfigFile, unpackArchive} from '../../scripts/nginx.mjs';

const shipped = fs.readFileSync(siteConfigFile, 'utf8');

describe('scripts/nginx.mjs', () => {
  it('serves the shipped configuration with only the port and the site root changed', () => {
    const rendered = renderSiteConfig(shipped, {root: '/tmp/site', port: 3410});
    const a = shipped.split('\n');
    const b = rendered.split('\n');
    expect(b).toHaveLength(a.length);
    const changed = a.map((line, i) => [line, b[i]]).filter(([x, y]) => x !== y);
    expect(changed.map(([, y]) => y.trim())).toEqual([
      '# /tmp/site (the folder holding index.html, en/, assets/, pagefind/).',
      'listen 127.0.0.1:3410;',
      'root /tmp/site;',
      'include /tmp/site/.nginx/csp.conf;',
    ]);
  });

  it('refuses a configuration or values it cannot render safely', () => {
    expect(() => renderSiteConfig(shipped.replace(shippedListen, '    listen 8080;'), {root: '/x', port: 1})).toThrow(/expected one line "listen 80;"/);
    expect(() => renderSiteConfig(shipped.replaceAll(shippedRoot, '/srv'), {root: '/x', port: 1})).toThrow(/site root/);
    expect(() => renderSiteConfig(shipped, {root: '/x; include /etc/passwd', port: 1})).toThrow(/must not contain/);
    expect(() => renderSiteConfig(shipped, {root: '/x', port: 70000})).toThrow(/not a port/);
  });

  it('refuses an offline archive that is missing or incomplete, saying what is missing', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-'));
    expect(() => unpackArchive(path.join(tmp, 'none.tar.gz'), path.join(tmp, 'out'))).toThrow(/does not exist: run `npm run package`/);
    fs.mkdirSync(path.join(tmp, 'src', 'rainbond-docs-5.11', 'nginx'), {recursive: true});
    fs.writeFileSync(path.join(tmp, 'src', 'rainbond-docs-5.11', 'README.md'), 'x');
    fs.copyFileSync(siteConfigFile, path.join(tmp, 'src', 'rainbond-docs-5.11', 'nginx', 'rainbond-docs.conf'));
    const tarball = path.join(tmp, 'partial.tar.gz');
    expect(spawnSync('tar', ['-czf', tarball, '-C', path.join(tmp, 'src'), 'rainbond-docs-5.11']).status).toBe(0);
    expect(() => unpackArchive(tarball, path.join(tmp, 'out'))).toThrow(/rainbond-docs-5\.11\/nginx\/nginx\.conf is missing/);
    fs.writeFileSync(path.join(tmp, 'bad.tar.gz'), 'not an archive');
    expect(() => unpackArchive(path.join(tmp, 'bad.tar.gz'), path.join(tmp, 'out'))).toThrow(/tar could not unpack/);
  });
});
