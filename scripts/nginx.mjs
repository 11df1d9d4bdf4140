#!/usr/bin/env node
// Serves a built site with Debian's nginx and the production configuration deploy/rainbond-docs.conf,
// unprivileged, on a loopback port, with its pid, logs and temp files in a folder of its own.
//   node scripts/nginx.mjs [--dir build] [--port 3100]     (runs until stopped)
//   node scripts/nginx.mjs --archive rainbond-docs-5.11.tar.gz --port 3104
//     unpacks the offline archive (npm run package) and serves its site/ with its own nginx/rainbond-docs.conf
// The tests, the benchmarks and the offline archive's check all serve through this, so what they
// measure is what a deployment of that file serves. Only two values of the file change: the
// `listen` port and the site root (renderSiteConfig); its snippet folder /etc/nginx/rainbond-docs.d
// becomes the server's own, which holds deploy/rainbond-docs.d/brotli.conf (brotli_static on) when
// nginx's brotli module is installed (Debian: libnginx-mod-http-brotli-static; the launcher loads
// it), and nothing otherwise. RAINBOND_NGINX_BROTLI=0 serves without it.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';

const repo = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
export const siteConfigFile = path.join(repo, 'deploy', 'rainbond-docs.conf');
/** The two values of the shipped file that a deployment chooses. */
export const shippedRoot = '/usr/share/nginx/rainbond-docs';
export const shippedListen = '    listen 80;';
/** The folder of optional snippets the shipped file includes (`include <it>/*.conf`). */
export const shippedSnippets = '/etc/nginx/rainbond-docs.d';
/** The snippet that needs the brotli module. */
export const brotliSnippet = 'brotli.conf';
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const brotliModuleFile = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The brotli module to load, or null when it is not installed or RAINBOND_NGINX_BROTLI=0. */
export function brotliModule(env = process.env) {
  if (env.RAINBOND_NGINX_BROTLI === '0') return null;
  const file = env.NGINX_BROTLI_MODULE ?? brotliModuleFile;
  return fs.existsSync(file) ? file : null;
}

/** The shipped site configuration with the site root and the port of this server. */
export function renderSiteConfig(text, {root, port, snippets = shippedSnippets}) {
  const listens = text.split('\n').filter((line) => line === shippedListen).length;
  if (listens !== 1)
    throw new Error(`deploy/rainbond-docs.conf: expected one line "${shippedListen.trim()}", found ${listens}`);
  if (!text.includes(shippedRoot))
    throw new Error(`deploy/rainbond-docs.conf: the site root ${shippedRoot} is missing`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`not a port: ${port}`);
  for (const p of [root, snippets])
    if (/[\s;{}'"$*?[\]]/.test(p)) {
      throw new Error(
        `${p === root ? 'the site root' : 'the snippet folder'} must not contain spaces, quotes, ; { } $ * ? [ or ]: ${p}`,
      );
    }
  return text
    .replace(shippedListen, `    listen 127.0.0.1:${port};`)
    .replaceAll(shippedRoot, root)
    .replaceAll(shippedSnippets, snippets);
}

/**
 * nginx's main configuration for an unprivileged run: everything it writes goes to `tmp`.
 * @param {string} tmp
 * @param {{modules?: string[]}} [options] dynamic modules to load
 */
export function mainConfig(tmp, {modules = []} = {}) {
  return `${modules.map((m) => `load_module ${m};\n`).join('')}worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${tmp}/access.log;
    client_body_temp_path ${tmp}/body;
    proxy_temp_path ${tmp}/proxy;
    fastcgi_temp_path ${tmp}/fastcgi;
    uwsgi_temp_path ${tmp}/uwsgi;
    scgi_temp_path ${tmp}/scgi;
    include ${tmp}/rainbond-docs.conf;
}
`;
}

export function nginxBinary() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].filter(
    Boolean,
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error("nginx not found: install Debian's nginx (apt-get install nginx) or set NGINX_PATH");
  }
  return found;
}

/**
 * Unpacks an offline archive into `into`; returns its site folder and nginx configuration, after
 * checking it holds what its README promises.
 */
