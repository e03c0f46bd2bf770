// `ttychess match` through runMatch: test-double players for the report and the JSON, and the
// tiny fake UCI engine for the real engine arguments, --option and a crash recorded in the PGN.

import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { parsePgn } from '../../core/pgn.js';
import { registry } from '../../engines/registry.js';
import type { ProgressSink } from '../match/report.js';
import { fakeFactory, newCounts } from '../test-support/fake-players.js';
import { writeFakeUci } from '../test-support/fake-uci.js';
import { writeFakeXBoard } from '../test-support/fake-xboard.js';
import { runMatch, withInterrupt, type MatchArgs, type MatchEnv } from './match.js';

const DIR = mkdtempSync(join(tmpdir(), 'ttychess-match-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));
const FOOLS_MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
const FAKE = writeFakeUci(DIR, 'fake.js', { moves: FOOLS_MATE });
const CRASHY = writeFakeUci(DIR, 'crashy.v2.js', { moves: FOOLS_MATE });
const START_EPD = join(DIR, 'start.epd');
writeFileSync(START_EPD, `${START_FEN.split(' ').slice(0, 4).join(' ')} id "start";\n`);
/** Openings whose second is a whole game, ended by checkmate. */
const WHOLE_GAME = join(DIR, 'whole-game.pgn');
writeFileSync(WHOLE_GAME, '[Event "Open"]\n\n1. e4 e5 *\n\n[Event "Fool"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n');

/** A file that cannot be opened for writing, even by root (a read-only sysctl on Linux). */
const UNWRITABLE = process.getuid?.() === 0 ? '/proc/sys/kernel/ostype' : join(DIR, 'read-only.pgn');
if (!UNWRITABLE.startsWith('/proc')) {
  writeFileSync(UNWRITABLE, '');
  chmodSync(UNWRITABLE, 0o444);
}

/** A progress sink that keeps what it is given. */
function sink(isTTY = false): ProgressSink & { text: string } {
  const s = { isTTY, text: '', write: (t: string) => void (s.text += t) };
  return s;
}

function env(progress: ProgressSink, factories?: MatchEnv['factories'], signal?: AbortSignal): MatchEnv {
  return { registry, progress, factories, cores: 2, signal };
}

const args = (extra: Partial<MatchArgs>): MatchArgs => ({ engineA: 'gnu', engineB: 'gnu', ...extra });

describe('runMatch with test doubles', () => {
  test('the report: score, draw ratio, Elo, LOS, terminations; a progress line per game', async () => {
    const progress = sink();
    const out = await runMatch(
      args({ games: '4', depth: '1', 'max-plies': '12' }),
      env(progress, [fakeFactory('A'), fakeFactory('B', { illegalAt: 1 })]),
    );
    // B plays an illegal move in its first game in each lane; the first-legal-move players repeat
    // in the others. +2 =2: s = .75, sigma = .125, .505 .. .995 -> Elo 3.5 .. 919.6, margin 458.
    expect(out.code).toBe(0);
    expect(out.stdout).toEqual([
      'A vs B: 4 games, depth 1',
      'Score of A: +2 =2 -0  3-1 (75.0%)',
      'Draw ratio: 50.0%',
      'Elo difference: +191 +- 458 (95%)',
      'LOS: 92.1%',
      'Terminations: illegal move 2, threefold repetition 2',
    ]);
    const lines = progress.text.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^game 1\/4 \(round \d\): (A - B|B - A) .*\[\+\d =\d -0 {2}Elo /);
  });

  test('--json: one line with the final statistics', async () => {
    const out = await runMatch(
      args({ games: '2', depth: '1', json: true }),
      env(sink(), [fakeFactory('A', { crashAt: 1 }), fakeFactory('B')]),
    );
    expect(out.stdout).toHaveLength(1);
    expect(JSON.parse(out.stdout[0]!)).toEqual({
      engines: ['A', 'B'],
      games: 2,
      wins: 0,
      draws: 0,
      losses: 2,
      points: 0,
      score: 0,
      drawRatio: 0,
      elo: null,
      eloMargin: null,
      los: 0.0786,
      terminations: { 'engine crashed': 2 },
    });
  });

  test('on a terminal the progress is one bar redrawn in place', async () => {
    const progress = sink(true);
    await runMatch(
      args({ games: '2', depth: '1', 'max-plies': '4' }),
      env(progress, [fakeFactory('A'), fakeFactory('B')]),
    );
    expect(progress.text.split('\r').slice(1)).toEqual([
      '[--------------------] 0/2  +0 =0 -0  Elo 0 +- inf\x1b[K',
      '[##########----------] 1/2  +0 =1 -0  Elo 0 +- 0\x1b[K',
      '[####################] 2/2  +0 =2 -0  Elo 0 +- 0\x1b[K\n',
    ]);
  });

  test('interrupted (Ctrl-C) after the first game: its report, marked, on stdout; exit 130', async () => {
    const controller = new AbortController();
    const progress = { isTTY: false, write: () => controller.abort() };
    const factories = [fakeFactory('A'), fakeFactory('B', { illegalAt: 1 })];
    const out = await runMatch(
      args({ games: '4', depth: '1', concurrency: '1' }),
      env(progress, factories, controller.signal),
    );
    expect(out).toEqual({
      stdout: [
        'A vs B: 1 of 4 games (interrupted), depth 1',
        'Score of A: +1 =0 -0  1-0 (100.0%)',
        'Draw ratio: 0.0%',
        'Elo difference: +inf +- inf (95%)',
        'LOS: 84.1%',
        'Terminations: illegal move 1',
      ],
      stderr: ['ttychess: match: interrupted after 1 of 4 games'],
      code: 130,
    });
  });

  test('interrupted with --json: the record gains "interrupted": true, last', async () => {
    const controller = new AbortController();
    const progress = { isTTY: false, write: () => controller.abort() };
    const out = await runMatch(
      args({ games: '4', depth: '1', concurrency: '1', json: true }),
      env(progress, [fakeFactory('A'), fakeFactory('B', { illegalAt: 1 })], controller.signal),
    );
    expect(out.code).toBe(130);
    const json = JSON.parse(out.stdout[0]!);
    expect(Object.keys(json).at(-1)).toBe('interrupted');
    expect(json).toMatchObject({ games: 1, wins: 1, interrupted: true });
  });

  test.each([
    [
      {},
      'ttychess: give a limit: --movetime MS, --depth N, --nodes N, --tc BASE+INC or --period strength|pace',
    ],
    [
      { depth: '1', pgn: join(DIR, 'no', 'such', 'folder', 'x.pgn') },
      `ttychess: --pgn: cannot write '${join(DIR, 'no', 'such', 'folder', 'x.pgn')}': no such folder`,
    ],
    // Issue 14, item 3: a folder or a FIFO as the openings file is one line, exit 2.
    [{ depth: '1', openings: DIR }, `ttychess: --openings: cannot read '${DIR}': is a folder, not a file`],
    // Issue 25, item 9: an opening that ends the game is refused, naming it, before any game.
    [
      { depth: '1', openings: WHOLE_GAME },
      `ttychess: ${WHOLE_GAME}: PGN game 2 (line 5): its moves end the game (checkmate); an opening must leave it to the engines`,
    ],
    // Issue 14, item 5: an unwritable PGN file is refused before the first game.
    [{ depth: '1', pgn: UNWRITABLE }, `ttychess: --pgn: cannot write '${UNWRITABLE}': permission denied`],
    [
      { depth: '1', engineB: 'uci:' + join(DIR, 'missing') },
      /^ttychess: missing: cannot run .*missing: spawn .*ENOENT$/,
    ],
  ] as [Partial<MatchArgs>, string | RegExp][])('usage error %#', async (extra, message) => {
    const out = await runMatch(args(extra), env(sink()));
    expect(out.code).toBe(2);
    expect(out.stdout).toEqual([]);
    expect(out.stderr).toHaveLength(1);
    expect(out.stderr[0]).toMatch(message);
  });
});

describe('--pgn is checked before the first game (issue 25, items 3 and 11)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-match-pgn-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const epd = join(dir, 'op.epd');
  writeFileSync(epd, readFileSync(START_EPD));
  const openingsPgn = join(dir, 'op.pgn');
  writeFileSync(openingsPgn, '[Event "opening"]\n[Result "*"]\n\n1. e4 e5 *\n\n');
  symlinkSync('op.pgn', join(dir, 'link.pgn'));
  const binary = join(dir, 'binary.pgn');
  writeFileSync(binary, new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x00, 0xff, 0x0a]));
  const fifo = join(dir, 'games.fifo');
  execFileSync('mkfifo', [fifo]);

  test.each([
    [
      'the openings file (EPD)',
      { openings: epd, pgn: epd },
      `ttychess: --pgn: cannot write '${epd}': is an input of this run (choose another name)`,
    ],
    [
      'the openings file (PGN), through a symbolic link',
      { openings: openingsPgn, pgn: join(dir, 'link.pgn') },
      `ttychess: --pgn: cannot write '${join(dir, 'link.pgn')}': is the input file '${openingsPgn}' of this run (choose another name)`,
    ],
    [
      'an EPD file',
      { openings: openingsPgn, pgn: epd },
      `ttychess: --pgn: cannot write '${epd}': does not read as PGN (PGN game 1: unexpected '"' at line 1)`,
    ],
    [
      'a binary file',
      { pgn: binary },
      `ttychess: --pgn: cannot write '${binary}': is a binary file, not PGN`,
    ],
    ['a FIFO', { pgn: fifo }, `ttychess: --pgn: cannot write '${fifo}': is not a regular file (a FIFO)`],
    ['an empty name', { pgn: '' }, 'ttychess: --pgn: the file name is empty'],
    [
      '/proc/version',
      { pgn: '/proc/version' },
      /^ttychess: --pgn: cannot write '\/proc\/version': (does not read as PGN \(.*\)|permission denied)$/,
    ],
  ] as [string, Partial<MatchArgs>, string | RegExp][])(
    '%s: one line, exit 2, no game played, nothing written',
    async (_what, extra, message) => {
      const before = [epd, openingsPgn, binary].map((f) => readFileSync(f));
      const counts = newCounts();
      const out = await runMatch(
        args({ games: '2', depth: '1', openings: START_EPD, ...extra }),
        env(sink(), [fakeFactory('A', {}, counts), fakeFactory('B', {}, counts)]),
      );
      expect(out.code).toBe(2);
      expect(out.stdout).toEqual([]);
      expect(out.stderr).toHaveLength(1);
      expect(out.stderr[0]).toMatch(message);
      expect(counts.created).toBe(0);
      expect([epd, openingsPgn, binary].map((f) => readFileSync(f))).toEqual(before);
      expect(lstatSync(fifo).isFIFO()).toBe(true);
    },
  );
});

