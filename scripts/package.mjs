#!/usr/bin/env node
// `npm run package`: the docs for air-gapped networks. One archive, rainbond-docs-<version>.tar.gz,
// holding the built site of both locales (site/), the nginx configuration it is served with
// (nginx/) and a short README. Packs an existing build; it does not build.
//   node scripts/package.mjs [--dir build] [--out rainbond-docs-5.11.tar.gz]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';
import {compressDir, summary} from './compress.mjs';

const repo = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');

/** The docs version (5.11) from the label the site shows (src/data/site.ts). */
export function docsVersion() {
  const m = /CURRENT_VERSION_LABEL = 'V(\d+\.\d+)'/.exec(fs.readFileSync(path.join(repo, 'src/data/site.ts'), 'utf8'));
  if (!m) throw new Error('src/data/site.ts: CURRENT_VERSION_LABEL not found');
  return m[1];
}

export function readme(version) {
  return `# Rainbond ${version} documentation, offline

The Rainbond website and documentation (Chinese at /, English at /en/), with its search, for a
network without Internet access: the pages make no request outside the server they come from.

- site/   the built site: copy it to the server's web root
- nginx/  rainbond-docs.conf, the nginx configuration of the site (clean URLs, each language's
          404 page, caching, compression, security headers); nginx.conf, a complete
          configuration that includes it; rainbond-docs.d/brotli.conf, for nginx with the
          brotli module (below)

Serve it with nginx (Debian/Ubuntu: apt-get install nginx):

    mkdir -p /usr/share/nginx/rainbond-docs
    cp -r site/. /usr/share/nginx/rainbond-docs/
    cp nginx/rainbond-docs.conf /etc/nginx/conf.d/
    rm -f /etc/nginx/sites-enabled/default   # when it also listens on port 80
    nginx -t && nginx -s reload              # or: systemctl reload nginx

The site carries each text file precompressed beside it (x.gz, and x.br for brotli): nginx
sends them as they are (gzip_static). For brotli, where nginx has the module (Debian:
apt-get install libnginx-mod-http-brotli-static), also:

    mkdir -p /etc/nginx/rainbond-docs.d
    cp nginx/rainbond-docs.d/brotli.conf /etc/nginx/rainbond-docs.d/

Another folder or port: change \`root\`, the \`include\` of the policy file and \`listen\` in
rainbond-docs.conf. Keep the folder site/.nginx/: it holds the Content-Security-Policy the
configuration includes. The site is served at the root of its host name (/, not /docs-site/).

Another web server must: serve /x from x/index.html or x.html; answer a missing page with
status 404 and 404.html (en/404.html under /en/); send the header in site/.nginx/csp.conf.
`;
}

/**
 * Precompresses `dir` (x.gz and x.br, scripts/compress.mjs) unless `npm run build` already has;
 * the archive carries them so that its nginx sends them as they are.
 */
export async function ensureCompressed(dir, options = {}) {
  if (fs.existsSync(path.join(dir, 'index.html.gz'))) return null;
  return summary(dir, await compressDir(dir, options));
}

/** The size of the archive and of what it holds: the site's files, and its .gz and .br copies. */
export function archiveStats(file) {
  const r = spawnSync('tar', ['-tvzf', file], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (r.status !== 0) throw new Error(`tar could not list ${file}`);
  const stats = {archive: fs.statSync(file).size, files: 0, bytes: 0, gz: 0, gzBytes: 0, br: 0, brBytes: 0};
  for (const line of r.stdout.split('\n')) {
    const m = /^-\S*\s+\S+\s+(\d+)\s+\S+\s+\S+\s+(.+)$/.exec(line);
    if (!m) continue;
    const size = Number(m[1]);
    const kind = m[2].endsWith('.gz') ? 'gz' : m[2].endsWith('.br') ? 'br' : 'files';
    stats[kind] += 1;
    stats[kind === 'files' ? 'bytes' : `${kind}Bytes`] += size;
  }
  return stats;
}

/** Writes the archive of `dir` to `out`; returns its path. */
export function packageSite({dir = path.join(repo, 'build'), out} = {}) {
  const version = docsVersion();
  const name = `rainbond-docs-${version}`;
  const build = path.resolve(dir);
  for (const f of ['index.html', 'en/index.html', '.nginx/csp.conf']) {
    if (!fs.existsSync(path.join(build, f)))
      throw new Error(`${build} has no ${f}: run \`npm run build\` (both locales) first`);
  }
  const target = path.resolve(out ?? path.join(repo, `${name}.tar.gz`));
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbond-package-'));
  try {
    const top = path.join(stage, name);
    fs.mkdirSync(path.join(top, 'nginx'), {recursive: true});
    fs.symlinkSync(build, path.join(top, 'site'));
    for (const f of ['rainbond-docs.conf', 'nginx.conf', 'rainbond-docs.d/brotli.conf']) {
      fs.mkdirSync(path.dirname(path.join(top, 'nginx', f)), {recursive: true});
      fs.copyFileSync(path.join(repo, 'deploy', f), path.join(top, 'nginx', f));
    }
    fs.writeFileSync(path.join(top, 'README.md'), readme(version));
    // -h: the site/ link is packed as the folder it points to.
    const r = spawnSync('tar', ['-czhf', target, '--owner=0', '--group=0', '-C', stage, name], {stdio: 'inherit'});
    if (r.status !== 0) throw new Error(`tar failed (exit ${r.status})`);
  } finally {
    fs.rmSync(stage, {recursive: true, force: true});
  }
  return target;
}

if (import.meta.url === url.pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const opt = (name) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  try {
    const t0 = Date.now();
    const compressed = await ensureCompressed(path.resolve(opt('dir') ?? path.join(repo, 'build')));
    if (compressed) console.log(compressed);
    const file = packageSite({dir: opt('dir'), out: opt('out')});
    const s = archiveStats(file);
    const mib = (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
    console.log(
      `${path.relative(process.cwd(), file)}: ${mib(s.archive)} in ${((Date.now() - t0) / 1000).toFixed(1)} s; ` +
        `it holds ${s.files} files (${mib(s.bytes)}), ${s.gz} .gz (${mib(s.gzBytes)}) and ${s.br} .br (${mib(s.brBytes)})`,
    );
  } catch (err) {
    console.error(`scripts/package.mjs: ${err.message}`);
    process.exit(1);
  }
}
