// Board invariants: null moves, hashes across layouts, clones, en-passant bookkeeping.

import { expect, test } from 'vitest';
import { Board } from './board.js';
import { boardFen, parseFen, START_FEN } from './fen.js';
import { MAILBOX, X88, type Layout } from './layout.js';
import { legalMoves } from './movegen.js';
import { parseUci } from './uci-move.js';

function board(fen: string, layout: Layout = X88): Board {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  return Board.fromSetup(setup.value, layout);
}

test('a null move flips the side, clears en passant, and unmakeNull restores everything', () => {
  for (const layout of [X88, MAILBOX]) {
    const b = board('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', layout);
    const before = boardFen(b);
    const hash = [b.hashLo, b.hashHi];
    b.makeNull();
    expect(b.side).toBe(-1);
    expect(b.ep).toBe(-1);
    expect([b.hashLo, b.hashHi]).toEqual(b.computeHash());
    expect([b.hashLo, b.hashHi]).not.toEqual(hash);
    b.unmakeNull();
    expect(boardFen(b)).toBe(before);
    expect([b.hashLo, b.hashHi]).toEqual(hash);
  }
});

test('the same position hashes alike on both layouts and differently with the other side to move', () => {
  const a = board(START_FEN, X88);
  const b = board(START_FEN, MAILBOX);
  expect([a.hashLo, a.hashHi]).toEqual([b.hashLo, b.hashHi]);
  const c = board(START_FEN.replace(' w ', ' b '), X88);
  expect([c.hashLo, c.hashHi]).not.toEqual([a.hashLo, a.hashHi]);
});

test('transpositions reach the same hash', () => {
  const a = board(START_FEN);
  const b = board(START_FEN);
  for (const m of ['g1f3', 'g8f6', 'b1c3', 'b8c6']) a.make((parseUci(a, m) as { value: number }).value);
  for (const m of ['b1c3', 'b8c6', 'g1f3', 'g8f6']) b.make((parseUci(b, m) as { value: number }).value);
  expect([a.hashLo, a.hashHi]).toEqual([b.hashLo, b.hashHi]);
});

test('en passant is kept only when an enemy pawn can take', () => {
  const b = board(START_FEN);
  b.make((parseUci(b, 'e2e4') as { value: number }).value);
  expect(b.ep).toBe(-1);
  expect(boardFen(b)).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  const c = board('rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3');
  c.make((parseUci(c, 'e2e4') as { value: number }).value);
  expect(boardFen(c)).toBe('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3');
});

test('a clone is independent of its original', () => {
  const a = board(START_FEN, MAILBOX);
  const b = a.clone();
  b.make(legalMoves(b)[0]!);
  expect(boardFen(a)).toBe(START_FEN);
  expect(boardFen(b)).not.toBe(START_FEN);
  b.unmake();
  expect(boardFen(b)).toBe(START_FEN);
});

test('the undo stack grows past its first allocation', () => {
  const b = board('4k3/8/8/8/8/8/8/4K2R w - - 0 1');
  for (let i = 0; i < 3000; i++) b.make(legalMoves(b)[0]!);
  for (let i = 0; i < 3000; i++) b.unmake();
  expect(boardFen(b)).toBe('4k3/8/8/8/8/8/8/4K2R w - - 0 1');
});
