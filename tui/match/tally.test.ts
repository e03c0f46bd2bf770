import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { fakeFactory } from '../test-support/fake-players.js';
import type { GameSettings } from './game.js';
import { crosstableOf, terminationCounts } from './report.js';
import { runGames, type FinishedGame } from './runner.js';
import { matchSchedule } from './schedule.js';
import { playSeries } from './series.js';
import { countGame, newTally, tallyOf, wdlOf } from './tally.js';

/** A finished game between engines `white` and `black` with that result and termination. */
function game(
  white: number,
  black: number,
  result: '1-0' | '0-1' | '1/2-1/2',
  termination: string,
): FinishedGame {
  return {
    scheduled: { white, black, opening: 0, round: 1 },
    record: {
      white: `E${white}`,
      black: `E${black}`,
      opening: { name: '', fen: START_FEN, moves: [] },
      sans: [],
      ucis: [],
      result,
      termination,
    },
    started: new Date(0),
  };
}

describe('the tally: results counted as they come (issue 36, item 5)', () => {
  test.each([
    [
      'White wins',
      game(0, 1, '1-0', 'checkmate'),
      { wins: 1, draws: 0, losses: 0 },
      { wins: 0, draws: 0, losses: 1 },
    ],
    [
      'Black wins',
      game(0, 1, '0-1', 'checkmate'),
      { wins: 0, draws: 0, losses: 1 },
      { wins: 1, draws: 0, losses: 0 },
    ],
    [
      'a draw',
      game(0, 1, '1/2-1/2', 'stalemate'),
      { wins: 0, draws: 1, losses: 0 },
      { wins: 0, draws: 1, losses: 0 },
    ],
    [
      'engine 1 White, wins',
      game(1, 0, '1-0', 'checkmate'),
      { wins: 0, draws: 0, losses: 1 },
      { wins: 1, draws: 0, losses: 0 },
    ],
    [
      'engine 1 White, loses',
      game(1, 0, '0-1', 'checkmate'),
      { wins: 1, draws: 0, losses: 0 },
      { wins: 0, draws: 0, losses: 1 },
    ],
    [
      'engine 1 White, a draw',
      game(1, 0, '1/2-1/2', 'stalemate'),
      { wins: 0, draws: 1, losses: 0 },
      { wins: 0, draws: 1, losses: 0 },
    ],
  ])('%s', (_name, g, zero, one) => {
    const t = tallyOf(2, [g]);
    expect([wdlOf(t, 0), wdlOf(t, 1), t.played]).toEqual([zero, one, 1]);
  });

  test('three engines: the crosstable, each pairing, and the terminations by kind', () => {
    const t = newTally(3);
    for (const g of [
      game(0, 1, '1-0', 'checkmate'),
      game(1, 0, '1/2-1/2', 'threefold repetition'),
      game(2, 0, '0-1', 'illegal move e2e5 by E2'),
      game(1, 2, '1-0', 'engine crashed: E2 (exit 3)'),
      game(2, 1, '1/2-1/2', 'threefold repetition'),
    ])
      countGame(t, g);
    expect(crosstableOf(t)).toEqual({
      points: [
        [0, 1.5, 1],
        [0.5, 0, 1.5],
        [0, 0.5, 0],
      ],
      games: [
        [0, 2, 1],
        [2, 0, 2],
        [1, 2, 0],
      ],
    });
    expect(wdlOf(t, 1, 2)).toEqual({ wins: 1, draws: 1, losses: 0 });
    expect(terminationCounts(t)).toEqual([
      ['threefold repetition', 2],
      ['checkmate', 1],
      ['engine crashed', 1],
      ['illegal move', 1],
    ]);
  });
});

describe('a series keeps counts, not games (issue 36, item 5)', () => {
  const SETTINGS: GameSettings = { limits: { depth: 1 }, watchdogMs: 5_000, maxPlies: 6 };
  const OPENINGS = [{ name: 'Start', fen: START_FEN, moves: [] }];

  test('runGames with keep false hands every game to onGame and keeps none', async () => {
    const heard: number[] = [];
    const kept = await runGames({
      schedule: matchSchedule(8, 1),
      factories: [fakeFactory('A'), fakeFactory('B')],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 2,
      keep: false,
      onGame: (g) => heard.push(g.scheduled.round),
    });
    expect(kept).toEqual([]);
    expect(heard.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('playSeries returns the tally of its games and no game; the summary is made from the tally', async () => {
    const summaries: number[] = [];
    const played = await playSeries({
      schedule: matchSchedule(8, 1),
      factories: [fakeFactory('A'), fakeFactory('B', { illegalAt: 1 })],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 2,
      event: 'test',
      timeControl: '-',
      progress: { isTTY: false, write: () => undefined },
      summary: (tally) => {
        summaries.push(tally.played);
        return '';
      },
    });
    if (!played.ok) throw new Error(played.error);
    expect(Object.keys(played.value).sort()).toEqual(['interrupted', 'tally']);
    expect(played.value.tally.played).toBe(8);
    expect(summaries).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const { wins, draws, losses } = wdlOf(played.value.tally, 0);
    expect(wins + draws + losses).toBe(8);
  });
});
