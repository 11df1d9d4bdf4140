#!/usr/bin/env node
// Serves a built site the way production does: clean URLs, folder index pages, `.html` paths
// redirected to the bare path, each locale's own 404 page (/en/... → en/404.html), gzip for text.
//   node scripts/serve.mjs [--dir build] [--port 3100]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = path.resolve(opt('dir', 'build'));
const port = Number(opt('port', '3100'));
const locales = ['en'];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

const isFile = (p) => fs.existsSync(p) && fs.statSync(p).isFile();

/** The file for a URL path, or a redirect target, or null. */
export function resolve(dir, urlPath) {
  let p;
  try {
    p = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (p.includes('\0')) return null;
  const full = path.join(dir, path.normalize(p));
  if (!full.startsWith(dir)) return null;
  if (/\.html$/.test(p) && p !== '/404.html') {
    const bare = p.endsWith('/index.html') ? p.slice(0, -'index.html'.length) : p.replace(/\.html$/, '');
    if (bare !== p) return {redirect: bare};
  }
  if (isFile(full)) return {file: full};
  if (isFile(path.join(full, 'index.html'))) return {file: path.join(full, 'index.html')};
  if (isFile(`${full}.html`)) return {file: `${full}.html`};
  return null;
}

const gzipCache = new Map();
function gzipped(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const hit = gzipCache.get(file);
  if (hit && hit.mtime === mtime) return hit.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, {mtime, body});
  return body;
}

/** The locale's own 404 page; the default locale's when that locale was not built; else null. */
export function notFoundPage(dir, urlPath) {
  const locale = locales.find((l) => urlPath === `/${l}` || urlPath.startsWith(`/${l}/`));
  return [path.join(dir, locale ?? '', '404.html'), path.join(dir, '404.html')].find(isFile) ?? null;
}

const server = http.createServer((req, res) => {
  const urlPath = (req.url ?? '/').split('?')[0];
  const hit = resolve(root, urlPath);
  if (hit?.redirect) {
    res.writeHead(301, {Location: hit.redirect});
    res.end();
    return;
  }
  const file = hit?.file ?? notFoundPage(root, urlPath);
  const status = hit ? 200 : 404;
  if (!file) {
    res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('404 Not Found\n');
    return;
  }
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  // Compress text as production servers do (Lighthouse measures what a visitor downloads).
  const gzip = /text|javascript|json|svg|xml/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? gzipped(file) : fs.readFileSync(file);
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'Content-Length': body.length,
    ...(gzip ? {'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'} : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});

// Imported by the unit tests for `resolve` and `notFoundPage`: only a run from the command line serves.
if (import.meta.url === `file://${process.argv[1]}`) {
  server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}/`));
}
