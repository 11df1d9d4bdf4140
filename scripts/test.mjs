#!/usr/bin/env node
// `npm test`: every suite, in order, with one closing line `N passed, N failed`.
//   lock file · typecheck · lint · format · openapi lint · content check · code blocks · originality (when ../shared is there) · unit tests · mutation gate ·
//   build of both locales (scripts/build.mjs: docusaurus build, then .gz/.br beside each text file) · a zh build of the test variant with hosted search · the offline archive of
//   build/ (npm run package) · browser tests (served by nginx with deploy/rainbond-docs.conf; the
//   `archive` project serves the unpacked archive with the configuration inside it).
// A suite that cannot run (e.g. the build failed, so no browser test can) counts as failed.
// Set TEST_SKIP_BUILD=1 to reuse build/ and build-alt/ (local runs only).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import {docsVersion} from './package.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const results = [];
const env = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'};

function run(cmd, args, extraEnv = {}) {
  const t0 = Date.now();
  const r = spawnSync(cmd, args, {stdio: 'inherit', env: {...env, ...extraEnv}});
  return {ok: r.status === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1)};
}

function suite(name, passed, failed, seconds) {
  results.push({name, passed, failed, seconds});
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed (${seconds}s)\n`);
}

function check(name, cmd, args, extraEnv) {
  console.log(`\n== ${name}: ${[cmd, ...args].join(' ')}`);
  const r = run(cmd, args, extraEnv);
  suite(name, r.ok ? 1 : 0, r.ok ? 0 : 1, r.seconds);
  return r.ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('lock file', 'node', ['scripts/check-lock.mjs']);
check('typecheck', 'npx', ['tsc', '-p', '.']);
check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
check('format', 'npx', ['prettier', '--check', '.']);
check('openapi lint', 'npm', ['run', '--silent', 'lint:openapi']);

/** Runs a checker with --json and returns its report (null when it printed none), with the seconds it took. */
function jsonCheck(name, script) {
  console.log(`\n== ${name}`);
  const t0 = Date.now();
  const r = spawnSync('node', [script, '--json'], {encoding: 'utf8', env, maxBuffer: 1 << 26});
  let report = null;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    console.log(r.stdout, r.stderr);
  }
  return {report, seconds: ((Date.now() - t0) / 1000).toFixed(1)};
}

{
  const {report, seconds} = jsonCheck('content check', 'scripts/check-content.mjs');
  for (const p of report?.problems ?? []) console.log(`${p.file}: ${p.problem}`);
  suite('content', report ? report.pages - report.failedPages : 0, report ? report.failedPages : 1, seconds);
}

{
  // Code blocks (issue 25): passed = blocks checked OK, failed = failing blocks, each failure file:line: reason.
  const {report, seconds} = jsonCheck('code blocks', 'scripts/check-codeblocks.mjs');
  for (const f of report?.failures ?? []) console.log(`${f.file}:${f.line}: ${f.message}`);
  if (report)
    console.log(
      Object.entries(report.counts)
        .map(([k, c]) => `${k}: ${c.passed} passed, ${c.failed} failed`)
        .join('; '),
    );
  suite('code blocks', report?.passed ?? 0, report ? report.failed : 1, seconds);
}

const originality = path.join(root, '..', 'shared', 'tools', 'originality.mjs');
if (fs.existsSync(originality)) {
  check('originality', 'node', [originality, '--strict', 'docs', 'community', 'blog', 'src/pages', 'i18n/en']);
} else {
  console.log(
    `\n== originality: skipped, ${path.relative(root, originality)} is not here (it is beside the repository in CI)`,
  );
}

{
  console.log('\n== unit tests');
  fs.mkdirSync('test-results', {recursive: true});
  const r = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/unit.json',
  ]);
  const report = readJson('test-results/unit.json');
  if (report)
    suite('unit', report.numPassedTests, report.numFailedTests + (r.ok ? 0 : report.numFailedTests ? 0 : 1), r.seconds);
  else suite('unit', 0, 1, r.seconds);
}

{
  // The mutation gate: every mutated file at 90% or more (scripts/mutation-gate.mjs; Stryker's incremental
  // file is committed, so a change that leaves the logic alone costs seconds). One line per file.
  console.log('\n== mutation gate');
  const t0 = Date.now();
  const r = spawnSync('node', ['scripts/mutation-gate.mjs'], {encoding: 'utf8', env, maxBuffer: 1 << 26});
  process.stdout.write(
    r.stdout
      .split('\n')
      .filter((l) => !/^\s*$/.test(l))
      .slice(-40)
      .join('\n') + '\n',
  );
  if (r.status !== 0) process.stdout.write(r.stderr.slice(-4000));
  const m = /mutation: (\d+) passed, (\d+) failed\s*$/.exec(r.stdout);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (m) suite('mutation', Number(m[1]), Number(m[2]) + (r.status !== 0 && m[2] === '0' ? 1 : 0), seconds);
  else suite('mutation', 0, 1, seconds);
}

let built = true;
if (process.env.TEST_SKIP_BUILD !== '1') {
  // Brotli at quality 7 (scripts/compress.mjs): the tests check what is served, not the ratio of quality 11.
  built = check('build (zh + en)', 'node', ['scripts/build.mjs'], {RAINBOND_BROTLI_QUALITY: '7'});
  // One zh build for the configurations behind switches: the test variant (closeable announcement,
  // colour switch) and hosted search (Algolia with dummy credentials, checked offline). Not precompressed:
  // its tests read pages, not encodings (server.spec.ts reads build/).
  built =
    check(
      'build (test variant + hosted search, zh)',
      'npx',
      ['docusaurus', 'build', '--locale', 'zh', '--out-dir', 'build-alt'],
      {
        RAINBOND_SITE_VARIANT: 'alt',
        RAINBOND_ALGOLIA_APP_ID: 'TESTAPPID',
        RAINBOND_ALGOLIA_API_KEY: 'testkey',
      },
    ) && built;
}

// The archive packs build/ as it is (no rebuild); a stale archive is never tested.
const archive = `rainbond-docs-${docsVersion()}.tar.gz`;
for (const f of fs.readdirSync(root)) if (/^rainbond-docs-[\d.]+\.tar\.gz$/.test(f)) fs.rmSync(f);
const packaged = built && check('package (offline archive)', 'node', ['scripts/package.mjs', '--out', archive]);

if (built) {
  console.log('\n== browser tests');
  // The development server compiles the whole site (a minute or more of CPU) while the other projects run;
  // its own project runs last, once the server answers.
  const devLog = fs.openSync('test-results/dev-server.log', 'w');
  const dev = spawn('npx', ['docusaurus', 'start', '--port', '3103', '--host', 'localhost', '--no-open'], {
    env: {...env, BROWSER: 'none', DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-dev'},
    stdio: ['ignore', devLog, devLog],
    detached: true,
  });
  const stopDev = () => {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopDev);
  const projects = ['desktop', 'mobile', 'variant', ...(packaged ? ['archive'] : [])];
  const runs = [
    {json: 'test-results/e2e.json', args: projects.map((p) => `--project=${p}`), devServer: 'none'},
    {json: 'test-results/e2e-dev.json', args: ['--project=dev'], devServer: 'external'},
  ];
  let passed = 0;
  let failed = 0;
  const t0 = Date.now();
  for (const {json, args, devServer} of runs) {
    fs.rmSync(json, {force: true});
    const r = run('npx', ['playwright', 'test', ...args], {
      ...(packaged ? {E2E_ARCHIVE: archive} : {}),
      E2E_JSON: json,
      E2E_DEV_SERVER: devServer,
    });
    const report = readJson(json);
    const {expected = 0, unexpected = 0, flaky = 0} = report?.stats ?? {};
    passed += expected + flaky;
    failed += unexpected + (r.ok || unexpected ? 0 : 1);
  }
  stopDev();
  suite('browser', passed, failed, ((Date.now() - t0) / 1000).toFixed(1));
} else {
  suite('browser (not run: the build failed)', 0, 1, '0');
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(28)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