describe('runMatch with external UCI engines', () => {
  test("two fake UCI programs play fool's mate: Black wins both games", async () => {
    const pgn = join(DIR, 'fools.pgn');
    const out = await runMatch(
      args({
        engineA: `uci:${FAKE}`,
        engineB: `uci:${FAKE}`,
        games: '2',
        movetime: '10',
        openings: START_EPD,
        pgn,
        json: true,
      }),
      env(sink()),
    );
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout[0]!)).toMatchObject({
      engines: ['fake.js', 'fake.js (2)'],
      wins: 1,
      losses: 1,
      draws: 0,
    });
    const games = parsePgn(readFileSync(pgn, 'utf8'));
    expect(games.ok && games.value.map((g) => [g.result, g.moves.join(' ')])).toEqual([
      ['0-1', 'f3 e5 g4 Qh4#'],
      ['0-1', 'f3 e5 g4 Qh4#'],
    ]);
  });

  test('interrupted while both programs think: no game, exit 130, without waiting for the watchdog', async () => {
    const controller = new AbortController();
    const pgn = join(DIR, 'interrupted.pgn');
    const run = runMatch(
      args({
        engineA: `uci:${FAKE}`,
        engineB: `uci:${FAKE}`,
        games: '2',
        movetime: '10',
        openings: START_EPD,
        pgn,
        option: [`uci:${FAKE}.HangAt=1`],
      }),
      env(sink(), undefined, controller.signal),
    );
    // The watchdog (10 x 10 ms + 10 s) is far off: only the abort ends the games this soon.
    setTimeout(() => controller.abort(), 300);
    const out = await run;
    expect(out.code).toBe(130);
    expect(out.stdout[0]).toBe('fake.js vs fake.js (2): 0 of 2 games (interrupted), movetime 10 ms');
    expect(out.stderr).toEqual(['ttychess: match: interrupted after 0 of 2 games']);
    expect(existsSync(pgn)).toBe(false);
  });

  test('a program that exits mid-game loses with the reason in the PGN, and the match goes on', async () => {
    const pgn = join(DIR, 'crash.pgn');
    const out = await runMatch(
      args({
        engineA: `uci:${FAKE}`,
        engineB: `uci:${CRASHY}`,
        games: '2',
        movetime: '10',
        openings: START_EPD,
        pgn,
        concurrency: '1',
        option: [`uci:${CRASHY}.CrashAt=2`],
      }),
      env(sink()),
    );
    expect(out.code).toBe(0);
    expect(out.stdout[1]).toBe('Score of fake.js: +2 =0 -0  2-0 (100.0%)');
    const games = parsePgn(readFileSync(pgn, 'utf8'));
    if (!games.ok) throw new Error(games.error.message);
    const termination = games.value.map((g) => g.tags.find(([n]) => n === 'Termination')![1]);
    expect(termination).toEqual([
      'engine crashed: crashy.v2.js (process exited (code 3))',
      'engine crashed: crashy.v2.js (process exited (code 3))',
    ]);
    expect(games.value.map((g) => g.moves.length)).toEqual([3, 2]);
  });
});