export function unpackArchive(file, into) {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: run \`npm run package\` first`);
  fs.rmSync(into, {recursive: true, force: true});
  fs.mkdirSync(into, {recursive: true});
  const r = spawnSync('tar', ['-xzf', file, '-C', into], {encoding: 'utf8'});
  if (r.status !== 0) throw new Error(`tar could not unpack ${file}: ${r.stderr.trim()}`);
  const tops = fs.readdirSync(into);
  if (tops.length !== 1) throw new Error(`${file}: expected one top folder, found ${tops.join(', ')}`);
  const top = path.join(into, tops[0]);
  for (const f of [
    'README.md',
    'nginx/rainbond-docs.conf',
    'nginx/nginx.conf',
    'site/index.html',
    'site/en/index.html',
    'site/.nginx/csp.conf',
  ]) {
    if (!fs.existsSync(path.join(top, f))) throw new Error(`${file}: ${tops[0]}/${f} is missing`);
  }
  return {root: path.join(top, 'site'), config: path.join(top, 'nginx', 'rainbond-docs.conf')};
}

/**
 * Writes the configuration for `dir` on `port` into a fresh temp folder; returns the nginx arguments.
 * `brotli`: the brotli module to load (default: Debian's, when installed), or null; the snippets
 * beside `config` (rainbond-docs.d/) are copied, brotli.conf only when the module is loaded.
 */
export function prepare({dir, port, config = siteConfigFile, brotli = brotliModule()}) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`${root} holds no built site (no index.html): build it first`);
  if (!fs.existsSync(path.join(root, '.nginx', 'csp.conf'))) {
    throw new Error(`${root}/.nginx/csp.conf is missing: the build writes it (src/plugins/csp); rebuild the site`);
  }
  const tmp = path.join(os.tmpdir(), `rainbond-nginx-${port}`);
  fs.rmSync(tmp, {recursive: true, force: true});
  fs.mkdirSync(tmp, {recursive: true});
  const snippets = path.join(tmp, 'rainbond-docs.d');
  fs.mkdirSync(snippets);
  const shipped = path.join(path.dirname(config), 'rainbond-docs.d');
  for (const f of fs.existsSync(shipped) ? fs.readdirSync(shipped) : []) {
    if (f.endsWith('.conf') && (f !== brotliSnippet || brotli))
      fs.copyFileSync(path.join(shipped, f), path.join(snippets, f));
  }
  fs.writeFileSync(
    path.join(tmp, 'rainbond-docs.conf'),
    renderSiteConfig(fs.readFileSync(config, 'utf8'), {root, port, snippets}),
  );
  fs.writeFileSync(path.join(tmp, 'nginx.conf'), mainConfig(tmp, {modules: brotli ? [brotli] : []}));
  return {
    tmp,
    brotli: Boolean(brotli),
    args: ['-p', tmp, '-e', `${tmp}/error.log`, '-c', `${tmp}/nginx.conf`, '-g', 'daemon off;'],
  };
}

/** Starts nginx for `dir` on `port` and resolves once it answers; `stop()` ends it and removes its files. */
export async function startNginx({dir, port, brotli}) {
  const {tmp, args, brotli: withBrotli} = prepare({dir, port, ...(brotli === undefined ? {} : {brotli})});
  const child = spawn(nginxBinary(), args, {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((ok) => child.once('exit', ok));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${stderr.trim() || `exit ${child.exitCode}`}`);
    try {
      await fetch(`${origin}/`, {method: 'HEAD'});
      break;
    } catch {
      if (i > 100) {
        child.kill();
        throw new Error(`nginx did not answer on ${origin}: ${stderr.trim()}`);
      }
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return {
    origin,
    tmp,
    brotli: withBrotli,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(tmp, {recursive: true, force: true});
    },
  };
}

// From the command line: serve in the foreground until stopped (Playwright's webServer runs this).
if (import.meta.url === url.pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  try {
    const port = Number(opt('port', '3100'));
    const archive = opt('archive');
    const site = archive
      ? unpackArchive(path.resolve(archive), path.join(os.tmpdir(), `rainbond-archive-${port}`))
      : null;
    const dir = site?.root ?? opt('dir', 'build');
    const {tmp, args, brotli} = prepare({dir, port, config: site?.config});
    const child = spawn(nginxBinary(), args, {stdio: 'inherit'});
    console.log(
      `nginx serving ${path.resolve(dir)} at http://localhost:${port}/${brotli ? ', brotli module loaded' : ''} (logs in ${tmp})`,
    );
    const stop = () => child.kill('SIGTERM');
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code) => {
      fs.rmSync(tmp, {recursive: true, force: true});
      if (site) fs.rmSync(path.join(os.tmpdir(), `rainbond-archive-${port}`), {recursive: true, force: true});
      process.exit(code ?? 0);
    });
  } catch (err) {
    console.error(`scripts/nginx.mjs: ${err.message}`);
    process.exit(1);
  }
}
