// The check-evasion subroutine: in hand-built positions it finds exactly the legal moves (every
// evasion, nothing else), in the seed's order, and spots mate.

import { describe, expect, test } from 'vitest';
import { FLAG_EP } from '../../core/move.js';
import { legalMoves } from '../../core/movegen.js';
import { makeUci } from '../../core/uci-move.js';
import { EvasionScratch, findCheckers, generateEvasions, isMated } from './evasion.js';
import { hiarcsBoard, sq } from './test-support/fixture.js';

const x = new EvasionScratch();
const out = new Int32Array(256);

function evasions(fen: string, computer?: 1 | -1): string[] {
  const hb = hiarcsBoard(fen, computer);
  const n = generateEvasions(hb, out, 0, x);
  return Array.from(out.subarray(0, n)).map((m) => makeUci(hb.core, m));
}

describe('check evasions', () => {
  test.each([
    ['rook check: capture, king moves, interpose', '4k3/8/8/8/8/8/1r6/R3K2r w - - 0 1'],
    ['knight check: no interposition', '4k3/8/8/8/8/3n4/8/R3K2R w KQ - 0 1'],
    ['double check: king moves only', '4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1'],
    ['pawn check answered en passant', '8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1'],
    ['bishop check with a pinned interposer', '4k3/8/8/b7/8/8/3P4/r3K2R w K - 0 1'],
    ['queen check, playing Black', 'r3k2r/8/8/8/8/8/8/4Q1K1 b kq - 0 1'],
    ['contact queen check', '6k1/5Q2/8/8/8/8/8/K5R1 b - - 0 1'],
  ])('%s: exactly the legal moves', (_name, fen) => {
    const hb = hiarcsBoard(fen);
    expect(hb.inCheck()).toBe(true);
    const legal = legalMoves(hb.core).map((m) => makeUci(hb.core, m));
    expect(evasions(fen).sort()).toEqual(legal.sort());
  });

  test('the seed order: capture the checker, move the king, interpose', () => {
    // The rook on h1 checks along the first rank: the knight on g3 takes it, the king steps,
    // then the bishop or the knight interposes on f1.
    const list = evasions('4k3/8/8/8/8/6N1/4B3/4K2r w - - 0 1');
    expect(list[0]).toBe('g3h1');
    expect(list.slice(-2).sort()).toEqual(['e2f1', 'g3f1']);
    expect(list.slice(1, -2).every((m) => m.startsWith('e1'))).toBe(true);
  });

  test('double check: two checkers found', () => {
    const hb = hiarcsBoard('4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1');
    expect(findCheckers(hb, new Int32Array(16))).toBe(2);
  });

  test.each([
    ['back-rank mate', '6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1', false],
    ['back-rank mate after Ra8', 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', true],
    ['smothered mate', '6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1', true],
    ['interposition saves', 'R5k1/5ppp/8/1b6/8/8/8/6K1 b - - 0 1', false],
    ["fool's mate", 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', true],
  ])('%s: mate %s', (_name, fen, mate) => {
    const hb = hiarcsBoard(fen);
    expect(isMated(hb, out, x)).toBe(mate);
    expect(legalMoves(hb.core).length === 0 && hb.inCheck()).toBe(mate);
  });
});

// Who gives check, by the geometry of each man: the checkers' squares (HIARCS numbering, a1 = 11),
// with the computer on either side (the pawns' direction follows their colour, not the sign).
describe('findCheckers: the checking men', () => {
  const checkers = (fen: string, computer: 1 | -1): number[] => {
    const out = new Int32Array(16);
    const n = findCheckers(hiarcsBoard(fen, computer), out);
    return Array.from(out.subarray(0, n)).sort((a, b) => a - b);
  };
  test.each([
    ['black pawn d2 on Ke1', '4k3/8/8/8/8/8/3p4/4K3 w - - 0 1', [sq('d2')]],
    ['black pawn f2 on Ke1', '4k3/8/8/8/8/8/5p2/4K3 w - - 0 1', [sq('f2')]],
    ['black pawn e2 (in front) does not check', '4k3/8/8/8/8/8/4p3/4K3 w - - 0 1', []],
    ['black pawn d2 behind Ke3 does not check', '4k3/8/8/8/8/4K3/3p4/8 w - - 0 1', []],
    ['white pawn d2 behind Ke3 does not check', '4k3/8/8/8/8/4K3/3P4/8 w - - 0 1', []],
    ['white pawn d7 on Ke8', '4k3/3P4/8/8/8/8/8/4K3 b - - 0 1', [sq('d7')]],
    ['white pawn f7 on Ke8', '4k3/5P2/8/8/8/8/8/4K3 b - - 0 1', [sq('f7')]],
    ['knight f3 on Ke1', '4k3/8/8/8/8/5n2/8/4K3 w - - 0 1', [sq('f3')]],
    ['knight c2 on Ke1', '4k3/8/8/8/8/8/2n5/4K3 w - - 0 1', [sq('c2')]],
    ['knight c7 on Ke8', '4k3/2N5/8/8/8/8/8/4K3 b - - 0 1', [sq('c7')]],
    ['knight g7 on Ke8', '4k3/6N1/8/8/8/8/8/4K3 b - - 0 1', [sq('g7')]],
    ['bishop a5 on Ke1', '4k3/8/8/b7/8/8/8/4K3 w - - 0 1', [sq('a5')]],
    ['bishop a5 behind a pawn on d2', '4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1', []],
    ['bishop on the e-file does not check', '4k3/8/8/8/4b3/8/8/4K3 w - - 0 1', []],
    ['rook a1 on Ke1', '4k3/8/8/8/8/8/8/r3K3 w - - 0 1', [sq('a1')]],
    ['rook on a diagonal does not check', '4k3/8/8/r7/8/8/8/4K3 w - - 0 1', []],
    ['queen h4 (diagonal) on Ke1', '4k3/8/8/8/7q/8/8/4K3 w - - 0 1', [sq('h4')]],
    ['queen e5 (file) on Ke1', '4k3/8/8/4q3/8/8/8/4K3 w - - 0 1', [sq('e5')]],
    ['own rook on the line is no checker', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', []],
    ['rook e8 and knight d3: double check', '4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1', [sq('d3'), sq('e8')]],
  ])('%s', (_name, fen, expected) => {
    expect(checkers(fen, 1)).toEqual(expected);
    expect(checkers(fen, -1)).toEqual(expected);
  });
});

// The seed's order, move for move: the legal captures of the single checker (en passant too),
// then the king's moves, then the interpositions; each group in generation order, nothing twice.
describe('generateEvasions: exactly the legal moves, in the seed order', () => {
  function seedOrder(fen: string, computer?: 1 | -1): string[] {
    const hb = hiarcsBoard(fen, computer);
    const king = hb.king(hb.toMove());
    const found = new Int32Array(16);
    const single = findCheckers(hb, found) === 1 ? found[0]! : -1;
    const legal = legalMoves(hb.core);
    const from = (m: number): number => m & 0xff;
    const victim = (m: number): number => {
      const to = (m >> 8) & 0xff;
      return m & FLAG_EP ? to - (to % 10) + (from(m) % 10) : to;
    };
    const takes = legal.filter((m) => from(m) !== king && victim(m) === single);
    const kings = legal.filter((m) => from(m) === king);
    const rest = legal.filter((m) => from(m) !== king && victim(m) !== single);
    return [...takes, ...kings, ...rest].map((m) => makeUci(hb.core, m));
  }
  test.each([
    ['rook check: Nxh1, the king, Bf1 and Nf1', '4k3/8/8/8/8/6N1/4B3/4K2r w - - 0 1', 1, 2],
    [
      'bishop check: Nxb4, the king, c3, Nbc3, Nd2, Bd2, Ndc3',
      '4k3/8/8/3N4/1b6/8/2P5/1NB1K3 w - - 0 1',
      1,
      5,
    ],
    ['queen check: Rxa5, the king, b4, c3, Nc3, Nd2, Bd2', '4k3/8/8/q7/8/8/1PP5/RNB1K3 w - - 0 1', 1, 5],
    [
      'queen check on the file, Black to move: Bxe2, the king, Qe7, Qe6',
      'r3k3/3q4/8/7b/8/8/4Q3/4K3 b - - 0 1',
      1,
      2,
    ],
    ['pawn check taken en passant', '8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1', 1, 0],
    ['double check: the king alone', '4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1', 0, 0],
  ])('%s', (_name, fen, captures, interpositions) => {
    for (const computer of [1, -1] as const) {
      const expected = seedOrder(fen, computer);
      expect(evasions(fen, computer)).toEqual(expected);
      const hb = hiarcsBoard(fen, computer);
      const k = hb.king(hb.toMove());
      const kingSquare = 'abcdefgh'[((k / 10) | 0) - 1]! + String(k % 10);
      const kingMoves = expected.filter((m) => m.startsWith(kingSquare));
      expect(expected.length - kingMoves.length).toBe(captures + interpositions);
    }
  });
});

// The scratch space is reused from call to call: moves generated for an earlier, bigger position
// must not leak into the next one. Each pair has the same king on e1 in check from Rh1; the
// second position has one move fewer (its e2 pawn, blocked by a knight, takes the king's e2), so
// the first position's next move (a king move, Nxh1, Ng1) lies just past the second's list.
describe('generateEvasions: a reused scratch leaks nothing', () => {
  test.each([
    ['a king move', '4k3/8/8/8/8/8/8/4K2r w - - 0 1', '4k3/8/8/8/8/4n3/4P3/4K2r w - - 0 1'],
    ['a capture of the checker', '4k3/8/8/8/8/6N1/8/4K2r w - - 0 1', '4k3/8/8/8/8/4n1N1/4P3/4K2r w - - 0 1'],
    ['an interposition', '4k3/8/8/8/8/7N/8/4K2r w - - 0 1', '4k3/8/8/8/8/4n2N/4P3/4K2r w - - 0 1'],
  ])('%s', (_name, bigger, fen) => {
    const shared = new EvasionScratch();
    const big = hiarcsBoard(bigger);
    generateEvasions(big, out, 0, shared);
    const hb = hiarcsBoard(fen);
    const n = generateEvasions(hb, out, 0, shared);
    const found = Array.from(out.subarray(0, n)).map((m) => makeUci(hb.core, m));
    const legal = legalMoves(hb.core).map((m) => makeUci(hb.core, m));
    expect(found.sort()).toEqual(legal.sort());
  });
});
