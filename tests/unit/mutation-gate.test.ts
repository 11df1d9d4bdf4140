// The mutation gate (issue 24): each mutated file's score from Stryker's JSON report, and the
// summary line the test runner reads.
import {describe, expect, it} from 'vitest';
import {fileScores, gate} from '../../scripts/mutation-gate.mjs';

const mutants = (statuses: Record<string, number>) =>
  Object.entries(statuses).flatMap(([status, n]) => Array.from({length: n}, () => ({status})));

const report = {
  files: {
    'src/b.ts': {mutants: mutants({Killed: 8, Timeout: 1, Survived: 1, NoCoverage: 1, CompileError: 3, Ignored: 2})},
    'src/a.ts': {mutants: mutants({Killed: 19, Survived: 1})},
    'src/c.ts': {mutants: mutants({Ignored: 4})},
  },
};

describe('mutation gate', () => {
  it('scores each file as Stryker does: detected over detected and undetected', () => {
    const scores = fileScores(report);
    expect(scores.map((s) => s.file)).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts']);
    expect(scores[0]).toMatchObject({detected: 19, undetected: 1, score: 95});
    expect(scores[1]).toMatchObject({detected: 9, undetected: 2});
    expect(scores[1].score).toBeCloseTo(81.82, 2);
    expect(scores[2].score).toBeNull();
  });

  it('fails a file under 90%, lists it and ends with the summary line', () => {
    const {lines, ok} = gate(fileScores(report));
    expect(ok).toBe(false);
    expect(lines).toEqual([
      '   95.00%  src/a.ts (19 detected, 1 undetected)',
      '   81.82%  src/b.ts (9 detected, 2 undetected)  UNDER 90%',
      '     n/a  src/c.ts (0 detected, 0 undetected)',
      'mutation: under 90%: src/b.ts',
      'mutation: 2 passed, 1 failed',
    ]);
  });

  it('passes a file at exactly the threshold', () => {
    const {lines, ok} = gate([{file: 'x.ts', detected: 9, undetected: 1, score: 90}]);
    expect(ok).toBe(true);
    expect(lines.at(-1)).toBe('mutation: 1 passed, 0 failed');
  });
});
