// The annotated PGN of the first 1983 game, judged by the three engines in this thread at depth
// 1: chess.js (an independent reader) finds every move and every comment we wrote, and our own
// reader (core/pgn.ts) reads the same moves, tags and comments back. Plus the text of one note.

import { Chess } from 'chess.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parsePgn } from '../../../core/pgn.js';
import { registry } from '../../../engines/registry.js';
import { localEngines } from '../../commands/lineup.js';
import { readReplayGame, runReplay } from '../../commands/replay.js';
import { evalCommand } from './annotate.js';

const FIRST_1983 = 'fixtures/games/wccc-1983-new-york.pgn';
const DIR = mkdtempSync(join(tmpdir(), 'ttychess-annotate-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));
const PIPE = { stdinIsTTY: false, stdoutIsTTY: false, columns: undefined };

/** White space as a reader may leave it: collapsed. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the first game of WCCC 1983, annotated by the three engines', async () => {
  const out = join(DIR, 'game1.pgn');
  const progress: [number, number][] = [];
  const run = await runReplay({ file: FIRST_1983, depth: '1', annotate: out }, localEngines(registry), {
    ...PIPE,
    annotateProgress: (done, total) => progress.push([done, total]),
  });
  const read = readReplayGame(FIRST_1983, 1);
  if ('error' in read) throw new Error(read.error);
  const { game } = read;
  const text = readFileSync(out, 'utf8');

  test('the command says where it wrote; the progress counts the positions to the end', () => {
    expect(run).toEqual({
      stdout: [`replay: wrote ${out} (117 moves annotated by hiarcs, zarkov, gnu)`],
      stderr: [],
      code: 0,
    });
    expect(progress.at(-1)).toEqual([1, 1]);
    expect(progress).toContainEqual([118, 118]);
  });

  test('chess.js reads every move and a comment after every one, [%eval] first', () => {
    const chess = new Chess();
    chess.loadPgn(text);
    expect(chess.history()).toEqual(game.san);
    const comments = chess.getComments();
    expect(comments).toHaveLength(117);
    for (const [i, { comment }] of comments.slice(0, -1).entries()) {
      expect(comment, `move ${i + 1}`).toMatch(
        /^\[%eval #?-?\d+(\.\d\d)?\] HIARCS 0\.5: .* after \d+ positions, would play \S+\. Zarkov: .* at depth 1, would play \S+\. GNU Chess 1987: .* at depth 1, would play \S+\.$/,
      );
    }
    expect(comments.at(-1)!.comment).toBe(
      'HIARCS 0.5: no move, checkmate. Zarkov: no move, checkmate. GNU Chess 1987: no move, checkmate.',
    );
    expect(chess.getHeaders()).toMatchObject({
      White: 'Cray Blitz',
      Black: 'BCP',
      Result: '1-0',
      Annotator: 'ttychess: HIARCS 0.5, Zarkov, GNU Chess 1987; depth 1',
    });
  });

  test('our reader reads the same moves and the same comments, one after each move', () => {
    const games = parsePgn(text);
    if (!games.ok) throw new Error(games.error.message);
    expect(games.value).toHaveLength(1);
    const back = games.value[0]!;
    expect(back.moves).toEqual(game.san);
    expect(back.result).toBe('1-0');
    expect(back.comments.map((c) => c.ply)).toEqual(game.san.map((_, i) => i + 1));
    const chess = new Chess();
    chess.loadPgn(text);
    expect(back.comments.map((c) => c.text)).toEqual(chess.getComments().map((c) => squeeze(c.comment)));
  });

  test('a preferred move that differs is a variation in place of the move, with its engines', () => {
    // Each variation opens with the number of the move it replaces and holds a comment.
    const variations = text.match(/\((\d+\.(?:\.\.)?) (\S+) \{([^}]*)\}\)/g) ?? [];
    expect(variations.length).toBeGreaterThan(20);
    for (const v of variations)
      expect(squeeze(v)).toMatch(/would play this: \S+ (at depth 1|after \d+ positions)\.\}\)$/);
    // chess.js, which skips variations, found only the main line: checked above.
  });
});

test('[%eval]: pawns from White, mates as #N / #-N, none when there is no move', () => {
  const j = { engine: 'gnu', bestmove: 'e2e4', depth: 3, nodes: 9, book: false } as const;
  expect(evalCommand({ ...j, score: { cp: 26 }, side: 'White' })).toBe('[%eval 0.26]');
  expect(evalCommand({ ...j, score: { cp: 26 }, side: 'Black' })).toBe('[%eval -0.26]');
  expect(evalCommand({ ...j, score: { mate: 2 }, side: 'Black' })).toBe('[%eval #-2]');
  expect(evalCommand({ ...j, score: { mate: -3 }, side: 'Black' })).toBe('[%eval #3]');
  expect(evalCommand({ ...j, bestmove: null, score: { mate: 0 }, side: 'Black' })).toBeUndefined();
});
