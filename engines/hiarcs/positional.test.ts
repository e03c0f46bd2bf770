// The position evaluation: the seed's formulas with its own numbers, and the sign convention.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import {
  bishopMobility,
  FILE_BONUS,
  knightCentre,
  pawnAdvance,
  Positional,
  T_BISHOP_BACK,
  T_BISHOP_MOBILITY,
  T_KING_CASTLED,
  T_KNIGHT_CENTRE,
  T_KNIGHT_DEVELOP,
  T_KNIGHT_FORK,
  T_KNIGHT_KING,
  T_PAWN_ADVANCE,
  T_QUEEN_ATTACK,
  T_ROOK_FILE,
  T_ROOK_SEVENTH,
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
