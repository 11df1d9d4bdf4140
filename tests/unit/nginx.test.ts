import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  brotliModule,
  brotliSnippet,
  mainConfig,
  prepare,
  renderSiteConfig,
  shippedListen,
  shippedRoot,
  shippedSnippets,
  siteConfigFile,
  unpackArchive,
} from '../../scripts/nginx.mjs';

const shipped = fs.readFileSync(siteConfigFile, 'utf8');

describe('scripts/nginx.mjs', () => {
  it('serves the shipped configuration with only the port and the site root changed', () => {
    const rendered = renderSiteConfig(shipped, {root: '/tmp/site', port: 3410});
    const a = shipped.split('\n');
    const b = rendered.split('\n');
    expect(b).toHaveLength(a.length);
    const changed = a.map((line, i) => [line, b[i]]).filter(([x, y]) => x !== y);
    expect(changed.map(([, y]) => y.trim())).toEqual([
      '# /tmp/site (the folder holding index.html, en/, assets/, pagefind/); it',
      'listen 127.0.0.1:3410;',
      'root /tmp/site;',
      'include /tmp/site/.nginx/csp.conf;',
    ]);
    const own = renderSiteConfig(shipped, {root: '/tmp/site', port: 3410, snippets: '/tmp/n/rainbond-docs.d'});
    expect(own).toContain('    include /tmp/n/rainbond-docs.d/*.conf;\n');
    expect(own).not.toContain(shippedSnippets);
  });

  it('serves the precompressed files: gzip_static, brotli_static from a snippet loaded only with the module', () => {
    expect(shipped).toMatch(/^ {4}gzip_static on;$/m);
    expect(shipped).toMatch(/^ {4}gzip on;$/m);
    expect(shipped).toMatch(/^ {4}gzip_vary on;$/m);
    expect(shipped).toContain(`    include ${shippedSnippets}/*.conf;\n`);
    expect(shipped).not.toMatch(/^\s*brotli/m);
    const snippet = fs.readFileSync(path.join(path.dirname(siteConfigFile), 'rainbond-docs.d', brotliSnippet), 'utf8');
    expect(snippet.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual(['brotli_static on;']);
    expect(mainConfig('/tmp/x')).not.toContain('load_module');
    expect(mainConfig('/tmp/x', {modules: ['/m/brotli.so']})).toMatch(
      /^load_module \/m\/brotli\.so;\nworker_processes 1;/,
    );
  });

  it('copies the brotli snippet into its own configuration only when it loads the module', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.mkdirSync(path.join(dir, '.nginx'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    fs.writeFileSync(path.join(dir, '.nginx', 'csp.conf'), '');
    const without = prepare({dir, port: 3411, brotli: null});
    expect(without.brotli).toBe(false);
    expect(fs.readdirSync(path.join(without.tmp, 'rainbond-docs.d'))).toEqual([]);
    expect(fs.readFileSync(path.join(without.tmp, 'nginx.conf'), 'utf8')).not.toContain('load_module');
    const withIt = prepare({dir, port: 3411, brotli: '/m/brotli.so'});
    expect(withIt.brotli).toBe(true);
    expect(fs.readdirSync(path.join(withIt.tmp, 'rainbond-docs.d'))).toEqual([brotliSnippet]);
    expect(fs.readFileSync(path.join(withIt.tmp, 'nginx.conf'), 'utf8')).toContain('load_module /m/brotli.so;');
    expect(fs.readFileSync(path.join(withIt.tmp, 'rainbond-docs.conf'), 'utf8')).toContain(
      `include ${withIt.tmp}/rainbond-docs.d/*.conf;`,
    );
    fs.rmSync(withIt.tmp, {recursive: true, force: true});
    expect(brotliModule({RAINBOND_NGINX_BROTLI: '0'})).toBeNull();
    expect(brotliModule({NGINX_BROTLI_MODULE: path.join(dir, 'none.so')})).toBeNull();
    expect(brotliModule({NGINX_BROTLI_MODULE: path.join(dir, 'index.html')})).toBe(path.join(dir, 'index.html'));
  });

  it('refuses a configuration or values it cannot render safely', () => {
    expect(() => renderSiteConfig(shipped.replace(shippedListen, '    listen 8080;'), {root: '/x', port: 1})).toThrow(
      /expected one line "listen 80;"/,
    );
    expect(() => renderSiteConfig(shipped.replaceAll(shippedRoot, '/srv'), {root: '/x', port: 1})).toThrow(/site root/);
    expect(() => renderSiteConfig(shipped, {root: '/x; include /etc/passwd', port: 1})).toThrow(/must not contain/);
    expect(() => renderSiteConfig(shipped, {root: '/x', port: 70000})).toThrow(/not a port/);
  });

  it('refuses an offline archive that is missing or incomplete, saying what is missing', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-'));
    expect(() => unpackArchive(path.join(tmp, 'none.tar.gz'), path.join(tmp, 'out'))).toThrow(
      /does not exist: run `npm run package`/,
    );
    fs.mkdirSync(path.join(tmp, 'src', 'rainbond-docs-5.11', 'nginx'), {recursive: true});
    fs.writeFileSync(path.join(tmp, 'src', 'rainbond-docs-5.11', 'README.md'), 'x');
    fs.copyFileSync(siteConfigFile, path.join(tmp, 'src', 'rainbond-docs-5.11', 'nginx', 'rainbond-docs.conf'));
    const tarball = path.join(tmp, 'partial.tar.gz');
    expect(spawnSync('tar', ['-czf', tarball, '-C', path.join(tmp, 'src'), 'rainbond-docs-5.11']).status).toBe(0);
    expect(() => unpackArchive(tarball, path.join(tmp, 'out'))).toThrow(
      /rainbond-docs-5\.11\/nginx\/nginx\.conf is missing/,
    );
    fs.writeFileSync(path.join(tmp, 'bad.tar.gz'), 'not an archive');
    expect(() => unpackArchive(path.join(tmp, 'bad.tar.gz'), path.join(tmp, 'out'))).toThrow(/tar could not unpack/);
  });
});
