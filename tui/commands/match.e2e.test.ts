// End to end: `ttychess match` and `ttychess tournament` in the built binary (`npm test` builds
// dist/ first; by hand: npx tsc -p tsconfig.build.json). The long test is the real thing: 20
// games of gnu against itself at 50 ms a move, two at a time (about a minute on two cores), and
// every game of its PGN replayed in chess.js, an independent move generator, ending as recorded.
// Ctrl-C is a real SIGINT to the running binary, with UCI engines that record their process ids.

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { afterAll, describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { parsePgn } from '../../core/pgn.js';
import { writeFakeUci } from '../test-support/fake-uci.js';
import { groupRunning, running } from '../test-support/processes.js';

const CLI = fileURLToPath(new URL('../../dist/tui/cli.js', import.meta.url));
const DIR = mkdtempSync(join(tmpdir(), 'ttychess-match-e2e-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Runs `node dist/tui/cli.js ...args` with stdin and stderr not terminals. */
function ttychess(timeout: number, ...args: string[]) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: 'pipe', timeout });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: performance.now() - started };
}

/**
 * Writes a UCI engine that plays fool's mate (f3 e5 g4 Qh4#) from the start position, each move
 * after 100 ms, and appends its process id to `pids` when it starts.
 */
function writeFoolUci(name: string, pids: string): string {
  const path = join(DIR, name);
  writeFileSync(
    path,
    `#!${process.execPath}
require('node:fs').appendFileSync(${JSON.stringify(pids)}, process.pid + '\\n');
const MOVES = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
let ply = 0;
const say = (line) => process.stdout.write(line + '\\n');
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const words = line.trim().split(/\\s+/);
  if (words[0] === 'uci') say('id name Fool\\nuciok');
  else if (words[0] === 'isready') say('readyok');
  else if (words[0] === 'position') {
    const at = words.indexOf('moves');
    ply = at < 0 ? 0 : words.length - at - 1;
  } else if (words[0] === 'go') {
    const move = MOVES[ply] ?? '0000';
    setTimeout(() => say('bestmove ' + move), 100);
  } else if (words[0] === 'quit') process.exit(0);
});
`,
  );
  chmodSync(path, 0o755);
  return path;
}

/**
 * Writes a UCI engine as a shell script that hangs in a child of its own: its `go` starts
 * `sleep 1000` and waits for it. It appends its process id to `name.pids` when it starts and each
 * sleep's to `name.sleeps`; returns the script's path and those two files.
 */
function writeSleepingUci(name: string): { path: string; pids: string; sleeps: string } {
  const path = join(DIR, name);
  const pids = join(DIR, `${name}.pids`);
  const sleeps = join(DIR, `${name}.sleeps`);
  writeFileSync(
    path,
    `#!/bin/sh
echo $$ >> '${pids}'
while read -r line; do
  case "$line" in
    uci) echo 'id name Sleeper'; echo uciok ;;
    isready) echo readyok ;;
    go*) sleep 1000 & echo $! >> '${sleeps}'; wait $! ;;
    quit) exit 0 ;;
  esac
done
`,
  );
  chmodSync(path, 0o755);
  return { path, pids, sleeps };
}

/** The numbers in a file of one number a line ([] when there is no file). */
function pidsIn(file: string): number[] {
  return existsSync(file) ? lines(readFileSync(file, 'utf8')).map(Number) : [];
}

/**
 * Runs the binary, sends it `signal` once `sleeps` lists `count` sleeping engines (the games
 * have hung), and waits for its end.
 */
function signalWhenHung(args: string[], sleeps: string, count: number, signal: NodeJS.Signals) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const poll = setInterval(() => {
        if (pidsIn(sleeps).length < count) return;
        clearInterval(poll);
        child.kill(signal);
      }, 50);
      // Only turns a wedge into a failure.
      const timer = setTimeout(() => {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(new Error(`no end in time; stderr: ${stderr}`));
      }, 60_000);
      child.on('close', (code, signal) => {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ code, signal, stderr });
      });
    },
  );
}

