// The position evaluation: the seed's formulas with its own numbers, and the sign convention.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import {
  bishopMobility,
  FILE_BONUS,
  HIARCS_TERMS,
  knightCentre,
  pawnAdvance,
  Positional,
  T_BISHOP_BACK,
  T_BISHOP_MOBILITY,
  T_KING_CASTLED,
  T_KING_PLACE,
  T_KNIGHT_CENTRE,
  T_KNIGHT_DEVELOP,
  T_KNIGHT_FORK,
  T_KNIGHT_KING,
  T_MATERIAL,
  T_PAWN_ADVANCE,
  T_QUEEN_ATTACK,
  T_QUEEN_KING,
  T_QUEEN_MOBILITY,
  T_ROOK_ATTACK,
  T_ROOK_FILE,
  T_ROOK_KING,
  T_ROOK_MOBILITY,
  T_ROOK_SEVENTH,
  TERM_COUNT,
} from './positional.js';
import { hiarcsBoard, play } from './test-support/fixture.js';

const ev = new Positional();

/** Term `t` for the computer (0) or player (1) in `fen`. */
function term(fen: string, t: number, who = 0, computer?: 1 | -1): number {
  ev.evaluate(hiarcsBoard(fen, computer));
  return ev.acc[t * 2 + who]!;
}

