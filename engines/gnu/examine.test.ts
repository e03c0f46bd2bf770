// The once-per-move examination: stage, weights, developed flags, weak squares, square tables
// and the castled / moved flags, against ../shared/reference/gnu-1987.md.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { parseUci } from '../../core/uci-move.js';
import { parseSquareName } from '../../core/types.js';
import * as ex from './examine.js';
import { board } from './test-support/eval-fixture.js';

function examined(fen: string): ex.Examination {
  const e = new ex.Examination();
  ex.examine(board(fen), e);
  return e;
}

function play(fen: string, moves: string[]) {
  const b = board(fen);
  for (const text of moves) {
    const m = parseUci(b, text);
    if (!m.ok) throw new Error(`${text}: bad move`);
    b.make(m.value);
  }
  return b;
}

/** The component table value for White (ci 0) or Black (ci 1) on a named square. */
function comp(e: ex.Examination, component: number, ci: number, square: string): number {
  const s = parseSquareName(square)!;
  return e.comp[(component * 2 + ci) * e.size + e.layout!.squares[s]!]!;
}

describe('stage [ref: 0 above 5700, 10 below 1300, else (5700 - emtl) / 440]', () => {
  test.each([
    [6680, 0],
    [5701, 0],
    [5700, 0],
    [5261, 0],
    [5260, 1],
    [4040, 3],
    [3000, 6],
    [1740, 9],
    [1300, 10],
    [1299, 10],
    [0, 10],
  ])('non-pawn material %i gives stage %i', (mtl, stage) => {
    expect(ex.stageOf(mtl)).toBe(stage);
  });

  test.each([
    ['start position (6680)', START_FEN, 0],
    ['a queen and a rook gone (5180)', '1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w - - 0 1', 1],
    ['queen and two rooks each (4040)', 'r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R w - - 0 1', 3],
    ['queen and rook each (3000)', 'r2qk3/8/8/8/8/8/8/R2QK3 w - - 0 1', 6],
    ['one rook (520)', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 10],
  ])('%s: stage %i', (_name, fen, stage) => {
    expect(examined(fen).stage).toBe(stage);
  });
});

describe('weights from the stage [ref "Weights"], C division (toward zero)', () => {
  const fens: Record<number, string> = {
    0: START_FEN,
    1: '1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w - - 0 1',
    6: 'r2qk3/8/8/8/8/8/8/R2QK3 w - - 0 1',
    10: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
  };
  test.each([
    // stage, PADVNCM, PAWNSHIELD, KNIGHTPOST, KNIGHTSTRONG, BISHOPSTRONG, KHOPN, KHOPNX, KCASTLD, KMOVD, KSFTY
    [0, 5, 10, 0, 3, 3, -15, -7, 10, -40, 8],
    [1, 5, 9, 1, 3, 3, -13, -6, 5, -20, 7],
    [6, 8, 4, 2, 6, 6, -6, -3, 1, -5, 2],
    [10, 10, 0, 4, 8, 8, 0, 0, 0, -3, 0],
  ])('stage %i', (stage, padvncm, shield, post, nstrong, bstrong, khopn, khopnx, kcastld, kmovd, ksfty) => {
    const e = examined(fens[stage]!);
    expect(e.stage).toBe(stage);
    expect([e.padvncm, e.pawnShield, e.knightPost, e.knightStrong, e.bishopStrong]).toEqual([
      padvncm,
      shield,
      post,
      nstrong,
      bstrong,
    ]);
    expect([e.khopn, e.khopnx, e.kcastld, e.kmovd, e.ksfty]).toEqual([khopn, khopnx, kcastld, kmovd, ksfty]);
  });
});

describe('developed flags: knights and bishops off b1 c1 f1 g1 (b8 c8 f8 g8)', () => {
  test.each([
    [START_FEN, [0, 0]],
    ['r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R w - - 0 1', [1, 1]],
    ['r2qk2r/pppppppp/2n5/8/8/5N2/PPPPPPPP/RN1QK2R w - - 0 1', [0, 1]],
    ['r2qkb1r/pppppppp/2n5/8/8/5N2/PPPPPPPP/R2QK2R w - - 0 1', [1, 0]],
  ])('%s', (fen, flags) => {
    expect([...examined(fen).developed]).toEqual(flags);
  });
});

