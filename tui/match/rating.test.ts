// The round-robin rating fit: hand-checked cases of the Bradley-Terry fit with its prior.

import { describe, expect, test } from 'vitest';
import { emptyCrosstable, fitRatings, ratingMargins } from './rating.js';

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

describe('ratingMargins', () => {
  test('two engines: each rating is half the difference, whose sd is 1 / sqrt(n p (1 - p)) in log units', () => {
    // 5 of 10 (+1 virtual draw): p = 1/2, information 11 / 4 for the difference of log strengths;
    // each mean-0 rating is half of it: sd = 1 / (2 sqrt(11 / 4)), times 400 / ln 10, times 1.96.
    const [a, b] = ratingMargins(table(2, [[0, 1, 5, 10]]));
    const expected = (1.959964 * (400 / Math.LN10)) / (2 * Math.sqrt(11 / 4));
    expect(a!).toBeCloseTo(expected, 6);
    expect(b!).toBeCloseTo(expected, 6);
  });

  test('more games, narrower margins; a lopsided score, wider than an even one of as many games', () => {
    const m = (points: number, games: number) => ratingMargins(table(2, [[0, 1, points, games]]))[0]!;
    expect(m(50, 100)).toBeLessThan(m(5, 10));
    expect(m(5, 10) / m(50, 100)).toBeCloseTo(Math.sqrt(101 / 11), 6);
    expect(m(9, 10)).toBeGreaterThan(m(5, 10));
  });

  test('an engine that met nobody has no margin; a gauntlet (one engine against the rest) has all', () => {
    expect(ratingMargins(table(3, [[0, 1, 3, 4]]))[2]).toBeUndefined();
    const gauntlet = ratingMargins(
      table(3, [
        [0, 1, 3, 4],
        [0, 2, 2, 4],
      ]),
    );
    expect(gauntlet.every((x) => x !== undefined && x > 0)).toBe(true);
    // The engine that played both pairings is known best.
    expect(gauntlet[0]!).toBeLessThan(gauntlet[1]!);
  });
});
