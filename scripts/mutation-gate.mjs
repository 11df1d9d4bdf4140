#!/usr/bin/env node
// The mutation gate (issue 24): runs Stryker (stryker.config.mjs, incremental), then holds every
// mutated file to a mutation score of at least MIN. Prints each file's score; the last line is
// `mutation: N passed, N failed` (N: files). Exit 1 when Stryker fails or a file is under MIN.
// Arguments are passed on to `stryker run` (e.g. `--force` for a full run, ignoring the
// incremental file).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const MIN = 90;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = path.join(root, 'reports/mutation/mutation.json');

/** Killed and timed-out mutants count as detected; ignored, pending and invalid ones do not count. */
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/**
 * Score of each file of a mutation-testing-report-schema report, in per cent (null when no mutant
 * of the file is valid: nothing to detect). Same formula as Stryker's "total" column.
 */
export function fileScores(report) {
  return Object.entries(report.files)
    .map(([file, {mutants}]) => {
      const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
      const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
      const valid = detected + undetected;
      return {file, detected, undetected, score: valid === 0 ? null : (detected / valid) * 100};
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Lines to print for `scores`, and whether every file passed. */
export function gate(scores, min = MIN) {
  const failed = scores.filter((s) => s.score !== null && s.score < min);
  const lines = scores.map((s) => {
    const pct = s.score === null ? '   n/a' : `${s.score.toFixed(2).padStart(6)}%`;
    const mark = failed.includes(s) ? `  UNDER ${min}%` : '';
    return `  ${pct}  ${s.file} (${s.detected} detected, ${s.undetected} undetected)${mark}`;
  });
  if (failed.length) lines.push(`mutation: under ${min}%: ${failed.map((s) => s.file).join(', ')}`);
  lines.push(`mutation: ${scores.length - failed.length} passed, ${failed.length} failed`);
  return {lines, ok: failed.length === 0};
}

function main() {
  fs.rmSync(REPORT, {force: true});
  const run = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], {cwd: root, stdio: 'inherit'});
  if (!fs.existsSync(REPORT)) {
    console.error(
      `mutation: stryker exited with ${run.status ?? run.signal} and wrote no report (${path.relative(root, REPORT)})`,
    );
    console.log('mutation: 0 passed, 1 failed');
    return 1;
  }
  const {lines, ok} = gate(fileScores(JSON.parse(fs.readFileSync(REPORT, 'utf8'))));
  console.log(`mutation: score of each mutated file (at least ${MIN}%)`);
  if (run.status !== 0) lines.splice(-1, 0, `mutation: stryker exited with ${run.status ?? run.signal}`);
  console.log(lines.join('\n'));
  return ok && run.status === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
