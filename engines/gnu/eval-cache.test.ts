// The evaluation cache: a hit gives back exactly what the evaluation left (score, hung counts,
// every man's value, and nothing on empty squares), and a new examination forgets every entry,
// also when its stamps run out and start again.

import { Chess } from 'chess.js';
import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { EvalCache } from './eval-cache.js';
import { GnuEvaluator } from './evaluator.js';
import { gnuBoard } from './test-support/eval-fixture.js';

const FEN = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8';

/** The cache after one examination, holding the evaluation of FEN's position. */
function filled(): { cache: EvalCache; score: number; hung: Int32Array; values: Int32Array } {
  const b = gnuBoard(FEN);
  const ev = new GnuEvaluator();
  ev.examine(b);
  const score = ev.evaluate(b);
  const cache = new EvalCache();
  cache.clear();
  expect(cache.lookup(b, new Int32Array(2))).toBe(false);
  const order = [...b.pieceOrder(0), ...b.pieceOrder(1)];
  cache.store(
    score,
    ev.hung,
    Int32Array.from(order, (s) => (b.svalue[s]! << 6) | s),
    order.length,
  );
  return { cache, score, hung: Int32Array.from(ev.hung), values: Int32Array.from(b.svalue) };
}

describe('EvalCache', () => {
  test('a hit writes back the score, the hung counts and the men values, and no other square', () => {
    const { cache, score, hung, values } = filled();
    const b = gnuBoard(FEN);
    b.svalue.fill(77); // stale values: the empty squares must keep them
    const got = new Int32Array(2);
    expect(cache.lookup(b, got)).toBe(true);
    expect(cache.score()).toBe(score);
    expect(Array.from(got)).toEqual(Array.from(hung));
    for (let s = 0; s < 64; s++) expect(b.svalue[s]).toBe(b.color[s] === 2 ? 77 : values[s]);
  });

  test('another position, or the same with the other side to move, misses', () => {
    const { cache } = filled();
    expect(cache.lookup(gnuBoard(START_FEN), new Int32Array(2))).toBe(false);
    expect(cache.lookup(gnuBoard(FEN.replace(' w ', ' b ')), new Int32Array(2))).toBe(false);
  });

  test('a key that agrees in one half only misses (both halves are compared)', () => {
    const { cache } = filled();
    const lowDiffers = gnuBoard(FEN);
    lowDiffers.keyLo ^= 1 << 20; // the slot comes from bits both halves share: flip one above it
    expect(cache.lookup(lowDiffers, new Int32Array(2))).toBe(false);
    const highDiffers = gnuBoard(FEN);
    highDiffers.keyHi ^= 1;
    expect(cache.lookup(highDiffers, new Int32Array(2))).toBe(false);
    expect(cache.lookup(gnuBoard(FEN), new Int32Array(2))).toBe(true);
  });

  test('a new examination forgets every entry, also when the stamps run out and come round again', () => {
    const { cache } = filled();
    const b = gnuBoard(FEN);
    cache.clear();
    expect(cache.lookup(b, new Int32Array(2))).toBe(false);
    // 254 more examinations bring the stamp round to the one the entry was stored under.
    for (let i = 0; i < 254; i++) cache.clear();
    expect(cache.lookup(b, new Int32Array(2))).toBe(false);
  });

  test('after the stamps run out and come round, the cache stores and finds again', () => {
    const { cache } = filled();
    for (let i = 0; i < 300; i++) cache.clear();
    const b = gnuBoard(FEN);
    expect(cache.lookup(b, new Int32Array(2))).toBe(false);
    cache.store(5, Int32Array.of(1, 2), Int32Array.of((9 << 6) | b.kingSquare(0)), 1);
    const hung = new Int32Array(2);
    expect(cache.lookup(b, hung)).toBe(true);
    expect(cache.score()).toBe(5);
    expect(Array.from(hung)).toEqual([1, 2]);
  });

  test('a king that has moved, either side, is another position (the castling terms read it)', () => {
    const { cache } = filled();
    for (const side of [0, 1]) {
      const moved = gnuBoard(FEN);
      moved.kingMoved[side] = 1;
      expect(cache.lookup(moved, new Int32Array(2))).toBe(false);
    }
    expect(cache.lookup(gnuBoard(FEN), new Int32Array(2))).toBe(true);
  });

  test('positions spread over the whole table: each one stored is found', () => {
    // The twenty positions of a game's first moves, each stored under its own score; their
    // slots differ (16,384 of them), so every one must be found again.
    const game = new Chess();
    const fens = [game.fen()];
    for (const san of 'e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Bc5 c3 d6 O-O O-O Re1 a6 Bb3 Ba7 h3 h6 Nbd2 Re8'.split(' ')) {
      game.move(san);
      fens.push(game.fen());
    }
    const boards = fens.map(gnuBoard);
    const cache = new EvalCache();
    cache.clear();
    boards.forEach((b, i) => {
      expect(cache.lookup(b, new Int32Array(2))).toBe(false);
      cache.store(100 + i, new Int32Array(2), Int32Array.of(b.kingSquare(0)), 1);
    });
    boards.forEach((b, i) => {
      expect(cache.lookup(b, new Int32Array(2))).toBe(true);
      expect(cache.score()).toBe(100 + i);
    });
  });
});
