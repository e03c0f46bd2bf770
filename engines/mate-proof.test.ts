import { describe, expect, test } from 'vitest';
import type { Board } from '../core/board.js';
import { boardFromFen } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { legalMoves } from '../core/movegen.js';
import { fixtureLines } from '../core/test-support/fixtures.js';
import { findMate, matedWithin } from './mate-proof.js';

function board(fen: string): Board {
  const b = boardFromFen(fen, X88);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** Plays `line` and says whether it ends in checkmate; the board is left as it was. */
function endsInMate(b: Board, line: readonly number[]): boolean {
  for (const m of line) b.make(m);
  const mated = b.inCheck() && legalMoves(b).length === 0;
  for (let i = 0; i < line.length; i++) b.unmake();
  return mated;
}

describe('findMate', () => {
  test.each(fixtureLines('suites/mate-in-1.fen').slice(0, 4))('a mate in 1: %s', (fen) => {
    const b = board(fen);
    const line = findMate(b, 2, { left: 100_000 });
    expect(line).toHaveLength(1);
    expect(endsInMate(b, line!)).toBe(true);
  });

  test.each(fixtureLines('suites/mate-in-2.fen').slice(0, 3))(
    'a mate in 2, the longest defence: %s',
    (fen) => {
      const b = board(fen);
      const line = findMate(b, 2, { left: 1_000_000 });
      expect(line).toHaveLength(3);
      expect(endsInMate(b, line!)).toBe(true);
      expect(findMate(b, 1, { left: 1_000_000 })).toBeUndefined();
    },
  );

  test('none in the start position; a spent budget proves nothing', () => {
    const start = board('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(findMate(start, 1, { left: 1000 })).toBeUndefined();
    const fen = fixtureLines('suites/mate-in-2.fen')[0]!;
    expect(findMate(board(fen), 2, { left: 10 })).toBeUndefined();
  });
});

describe('matedWithin', () => {
  test('the bare king with one move is mated in 1; with the queen elsewhere it escapes', () => {
    const b = board('8/8/8/8/8/8/8/k1KQ4 b - - 0 1');
    const line = matedWithin(b, 1, { left: 10_000 });
    expect(line).toHaveLength(2);
    expect(endsInMate(b, line!)).toBe(true);
    expect(matedWithin(board('8/8/8/8/8/8/Q7/k1K5 b - - 0 1'), 1, { left: 10_000 })).toBeUndefined();
  });

  test('a side already checkmated: the empty line; stalemated: none', () => {
    expect(matedWithin(board('R6k/6pp/8/8/8/8/8/K7 b - - 0 1'), 1, { left: 10 })).toEqual([]);
    expect(matedWithin(board('k7/8/1Q6/8/8/8/8/7K b - - 0 1'), 1, { left: 10 })).toBeUndefined();
  });
});
