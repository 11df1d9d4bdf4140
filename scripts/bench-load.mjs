// The load test of `npm run bench` (alone: `npm run bench -- --load-only --dir build`): nginx with
// the shipped configuration (scripts/nginx.mjs) on a loopback port, loaded by autocannon from this
// process for a fixed time with a fixed number of connections, one URL at a time; requests per
// second and p50/p99 latency per URL. Bounded: 127.0.0.1 only, BENCH_LOAD_SECONDS (default 10) per
// URL, BENCH_LOAD_CONNECTIONS (default 50).
// The client asks for `gzip, deflate, br`, as browsers do over HTTPS (nginx then sends x.br where
// it has the brotli module, x.gz otherwise, and compresses on the fly what has neither);
// BENCH_LOAD_ACCEPT_ENCODING=gzip loads as a client without brotli.
// --load-compare also loads a copy of the build without its .gz/.br files (hard links, in the temp
// folder): the site as served before the build precompressed it.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {startNginx} from './nginx.mjs';

export const ACCEPT_ENCODING = process.env.BENCH_LOAD_ACCEPT_ENCODING ?? 'gzip, deflate, br';

/** The URLs loaded: the landing page, a long docs page, main.js and a search index chunk. */
export function loadTargets(build) {
  const html = fs.readFileSync(path.join(build, 'index.html'), 'utf8');
  const main = /(?:src|href)="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  const indexDir = path.join(build, 'pagefind', 'index');
  const chunk = fs.existsSync(indexDir) ? fs.readdirSync(indexDir).sort()[0] : undefined;
  return [
    {label: 'landing page', path: '/'},
    {label: 'long docs page', path: '/docs/installation/offline/'},
    ...(main ? [{label: 'main.js', path: main}] : []),
    ...(chunk ? [{label: 'search index chunk', path: `/pagefind/index/${chunk}`}] : []),
  ];
}

/** One request as the load test sends it: status, Content-Encoding and bytes on the wire. */
export function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': ACCEPT_ENCODING}}, (res) => {
        let bytes = 0;
        res.on('data', (d) => (bytes += d.length));
        res.on('end', () =>
          resolve({status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', bytes}),
        );
      })
      .on('error', reject);
  });
}

/** autocannon against one URL; the figures the bench reports. */
export async function loadUrl(origin, target, {seconds, connections}) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin))
    throw new Error(`the load test runs on loopback only, not ${origin}`);
  const r = await autocannon({
    url: `${origin}${target.path}`,
    connections,
    duration: seconds,
    headers: {'accept-encoding': ACCEPT_ENCODING},
  });
  const probe = await rawGet(`${origin}${target.path}`);
  return {
    ...target,
    status: probe.status,
    encoding: probe.encoding,
    bytes: probe.bytes,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Loads every target of `build` served by nginx on `port`; returns the rows. */
export async function loadTest({build, port, seconds, connections, log = console.log}) {
  const server = await startNginx({dir: build, port});
  const rows = [];
  try {
    for (const target of loadTargets(build)) {
      const row = await loadUrl(server.origin, target, {seconds, connections});
      rows.push(row);
      log(formatRow(row));
    }
  } finally {
    await server.stop();
  }
  return {brotliModule: server.brotli, rows};
}

/** A copy of `build` made of hard links, without the .gz and .br files. */
export function uncompressedCopy(build) {
  const copy = path.join(os.tmpdir(), `rainbond-bench-plain-${process.pid}`);
  fs.rmSync(copy, {recursive: true, force: true});
  const r = spawnSync('cp', ['-al', build, copy]);
  if (r.status !== 0) throw new Error(`cp -al ${build} failed`);
  (function strip(dir) {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) strip(p);
      else if (/\.(gz|br)$/.test(e.name)) fs.rmSync(p);
    }
  })(copy);
  return copy;
}

export const header = `${'URL'.padEnd(40)} ${'encoding'.padEnd(9)} ${'bytes'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  errors`;

export function formatRow(r) {
  const url = `${r.label} ${r.path.length > 22 ? `${r.path.slice(0, 19)}...` : r.path}`;
  return (
    `${url.padEnd(40)} ${r.encoding.padEnd(9)} ${String(r.bytes).padStart(8)} ${String(r.requestsPerSecond).padStart(7)} ` +
    `${`${r.p50Ms}ms`.padStart(6)} ${`${r.p99Ms}ms`.padStart(6)}  ${r.non2xx + r.errors}${r.status === 200 ? '' : ` (status ${r.status})`}`
  );
}

/** The load test section of the bench: the build as it is, and with --load-compare without its .gz/.br. */
export async function benchLoad({build, port, compare = false, env = process.env}) {
  const seconds = Number(env.BENCH_LOAD_SECONDS ?? 10);
  const connections = Number(env.BENCH_LOAD_CONNECTIONS ?? 50);
  if (!(seconds > 0 && seconds <= 120) || !(connections > 0 && connections <= 500)) {
    throw new Error('BENCH_LOAD_SECONDS must be 1-120 and BENCH_LOAD_CONNECTIONS 1-500');
  }
  const result = {seconds, connections, acceptEncoding: ACCEPT_ENCODING};
  const runs = compare
    ? [
        ['withoutPrecompressed', 'without .gz/.br (compressed on the fly)'],
        ['asBuilt', 'as built'],
      ]
    : [['asBuilt', 'as built']];
  for (const [key, title] of runs) {
    const dir = key === 'asBuilt' ? build : uncompressedCopy(build);
    try {
      console.log(
        `\nLoad test, ${title}: ${connections} connections, ${seconds} s per URL, 127.0.0.1, Accept-Encoding: ${ACCEPT_ENCODING}`,
      );
      console.log(header);
      result[key] = await loadTest({build: dir, port, seconds, connections});
    } finally {
      if (dir !== build) fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  return result;
}
