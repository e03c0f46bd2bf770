// The round-robin rating fit: hand-checked cases of the Bradley-Terry fit with its prior.

import { describe, expect, test } from 'vitest';
import { emptyCrosstable, fitRatings } from './rating.js';

/** A crosstable from [i, j, points of i, games] entries. */
function table(n: number, entries: readonly [number, number, number, number][]) {
  const t = emptyCrosstable(n);
  for (const [i, j, points, games] of entries) {
    t.points[i]![j] = points;
    t.points[j]![i] = games - points;
    t.games[i]![j] = games;
    t.games[j]![i] = games;
  }
  return t;
}

describe('fitRatings', () => {
  test('two engines: the pairwise Elo of (points + 1/2) / (games + 1), split around 0', () => {
    // 7 of 10 with one virtual draw: 7.5 v 3.5 -> 400 log10(7.5 / 3.5) = 132.40.
    const [a, b] = fitRatings(table(2, [[0, 1, 7, 10]]));
    expect(a! - b!).toBeCloseTo(132.4, 1);
    expect(a!).toBeCloseTo(66.2, 1);
    expect(a! + b!).toBeCloseTo(0, 9);
  });

  test('equal scores give equal ratings', () => {
    const r = fitRatings(
      table(3, [
        [0, 1, 2, 4],
        [0, 2, 2, 4],
        [1, 2, 2, 4],
      ]),
    );
    for (const x of r) expect(x).toBeCloseTo(0, 6);
  });

  test('a clean sweep still has finite ratings, in the order of the scores', () => {
    // 0 beats 1 and 2 every game; 1 and 2 draw.
    const r = fitRatings(
      table(3, [
        [0, 1, 4, 4],
        [0, 2, 4, 4],
        [1, 2, 2, 4],
      ]),
    );
    expect(r.every(Number.isFinite)).toBe(true);
    expect(r[0]!).toBeGreaterThan(r[1]!);
    expect(r[1]!).toBeCloseTo(r[2]!, 6);
    expect(r.reduce((s, x) => s + x, 0)).toBeCloseTo(0, 6);
  });

  test('a transitive order: 0 > 1 > 2', () => {
    const r = fitRatings(
      table(3, [
        [0, 1, 3, 4],
        [0, 2, 3.5, 4],
        [1, 2, 3, 4],
      ]),
    );
    expect(r[0]!).toBeGreaterThan(r[1]!);
    expect(r[1]!).toBeGreaterThan(r[2]!);
  });

  test('an engine that played no game is rated 0 and left out of the mean', () => {
    const r = fitRatings(table(3, [[0, 1, 7, 10]]));
    expect(r[2]).toBe(0);
    expect(r[0]! + r[1]!).toBeCloseTo(0, 9);
  });
});
