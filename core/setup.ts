// A position as plain data, independent of any board layout: what FEN describes.
// Boards are built from a Setup and can be turned back into one.

import type { Color, Square64 } from './types.js';

/** Castling-right bits, as in the FEN field "KQkq". */
export const CASTLE_WK = 1;
export const CASTLE_WQ = 2;
export const CASTLE_BK = 4;
export const CASTLE_BQ = 8;

export interface Setup {
  /** Signed piece codes indexed by Square64 (a1 = 0 ... h8 = 63); 0 is empty. */
  readonly board: Int8Array;
  readonly turn: Color;
  /** Bit set of CASTLE_* rights. */
  readonly castling: number;
  /** En-passant target square, or -1. */
  readonly ep: Square64 | -1;
  readonly halfmove: number;
  readonly fullmove: number;
}