describe('runMatch with an XBoard engine that cannot set up a position (issue 25, item 15)', () => {
  const log = join(DIR, 'noset.log');
  const NOSET = writeFakeXBoard(DIR, 'noset.cjs', { moves: ['Qh4#', 'Qh4#', 'Qh4#'], log, setboard: false });
  /** 1. f3 e5 2. g4, Black to move: the fake's Qh4# mates. */
  const FOOL_PGN = join(DIR, 'fool-opening.pgn');
  writeFileSync(FOOL_PGN, '[Opening "Fool"]\n\n1. f3 e5 2. g4 *\n');
  const xboardArgs = (extra: Partial<MatchArgs>) =>
    args({ engineA: `xboard:${NOSET}`, engineB: 'gnu', games: '2', depth: '1', concurrency: '1', ...extra });

  test.each([
    ['the default openings', {}, "'Ruy Lopez, Morphy Defence'"],
    [
      'a PGN opening from a set-up position',
      { openings: join(DIR, 'setup-opening.pgn') },
      '8/8/8/8/8/8/4k2P/K7 w - - 0 1',
    ],
  ])('%s: refused before any game, one line, exit 2', async (_what, extra, example) => {
    writeFileSync(
      join(DIR, 'setup-opening.pgn'),
      '[SetUp "1"]\n[FEN "8/8/8/8/8/8/4k2P/K7 w - - 0 1"]\n\n1. Ka2 *\n',
    );
    const progress = sink();
    const out = await runMatch(xboardArgs(extra), env(progress));
    expect(out).toEqual({
      stdout: [],
      stderr: [
        `ttychess: noset.cjs: it cannot set up a position (no feature setboard=1), and the openings start from set-up positions (such as ${example}); give --openings a PGN file of games from the initial position`,
      ],
      code: 2,
    });
    expect(progress.text).toBe('');
  });

  test('PGN openings from the initial position: sent as moves, and the engine plays', async () => {
    rmSync(log, { force: true });
    const pgn = join(DIR, 'noset-games.pgn');
    const out = await runMatch(
      xboardArgs({ engineB: `xboard:${NOSET}`, openings: FOOL_PGN, pgn, json: true }),
      env(sink()),
    );
    expect(out.code).toBe(0);
    const games = parsePgn(readFileSync(pgn, 'utf8'));
    if (!games.ok) throw new Error(games.error.message);
    expect(
      games.value.map((g) => [g.result, g.moves.join(' '), g.tags.find(([n]) => n === 'Termination')![1]]),
    ).toEqual([
      ['0-1', 'f3 e5 g4 Qh4#', 'checkmate'],
      ['0-1', 'f3 e5 g4 Qh4#', 'checkmate'],
    ]);
    const sent = readFileSync(log, 'utf8').split('\n');
    expect(sent.filter((l) => l.startsWith('setboard'))).toEqual([]);
    expect(sent).toContain('usermove g4');
  });
});

