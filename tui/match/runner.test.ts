// The runner with test-double players: scheduling across lanes, players reused and replaced,
// forfeits, and the PGN file growing one game at a time.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { parsePgn, replayPgnGame } from '../../core/pgn.js';
import { tempDirs } from '../../core/test-support/temp-dirs.js';
import { fakeFactory } from '../test-support/fake-players.js';
import type { GameSettings } from './game.js';
import type { Opening } from './openings.js';
import { runGames } from './runner.js';
import { matchSchedule, roundRobinSchedule } from './schedule.js';
import { playSeries, probeEngines } from './series.js';

const SETTINGS: GameSettings = { limits: { depth: 1 }, watchdogMs: 5_000, maxPlies: 20 };
const OPENINGS: Opening[] = [
  { name: 'Start', fen: START_FEN, moves: [] },
  { name: 'After 1.e4', fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', moves: [] },
  { name: 'King pawns', fen: START_FEN, moves: ['e2e4', 'e7e5'] },
];

/** A fresh temporary folder, removed after the test. */
const tempDir = tempDirs('ttychess-runner-');

describe('runGames', () => {
  test('plays every game, two at a time, each lane keeping its own players', async () => {
    const a = fakeFactory('A');
    const b = fakeFactory('B');
    const games = await runGames({
      schedule: matchSchedule(6, OPENINGS.length),
      factories: [a, b],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 2,
    });
    expect(games.map((g) => g.scheduled.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(games.map((g) => [g.record.white, g.record.black])).toEqual([
      ['A', 'B'],
      ['B', 'A'],
      ['A', 'B'],
      ['B', 'A'],
      ['A', 'B'],
      ['B', 'A'],
    ]);
    expect(games.map((g) => g.record.opening.name)).toEqual([
      'Start',
      'Start',
      'After 1.e4',
      'After 1.e4',
      'King pawns',
      'King pawns',
    ]);
    for (const f of [a, b]) expect(f.counts).toMatchObject({ created: 2, closed: 2, newGames: 6 });
  });

  test('a player that crashes is replaced for the next game and the run completes', async () => {
    const a = fakeFactory('A');
    const b = fakeFactory('B', { crashAt: 1 });
    const games = await runGames({
      schedule: matchSchedule(4, 1),
      factories: [a, b],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 2,
    });
    expect(games.map((g) => g.record.termination)).toEqual(Array(4).fill('engine crashed: B (fake crash)'));
    expect(games.map((g) => g.record.result)).toEqual(['1-0', '0-1', '1-0', '0-1']);
    expect(b.counts.created).toBe(4);
    expect(b.counts.closed).toBe(4);
    expect(a.counts.created).toBe(2);
  });

  test('a hung player loses on the watchdog and is replaced', async () => {
    const b = fakeFactory('B', { hangAt: 1 });
    const games = await runGames({
      schedule: matchSchedule(2, 1),
      factories: [fakeFactory('A'), b],
      openings: OPENINGS,
      settings: { ...SETTINGS, watchdogMs: 50 },
      concurrency: 1,
    });
    expect(games.map((g) => g.record.termination)).toEqual(
      Array(2).fill('engine hung: B (no move in 50 ms)'),
    );
    expect(b.counts.created).toBe(2);
  });

  test('a player that cannot start forfeits the game', async () => {
    const games = await runGames({
      schedule: matchSchedule(2, 1),
      factories: [fakeFactory('A'), fakeFactory('B', { failToStart: true })],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 1,
    });
    expect(games.map((g) => [g.record.result, g.record.termination])).toEqual([
      ['1-0', 'engine crashed: B (B: fake start failure)'],
      ['0-1', 'engine crashed: B (B: fake start failure)'],
    ]);
  });

  test('an error while reporting a game stops the run after the games in play', async () => {
    const run = runGames({
      schedule: matchSchedule(6, 1),
      factories: [fakeFactory('A'), fakeFactory('B')],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 1,
      onGame: (g) => {
        if (g.scheduled.round === 2) throw new Error('disk full');
      },
    });
    await expect(run).rejects.toThrow('disk full');
  });

  test('an abort stops the run: no game starts after it, every player is closed', async () => {
    const a = fakeFactory('A');
    const b = fakeFactory('B');
    const controller = new AbortController();
    const reported: number[] = [];
    const games = await runGames({
      schedule: matchSchedule(6, OPENINGS.length),
      factories: [a, b],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 1,
      signal: controller.signal,
      onGame: (g) => {
        reported.push(g.scheduled.round);
        if (g.scheduled.round === 2) controller.abort();
      },
    });
    expect(games.map((g) => g.scheduled.round)).toEqual([1, 2]);
    expect(reported).toEqual([1, 2]);
    for (const f of [a, b]) expect(f.counts).toMatchObject({ created: 1, closed: 1, newGames: 2 });
  });

  test('an abort drops the games in play at once, without waiting for their moves', async () => {
    // Both players of both lanes think for ever; only the abort can end the run (the watchdog
    // is far beyond the test's time limit).
    const a = fakeFactory('A', { hangAt: 1 });
    const b = fakeFactory('B', { hangAt: 1 });
    const controller = new AbortController();
    const run = runGames({
      schedule: matchSchedule(4, OPENINGS.length),
      factories: [a, b],
      openings: OPENINGS,
      settings: { ...SETTINGS, watchdogMs: 600_000 },
      concurrency: 2,
      signal: controller.signal,
      onGame: () => {
        throw new Error('no game may finish');
      },
    });
    setTimeout(() => controller.abort(), 50);
    expect(await run).toEqual([]);
    for (const f of [a, b]) expect(f.counts).toMatchObject({ created: 2, closed: 2 });
  });

  test('an abort before the run plays nothing', async () => {
    const a = fakeFactory('A');
    const games = await runGames({
      schedule: matchSchedule(2, 1),
      factories: [a, fakeFactory('B')],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 1,
      signal: AbortSignal.abort(),
    });
    expect(games).toEqual([]);
    expect(a.counts.created).toBe(0);
  });

  test('a round robin gives every engine its games', async () => {
    const factories = ['A', 'B', 'C'].map((n) => fakeFactory(n));
    const games = await runGames({
      schedule: roundRobinSchedule(3, 2, OPENINGS.length),
      factories,
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 3,
    });
    expect(games).toHaveLength(6);
    for (const f of factories) expect(f.counts.newGames).toBe(4);
  });
});

describe('playSeries and the PGN file', () => {
  test('every game is in the file when its progress is reported, and the file replays', async () => {
    const pgn = join(tempDir(), 'out.pgn');
    const seen: number[] = [];
    const result = await playSeries({
      schedule: matchSchedule(6, OPENINGS.length),
      factories: [fakeFactory('A'), fakeFactory('B', { illegalAt: 3 })],
      openings: OPENINGS,
      settings: SETTINGS,
      concurrency: 2,
      pgn,
      event: 'test match',
      timeControl: '-',
      progress: {
        isTTY: false,
        write: () => {
          const games = parsePgn(readFileSync(pgn, 'utf8'));
          seen.push(games.ok ? games.value.length : -1);
        },
      },
      summary: (tally) => `${tally.played} so far`,
    });
    expect(result.ok && result.value.interrupted).toBe(false);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);

    const parsed = parsePgn(readFileSync(pgn, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value).toHaveLength(6);
    const rounds = parsed.value.map((g) => Number(g.tags.find(([n]) => n === 'Round')![1])).sort();
    expect(rounds).toEqual([1, 2, 3, 4, 5, 6]);
    for (const game of parsed.value) {
      const tag = (name: string) => game.tags.find(([n]) => n === name)?.[1];
      expect(tag('Event')).toBe('test match');
      expect(tag('Result')).toBe(game.result);
      expect(tag('TimeControl')).toBe('-');
      expect(Number(tag('PlyCount'))).toBe(game.moves.length);
      expect(replayPgnGame(game, X88).ok).toBe(true);
      const round = Number(tag('Round'));
      expect(tag('White')).toBe(round % 2 === 1 ? 'A' : 'B');
      if (round === 3 || round === 4) expect(tag('FEN')).toBe(OPENINGS[1]!.fen);
      else expect(tag('FEN')).toBeUndefined();
      if (round === 5 || round === 6) expect(game.moves.slice(0, 2)).toEqual(['e4', 'e5']);
      expect(tag('Termination')).toMatch(
        /^(illegal move a1a1 by B|adjudication: 20 plies played|threefold repetition)$/,
      );
    }
    expect(
      parsed.value.some((g) =>
        g.tags.some(([n, v]) => n === 'Termination' && v === 'illegal move a1a1 by B'),
      ),
    ).toBe(true);
  });

  test('probeEngines names the engine that cannot start', async () => {
    expect(await probeEngines([fakeFactory('A')])).toEqual({ ok: true, value: undefined });
    expect(await probeEngines([fakeFactory('A'), fakeFactory('B', { failToStart: true })])).toEqual({
      ok: false,
      error: 'B: fake start failure',
    });
  });
});