/** Runs the binary, sends it SIGINT once its stderr shows a finished game, and waits for its end. */
function interruptAfterFirstGame(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let sent = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no end in time; stderr: ${stderr}`));
    }, 60_000);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (!sent && /^game 1\//m.test(stderr)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function lines(text: string): string[] {
  return text.replace(/\n$/, '').split('\n');
}

/** Whether chess.js, at the end of a game, agrees with the way the PGN says it ended. */
function agreesWithRules(chess: Chess, termination: string, result: string): boolean {
  switch (termination) {
    case 'checkmate':
      return chess.isCheckmate() && result === (chess.turn() === 'w' ? '0-1' : '1-0');
    case 'stalemate':
      return chess.isStalemate() && result === '1/2-1/2';
    case 'threefold repetition':
      return chess.isThreefoldRepetition() && result === '1/2-1/2';
    case 'fifty-move rule':
      return chess.isDrawByFiftyMoves() && result === '1/2-1/2';
    case 'insufficient material':
      return chess.isInsufficientMaterial() && result === '1/2-1/2';
    default:
      // Adjudication and forfeits end a game the rules have not ended.
      return !chess.isGameOver() && result !== '*';
  }
}

describe('ttychess match (built)', () => {
  test('match gnu gnu --games 20 --movetime 50 --concurrency 2: every game replays legally in chess.js', () => {
    const pgn = join(DIR, 'out.pgn');
    const r = ttychess(
      240_000,
      'match',
      'gnu',
      'gnu',
      '--games',
      '20',
      '--movetime',
      '50',
      '--concurrency',
      '2',
      '--pgn',
      pgn,
    );
    expect(r.stderr.match(/^ttychess:.*$/m)).toBeNull();
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out[0]).toBe('gnu vs gnu (2): 20 games, movetime 50 ms');
    expect(out[1]).toMatch(/^Score of gnu: \+\d+ =\d+ -\d+ {2}[\d.]+-[\d.]+ \([\d.]+%\)$/);
    expect(out[3]).toMatch(/^Elo difference: ([+-]?\d+|[+-]inf) \+- (\d+|inf) \(95%\)$/);
    expect(lines(r.stderr).filter((l) => l.startsWith('game '))).toHaveLength(20);
    console.log(`20 games of gnu v gnu at 50 ms a move, 2 at a time: ${(r.ms / 1000).toFixed(1)} s`);

    const parsed = parsePgn(readFileSync(pgn, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value).toHaveLength(20);
    const rounds = new Set<number>();
    for (const game of parsed.value) {
      const tag = (name: string) => game.tags.find(([n]) => n === name)?.[1];
      rounds.add(Number(tag('Round')));
      expect(tag('Result')).toBe(game.result);
      expect(Number(tag('PlyCount'))).toBe(game.moves.length);
      expect(tag('SetUp')).toBe('1');
      const chess = new Chess(game.startFen);
      expect(game.startFen).not.toBe(START_FEN);
      for (const san of game.moves) expect(() => chess.move(san)).not.toThrow();
      const termination = tag('Termination')!;
      expect(termination).toMatch(
        /^(checkmate|stalemate|threefold repetition|fifty-move rule|insufficient material|adjudication: .*|illegal move \S+ by .*|engine (crashed|hung): .*)$/,
      );
      expect({
        round: tag('Round'),
        termination,
        agrees: agreesWithRules(chess, termination, game.result),
      }).toEqual({
        round: tag('Round'),
        termination,
        agrees: true,
      });
    }
    expect([...rounds].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  }, 300_000);

  test('--json: one line of statistics', () => {
    const r = ttychess(
      60_000,
      'match',
      'gnu',
      'gnu',
      '--games',
      '2',
      '--depth',
      '1',
      '--json',
      '--option',
      'gnu.OwnBook=false',
    );
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(1);
    const json = JSON.parse(out[0]!);
    expect(Object.keys(json)).toEqual([
      'engines',
      'games',
      'wins',
      'draws',
      'losses',
      'points',
      'score',
      'drawRatio',
      'elo',
      'eloMargin',
      'los',
      'terminations',
    ]);
    expect(json).toMatchObject({ engines: ['gnu', 'gnu (2)'], games: 2 });
  });

  test('a bad option is refused before any game, exit 2', () => {
    const r = ttychess(30_000, 'match', 'gnu', 'gnu', '--depth', '1', '--option', 'gnu.Contempt=900');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual(['ttychess: gnu: option Contempt: 900 is outside -500..500']);
  });

  test.each([
    [
      'match',
      (fool: string) => ['match', `uci:${fool}`, `uci:${fool}`],
      /^fool\.cjs vs fool\.cjs \(2\): (\d+) of 20 games \(interrupted\), movetime 50 ms$/,
    ],
    [
      'tournament',
      (fool: string) => ['tournament', '--engines', `uci:${fool},uci:${fool}`],
      /^Round robin of fool\.cjs, fool\.cjs \(2\): 20 games a pairing, (\d+) of 20 games \(interrupted\), movetime 50 ms$/,
    ],
  ] as const)(
    '%s: Ctrl-C after the first game prints the score so far, keeps the PGN, ends the engines, exits 130',
    async (command, engines, header) => {
      const pids = join(DIR, `${command}.pids`);
      const fool = writeFoolUci('fool.cjs', pids);
      const epd = join(DIR, 'start.epd');
      writeFileSync(epd, `${START_FEN.split(' ').slice(0, 4).join(' ')} id "start";\n`);
      const pgn = join(DIR, `${command}-interrupted.pgn`);
      const r = await interruptAfterFirstGame([
        ...engines(fool),
        '--games',
        '20',
        '--movetime',
        '50',
        '--openings',
        epd,
        '--concurrency',
        '1',
        '--pgn',
        pgn,
      ]);
      expect(r.code).toBe(130);
      const out = lines(r.stdout);
      const played = Number(header.exec(out[0]!)?.[1]);
      expect(played).toBeGreaterThanOrEqual(1);
      expect(played).toBeLessThan(20);
      expect(out).toContain('Terminations: checkmate ' + played);
      expect(lines(r.stderr).at(-1)).toBe(`ttychess: ${command}: interrupted after ${played} of 20 games`);
      expect(lines(r.stderr).filter((l) => l.startsWith('game '))).toHaveLength(played);

      const parsed = parsePgn(readFileSync(pgn, 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.value.map((g) => g.moves.join(' '))).toEqual(Array(played).fill('f3 e5 g4 Qh4#'));

      // Every engine process ttychess started (the start-up check's, and the games') has ended.
      expect(existsSync(pids)).toBe(true);
      const started = lines(readFileSync(pids, 'utf8')).map(Number);
      expect(started.length).toBeGreaterThanOrEqual(4);
      const deadline = performance.now() + 30_000; // only catches engines that never end
      while (started.some(running) && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(started.filter(running)).toEqual([]);
    },
    90_000,
  );

  test('a UCI engine hung in a child process of its own: both games scored, then the match exits, no process of it left', () => {
    const sleeper = writeSleepingUci('sleeper.sh');
    try {
      // The timeout only turns a wedge into a failure (each game takes its 10 s watchdog).
      const r = ttychess(
        120_000,
        'match',
        `uci:${sleeper.path}`,
        'gnu',
        '--movetime',
        '1',
        '--games',
        '2',
        '--concurrency',
        '2',
      );
      expect(r.code).toBe(0);
      expect(lines(r.stdout)).toContain('Terminations: engine hung 2');
      const sleeps = pidsIn(sleeper.sleeps);
      // The start-up check's process never got a go; each game's did.
      expect(sleeps).toHaveLength(2);
      expect(sleeps.filter(running)).toEqual([]);
      // Each script led a process group of its own, now empty.
      const groups = pidsIn(sleeper.pids);
      expect(groups).toHaveLength(3);
      expect(groups.flatMap(groupRunning)).toEqual([]);
    } finally {
      for (const pid of pidsIn(sleeper.sleeps)) if (running(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 150_000);

  test.each([
    ['SIGINT', { code: 130, signal: null }],
    ['SIGTERM', { code: null, signal: 'SIGTERM' }],
  ] as const)(
    'ttychess ended by %s while engines hang in children of their own: no process of them left',
    async (signal, end) => {
      const sleeper = writeSleepingUci(`sleeper-${signal}.sh`);
      try {
        const args = ['match', `uci:${sleeper.path}`, `uci:${sleeper.path}`, '--movetime', '1'];
        const r = await signalWhenHung(
          [...args, '--games', '2', '--concurrency', '2'],
          sleeper.sleeps,
          2,
          signal,
        );
        expect({ code: r.code, signal: r.signal }).toEqual(end);
        expect(pidsIn(sleeper.sleeps).filter(running)).toEqual([]);
        const groups = pidsIn(sleeper.pids);
        expect(groups.length).toBeGreaterThanOrEqual(5); // the start-up checks', and the games' four
        expect(groups.flatMap(groupRunning)).toEqual([]);
      } finally {
        for (const pid of pidsIn(sleeper.sleeps)) if (running(pid)) process.kill(pid, 'SIGKILL');
      }
    },
    90_000,
  );

  test('tournament --engines gnu,uci:fake: the crosstable', () => {
    const fake = writeFakeUci(DIR, 'fake', { moves: ['e2e4', 'e7e5'] });
    const r = ttychess(
      60_000,
      'tournament',
      '--engines',
      `gnu,uci:${fake}`,
      '--games',
      '2',
      '--depth',
      '2',
      '--json',
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(lines(r.stdout)[0]!);
    // The fake knows two moves; it loses every game by an illegal move ("0000") or by being mated.
    expect(json.crosstable).toEqual({
      gnu: { fake: { points: 2, games: 2 } },
      fake: { gnu: { points: 0, games: 2 } },
    });
    expect(json.ratings.map((x: { engine: string }) => x.engine)).toEqual(['gnu', 'fake']);
  });
});
