import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {notFoundPage, resolve} from '../../scripts/serve.mjs';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  for (const [f, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
    fs.writeFileSync(path.join(dir, f), body);
  }
  return dir;
}

describe('scripts/serve.mjs', () => {
  const both = site({'404.html': 'zh 404', 'en/404.html': 'en 404', 'docs/index.html': 'docs', 'docs/a.html': 'a'});
  const zhOnly = site({'404.html': 'zh 404', 'index.html': 'home'});

  it('serves clean URLs and redirects .html paths to them', () => {
    expect(resolve(both, '/docs/')).toEqual({file: path.join(both, 'docs/index.html')});
    expect(resolve(both, '/docs/a')).toEqual({file: path.join(both, 'docs/a.html')});
    expect(resolve(both, '/docs/a.html')).toEqual({redirect: '/docs/a'});
    expect(resolve(both, '/docs/index.html')).toEqual({redirect: '/docs/'});
    expect(resolve(both, '/nope')).toBeNull();
  });

  it('refuses paths that leave the build and malformed escapes', () => {
    expect(resolve(both, '/../../etc/passwd')).toBeNull();
    expect(resolve(both, '/%E0%A4%A')).toBeNull();
    expect(resolve(both, '/docs/a%00')).toBeNull();
  });

  it("answers each locale with its own 404 page, and the default one when a locale was not built", () => {
    expect(notFoundPage(both, '/en/missing')).toBe(path.join(both, 'en/404.html'));
    expect(notFoundPage(both, '/missing')).toBe(path.join(both, '404.html'));
    expect(notFoundPage(zhOnly, '/en/missing')).toBe(path.join(zhOnly, '404.html'));
    expect(notFoundPage(site({}), '/x')).toBeNull();
  });

  describe('over HTTP, against a zh-only build', () => {
    let server: ChildProcess;
    const port = 3900 + Math.floor(Math.random() * 90);
    const url = (p: string) => `http://127.0.0.1:${port}${p}`;
    beforeAll(async () => {
      server = spawn('node', ['scripts/serve.mjs', '--dir', zhOnly, '--port', String(port)], {stdio: 'pipe'});
      await new Promise((ok) => server.stdout!.once('data', ok));
    });
    afterAll(() => server.kill());

    it('answers /en/ requests with 404 and keeps serving (it used to crash)', async () => {
      const en = await fetch(url('/en/docs/'));
      expect(en.status).toBe(404);
      expect(await en.text()).toBe('zh 404');
      const home = await fetch(url('/'));
      expect(home.status).toBe(200);
      expect(await home.text()).toBe('home');
    });
  });
});
