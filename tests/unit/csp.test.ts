import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildRoot, collectScriptHashes} from '../../src/plugins/csp';
import {
  algoliaOrigins,
  contentSecurityPolicy,
  hashSource,
  inlineHandlers,
  inlineScripts,
  nginxInclude,
  originOf,
} from '../../src/plugins/csp/policy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('src/plugins/csp', () => {
  it('finds the inline scripts a browser runs, not external or data scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script data-rh=true>b()</script>',
      "<script type='module'>c()</script>",
      '<SCRIPT type=text/javascript>d()</SCRIPT >',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()']);
  });

  it('hashes the exact script text as CSP expects', () => {
    // echo -n 'alert(1)' | openssl sha256 -binary | base64
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('reports event-handler attributes, outside scripts only', () => {
    expect(inlineHandlers('<img src=x.png onerror="x()"><button type=button onClick=y()>')).toEqual([
      'onerror',
      'onClick',
    ]);
    expect(inlineHandlers('<script>el.innerHTML = "<a onclick=x>"</script><a href=/one>one</a>')).toEqual([]);
  });

  it('allows only the own origin by default, inline scripts by hash and WebAssembly', () => {
    const policy = contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"]});
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('admits exactly the hosted search and analytics origins when they are configured', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      hostedSearchAppId: 'APP1',
      analyticsScripts: ['https://hm.baidu.com/hm.js?abc', 'https://us-assets.i.posthog.com/static/array.js'],
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://APP1-dsn.algolia.net https://APP1-1.algolianet.com https://APP1-2.algolianet.com https://APP1-3.algolianet.com https://hm.baidu.com https://us-assets.i.posthog.com",
    );
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://hm.baidu.com https://us-assets.i.posthog.com",
    );
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: https://hm.baidu.com https://us-assets.i.posthog.com",
    );
  });

  it('refuses configured values that would widen or break the policy, with a clear message', () => {
    expect(() => algoliaOrigins('a b; script-src *')).toThrow(/RAINBOND_ALGOLIA_APP_ID: letters and digits only/);
    expect(() => originOf('javascript:alert(1)', 'analytics script')).toThrow(/only http\(s\) URLs/);
    expect(() => originOf('hm.baidu.com/hm.js', 'analytics script')).toThrow(/not a URL/);
    expect(() => nginxInclude('script-src "x"')).toThrow(/nginx would misread/);
    expect(nginxInclude("default-src 'self'")).toContain(
      `add_header Content-Security-Policy "default-src 'self'" always;`,
    );
  });

  it('collects the hashes of every page of a build, both locales, and fails on an inline handler', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(root, 'en', 'docs'), {recursive: true});
    fs.writeFileSync(path.join(root, 'index.html'), '<script>zh()</script>');
    fs.writeFileSync(path.join(root, 'en', 'docs', 'index.html'), '<script>en()</script><script>zh()</script>');
    expect(collectScriptHashes(root).sort()).toEqual([hashSource('en()'), hashSource('zh()')].sort());
    fs.writeFileSync(path.join(root, 'en', 'bad.html'), '<a href=/ onclick="go()">x</a>');
    expect(() => collectScriptHashes(root)).toThrow(/en\/bad\.html: inline event handler onclick=/);
  });
});

describe('the root of the build, where the policy is written', () => {
  it('is the output folder for the default locale', () => {
    expect(buildRoot('/site/build', '/', '')).toBe(path.resolve('/site/build'));
  });
  it('is the parent of a locale built with the others (baseUrl /en/)', () => {
    expect(buildRoot('/site/build/en', '/en/', 'en')).toBe(path.resolve('/site/build'));
  });
  it('is the output folder of a locale built alone (--locale en: baseUrl not localized)', () => {
    expect(buildRoot('/site/build-en', '/', 'en')).toBe(path.resolve('/site/build-en'));
  });
  it('works under a site baseUrl', () => {
    expect(buildRoot('/site/build/en', '/docs-site/en/', 'en')).toBe(path.resolve('/site/build'));
    expect(buildRoot('/site/build-en', '/docs-site/', 'en')).toBe(path.resolve('/site/build-en'));
  });
});
