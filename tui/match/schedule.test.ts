// Scheduling: colours alternate on each opening; a round robin pairs everyone equally.

import { describe, expect, test } from 'vitest';
import { matchSchedule, roundRobinSchedule } from './schedule.js';

describe('matchSchedule', () => {
  test('games 2k and 2k+1 share opening k with the colours swapped', () => {
    expect(matchSchedule(5, 10)).toEqual([
      { round: 1, white: 0, black: 1, opening: 0 },
      { round: 2, white: 1, black: 0, opening: 0 },
      { round: 3, white: 0, black: 1, opening: 1 },
      { round: 4, white: 1, black: 0, opening: 1 },
      { round: 5, white: 0, black: 1, opening: 2 },
    ]);
  });

  test('the openings repeat when the games outnumber them', () => {
    expect(matchSchedule(8, 3).map((g) => g.opening)).toEqual([0, 0, 1, 1, 2, 2, 0, 0]);
  });

  test('each engine has White in half the games', () => {
    const games = matchSchedule(20, 50);
    expect(games.filter((g) => g.white === 0)).toHaveLength(10);
    expect(games.filter((g) => g.white === 1)).toHaveLength(10);
  });
});

describe('roundRobinSchedule', () => {
  test('three engines, two games a pairing: each pair once each way on the first opening', () => {
    const pairs = roundRobinSchedule(3, 2, 10).map((g) => [g.round, g.white, g.black, g.opening]);
    expect(pairs).toEqual([
      [1, 0, 1, 0],
      [2, 1, 0, 0],
      [3, 0, 2, 0],
      [4, 2, 0, 0],
      [5, 1, 2, 0],
      [6, 2, 1, 0],
    ]);
  });

  test('every pairing plays its games on the same openings, the first opening everywhere first', () => {
    const games = roundRobinSchedule(4, 5, 10);
    expect(games).toHaveLength(6 * 5);
    for (let a = 0; a < 4; a++) {
      for (let b = a + 1; b < 4; b++) {
        const pairing = games.filter(
          (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
        );
        expect(pairing.map((g) => g.opening)).toEqual([0, 0, 1, 1, 2]);
        expect(pairing.map((g) => g.white)).toEqual([a, b, a, b, a]);
      }
    }
    expect(games.slice(0, 12).every((g) => g.opening === 0)).toBe(true);
  });

  test('a gauntlet: engine 0 against each other engine, colours alternating, nothing else', () => {
    const pairs = roundRobinSchedule(3, 2, 10, true).map((g) => [g.round, g.white, g.black, g.opening]);
    expect(pairs).toEqual([
      [1, 0, 1, 0],
      [2, 1, 0, 0],
      [3, 0, 2, 0],
      [4, 2, 0, 0],
    ]);
  });
});
