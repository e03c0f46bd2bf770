// Match statistics against values worked out by hand (a calculator and the formulas in stats.ts).

import { describe, expect, test } from 'vitest';
import {
  eloFromScore,
  eloMargin,
  erf,
  formatElo,
  formatEloWithMargin,
  formatPoints,
  jsonNumber,
  likelihoodOfSuperiority,
  matchStats,
} from './stats.js';

describe('eloFromScore', () => {
  test.each([
    // score, Elo: -400 log10(1/s - 1)
    [0.5, 0],
    [0.75, 190.85], // -400 log10(1/3) = 400 * 0.477121
    [0.7, 147.19], // -400 log10(0.428571) = 400 * 0.367977
    [0.25, -190.85],
    [0.9, 381.7], // -400 log10(1/9) = 400 * 0.954243
  ])('score %f -> %f', (score, elo) => {
    expect(eloFromScore(score)).toBeCloseTo(elo, 1);
  });

  test('a perfect or a zero score is infinite', () => {
    expect(eloFromScore(1)).toBe(Infinity);
    expect(eloFromScore(0)).toBe(-Infinity);
  });
});

describe('erf', () => {
  test.each([
    [0, 0],
    [0.5, 0.5205],
    [1, 0.8427],
    [2, 0.9953],
    [-1, -0.8427],
  ])('erf(%f) = %f', (x, y) => {
    expect(erf(x)).toBeCloseTo(y, 4);
  });
});

describe('likelihoodOfSuperiority', () => {
  test.each([
    // W, L, LOS = 1/2 (1 + erf((W - L) / sqrt(2 (W + L))))
    [6, 2, 0.92135], // (6-2)/sqrt(16) = 1 -> (1 + 0.842701) / 2
    [5, 5, 0.5],
    [2, 6, 0.07865],
    [3, 0, 0.95837], // 3/sqrt(6) = 1.224745 -> erf 0.916735
    [0, 0, 0.5], // no decisive game
  ])('W %i L %i -> %f', (w, l, los) => {
    expect(likelihoodOfSuperiority(w, l)).toBeCloseTo(los, 4);
  });
});

describe('eloMargin', () => {
  // W 6 D 2 L 2: s = 0.7; var = .6 (.3)^2 + .2 (.2)^2 + .2 (.7)^2 = .16; sigma = sqrt(.016) = .126491;
  // s +- 1.96 sigma = .452077 .. .947923 -> Elo -33.40 .. +504.05 -> margin 268.73.
  test('W 6 D 2 L 2', () => expect(eloMargin({ wins: 6, draws: 2, losses: 2 })).toBeCloseTo(268.73, 1));
  // W 5 L 5: s = .5, var .25, sigma .158114, s + 1.96 sigma = .809903 -> Elo 251.78 (symmetric).
  test('W 5 L 5', () => expect(eloMargin({ wins: 5, draws: 0, losses: 5 })).toBeCloseTo(251.78, 1));
  // W 10 D 25 L 5: s = .5625; var = (10 (.4375)^2 + 25 (.0625)^2 + 5 (.5625)^2) / 40 = .089844;
  // sigma = sqrt(.089844 / 40) = .047393; .469610 .. .655390 -> Elo -21.14 .. +111.67 -> margin 66.40.
  test('W 10 D 25 L 5', () => expect(eloMargin({ wins: 10, draws: 25, losses: 5 })).toBeCloseTo(66.41, 1));
  test('all draws: no spread', () => expect(eloMargin({ wins: 0, draws: 10, losses: 0 })).toBe(0));
  test('an interval reaching 0 or 1 is unbounded', () => {
    expect(eloMargin({ wins: 1, draws: 1, losses: 8 })).toBe(Infinity);
    expect(eloMargin({ wins: 3, draws: 0, losses: 0 })).toBe(Infinity);
    expect(eloMargin({ wins: 0, draws: 0, losses: 0 })).toBe(Infinity);
  });
});

describe('matchStats', () => {
  test('gathers every figure', () => {
    const s = matchStats({ wins: 6, draws: 2, losses: 2 });
    expect(s).toMatchObject({ games: 10, points: 7, score: 0.7, drawRatio: 0.2 });
    expect(s.elo).toBeCloseTo(147.19, 1);
    expect(s.eloMargin).toBeCloseTo(268.73, 1);
    expect(s.los).toBeCloseTo(0.92135, 4);
  });

  test('no games: an even score and nothing known', () => {
    const s = matchStats({ wins: 0, draws: 0, losses: 0 });
    expect(s).toMatchObject({ games: 0, score: 0.5, elo: 0, drawRatio: 0, los: 0.5, eloMargin: Infinity });
  });
});

describe('formatting', () => {
  test.each([
    [147.19, '+147'],
    [-33.4, '-33'],
    [0.2, '0'],
    [Infinity, '+inf'],
    [-Infinity, '-inf'],
  ])('formatElo(%f) = %s', (elo, text) => expect(formatElo(elo)).toBe(text));

  test('Elo with its margin', () => {
    expect(formatEloWithMargin({ elo: 147.19, eloMargin: 268.73 })).toBe('+147 +- 269');
    expect(formatEloWithMargin({ elo: 89, eloMargin: Infinity })).toBe('+89 +- inf');
  });

  test('points and JSON numbers', () => {
    expect([formatPoints(7), formatPoints(6.5), formatPoints(0.5)]).toEqual(['7', '6.5', '0.5']);
    expect([jsonNumber(147.1907, 1), jsonNumber(Infinity, 1), jsonNumber(-Infinity, 1)]).toEqual([
      147.2,
      null,
      null,
    ]);
  });
});
