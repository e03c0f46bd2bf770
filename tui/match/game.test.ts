// One game between test-double players: every way a game can end, forfeits included.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { fakeFactory, FakePlayer, newCounts, type FakePlayerConfig } from '../test-support/fake-players.js';
import { DEFAULT_ADJUDICATION } from './adjudicate.js';
import { playGame, type GameSettings } from './game.js';
import type { Opening } from './openings.js';

const SETTINGS: GameSettings = { limits: { depth: 1 }, watchdogMs: 5_000, maxPlies: 400 };
const START: Opening = { name: '', fen: START_FEN, moves: [] };
const FOOLS_MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];

/** Plays one game between fakes named W and B. */
function play(
  white: FakePlayerConfig,
  black: FakePlayerConfig,
  opening: Opening = START,
  settings: Partial<GameSettings> = {},
) {
  return playGame(
    { white: new FakePlayer('W', white), black: new FakePlayer('B', black) },
    { white: 'W', black: 'B' },
    opening,
    { ...SETTINGS, ...settings },
  );
}

const at = (fen: string): Opening => ({ name: 'test', fen, moves: [] });

describe('games that end by the rules', () => {
  test("fool's mate: checkmate, 0-1, moves in SAN", async () => {
    const g = await play({ script: FOOLS_MATE }, { script: FOOLS_MATE });
    expect(g).toMatchObject({ result: '0-1', termination: 'checkmate', failed: undefined });
    expect(g.sans).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(g.ucis).toEqual(FOOLS_MATE);
  });

  test('the opening moves come first and the players are given the whole game', async () => {
    const counts = newCounts();
    const opening: Opening = { name: 'Barnes', fen: START_FEN, moves: ['f2f3', 'e7e5'] };
    const g = await playGame(
      {
        white: new FakePlayer('W', { script: FOOLS_MATE }, counts),
        black: new FakePlayer('B', { script: FOOLS_MATE }, counts),
      },
      { white: 'W', black: 'B' },
      opening,
      SETTINGS,
    );
    expect(g.sans).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(counts.goes.map((c) => [c.fen, c.moves])).toEqual([
      [START_FEN, ['f2f3', 'e7e5']],
      [START_FEN, ['f2f3', 'e7e5', 'g2g4']],
    ]);
    expect(counts.goes[0]!.limits).toEqual({ depth: 1 });
  });

  test('threefold repetition', async () => {
    const knights = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];
    const g = await play({ script: knights }, { script: knights });
    expect(g).toMatchObject({ result: '1/2-1/2', termination: 'threefold repetition' });
    expect(g.sans).toHaveLength(8);
  });

  test('stalemate', async () => {
    const g = await play({ script: ['g5g6'] }, {}, at('7k/8/8/6Q1/8/8/8/K7 w - - 0 1'));
    expect(g).toMatchObject({ result: '1/2-1/2', termination: 'stalemate' });
    expect(g.sans).toEqual(['Qg6']);
  });

  test('insufficient material', async () => {
    const g = await play({ script: ['a1b2'] }, {}, at('k7/8/8/8/8/8/1r6/K7 w - - 0 1'));
    expect(g).toMatchObject({ result: '1/2-1/2', termination: 'insufficient material' });
  });

  test('the fifty-move rule', async () => {
    const g = await play({ script: ['b1b2'] }, {}, at('k7/8/8/8/8/8/8/KR6 w - - 99 60'));
    expect(g).toMatchObject({ result: '1/2-1/2', termination: 'fifty-move rule' });
  });
});