describe('learn file warnings (issue 14, item 4): said on stderr once, and the match plays on', () => {
  const MATE3_EPD = join(DIR, 'mate3.epd');
  writeFileSync(MATE3_EPD, '8/1B6/8/5p2/8/8/5Qrq/1K1R2bk w - - id "mate in 3";\n');
  const learnArgs = (file: string) =>
    args({
      engineA: 'zarkov',
      engineB: 'gnu',
      games: '2',
      depth: '4',
      concurrency: '1',
      openings: MATE3_EPD,
      option: ['zarkov.Learn=true', `zarkov.LearnFile=${file}`],
    });

  test.skipIf(process.platform !== 'linux')('a learn file that cannot be written', async () => {
    const file = '/proc/ttychess-no-such.learn';
    const progress = sink();
    const out = await runMatch(learnArgs(file), env(progress));
    expect(out.code).toBe(0);
    const warnings = progress.text.split('\n').filter((l) => l.includes('warning'));
    expect(warnings).toEqual([
      `ttychess: match: warning: zarkov: learn file '${file}': not written (no such folder): learning in memory only`,
    ]);
  });

  test('a corrupt learn file: the match starts, says so once, and leaves the file as it was', async () => {
    const file = join(DIR, 'corrupt.learn');
    writeFileSync(file, 'my notes, not a learn table; long enough for a header\n');
    const progress = sink();
    const out = await runMatch(learnArgs(file), env(progress));
    expect(out.stderr).toEqual([]);
    expect(out.code).toBe(0);
    const warnings = progress.text.split('\n').filter((l) => l.includes('warning'));
    expect(warnings).toEqual([
      `ttychess: match: warning: zarkov: learn file '${file}': not a Zarkov learn table (no 'ZARKLERN' at the start); not used, and not written over: learning in memory only`,
    ]);
    expect(readFileSync(file, 'utf8')).toBe('my notes, not a learn table; long enough for a header\n');
  });
});

describe('Ctrl-C while the flags and files are read ends the process at once (issue 36, item 3)', () => {
  test('withInterrupt installs its handlers only when armed, and removes them after', async () => {
    const before = process.listenerCount('SIGINT');
    const seen: number[] = [];
    await withInterrupt(async (_signal, arm) => {
      seen.push(process.listenerCount('SIGINT'));
      arm();
      arm();
      seen.push(process.listenerCount('SIGINT'));
    });
    expect(seen).toEqual([before, before + 1]);
    expect(process.listenerCount('SIGINT')).toBe(before);
  });

  test('runMatch arms it after the flags are read and before the first engine starts; bad flags never', async () => {
    const counts = newCounts();
    const armedAt: number[] = [];
    const arm = () => armedAt.push(counts.created);
    const ok = await runMatch(args({ games: '2', depth: '1', 'max-plies': '4' }), {
      ...env(sink(), [fakeFactory('A', {}, counts), fakeFactory('B', {}, counts)]),
      arm,
    });
    expect(ok.code).toBe(0);
    expect(armedAt).toEqual([0]);
    const bad = await runMatch(args({ games: 'many' }), { ...env(sink()), arm });
    expect(bad.code).toBe(2);
    expect(armedAt).toEqual([0]);
  });
});
