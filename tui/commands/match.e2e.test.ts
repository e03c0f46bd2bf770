// End to end: `ttychess match` and `ttychess tournament` in the built binary (`npm test` builds
// dist/ first; by hand: npx tsc -p tsconfig.build.json). The long test is the real thing: 20
// games of gnu against itself at 50 ms a move, two at a time (about a minute on two cores), and
// every game of its PGN replayed in chess.js, an independent move generator, ending as recorded.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { afterAll, describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { parsePgn } from '../../core/pgn.js';
import { writeFakeUci } from '../test-support/fake-uci.js';

const CLI = fileURLToPath(new URL('../../dist/tui/cli.js', import.meta.url));
const DIR = mkdtempSync(join(tmpdir(), 'ttychess-match-e2e-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Runs `node dist/tui/cli.js ...args` with stdin and stderr not terminals. */
function ttychess(timeout: number, ...args: string[]) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: 'pipe', timeout });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: performance.now() - started };
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
    const r = ttychess(30_000, 'match', 'gnu', 'gnu', '--depth', '1', '--option', 'gnu.Hash=0');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual(['ttychess: gnu: option Hash: 0 is outside 1..1024']);
  });

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
