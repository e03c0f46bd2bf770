// The HIARCS board: the 10x10 numbering, computer-relative signs (flipping when the engine
// plays Black), the signed copy kept in step through make/unmake, and the en-passant trick.

import { describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { MAILBOX, X88 } from '../../core/layout.js';
import { legalMoves } from '../../core/movegen.js';
import { fileOf, HiarcsBoard, rankOf, squareOf } from './board.js';
import { hiarcsBoard, play, sq } from './test-support/fixture.js';

describe('HIARCS board', () => {
  test('a1 = 11, a8 = 18, h1 = 81, h8 = 88 (seed)', () => {
    expect([sq('a1'), sq('a8'), sq('h1'), sq('h8')]).toEqual([11, 18, 81, 88]);
    expect([fileOf(81), rankOf(81), squareOf(5, 4)]).toEqual([8, 1, 54]);
  });

  test('P1 ... K6, positive for the computer: playing White, White is positive', () => {
    const hb = hiarcsBoard(START_FEN, 1);
    expect([11, 21, 31, 41, 51, 61, 71, 81].map((s) => hb.sq[s])).toEqual([4, 2, 3, 5, 6, 3, 2, 4]);
    expect(hb.sq[sq('e2')]).toBe(1);
    expect(hb.sq[sq('e8')]).toBe(-6);
    expect(hb.sq[sq('d8')]).toBe(-5);
  });

  test('the signs follow the computer: playing Black, Black is positive', () => {
    const hb = hiarcsBoard(START_FEN, -1);
    expect(hb.sq[sq('e8')]).toBe(6);
    expect(hb.sq[sq('g8')]).toBe(2);
    expect(hb.sq[sq('e1')]).toBe(-6);
    expect(hb.sq[sq('e2')]).toBe(-1);
    expect(hb.relRank(1, sq('e7'))).toBe(2);
    expect(hb.relRank(-1, sq('e2'))).toBe(2);
    hb.setComputer(1);
    expect(hb.sq[sq('e8')]).toBe(-6);
  });

  test('make and unmake keep the signed copy equal to the core board', () => {
    const hb = hiarcsBoard('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', -1);
    let seed = 7;
    const made: number[] = [];
    for (let i = 0; i < 60; i++) {
      const moves = legalMoves(hb.core);
      if (moves.length === 0) break;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const m = moves[seed % moves.length]!;
      hb.make(m);
      made.push(m);
      for (let s = 0; s < 100; s++) expect(hb.sq[s]! + hb.core.pieces[s]!).toBe(0);
    }
    for (let i = 0; i < made.length; i++) hb.unmake();
    const fresh = hiarcsBoard('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', -1);
    expect(Array.from(hb.sq)).toEqual(Array.from(fresh.sq));
  });

  test.each([
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3',
    'r3k2r/8/8/2pP4/8/8/8/R3K2R w KQkq c6 0 1',
    '8/8/8/K2pP2r/8/8/8/7k w - d6 0 1',
    '8/8/8/8/3pP3/8/8/k3K3 b - e3 0 1',
    '8/8/3k4/8/2Pp4/8/8/3K4 b - c3 0 1',
  ])('en passant by an inserted pawn gives the core moves: %s', (fen) => {
    const direct = boardFromFen(fen, MAILBOX);
    if (!direct.ok) throw new Error(direct.error.message);
    const hb = hiarcsBoard(fen);
    const out = new Int32Array(256);
    const n = hb.generate(out, 0);
    expect(hb.core.epMethod).toBe('insert-pawn');
    expect(Array.from(out.subarray(0, n)).sort()).toEqual(legalMoves(direct.value).sort());
  });

  // The squares a move touches beyond its from and to: the pawn taken en passant, the castling
  // rook. After each move and after taking it back the signed copy equals the core board.
  test.each([
    ['en passant by White', 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', 'e5f6', 'f5'],
    ['en passant by Black', '8/8/3k4/8/2Pp4/8/8/3K4 b - c3 0 1', 'd4c3', 'c4'],
    ['White castles short', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1g1', 'h1'],
    ['Black castles long', 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', 'e8c8', 'a8'],
  ])('%s: the extra square follows make and unmake', (_name, fen, move, extra) => {
    for (const computer of [1, -1] as const) {
      const hb = hiarcsBoard(fen, computer);
      const before = Array.from(hb.sq);
      expect(hb.sq[sq(extra)]).not.toBe(0);
      play(hb, move);
      expect(hb.sq[sq(extra)]).toBe(0);
      for (let s = 0; s < 100; s++) expect(hb.sq[s]! - hb.core.pieces[s]! * computer).toBe(0);
      hb.unmake();
      expect(Array.from(hb.sq)).toEqual(before);
    }
  });

  test('the HIARCS board needs the mailbox layout', () => {
    const x88 = boardFromFen(START_FEN, X88);
    const mailbox = boardFromFen(START_FEN, MAILBOX);
    if (!x88.ok || !mailbox.ok) throw new Error('bad FEN');
    expect(() => new HiarcsBoard(x88.value)).toThrow('mailbox');
    const hb = new HiarcsBoard(mailbox.value);
    expect(() => hb.attach(x88.value)).toThrow('mailbox');
    const other = boardFromFen('4k3/8/8/8/8/8/8/4K3 b - - 0 1', MAILBOX);
    if (!other.ok) throw new Error('bad FEN');
    hb.attach(other.value);
    expect(hb.core.epMethod).toBe('insert-pawn');
    expect(hb.sq[sq('e2')]).toBe(0);
    expect(hb.sq[sq('e8')]).toBe(-6);
  });
});