test('weak squares: those the side own pawns can never attack', () => {
  // White pawns d2 and f4; Black pawn c7.
  const e = examined('4k3/2p5/8/8/5P2/8/3P4/4K3 w - - 0 1');
  const weak = (ci: number, sq: string) => e.weak[ci * 64 + parseSquareName(sq)!]!;
  expect(weak(0, 'e5')).toBe(0); // f4 can reach f4 -> attacks e5; d2 -> d4 attacks e5
  expect(weak(0, 'e3')).toBe(0); // d2 attacks e3
  expect(weak(0, 'e2')).toBe(1); // nothing below rank 2 on d or f
  expect(weak(0, 'g4')).toBe(1); // f4 attacks g5 and up, never g4
  expect(weak(0, 'g5')).toBe(0);
  expect(weak(0, 'a5')).toBe(1); // no white pawn on the b-file
  expect(weak(1, 'd6')).toBe(0); // c7 attacks d6
  expect(weak(1, 'd2')).toBe(0); // c7 can get to c3
  expect(weak(1, 'd7')).toBe(1); // c7 never attacks its own rank
  expect(weak(1, 'e4')).toBe(1); // no black pawn on d or f
});

describe('square tables', () => {
  test('knights: centre + (5 - distance to each king) x2 + KNIGHTPOST + KNIGHTSTRONG + home -5', () => {
    // Stage 10 (one knight): KNIGHTPOST 4, KNIGHTSTRONG 8. Kings e1 and e8; black pawn c6.
    const e = examined('4k3/8/2p5/8/8/8/8/1N2K3 w - - 0 1');
    expect(comp(e, ex.C_KNIGHT_CENTRE, 0, 'd4')).toBe(32);
    expect(comp(e, ex.C_KNIGHT_CENTRE, 0, 'a1')).toBe(0);
    expect(comp(e, ex.C_KNIGHT_CENTRE, 0, 'c3')).toBe(24);
    // d4: distance 3 to e1, 4 to e8 -> (2 + 1) * 2; a1: 4 and 7 -> (1 - 2) * 2.
    expect(comp(e, ex.C_KNIGHT_KINGS, 0, 'd4')).toBe(6);
    expect(comp(e, ex.C_KNIGHT_KINGS, 0, 'a1')).toBe(-2);
    // d4 is within two squares of the black pawn c6 only (e8 is 4 away): one KNIGHTPOST.
    expect(comp(e, ex.C_KNIGHT_POST, 0, 'd4')).toBe(4);
    // d7: pawn c6 and king e8 both within two.
    expect(comp(e, ex.C_KNIGHT_POST, 0, 'd7')).toBe(8);
    // d4 can be attacked by c6 -> c5; e4 never (no black pawn on d or f).
    expect(comp(e, ex.C_KNIGHT_STRONG, 0, 'd4')).toBe(0);
    expect(comp(e, ex.C_KNIGHT_STRONG, 0, 'e4')).toBe(8);
    expect(comp(e, ex.C_KNIGHT_HOME, 0, 'b1')).toBe(-5);
    expect(comp(e, ex.C_KNIGHT_HOME, 0, 'g1')).toBe(-5);
    expect(comp(e, ex.C_KNIGHT_HOME, 1, 'g8')).toBe(-5);
    expect(comp(e, ex.C_KNIGHT_HOME, 0, 'g8')).toBe(0);
  });

  test('bishops: table + stage + BISHOPSTRONG on enemy-weak squares', () => {
    const e = examined('4k3/8/2p5/8/8/8/8/2B1K3 w - - 0 1'); // stage 10
    expect(comp(e, ex.C_BISHOP_SQUARE, 0, 'b2')).toBe(22);
    expect(comp(e, ex.C_BISHOP_SQUARE, 0, 'd4')).toBe(22);
    expect(comp(e, ex.C_BISHOP_SQUARE, 0, 'h4')).toBe(14);
    expect(comp(e, ex.C_BISHOP_STAGE, 0, 'd4')).toBe(10);
    expect(comp(e, ex.C_BISHOP_STRONG, 0, 'e4')).toBe(8);
    expect(comp(e, ex.C_BISHOP_STRONG, 0, 'b4')).toBe(0); // c6 -> c5 attacks b4
  });

  test('pawns: PADVNCM x advance / 10, PAWNSHIELD on a-c and f-h within two of the own king', () => {
    const e0 = examined(START_FEN); // PADVNCM 5, PAWNSHIELD 10; kings e1 / e8
    expect(comp(e0, ex.C_PAWN_ADVANCE, 0, 'd4')).toBe(16); // 32 * 5 / 10
    expect(comp(e0, ex.C_PAWN_ADVANCE, 0, 'b2')).toBe(1); // 2 * 5 / 10
    expect(comp(e0, ex.C_PAWN_ADVANCE, 1, 'd5')).toBe(16); // Black reads the mirror
    expect(comp(e0, ex.C_PAWN_SHIELD, 0, 'f2')).toBe(10);
    expect(comp(e0, ex.C_PAWN_SHIELD, 0, 'c3')).toBe(10); // distance 2 from e1
    expect(comp(e0, ex.C_PAWN_SHIELD, 0, 'e2')).toBe(0); // centre files never
    expect(comp(e0, ex.C_PAWN_SHIELD, 0, 'b2')).toBe(0); // distance 3
    expect(comp(e0, ex.C_PAWN_SHIELD, 1, 'f7')).toBe(10);
    const e10 = examined('4k3/p7/8/8/8/8/8/4K3 w - - 0 1'); // PADVNCM 10, PAWNSHIELD 0
    expect(comp(e10, ex.C_PAWN_ADVANCE, 0, 'd4')).toBe(32);
    expect(comp(e10, ex.C_PAWN_ADVANCE, 0, 'a6')).toBe(16);
    expect(comp(e10, ex.C_PAWN_SHIELD, 0, 'f2')).toBe(0);
  });

  test('kings: opening and ending blended by stage, less the pawn-proximity term', () => {
    expect(comp(examined(START_FEN), ex.C_KING_SQUARE, 0, 'e1')).toBe(-8);
    expect(comp(examined(START_FEN), ex.C_KING_SQUARE, 0, 'd4')).toBe(-24);
    // Stage 6: (opening * 4 + ending * 6) / 10: d4 (-24 * 4 + 36 * 6) / 10 = 12; e1 (-32 + 108) / 10 = 7.
    const e6 = examined('r2qk3/8/8/8/8/8/8/R2QK3 w - - 0 1');
    expect(comp(e6, ex.C_KING_SQUARE, 0, 'd4')).toBe(12);
    expect(comp(e6, ex.C_KING_SQUARE, 0, 'e1')).toBe(7);
    expect(comp(e6, ex.C_KING_PAWNS, 0, 'e1')).toBe(0); // no pawns: no term
    // Stage 10, one white pawn e2 (rank weight 1, passed x4), target e4: Pd = 4 * distance;
    // term = Pd * 100 / (2 * 100). From e1 (distance 3): 6; from e8 (4): 8; from e4: 0.
    const e10 = examined('n3k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
    expect(comp(e10, ex.C_KING_SQUARE, 0, 'e4')).toBe(36);
    expect(comp(e10, ex.C_KING_PAWNS, 0, 'e1')).toBe(-6);
    expect(comp(e10, ex.C_KING_PAWNS, 1, 'e8')).toBe(-8);
    expect(comp(e10, ex.C_KING_PAWNS, 0, 'e4')).toBe(0);
  });

  test('Kfield: KATAK on the squares next to the enemy king only', () => {
    const e = examined(START_FEN);
    const at = (ci: number, sq: string) => e.kfield[ci * e.size + e.layout!.squares[parseSquareName(sq)!]!];
    expect(at(0, 'd7')).toBe(5);
    expect(at(0, 'f8')).toBe(5);
    expect(at(0, 'e8')).toBe(0);
    expect(at(0, 'e6')).toBe(0);
    expect(at(1, 'e2')).toBe(5);
  });
});

describe('castled / moved without castling', () => {
  test.each([
    ['start position', START_FEN, [0, 0], [0, 0]],
    [
      'both castled (FEN: back rank, g-file)',
      'rnbq1rk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w - - 0 1',
      [1, 1],
      [0, 0],
    ],
    ['queen side, c-file', '2kr1bnr/pppppppp/8/8/8/8/PPPPPPPP/2KR1BNR w - - 0 1', [1, 1], [0, 0]],
    ['both kings walked', 'rnbq1bnr/ppppkppp/8/8/8/8/PPPPKPPP/RNBQ1BNR w - - 0 1', [0, 0], [1, 1]],
    [
      'king on f1: moved, not castled',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w kq - 0 1',
      [0, 0],
      [1, 0],
    ],
  ])('%s', (_name, fen, castled, moved) => {
    const e = examined(fen);
    expect([...e.castled]).toEqual(castled);
    expect([...e.moved]).toEqual(moved);
  });

  test('read from the game history: castling, and a king walk before castling', () => {
    const e = new ex.Examination();
    const castledGame = play(START_FEN, [
      'g1f3',
      'g8f6',
      'g2g3',
      'g7g6',
      'f1g2',
      'f8g7',
      'e1g1',
      'e8f8',
      'g1h1',
    ]);
    ex.examine(castledGame, e);
    expect([...e.castled]).toEqual([1, 0]);
    expect([...e.moved]).toEqual([0, 1]);
    const walked = play(START_FEN, ['e2e4', 'e7e5', 'e1e2', 'e8e7', 'e2e1']);
    ex.examine(walked, e);
    expect([...e.castled]).toEqual([0, 0]);
    expect([...e.moved]).toEqual([1, 1]); // back on e1, but it moved
  });
});