describe('forfeits', () => {
  test('an illegal move loses, and the player is not replaced', async () => {
    const g = await play({}, { illegalAt: 2 });
    expect(g).toMatchObject({ result: '1-0', termination: 'illegal move a1a1 by B', failed: undefined });
    expect(g.sans).toHaveLength(3);
  });

  test('no move while legal moves remain is an illegal move', async () => {
    const h = await playGame(
      {
        white: {
          name: 'W',
          newGame: async () => {},
          go: async () => ({ bestmove: null }),
          close: async () => {},
        },
        black: new FakePlayer('B'),
      },
      { white: 'W', black: 'B' },
      START,
      SETTINGS,
    );
    expect(h).toMatchObject({ result: '0-1', termination: 'illegal move (none) by W' });
  });

  test('garbage for a move (escape sequences, a long line) is one readable line in the termination', async () => {
    const garbage = '\x1b]0;pwned\x07\x1b[2J' + 'x'.repeat(3000);
    const g = await play({ script: [garbage] }, {});
    expect(g.result).toBe('0-1');
    expect(g.termination).toMatch(/^illegal move \\x1b\]0;pwned\\x07\\x1b\[2Jx+\.\.\.x+ by W$/);
    expect(g.termination.length).toBeLessThanOrEqual(400);
  });

  test('a crash loses, and the crashed side must be replaced', async () => {
    const g = await play({ crashAt: 2 }, {});
    expect(g).toMatchObject({
      result: '0-1',
      termination: 'engine crashed: W (fake crash)',
      failed: 'white',
    });
  });

  test('a hang loses when the watchdog runs out', async () => {
    const g = await play({}, { hangAt: 1 }, START, { watchdogMs: 100 });
    expect(g).toMatchObject({
      result: '1-0',
      termination: 'engine hung: B (no move in 100 ms)',
      failed: 'black',
    });
  });

  test('with clocks, running out of time loses on time', async () => {
    const counts = newCounts();
    const g = await playGame(
      { white: new FakePlayer('W', { delayMs: 40 }, counts), black: new FakePlayer('B') },
      { white: 'W', black: 'B' },
      START,
      { ...SETTINGS, limits: {}, timeControl: { baseMs: 100, incMs: 0 } },
    );
    expect(g).toMatchObject({ result: '0-1', termination: 'time forfeit', failed: 'white' });
    expect(counts.goes[0]!.limits).toEqual({ wtime: 100, btime: 100, winc: 0, binc: 0 });
  });

  test('a player that never answers on the clock loses on time once the grace runs out', async () => {
    const g = await play({ hangAt: 1 }, {}, START, {
      limits: {},
      timeControl: { baseMs: 50, incMs: 0 },
      flagGraceMs: 50,
    });
    expect(g).toMatchObject({ result: '0-1', termination: 'time forfeit', failed: 'white' });
  });

  test('the increment keeps a slow player alive, and the clocks are passed on', async () => {
    const counts = newCounts();
    const g = await playGame(
      { white: new FakePlayer('W', { delayMs: 30 }, counts), black: new FakePlayer('B', {}, counts) },
      { white: 'W', black: 'B' },
      START,
      { ...SETTINGS, limits: {}, timeControl: { baseMs: 100, incMs: 60 }, maxPlies: 8 },
    );
    expect(g.termination).toBe('adjudication: 8 plies played');
    const third = counts.goes[2]!.limits; // White's second move: 100 + 60 - (~30 ms thinking)
    expect(third.wtime).toBeGreaterThan(0);
    expect(third.wtime).toBeLessThanOrEqual(160);
    expect(third.winc).toBe(60);
  });
});

describe('interruption', () => {
  const players = (white: FakePlayerConfig, black: FakePlayerConfig) => ({
    white: new FakePlayer('W', white),
    black: new FakePlayer('B', black),
  });

  test('an abort while a player thinks ends the game at once, without a result', async () => {
    const controller = new AbortController();
    const game = playGame(
      players({}, { hangAt: 2 }),
      { white: 'W', black: 'B' },
      START,
      { ...SETTINGS, watchdogMs: 600_000 },
      controller.signal,
    );
    setTimeout(() => controller.abort(), 20);
    expect(await game).toBeUndefined();
  });

  test('an abort before the game: no move is asked for', async () => {
    const counts = newCounts();
    const g = await playGame(
      { white: new FakePlayer('W', {}, counts), black: new FakePlayer('B', {}, counts) },
      { white: 'W', black: 'B' },
      START,
      SETTINGS,
      AbortSignal.abort(),
    );
    expect(g).toBeUndefined();
    expect(counts.goes).toEqual([]);
  });

  test('a signal that never aborts changes nothing', async () => {
    const g = await playGame(
      players({ script: FOOLS_MATE }, { script: FOOLS_MATE }),
      { white: 'W', black: 'B' },
      START,
      SETTINGS,
      new AbortController().signal,
    );
    expect(g).toMatchObject({ result: '0-1', termination: 'checkmate' });
  });
});

describe('adjudication', () => {
  test('both engines seeing a win for White for six plies: 1-0', async () => {
    const white = { score: () => ({ cp: 1500 }) };
    const black = { score: () => ({ cp: -1500 }) };
    const g = await play(white, black, START, { adjudication: DEFAULT_ADJUDICATION });
    expect(g).toMatchObject({
      result: '1-0',
      termination: 'adjudication: both engines score White 1000 cp or more',
    });
    expect(g.sans).toHaveLength(6);
  });

  test('without --adjudicate the scores are ignored', async () => {
    const white = { score: () => ({ cp: 1500 }) };
    const black = { score: () => ({ cp: -1500 }) };
    const g = await play(white, black, START, { maxPlies: 12 });
    expect(g.termination).toBe('adjudication: 12 plies played');
  });

  test('twenty quiet plies past move 40: a draw', async () => {
    const late = at('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 41');
    // Twenty pawn moves: a3 a6 b3 b6 ... h3 h6 a4 a5 b4 b5 (no repetition, no capture).
    const pawns = [...'abcdefghab'].flatMap((f, i) =>
      i < 8 ? [`${f}2${f}3`, `${f}7${f}6`] : [`${f}3${f}4`, `${f}6${f}5`],
    );
    const g = await play({ script: pawns }, { script: pawns }, late, { adjudication: DEFAULT_ADJUDICATION });
    expect(g).toMatchObject({
      result: '1/2-1/2',
      termination: 'adjudication: 20 plies within 10 cp after move 40',
    });
    expect(g.sans).toHaveLength(20);
  });

  test('the ply cap draws', async () => {
    const g = await play({}, {}, START, { maxPlies: 10 });
    expect(g).toMatchObject({ result: '1/2-1/2', termination: 'adjudication: 10 plies played' });
    expect(g.sans).toHaveLength(10);
  });
});

test('fakeFactory counts what its players did', async () => {
  const f = fakeFactory('X');
  const p = await f.create();
  await p.newGame();
  await p.close();
  expect(f.counts).toMatchObject({ created: 1, closed: 1, newGames: 1 });
});
