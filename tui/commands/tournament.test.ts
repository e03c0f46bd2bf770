// `ttychess tournament` through runTournament with test-double players whose results are known:
// a sound player, one that always plays an illegal move, one that always crashes.

import { describe, expect, test } from 'vitest';
import { registry } from '../../engines/registry.js';
import type { ProgressSink } from '../match/report.js';
import { fakeFactory } from '../test-support/fake-players.js';
import type { MatchEnv } from './match.js';
import { parseSeriesEngines, runTournament, type TournamentArgs } from './tournament.js';

function sink(): ProgressSink & { text: string } {
  const s = { isTTY: false, text: '', write: (t: string) => void (s.text += t) };
  return s;
}

/** Sound beats both others every game; Cheat and Crash each lose the games they move first in. */
function env(progress: ProgressSink, signal?: AbortSignal): MatchEnv {
  return {
    registry,
    progress,
    cores: 2,
    signal,
    factories: [
      fakeFactory('Sound'),
      fakeFactory('Cheat', { script: Array<string>(1000).fill('a1a1') }),
      fakeFactory('Crash', { crashAt: 1 }),
    ],
  };
}

const ARGS: TournamentArgs = { engines: 'gnu,gnu,gnu', games: '2', depth: '1' };

describe('runTournament', () => {
  test('the crosstable and the ratings', async () => {
    const progress = sink();
    const out = await runTournament(ARGS, env(progress));
    expect(out.code).toBe(0);
    // Cheat v Crash: whoever has White moves first and forfeits, so 1-1.
    expect(out.stdout.slice(0, 12)).toEqual([
      'Round robin of Sound, Cheat, Crash: 2 games a pairing, 6 games, depth 1',
      '',
      'Crosstable (points of the row engine against the column engine / games)',
      '       Sound  Cheat  Crash  total',
      'Sound  -      2/2    2/2    4/4',
      'Cheat  0/2    -      1/2    1/4',
      'Crash  0/2    1/2    -      1/4',
      '',
      'Ratings (maximum-likelihood fit, 1 virtual draw a pairing, mean 0; +- is the 95% margin)',
      'rank  engine  Elo   +-   points  games  score',
      '1     Sound   +186  249  4       4      100.0%',
      '2     Cheat   -93   214  1       4      25.0%',
    ]);
    expect(out.stdout[14]).toBe('Terminations: engine crashed 3, illegal move 3');
    expect(progress.text.trimEnd().split('\n')).toHaveLength(6);
    expect(progress.text).toMatch(/\[leader Sound 4\/4\]\n$/);
  });

  test('--gauntlet: the first engine against each of the others, and no other pairing', async () => {
    const out = await runTournament({ ...ARGS, gauntlet: true }, env(sink()));
    expect(out.code).toBe(0);
    expect(out.stdout.slice(0, 7)).toEqual([
      'Gauntlet of Sound against Cheat, Crash: 2 games a pairing, 4 games, depth 1',
      '',
      'Crosstable (points of the row engine against the column engine / games)',
      '       Sound  Cheat  Crash  total',
      'Sound  -      2/2    2/2    4/4',
      'Cheat  0/2    -      -      0/2',
      'Crash  0/2    -      -      0/2',
    ]);
    const json = JSON.parse(
      (await runTournament({ ...ARGS, gauntlet: true, json: true }, env(sink()))).stdout[0]!,
    );
    expect(json).toMatchObject({ gauntlet: true, games: 4 });
    expect(json.ratings.every((r: { margin: number | null }) => typeof r.margin === 'number')).toBe(true);
  });

  test('--json', async () => {
    const out = await runTournament({ ...ARGS, json: true }, env(sink()));
    const json = JSON.parse(out.stdout[0]!);
    expect(json).toMatchObject({
      engines: ['Sound', 'Cheat', 'Crash'],
      gamesPerPairing: 2,
      games: 6,
      crosstable: {
        Sound: { Cheat: { points: 2, games: 2 }, Crash: { points: 2, games: 2 } },
        Cheat: { Sound: { points: 0, games: 2 }, Crash: { points: 1, games: 2 } },
        Crash: { Sound: { points: 0, games: 2 }, Cheat: { points: 1, games: 2 } },
      },
      terminations: { 'engine crashed': 3, 'illegal move': 3 },
    });
    expect(json.ratings.map((r: { engine: string }) => r.engine)).toEqual(['Sound', 'Cheat', 'Crash']);
    const elo = json.ratings.map((r: { elo: number }) => r.elo);
    expect(elo[0]).toBeGreaterThan(0);
    expect(elo[1]).toBeCloseTo(elo[2], 6);
    expect(elo[0] + elo[1] + elo[2]).toBeCloseTo(0, 0);
  });
});

describe('runTournament interrupted (Ctrl-C)', () => {
  /** A progress sink that aborts `controller` at the `n`-th finished game. */
  function abortAt(controller: AbortController, n: number): ProgressSink {
    let games = 0;
    return { isTTY: false, write: () => void (++games === n && controller.abort()) };
  }

  test('the standings of the games finished, marked; exit 130', async () => {
    const controller = new AbortController();
    const out = await runTournament(
      { ...ARGS, concurrency: '1' },
      env(abortAt(controller, 2), controller.signal),
    );
    expect(out.code).toBe(130);
    expect(out.stderr).toEqual(['ttychess: tournament: interrupted after 2 of 6 games']);
    expect(out.stdout.slice(0, 7)).toEqual([
      'Round robin of Sound, Cheat, Crash: 2 games a pairing, 2 of 6 games (interrupted), depth 1',
      '',
      'Crosstable (points of the row engine against the column engine / games)',
      '       Sound  Cheat  Crash  total',
      'Sound  -      2/2    -      2/2',
      'Cheat  0/2    -      -      0/2',
      'Crash  -      -      -      -',
    ]);
  });

  test('--json: "interrupted": true, last', async () => {
    const controller = new AbortController();
    const out = await runTournament(
      { ...ARGS, concurrency: '1', json: true },
      env(abortAt(controller, 1), controller.signal),
    );
    expect(out.code).toBe(130);
    const json = JSON.parse(out.stdout[0]!);
    expect(Object.keys(json).at(-1)).toBe('interrupted');
    expect(json).toMatchObject({ games: 1, interrupted: true });
  });
});

describe('parseSeriesEngines', () => {
  test('commas, spaces and repeated flags', () => {
    expect(parseSeriesEngines('hiarcs, zarkov,gnu')).toEqual({
      ok: true,
      value: ['hiarcs', 'zarkov', 'gnu'],
    });
    expect(parseSeriesEngines(['gnu', 'uci:/x/sf'])).toEqual({ ok: true, value: ['gnu', 'uci:/x/sf'] });
  });

  test.each([undefined, '', 'gnu', 'gnu,'])('%s is too few', (flag) => {
    expect(parseSeriesEngines(flag)).toEqual({
      ok: false,
      error: '--engines needs at least two engines, e.g. --engines gnu,zarkov',
    });
  });

  test('an unknown engine is a usage error', async () => {
    const out = await runTournament({ engines: 'gnu,fritz', depth: '1' }, { registry, progress: sink() });
    expect(out).toEqual({ stdout: [], stderr: [`ttychess: ${registry.unknown('fritz')}`], code: 2 });
  });
});