describe('positional evaluation', () => {
  test('pawn file bonus {1, 0, 4, 6, 7, 3, 0, 0} (seed)', () => {
    expect(Array.from(FILE_BONUS)).toEqual([1, 0, 4, 6, 7, 3, 0, 0]);
    expect(pawnAdvance(5, 4)).toBe(14); // e4: (4 - 2) * 7
    expect(pawnAdvance(4, 2)).toBe(0);
    expect(pawnAdvance(1, 7)).toBe(5);
    expect(pawnAdvance(7, 6)).toBe(0);
  });

  test('e2-e4 gains 14 advance points, for White and for Black alike', () => {
    const hb = hiarcsBoard(START_FEN);
    ev.evaluate(hb);
    const before = ev.acc[T_PAWN_ADVANCE * 2]!;
    play(hb, 'e2e4');
    ev.evaluate(hb);
    expect(ev.acc[T_PAWN_ADVANCE * 2]! - before).toBe(14);
    play(hb, 'd7d5');
    ev.evaluate(hb);
    expect(ev.acc[T_PAWN_ADVANCE * 2 + 1]).toBe(12);
  });

  test('knight centre (8 - |4.5 - rank| * 2 - |4.5 - file|) * 2: Ng1-f3 gains exactly 10 (seed)', () => {
    expect(knightCentre(7, 1)).toBe(-3);
    expect(knightCentre(6, 3)).toBe(7);
    expect(knightCentre(4, 4)).toBe(13);
    const hb = hiarcsBoard(START_FEN);
    ev.evaluate(hb);
    const before = ev.acc[T_KNIGHT_CENTRE * 2]!;
    play(hb, 'g1f3');
    ev.evaluate(hb);
    expect(ev.acc[T_KNIGHT_CENTRE * 2]! - before).toBe(10);
  });

  test('knight enemy-king closeness 5 - (rank distance + file distance), never below 0', () => {
    expect(term('4k3/8/2N5/8/8/8/8/4K3 w - - 0 1', T_KNIGHT_KING)).toBe(1);
    expect(term('4k3/8/8/8/8/8/8/N3K3 w - - 0 1', T_KNIGHT_KING)).toBe(0);
  });

  test('bishop mobility = moves * 2 - 7 (seed)', () => {
    expect(bishopMobility(0)).toBe(-7);
    expect(bishopMobility(13)).toBe(19);
    expect(term(START_FEN, T_BISHOP_MOBILITY)).toBe(-14);
    expect(term('4k3/8/8/8/3B4/8/8/4K3 w - - 0 1', T_BISHOP_MOBILITY)).toBe(19);
  });

  test('rooks: open file, semi-open file, the rank before the enemy king', () => {
    expect(term('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', T_ROOK_FILE)).toBe(10);
    expect(term('4k3/p7/8/8/8/8/8/R3K3 w - - 0 1', T_ROOK_FILE)).toBe(5);
    expect(term('4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1', T_ROOK_FILE)).toBe(0);
    expect(term('4k3/R7/8/8/8/8/8/4K3 w - - 0 1', T_ROOK_SEVENTH)).toBe(20);
    expect(term('8/R7/4k3/8/8/8/8/4K3 w - - 0 1', T_ROOK_SEVENTH)).toBe(0);
  });

  // Open and semi-open files (seed), for the computer's rook and the player's: a file is open
  // with no pawn on it, semi-open for the rook whose own pawns have left it while the enemy's
  // are still there (the file the rook can attack along), and neither with a pawn of its own.
  test.each([
    ['the computer: no pawn, open', '6k1/8/8/8/8/8/8/2R3K1 w - - 0 1', 0, 10],
    ['the computer: its own pawn only, closed', '6k1/8/8/8/8/8/2P5/2R3K1 w - - 0 1', 0, 0],
    ["the computer: the player's pawn only, semi-open", '6k1/2p5/8/8/8/8/8/2R3K1 w - - 0 1', 0, 5],
    ['the computer: both pawns, closed', '6k1/2p5/8/8/8/8/2P5/2R3K1 w - - 0 1', 0, 0],
    ['the player: no pawn, open', '2r3k1/8/8/8/8/8/8/6K1 w - - 0 1', 1, 10],
    ['the player: its own pawn only, closed', '2r3k1/2p5/8/8/8/8/8/6K1 w - - 0 1', 1, 0],
    ["the player: the computer's pawn only, semi-open", '2r3k1/8/8/8/8/8/2P5/6K1 w - - 0 1', 1, 5],
    ['the player: both pawns, closed', '2r3k1/2p5/8/8/8/8/2P5/6K1 w - - 0 1', 1, 0],
  ])('rook file, %s', (_name, fen, who, value) => {
    expect(term(fen, T_ROOK_FILE, who)).toBe(value);
    expect(term(fen, T_ROOK_FILE, 1 - who)).toBe(0);
  });

  // Castling (seed) as the king's square shows it: on its own back rank, on a file a castled king
  // stands on or steps to (c1 and g1 after castling, b1, a1 and h1 a step further; the same for
  // the player on the 8th rank), while the enemy has more than 1300 in pieces (here a queen and a
  // rook, 1400). Every file, for the computer and for the player; pawns shield the kings from
  // the enemy pieces.
  /** A FEN rank of eight squares with `piece` on `file`. */
  const rankWith = (file: string, piece: string): string => {
    const i = 'abcdefgh'.indexOf(file);
    return `${i > 0 ? i : ''}${piece}${i < 7 ? 7 - i : ''}`;
  };
  test.each([
    ['king on a1: the computer', 0, 'a', 30],
    ['king on b1: the computer', 0, 'b', 30],
    ['king on c1: the computer', 0, 'c', 30],
    ['king on d1: the computer', 0, 'd', 0],
    ['king on e1: the computer', 0, 'e', 0],
    ['king on f1: the computer', 0, 'f', 0],
    ['king on g1: the computer', 0, 'g', 30],
    ['king on h1: the computer', 0, 'h', 30],
    ['king on a8: the player', 1, 'a', 30],
    ['king on b8: the player', 1, 'b', 30],
    ['king on c8: the player', 1, 'c', 30],
    ['king on d8: the player', 1, 'd', 0],
    ['king on e8: the player', 1, 'e', 0],
    ['king on f8: the player', 1, 'f', 0],
    ['king on g8: the player', 1, 'g', 30],
    ['king on h8: the player', 1, 'h', 30],
  ])('castled by file, %s', (_name, who, file, value) => {
    const fen =
      who === 0
        ? `r2qk3/pppppppp/8/8/8/8/8/${rankWith(file, 'K')} w - - 0 1`
        : `${rankWith(file, 'k')}/8/8/8/8/8/PPPPPPPP/R2QK3 w - - 0 1`;
    expect(term(fen, T_KING_CASTLED, who)).toBe(value);
  });

  test('the terms, their names and groups, in trace order', () => {
    expect(HIARCS_TERMS).toEqual([
      ['material', 'material'],
      ['pawn: advance', 'pawns'],
      ['knight: centre', 'pieces'],
      ['knight: enemy king', 'pieces'],
      ['knight: development', 'pieces'],
      ['knight: fork', 'pieces'],
      ['bishop: back rank', 'pieces'],
      ['bishop: mobility', 'mobility'],
      ['rook: mobility', 'mobility'],
      ['rook: enemy king', 'pieces'],
      ['rook: open file', 'pieces'],
      ["rook: enemy king's rank - 1", 'pieces'],
      ['rook: attacks', 'pieces'],
      ['queen: mobility', 'mobility'],
      ['queen: enemy king', 'pieces'],
      ['queen: attacks', 'pieces'],
      ['king: castled', 'king safety'],
      ['king: edge, centre or pawns', 'king safety'],
      ['swap-off', 'other'],
    ]);
    expect([T_MATERIAL, T_KING_PLACE, TERM_COUNT]).toEqual([0, 17, 19]);
  });

  test('the start position is level, and the same from either side', () => {
    const a = new Positional().evaluate(hiarcsBoard(START_FEN, 1));
    const b = new Positional().evaluate(hiarcsBoard(START_FEN, -1));
    expect(a).toBe(0);
    expect(b).toBe(0);
  });

  test('playing Black, the computer is Black: its terms are Black pieces', () => {
    const fen = '4k3/8/3n4/8/8/8/8/4K3 b - - 0 1';
    expect(term(fen, T_KNIGHT_CENTRE, 0, -1)).toBe(knightCentre(4, 3));
    expect(term(fen, T_KNIGHT_CENTRE, 1, -1)).toBe(0);
    const asBlack = new Positional().evaluate(hiarcsBoard(fen, -1));
    const asWhite = new Positional().evaluate(hiarcsBoard(fen, 1));
    expect(asBlack).toBe(-asWhite);
    expect(asBlack).toBeGreaterThan(300);
  });

  // The terms the seed names without a number (the numbers are choices, docs/engines/hiarcs.md):
  // each one present where the seed says and absent where it does not.
  test.each([
    ['knight development: off the back rank', '4k3/8/8/8/8/5N2/8/4K3 w - - 0 1', T_KNIGHT_DEVELOP, 10],
    ['knight development: on the back rank', '4k3/8/8/8/8/8/8/4K1N1 w - - 0 1', T_KNIGHT_DEVELOP, 0],
    ['knight fork: rook and queen', 'r3q2k/2N5/8/8/8/8/8/4K3 w - - 0 1', T_KNIGHT_FORK, 25],
    ['knight fork: one target', '4q2k/2N5/8/8/8/8/8/4K3 w - - 0 1', T_KNIGHT_FORK, 0],
    ['bishop back rank: both bishops at home', START_FEN, T_BISHOP_BACK, -20],
    ['bishop back rank: developed', '4k3/8/8/8/8/3B4/8/4K3 w - - 0 1', T_BISHOP_BACK, 0],
    ['queen attack: a knight on its file', '4k3/8/8/3n4/8/8/3Q4/4K3 w - - 0 1', T_QUEEN_ATTACK, 5],
    ['queen attack: pawns and the king do not count', '4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1', T_QUEEN_ATTACK, 0],
    ['castled: king on g1, enemy pieces above 1300', '3qk2r/8/8/8/8/8/8/6K1 w - - 0 1', T_KING_CASTLED, 30],
    ['castled: king on e1', '3qk2r/8/8/8/8/8/8/4K3 w - - 0 1', T_KING_CASTLED, 0],
    [
      'castled: no bonus in the endgame (enemy pieces 1300 or less)',
      '4k2r/8/8/8/8/8/8/6K1 w - - 0 1',
      T_KING_CASTLED,
      0,
    ],
  ])('%s', (_name, fen, t, value) => {
    expect(term(fen, t)).toBe(value);
  });
});

