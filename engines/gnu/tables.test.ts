// The literal tables against the reference's printed figures: lengths, orientation, spot values.

import { expect, test } from 'vitest';
import { parseSquareName } from '../../core/types.js';
import * as T from './tables.js';

const at = (table: Int16Array, sq: string) => table[parseSquareName(sq)!];

test('square tables have 64 entries, rank 1 first (a1 = 0)', () => {
  for (const t of [
    T.KING_OPENING,
    T.KING_ENDING,
    T.DYING_KING,
    T.KNIGHT_CENTRE,
    T.BISHOP_SQUARE,
    T.PAWN_ADVANCE,
  ]) {
    expect(t.length).toBe(64);
  }
  expect(at(T.PAWN_ADVANCE, 'c2')).toBe(4);
  expect(at(T.PAWN_ADVANCE, 'd2')).toBe(0);
  expect(at(T.PAWN_ADVANCE, 'd4')).toBe(32);
  expect(at(T.PAWN_ADVANCE, 'd6')).toBe(48);
  expect(at(T.PAWN_ADVANCE, 'a3')).toBe(6);
  expect(at(T.KING_OPENING, 'g1')).toBe(0);
  expect(at(T.KING_OPENING, 'e1')).toBe(-8);
  expect(at(T.KING_OPENING, 'd4')).toBe(-24);
  expect(at(T.KING_ENDING, 'e5')).toBe(36);
  expect(at(T.DYING_KING, 'b2')).toBe(32);
  expect(at(T.DYING_KING, 'd4')).toBe(72);
  expect(at(T.BISHOP_SQUARE, 'b2')).toBe(22);
  expect(at(T.BISHOP_SQUARE, 'c2')).toBe(18);
  expect(at(T.KNIGHT_CENTRE, 'e4')).toBe(32);
});

test('the king, knight, bishop and dying-king tables are symmetric top to bottom (so colour-neutral)', () => {
  for (const t of [T.KING_OPENING, T.KING_ENDING, T.DYING_KING, T.KNIGHT_CENTRE, T.BISHOP_SQUARE]) {
    for (let s = 0; s < 64; s++) expect(t[s]).toBe(t[s ^ 56]);
  }
});

test('by-count and by-file tables have the reference lengths and ends', () => {
  expect(T.BISHOP_MOBILITY.length).toBe(30);
  expect(T.ROOK_MOBILITY.length).toBe(30);
  expect([T.BISHOP_MOBILITY[0], T.BISHOP_MOBILITY[15], T.BISHOP_MOBILITY[29]]).toEqual([-4, 13, 18]);
  expect([T.ROOK_MOBILITY[0], T.ROOK_MOBILITY[14], T.ROOK_MOBILITY[15], T.ROOK_MOBILITY[29]]).toEqual([
    0, 14, 14, 20,
  ]);
  expect(T.KING_THREAT.length).toBe(16);
  expect([...T.KING_THREAT.slice(0, 7)]).toEqual([0, -6, -16, -32, -48, -64, -64]);
  expect([...T.ISOLATED]).toEqual([-12, -14, -16, -20, -20, -16, -14, -12]);
  expect([...T.DOUBLED]).toEqual([-12, -12, -12, -10, -10, -12, -12, -12]);
  expect([...T.PASSED_FREE]).toEqual([0, 15, 30, 60, 100, 180, 280, 800]);
  expect([...T.PASSED_ATTACKED]).toEqual([0, 15, 25, 35, 50, 90, 140, 800]);
  expect([...T.PIECE_VALUE]).toEqual([0, 100, 330, 330, 520, 980, 999]);
});
