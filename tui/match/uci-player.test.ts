// The UCI process player against a tiny fake engine (test-support/fake-uci.ts): the hand-shake,
// options, moves and scores, and a process that crashes, hangs or never answers. A second fake
// (writeSlowUci, below) answers every go late, to show that the wait for a move follows the
// game's limits (watchdog or clock), never the hand-shake's timeout.

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { writeFakeUci } from '../test-support/fake-uci.js';
import { watchdogFor } from '../commands/match-args.js';
import { playGame, type GameSettings } from './game.js';
import { MAX_LINE_CHARS } from './engine-process.js';
import { goCommand, parseInfoLine, positionCommand, UciProcessPlayer } from './uci-player.js';

const DIR = mkdtempSync(join(tmpdir(), 'ttychess-uci-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));
const FOOLS_MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
const FAKE = writeFakeUci(DIR, 'fake.js', { moves: FOOLS_MATE });
const SILENT = writeFakeUci(DIR, 'silent.js', { moves: [], silent: true });

/**
 * Writes a UCI engine that answers the hand-shake at once but every `go` only after `delayMs`
 * (never, when null), playing `moves[ply]` as fake-uci.ts does.
 */
function writeSlowUci(name: string, moves: readonly string[], delayMs: number | null): string {
  const path = join(DIR, name);
  writeFileSync(
    path,
    `#!${process.execPath}
const MOVES = ${JSON.stringify(moves)};
const DELAY = ${JSON.stringify(delayMs)};
let ply = 0;
const say = (line) => process.stdout.write(line + '\\n');
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const words = line.trim().split(/\\s+/);
  if (words[0] === 'uci') say('id name Slow UCI\\nuciok');
  else if (words[0] === 'isready') say('readyok');
  else if (words[0] === 'position') {
    const at = words.indexOf('moves');
    ply = at < 0 ? 0 : words.length - at - 1;
  } else if (words[0] === 'go' && DELAY !== null) {
    const move = MOVES[ply] ?? '0000';
    setTimeout(() => say('bestmove ' + move), DELAY);
  } else if (words[0] === 'quit') process.exit(0);
});
`,
  );
  chmodSync(path, 0o755);
  return path;
}
/** The slow engines' hand-shake timeout, and how late the slow one answers (later than that). */
const HANDSHAKE_MS = 1000;
const SLOW_MS = 1300;
const SLOW = writeSlowUci('slow.cjs', FOOLS_MATE, SLOW_MS);
const NEVER = writeSlowUci('never.cjs', FOOLS_MATE, null);

/** A slow fake as a player whose hand-shake timeout is shorter than its moves take. */
function startSlow(name: string, path: string): Promise<UciProcessPlayer> {
  return UciProcessPlayer.start({ name, path, options: [], handshakeMs: HANDSHAKE_MS });
}

/** The fast fake (White) against `path` (Black) after 1. f3 e5 2. g4: Black has one move, Qh4#. */
async function playSlowBlack(path: string, settings: GameSettings) {
  const white = await UciProcessPlayer.start({ name: 'W', path: FAKE, options: [] });
  const black = await startSlow('B', path);
  try {
    const opening = { name: '', fen: START_FEN, moves: FOOLS_MATE.slice(0, 3) };
    return await playGame({ white, black }, { white: 'W', black: 'B' }, opening, settings);
  } finally {
    await Promise.all([white.close(), black.close()]);
  }
}

describe('UCI text', () => {
  test('go and position commands', () => {
    expect(goCommand({ movetime: 50 })).toBe('go movetime 50');
    expect(goCommand({ depth: 3, nodes: 1000 })).toBe('go depth 3 nodes 1000');
    expect(goCommand({ wtime: 60000, btime: 59000.4, winc: 500, binc: 500 })).toBe(
      'go wtime 60000 btime 59000 winc 500 binc 500',
    );
    expect(positionCommand(START_FEN, [])).toBe('position startpos');
    expect(positionCommand(START_FEN, ['e2e4'])).toBe('position startpos moves e2e4');
    expect(positionCommand('8/8/8/8/8/8/8/K6k w - - 0 1', [])).toBe(
      'position fen 8/8/8/8/8/8/8/K6k w - - 0 1',
    );
  });

  test('info lines with a score become reports', () => {
    expect(
      parseInfoLine('info depth 7 seldepth 9 score cp -35 nodes 1234 nps 1 time 56 pv e2e4 e7e5'),
    ).toEqual({
      depth: 7,
      seldepth: 9,
      score: { cp: -35 },
      nodes: 1234,
      ms: 56,
      pv: ['e2e4', 'e7e5'],
    });
    expect(parseInfoLine('info depth 3 score mate -2 lowerbound')?.score).toEqual({ mate: -2 });
    expect(parseInfoLine('info string hello')).toBeUndefined();
    expect(parseInfoLine('info currmove e2e4 currmovenumber 1')).toBeUndefined();
  });
});

describe('UciProcessPlayer', () => {
  test('hand-shake, id name, moves and the last score', async () => {
    const p = await UciProcessPlayer.start({ name: 'fake', path: FAKE, options: [] });
    try {
      expect(p.engineName).toBe('Fake UCI');
      await p.newGame();
      expect(await p.go(START_FEN, [], { depth: 1 })).toEqual({
        bestmove: 'f2f3',
        info: { depth: 1, seldepth: 1, score: { cp: 15 }, nodes: 1, ms: 0, pv: ['f2f3'] },
      });
      expect((await p.go(START_FEN, ['f2f3', 'e7e5', 'g2g4'], { depth: 1 })).bestmove).toBe('d8h4');
      expect((await p.go(START_FEN, FOOLS_MATE, { depth: 1 })).bestmove).toBeNull();
    } finally {
      await p.close();
    }
  });

  test('a game between two processes', async () => {
    const white = await UciProcessPlayer.start({ name: 'W', path: FAKE, options: [] });
    const black = await UciProcessPlayer.start({ name: 'B', path: FAKE, options: [] });
    try {
      const g = await playGame(
        { white, black },
        { white: 'W', black: 'B' },
        { name: '', fen: START_FEN, moves: [] },
        { limits: { movetime: 10 }, watchdogMs: 5_000, maxPlies: 100 },
      );
      expect(g).toMatchObject({ result: '0-1', termination: 'checkmate', sans: ['f3', 'e5', 'g4', 'Qh4#'] });
    } finally {
      await Promise.all([white.close(), black.close()]);
    }
  });

  test('a process that exits mid-game has crashed', async () => {
    const p = await UciProcessPlayer.start({ name: 'fake', path: FAKE, options: [['CrashAt', '2']] });
    await p.newGame();
    await p.go(START_FEN, [], { depth: 1 });
    await expect(p.go(START_FEN, ['f2f3', 'e7e5'], { depth: 1 })).rejects.toThrow('process exited (code 3)');
    await expect(p.newGame()).rejects.toThrow('process exited (code 3)');
    await p.close();
  });

  test('a hung process loses on the watchdog and close() ends it', async () => {
    const white = await UciProcessPlayer.start({ name: 'W', path: FAKE, options: [['HangAt', '1']] });
    const black = await UciProcessPlayer.start({ name: 'B', path: FAKE, options: [] });
    try {
      const g = await playGame(
        { white, black },
        { white: 'W', black: 'B' },
        { name: '', fen: START_FEN, moves: [] },
        { limits: { movetime: 10 }, watchdogMs: 200, maxPlies: 100 },
      );
      expect(g).toMatchObject({
        result: '0-1',
        termination: 'engine hung: W (no move in 200 ms)',
        failed: 'white',
      });
    } finally {
      await Promise.all([white.close(), black.close()]);
    }
  });

  test('a process that floods a line without end has crashed, once the line passes the limit', async () => {
    const path = join(DIR, 'flood.cjs');
    writeFileSync(
      path,
      `#!${process.execPath}
const say = (line) => process.stdout.write(line + '\\n');
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'uci') say('uciok');
  else if (line === 'isready') say('readyok');
  else if (line.startsWith('go')) process.stdout.write('x'.repeat(${MAX_LINE_CHARS} + 1000));
  else if (line === 'quit') process.exit(0);
});
`,
    );
    chmodSync(path, 0o755);
    const p = await UciProcessPlayer.start({ name: 'flood', path, options: [] });
    try {
      await expect(p.go(START_FEN, [], { depth: 1 })).rejects.toThrow(
        `it sent a line of more than ${MAX_LINE_CHARS} characters`,
      );
    } finally {
      await p.close();
    }
  });

  test('a move may take longer than the hand-shake timeout', async () => {
    const p = await startSlow('slow', SLOW);
    try {
      await p.newGame();
      expect((await p.go(START_FEN, ['f2f3', 'e7e5', 'g2g4'], { movetime: 50 })).bestmove).toBe('d8h4');
    } finally {
      await p.close();
    }
  });

  test('a slow engine within the --movetime watchdog plays on; one that never answers has hung', async () => {
    const movetime = { limits: { movetime: 50 }, maxPlies: 100 };
    const slow = await playSlowBlack(SLOW, { ...movetime, watchdogMs: watchdogFor({ movetime: 50 }) });
    expect(slow).toMatchObject({ result: '0-1', termination: 'checkmate', failed: undefined });
    const never = await playSlowBlack(NEVER, { ...movetime, watchdogMs: SLOW_MS });
    expect(never).toMatchObject({
      result: '1-0',
      termination: `engine hung: B (no move in ${SLOW_MS} ms)`,
      failed: 'black',
    });
  });

  test('with a clock, the clock decides: a slow move within it plays on, a missing one forfeits', async () => {
    const clock = (baseMs: number) => ({
      limits: {},
      timeControl: { baseMs, incMs: 0 },
      flagGraceMs: 100,
      watchdogMs: 1,
      maxPlies: 100,
    });
    const slow = await playSlowBlack(SLOW, clock(10_000));
    expect(slow).toMatchObject({ result: '0-1', termination: 'checkmate', failed: undefined });
    const never = await playSlowBlack(NEVER, clock(300));
    expect(never).toMatchObject({ result: '1-0', termination: 'time forfeit', failed: 'black' });
  });

  test('a program that never says uciok, or does not exist, cannot start', async () => {
    await expect(
      UciProcessPlayer.start({ name: 's', path: SILENT, options: [], handshakeMs: 200 }),
    ).rejects.toThrow('s: no uciok within 200 ms');
    await expect(
      UciProcessPlayer.start({ name: 'x', path: join(DIR, 'no-such-engine'), options: [] }),
    ).rejects.toThrow(/^x: cannot run .*no-such-engine: spawn .* ENOENT$/);
  });
});