// Whole positions worked out by hand, every term for both sides: [computer, player] per term (the
// terms not listed are 0 for both), and the total, computer minus player. The player's share of a
// term must land in its own slot, and a piece on h8 must count like any other.
describe('positional evaluation: every term for both sides, by hand', () => {
  /** The [computer, player] pairs of every term after evaluating `fen` (computer = side to move), and the total. */
  function pairs(fen: string): { terms: [number, number][]; total: number } {
    const p = new Positional();
    const total = p.evaluate(hiarcsBoard(fen));
    const terms: [number, number][] = [];
    for (let t = 0; t < TERM_COUNT; t++) terms.push([p.acc[t * 2]!, p.acc[t * 2 + 1]!]);
    return { terms, total };
  }
  function expected(set: Record<number, [number, number]>): [number, number][] {
    return HIARCS_TERMS.map((_, t) => set[t] ?? [0, 0]);
  }

  test('rooks, a knight, a pawn, kings in the centre phase: 8/3k4/1r6/p7/8/1N6/8/R5K1 w', () => {
    // White Ra1 Nb3 Kg1 (pieces 835); Black Kd7 Rb6 pa5 (pieces 500): both kings head for the
    // centre (enemy pieces 1300 or less), neither is castled.
    // Ra1: up a2-a4 and takes a5 (4, +4 a pawn), right b1-f1 (5): 9; to Kd7 files 3, ranks 6:
    //   7 - 3 = 4; a-file has a black pawn only: semi-open 5.
    // Nb3: centre (8 - 1.5 * 2 - 2.5) * 2 = 5; to Kd7 2 + 4 = 6 steps: 0; developed 10; it
    //   attacks one man (a5, unguarded): no fork.
    // Kg1: centre distance 3.5 + 2.5 = 6, 4 * (4 - 6) = -8.
    // Rb6: up b7-b8 (2), down b5, b4 and takes b3 (3, +8 a piece), right c6-h6 (6), left a6 (1):
    //   12; to Kg1 files 5, ranks 5: 7 - 5 = 2; b-file empty: open 10.
    // pa5: Black's 4th rank, (4 - 2) * 1 = 2. Kd7: distance 2.5 + 0.5 = 3, 4 * (4 - 3) = 4.
    const { terms, total } = pairs('8/3k4/1r6/p7/8/1N6/8/R5K1 w - - 0 1');
    expect(terms).toEqual(
      expected({
        [T_MATERIAL]: [835, 600],
        [T_PAWN_ADVANCE]: [0, 2],
        [T_KNIGHT_CENTRE]: [5, 0],
        [T_KNIGHT_DEVELOP]: [10, 0],
        [T_ROOK_MOBILITY]: [9, 12],
        [T_ROOK_KING]: [4, 2],
        [T_ROOK_FILE]: [5, 10],
        [T_ROOK_ATTACK]: [4, 8],
        [T_KING_PLACE]: [-8, 4],
      }),
    );
    expect(total).toBe(835 + 5 + 10 + 9 + 4 + 5 + 4 - 8 - (600 + 2 + 12 + 2 + 10 + 8 + 4));
  });

  test('queens, bishop, rooks, castled kings in the middlegame: 2kr4/8/2n5/7q/3Q4/8/P7/2B2RK1 w', () => {
    // White Qd4 Bc1 Rf1 Kg1 pa2 (pieces 1750); Black Qh5 Rd8 Nc6 Kc8 (pieces 1735): both sides
    // above 1300, so both kings keep to the edge and both count as castled (g1; c8).
    // Bc1: back rank -10; d2-h6 (5), b2-a3 (2): 7 * 2 - 7 = 7.
    // Rf1: f2-f8 (7), e1-d1 (2): 9; to Kc8 files 3: 7 - 3 = 4; f-file open 10.
    // Qd4: e5-h8 4, e3-f2 2, c5-a7 3, c3-a1 3, d5-d7 and takes d8 4 (+5 a rook), d3-d1 3,
    //   e4-h4 4, c4-a4 3: 26 / 2 = 13; to Kc8 files 1, ranks 4: 7 - 4 = 3.
    // Kg1: castled 30; centre distance 3.5 + 2.5 = 6, edge 4 * (6 - 4) = 8.
    // Nc6: Black's 3rd rank, (8 - 1.5 * 2 - 1.5) * 2 = 7; to Kg1 4 + 5 steps: 0; developed 10;
    //   one target (Qd4): no fork.
    // Rd8: takes d4 after d7-d5 (4, +8 a piece), e8-h8 (4): 8; to Kg1 files 3: 4; d-file open 10.
    // Qh5: g6-e8 3, g4-d1 4, h6-h8 3, h4-h1 4, g5-a5 7: 21 / 2 = 10; to Kg1 max(1, 4): 3.
    // Kc8: castled 30; centre distance 3.5 + 1.5 = 5, edge 4 * (5 - 4) = 4.
    const { terms, total } = pairs('2kr4/8/2n5/7q/3Q4/8/P7/2B2RK1 w - - 0 1');
    expect(terms).toEqual(
      expected({
        [T_MATERIAL]: [1850, 1735],
        [T_KNIGHT_CENTRE]: [0, 7],
        [T_KNIGHT_DEVELOP]: [0, 10],
        [T_BISHOP_BACK]: [-10, 0],
        [T_BISHOP_MOBILITY]: [7, 0],
        [T_ROOK_MOBILITY]: [9, 8],
        [T_ROOK_KING]: [4, 4],
        [T_ROOK_FILE]: [10, 10],
        [T_ROOK_ATTACK]: [0, 8],
        [T_QUEEN_MOBILITY]: [13, 10],
        [T_QUEEN_KING]: [3, 3],
        [T_QUEEN_ATTACK]: [5, 0],
        [T_KING_CASTLED]: [30, 30],
        [T_KING_PLACE]: [8, 4],
      }),
    );
    expect(total).toBe(100);
  });

  test("the player's pieces: knight fork and closeness, bishop at home, rook on the seventh, queen attack", () => {
    // White Kg2 Rd1 pa2 (pieces 500); Black Qd8 Bc8 Ra3 Ne3 Kh8 (pieces 2085). White is in check
    // from the knight, which the evaluation does not mind.
    // Rd1: d2-d7 and takes d8 (7, +8 a piece), e1-h1 (4), c1-a1 (3): 14; to Kh8 files 4: 7 - 4 =
    //   3; d-file open 10. Kg2: enemy pieces above 1300 but not on the back rank: not castled;
    //   edge, centre distance 2.5 + 2.5 = 5, 4 * (5 - 4) = 4.
    // Ne3 (Black's 6th rank): centre (8 - 1.5 * 2 - 0.5) * 2 = 9; to Kg2 2 + 1 = 3: 5 - 3 = 2;
    //   developed 10; it attacks Kg2 and Rd1 (worth more): a fork, 25.
    // Bc8: back rank -10; d7-h3 (5), b7-a6 (2): 7 * 2 - 7 = 7.
    // Ra3: a4-a8 (5), takes a2 (1, +4 a pawn), b3-d3 (3): 9; to Kg2 ranks 1: 7 - 1 = 6; a-file
    //   has a white pawn only: semi-open 5; Black's 6th rank is the rank before Kg2's (7th): 20.
    // Qd8: e7-h4 4, c7-a5 3, d7-d2 and takes d1 7 (+5 a rook), e8-g8 3: 17 / 2 = 8; to Kg2
    //   max(3, 6): 7 - 6 = 1.
    // Kh8: White's pieces 500: no castled bonus, and the centre: distance 7, 4 * (4 - 7) = -12.
    const { terms, total } = pairs('2bq3k/8/8/8/8/r3n3/P5K1/3R4 w - - 0 1');
    expect(terms).toEqual(
      expected({
        [T_MATERIAL]: [600, 2085],
        [T_KNIGHT_CENTRE]: [0, 9],
        [T_KNIGHT_KING]: [0, 2],
        [T_KNIGHT_DEVELOP]: [0, 10],
        [T_KNIGHT_FORK]: [0, 25],
        [T_BISHOP_BACK]: [0, -10],
        [T_BISHOP_MOBILITY]: [0, 7],
        [T_ROOK_MOBILITY]: [14, 9],
        [T_ROOK_KING]: [3, 6],
        [T_ROOK_FILE]: [10, 5],
        [T_ROOK_SEVENTH]: [0, 20],
        [T_ROOK_ATTACK]: [8, 4],
        [T_QUEEN_MOBILITY]: [0, 8],
        [T_QUEEN_KING]: [0, 1],
        [T_QUEEN_ATTACK]: [0, 5],
        [T_KING_PLACE]: [4, -12],
      }),
    );
    expect(total).toBe(639 - 2174);
  });

  test('kings and pawns only: each king is drawn to the nearest pawn of either side, 2 * (7 - distance)', () => {
    // Kg1: h3 is 2 away (b2 5): 10. Kh8: h3 is 5 away (b2 6): 4.
    expect(pairs('7k/8/8/8/8/7p/1P6/6K1 w - - 0 1').terms[T_KING_PLACE]).toEqual([10, 4]);
    // With a white pawn on g6 as well, each king's nearest pawn is one of the other side's:
    // Kg1 h3 (2), Kh8 g6 (2).
    expect(pairs('7k/8/6P1/8/8/7p/1P6/6K1 w - - 0 1').terms[T_KING_PLACE]).toEqual([10, 10]);
  });

  test('one side with a piece: both kings go to the centre, not to the pawns (a rook on h8 counts)', () => {
    // Black's Rh8 is the only piece: White's king has an endgame (centre), and so has Black's.
    // Kg1: 4 * (4 - 6) = -8; Ke5: distance 0.5 + 0.5 = 1, 4 * (4 - 1) = 12.
    const { terms } = pairs('7r/8/8/4k3/8/8/8/6K1 w - - 0 1');
    expect(terms[T_KING_PLACE]).toEqual([-8, 12]);
  });

  test.each([
    // A rook checking the king gains the square, not an attack bonus; so does a queen.
    ['a rook on the king: a move, no attack bonus', '4k3/8/8/8/8/8/8/r3K3 w - - 0 1', T_ROOK_ATTACK, [0, 0]],
    ['a rook on the king: its mobility', '4k3/8/8/8/8/8/8/r3K3 w - - 0 1', T_ROOK_MOBILITY, [0, 11]],
    ['a queen on the king: no attack bonus', '4k3/8/8/8/8/8/8/q3K3 w - - 0 1', T_QUEEN_ATTACK, [0, 0]],
    // Castled means the back rank: a king on g2 is not castled, enemy pieces above 1300 or not.
    ['castled: king on g2', '3qk2r/8/8/8/8/8/6K1/8 w - - 0 1', T_KING_CASTLED, [0, 0]],
    // The player's castled bonus depends on the computer's pieces: here one rook, 500.
    [
      'castled: the player on g8, computer pieces 1300 or less',
      '6k1/8/8/8/8/8/8/R3K3 w - - 0 1',
      T_KING_CASTLED,
      [0, 0],
    ],
  ])('%s', (_name, fen, t, pair) => {
    expect(pairs(fen).terms[t]).toEqual(pair);
  });
});
