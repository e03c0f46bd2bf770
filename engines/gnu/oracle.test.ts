// The 1987 program's own output (fixtures/gnu-1987) against ours: the static evaluation of all
// 410 positions man by man, every search at depths 1-4, and depth 5 on the first 100 positions.
// The floors below are the agreement measured when they were set (`npm run oracle-gnu` prints the
// full table); a change that lowers agreement fails here.

import { describe, expect, test } from 'vitest';
import { agreement, evalDifferences, evalRecords, searchRecords } from '../../scripts/gnu-oracle.js';

/** Positions whose static evaluation still differs from the original's, with the cause. */
const EVAL_EXCEPTIONS: Record<string, string> = {
  'game-159': "the king's safety scan: -4 on f2 where the original has 0",
};

describe('static evaluation, man by man', () => {
  const records = evalRecords();
  test('the fixture holds 410 positions', () => expect(records).toHaveLength(410));
  test.each(records.map((r) => [r.id, r] as const))('%s', (id, r) => {
    const diffs = evalDifferences(r);
    if (id in EVAL_EXCEPTIONS) expect(diffs, 'a listed exception now agrees: drop it').not.toEqual([]);
    else expect(diffs).toEqual([]);
  });
});

describe('searches', () => {
  const records = searchRecords();
  // [depth, sample size (0 = all), floors in % of the sample: move, score, nodes]
  const FLOORS: readonly (readonly [number, number, number, number, number])[] = [
    [1, 0, 98.5, 98, 76.5],
    [2, 0, 98.5, 97.5, 60.5],
    [3, 0, 98.5, 96, 23.5],
    [4, 0, 98, 91, 8.5],
    [5, 100, 97, 84, 4],
  ];
  test.each(FLOORS)('depth %i: agreement at or above its floor', (depth, sample, move, score, nodes) => {
    const ids = new Set(
      evalRecords()
        .map((r) => r.id)
        .slice(0, sample === 0 ? undefined : sample),
    );
    const a = agreement(
      records.filter((r) => ids.has(r.id)),
      depth,
    );
    const pct = (n: number) => (100 * n) / a.positions;
    expect(a.positions).toBeGreaterThan(0);
    expect(pct(a.move)).toBeGreaterThanOrEqual(move);
    expect(pct(a.score)).toBeGreaterThanOrEqual(score);
    expect(pct(a.nodes)).toBeGreaterThanOrEqual(nodes);
  });
});
