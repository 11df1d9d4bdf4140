import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {renderSiteConfig, shippedListen, shippedRoot, siteConfigFile} from '../../scripts/nginx.mjs';

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
});
